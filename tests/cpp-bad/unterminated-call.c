#define f(a) a
f(1, (2)
int x;
