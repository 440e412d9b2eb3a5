int f(void) { return 09; }
