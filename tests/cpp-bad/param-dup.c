#define f(a, a) a
