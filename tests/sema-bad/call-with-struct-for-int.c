// expect: 4:24: error: incompatible
struct s { int a; } v;
int g(int);
int f(void) { return g(v); }
