void f(void) { asm goto("goto %l0" :::: missing); }
