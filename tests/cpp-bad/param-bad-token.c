#define f(a, 1) a
