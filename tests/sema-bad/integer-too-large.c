// expect: 2:24: error: too large
unsigned long long x = 0x10000000000000000;
