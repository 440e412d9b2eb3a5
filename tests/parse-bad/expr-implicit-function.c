int f(void) { return undeclared_fn(3); }
