void f(int x) { asm volatile("r0 = %[y]" :: [x]"r"(x)); }
