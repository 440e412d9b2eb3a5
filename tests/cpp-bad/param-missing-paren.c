#define f(a, b
