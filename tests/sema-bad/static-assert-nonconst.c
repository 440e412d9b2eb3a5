// expect: 3:16: error: constant
int x;
_Static_assert(x, "not a constant");
