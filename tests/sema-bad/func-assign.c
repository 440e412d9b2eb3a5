// expect: 3:18: error: not assignable
int g(void);
void f(void) { g = 0; }
