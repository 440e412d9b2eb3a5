// want: = addr_space_cast\(r[0-9], 0, 1\)
int f(int __attribute__((address_space(1))) *p) { return *(int *)p; }
