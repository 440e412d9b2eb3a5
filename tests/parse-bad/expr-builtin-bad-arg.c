struct s { int a; } v;
unsigned f(void) { return __builtin_bswap32(v); }
