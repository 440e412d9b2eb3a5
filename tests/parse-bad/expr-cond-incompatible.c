struct s { int a; } v;
int f(int c) { return c ? v : 1; }
