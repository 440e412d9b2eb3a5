// expect: 2:29: error: compatible with previously
int x = _Generic(1, int: 1, signed int: 2);
