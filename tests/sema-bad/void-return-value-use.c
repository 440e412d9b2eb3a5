// expect: 3:26: error: invalid operands
void g(void);
int f(void) { return g() + 1; }
