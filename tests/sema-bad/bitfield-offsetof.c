// expect: 3:48: error: bit-field
struct s { int a : 3; };
unsigned long n = __builtin_offsetof(struct s, a);
