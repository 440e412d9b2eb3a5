int f(int x) { return x.a; }
