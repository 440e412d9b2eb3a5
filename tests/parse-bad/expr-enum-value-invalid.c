enum e { A = 1 };
long f(void) { return __builtin_preserve_enum_value(*(enum e *)0, 0); }
