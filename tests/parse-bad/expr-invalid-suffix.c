int f(void) { return 12abc; }
