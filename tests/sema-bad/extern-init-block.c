// expect: 2:27: error: cannot have an initializer|initializer
void f(void) { extern int x = 1; }
