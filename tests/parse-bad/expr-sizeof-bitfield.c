struct s { int a : 3; } v;
unsigned long f(void) { return sizeof(v.a); }
