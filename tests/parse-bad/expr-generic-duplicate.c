int f(int x) { return _Generic(x, int: 1, int: 2); }
