// expect: 3:18: error: not assignable
int a[3], b[3];
void f(void) { a = b; }
