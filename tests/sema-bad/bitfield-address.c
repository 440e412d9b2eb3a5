// expect: 3:10: error: bit-field
struct s { int a : 3; } v;
int *p = &v.a;
