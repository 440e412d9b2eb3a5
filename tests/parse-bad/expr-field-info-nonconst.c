struct s { int a; };
unsigned f(struct s *p, int k) { return __builtin_preserve_field_info(p->a, k); }
