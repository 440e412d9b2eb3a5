// expect: 3:27: error: invalid operands
double d;
double f(void) { return d % 2; }
