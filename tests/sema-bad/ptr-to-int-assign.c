// expect: 3:25: error: incompatible pointer to integer
int *p;
void f(void) { int x; x = p; (void)x; }
