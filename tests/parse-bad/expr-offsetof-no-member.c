struct s { int a; };
unsigned long f(void) { return __builtin_offsetof(struct s, b); }
