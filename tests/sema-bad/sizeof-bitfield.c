// expect: 3:25: error: bit-field
struct s { int a : 3; } v;
unsigned long n = sizeof(v.a);
