char f(void) { return "\x"[0]; }
