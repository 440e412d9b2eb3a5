// expect: 3:23: error: is a pointer
struct s { int a; } *p;
int f(void) { return p.a; }
