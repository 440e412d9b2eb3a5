#define f(a) #b
