void f(int x) { asm("r0 = %0" : "r"(x)); }
