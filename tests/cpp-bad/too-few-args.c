#define f(a, b) a b
f(1)
