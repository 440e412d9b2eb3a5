// expect: 2:26: error: incompatible integer to pointer
void f(void) { int *p; p = 5; (void)p; }
