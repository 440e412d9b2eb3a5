// expect: 2:24: error: address of an rvalue|rvalue
int f(void) { int *p = &(1 + 2); return *p; }
