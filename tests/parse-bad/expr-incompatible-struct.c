struct s { int a; } v;
void f(void) { int x; x = v; (void)x; }
