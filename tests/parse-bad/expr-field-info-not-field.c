unsigned f(int *p) { return __builtin_preserve_field_info(*p, 0); }
