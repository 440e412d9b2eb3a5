struct s { int a; } v;
int f(void) { return v; }
