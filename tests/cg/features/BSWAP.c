// want: ^\s*r[0-9] = bswap32 r[0-9]
unsigned f(unsigned x) { return __builtin_bswap32(x); }
