void f(int x) { do { x++; } (x); }
