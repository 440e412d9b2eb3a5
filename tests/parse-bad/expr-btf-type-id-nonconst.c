int x;
unsigned long f(int k) { return __builtin_btf_type_id(x, k); }
