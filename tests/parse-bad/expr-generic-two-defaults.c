int f(int x) { return _Generic(x, default: 1, default: 2); }
