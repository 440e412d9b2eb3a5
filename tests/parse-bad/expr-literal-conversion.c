// flags: -Werror
void t(int);
void f(void) { int x; x = 2.5; t(-1e-5); x = 1e20; (void)x; }
