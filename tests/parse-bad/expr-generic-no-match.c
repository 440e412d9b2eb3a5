int f(void) { return _Generic(1.0, int: 1, char: 2); }
