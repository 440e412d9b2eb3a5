void f(int x) { x + 1 = 2; }
