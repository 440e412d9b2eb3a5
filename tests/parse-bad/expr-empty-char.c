int f(void) { return ''; }
