// expect: 2:16: error: static
void f(void) { static int g(void); }
