void f(int x) { asm("%0 = 1" : "=r"(x + 1)); }
