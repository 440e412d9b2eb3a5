// want: ^\s*\*\(u32 \*\)\(r10 - [0-9]+\) = 5$
extern void g(int *);
int f(void) { int x = 5; g(&x); return x; }
