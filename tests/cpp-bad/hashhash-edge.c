#define f(a) ## a
