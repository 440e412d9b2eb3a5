int a[3], b[3];
void f(void) { a = b; }
