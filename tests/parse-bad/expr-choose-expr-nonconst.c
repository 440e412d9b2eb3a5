int f(int x) { return __builtin_choose_expr(x, 1, 2); }
