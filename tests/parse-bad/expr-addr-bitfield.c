struct s { int a : 3; } v;
void *f(void) { return &v.a; }
