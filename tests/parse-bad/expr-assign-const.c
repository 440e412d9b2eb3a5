const int c = 1;
void f(void) { c = 2; }
