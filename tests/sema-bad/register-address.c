// expect: 2:43: error: register variable
int f(void) { register int r = 1; return *&r; }
