/* integer arithmetic and the usual arithmetic conversions */
long test_add(void) { int a = 2147483647; unsigned b = 1; return a + b; }
long test_wrap32(void) { int a = 2000000000; int b = a + a; return b; }
long test_mul64(void) { long a = 3000000000; return a * 7; }
long test_sdiv(void) { int a = -17, b = 5; return a / b * 100 + a % b; }
long test_udiv(void) { unsigned a = 4294967279u, b = 5; return a / b + a % b; }
long test_sdiv64(void) { long a = -1000000000007; return a / 13 + a % 13; }
long test_shifts(void) { int a = -256; unsigned u = 0x80000000u; return (a >> 4) + (u >> 31) + (1L << 40); }
long test_bits(void) { unsigned a = 0xf0f0f0f0u; return (a & 0xff00ff00u) ^ (a | 0x0f) ^ ~a; }
long test_neg(void) { long x = 5; int y = -x; return -y * 3; }
long test_char_arith(void) { signed char c = 100; c += 100; unsigned char u = 200; u += 100; return c * 1000 + u; }
long test_short(void) { short s = -30000; s -= 10000; unsigned short us = 65535; us++; return s + us * 7; }
long test_mixed(void) { int i = -1; unsigned long ul = 1; return i < ul; }
long test_mixed2(void) { int i = -1; long l = 1; return i < l; }
long test_compare_u(void) { unsigned a = 3; int b = -1; return (a > b) * 10 + (a < 4u); }
long test_bool(void) { _Bool b = 5; _Bool c = 0; b++; return b * 10 + !c + (b && c) + (b || c); }
long test_opassign(void) { int x = 7; x *= 6; x -= 2; x <<= 3; x >>= 1; x |= 1; x ^= 0x10; x %= 1000; x /= 3; return x; }
long test_incdec(void) { int i = 5; int a = i++; int b = ++i; int c = i--; int d = --i; return a * 1000 + b * 100 + c * 10 + d; }
long test_cond(void) { int a = 3, b = 4; return (a > b ? a : b) * 10 + (a == 3 ? 1 : 2); }
long test_comma(void) { int a = 1; int b = (a += 2, a * 3); return b; }
long test_logic(void) { int a = 0, b = 0; if (a++ || b++) return 100; if (a++ && b++) return b + 50; return a * 10 + b; }
long test_long_trunc(void) { long l = 0x123456789abcdefL; int i = l; short s = l; signed char c = l; return i + s + c; }
long test_ulong(void) { unsigned long a = -1; a >>= 60; return a; }
