int x;
asm("a" : "=r"(x));
