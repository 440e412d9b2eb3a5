int f(void) { return nope + 1; }
