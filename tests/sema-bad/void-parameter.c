// expect: 2:12: error: void
int f(void x);
