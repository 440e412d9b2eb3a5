void f(int x) { asm volatile("r0 = %1" :: "r"(x)); }
