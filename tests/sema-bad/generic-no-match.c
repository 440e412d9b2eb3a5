// expect: 2:18: error: not compatible|generic association
int x = _Generic(1.0, int: 1, long: 2);
