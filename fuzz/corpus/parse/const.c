/* Integer constant expressions: every operator, evaluated at compile
 * time with C's rules (truncating division, wrapping unsigned arithmetic,
 * conversions by casts, short-circuit operators). */
#include "sema.h"

/* additive and multiplicative */
ASSERT(1 + 2 == 3);
ASSERT(5 - 7 == -2);
ASSERT(6 * 7 == 42);
ASSERT(-6 * 7 == -42);
ASSERT(100 / 7 == 14);
ASSERT(100 % 7 == 2);
ASSERT(-7 / 2 == -3); /* truncation toward zero */
ASSERT(-7 % 2 == -1);
ASSERT(7 % -2 == 1);
ASSERT(-7 / -2 == 3);
ASSERT(1 + 2 * 3 - 4 / 2 == 5);
ASSERT((1 + 2) * (3 - 4) / 2 == -1); /* -3 / 2 */
ASSERT(2147483647 + 0 == 0x7fffffff);
ASSERT(9223372036854775807L - 1 == 0x7ffffffffffffffeL);
/* unary */
ASSERT(-(-5) == 5);
ASSERT(+3 == 3);
ASSERT(~0 == -1);
ASSERT(~5 == -6);
ASSERT(~0u == 4294967295u);
ASSERT(~0ul == 18446744073709551615ul);
ASSERT((!0) == 1);
ASSERT((!7) == 0);
ASSERT(!!42 == 1);
ASSERT(- -1 == 1);
/* relational and equality: int results 0 or 1 */
ASSERT((3 < 4) == 1);
ASSERT((4 < 3) == 0);
ASSERT((3 <= 3) + (3 >= 3) + (3 > 3) + (3 != 3) == 2);
ASSERT((2 == 2) == 1);
ASSERT((-1 < 0u) == 0); /* -1 converts to UINT_MAX */
ASSERT((-1 < 0l) == 1);
ASSERT((-1l < 0u) == 1);   /* long holds every unsigned int */
ASSERT((-1ll < 0ull) == 0);
ASSERT(((unsigned char)255 > -1) == 1); /* promoted to int */
/* bitwise */
ASSERT((0xf0 & 0x3c) == 0x30);
ASSERT((0xf0 | 0x0f) == 0xff);
ASSERT((0xff ^ 0x0f) == 0xf0);
ASSERT((0x5555 & ~0x5) == 0x5550);
ASSERT((-1 & 0xff) == 255);
ASSERT((1 | 2 ^ 3 & 4) == 3); /* & then ^ then | */
/* shifts */
ASSERT(1 << 4 == 16);
ASSERT(256 >> 4 == 16);
ASSERT(1u << 31 == 0x80000000u);
ASSERT(1ull << 63 == 0x8000000000000000ull);
ASSERT(-16 >> 2 == -4); /* arithmetic shift of a negative (implementation-defined: gcc/clang shift arithmetically) */
ASSERT(0x80000000u >> 31 == 1);
ASSERT(0xffffffffu >> 16 == 0xffff);
ASSERT(1 << 3 == 8); /* << binds tighter than == */
ASSERT((unsigned char)1 << 8 == 256);
ASSERT(1L << 40 == 1099511627776L);
/* logical: short circuit, the result is 0 or 1 */
ASSERT((2 && 3) == 1);
ASSERT((0 && 1 / 1) == 0);
ASSERT((5 || 0) == 1);
ASSERT((0 || 0) == 0);
ASSERT((0 || -3) == 1);
ASSERT(1 || 1 / 1);
/* conditional */
ASSERT((1 ? 2 : 3) == 2);
ASSERT((0 ? 2 : 3) == 3);
ASSERT((1 ? -1 : 0u) == 4294967295u); /* usual conversions apply to the result */
ASSERT((0 ? 1 : 2 ? 3 : 4) == 3);     /* right associative */
ASSERT((1 ? 1 ? 5 : 6 : 7) == 5);
ASSERT((-1 ? 10 : 20) == 10);
/* unsigned wrap (no overflow: defined) */
ASSERT(0u - 1 == 4294967295u);
ASSERT(4294967295u + 1 == 0);
ASSERT(65535u * 65537u == 4294967295u);
ASSERT(0x10000u * 0x10000u == 0);
ASSERT(0ul - 1 == 18446744073709551615ul);
ASSERT(18446744073709551615ull + 2 == 1);
ASSERT((unsigned)-5 == 4294967291u);
ASSERT(-1u == 0xffffffff);
ASSERT(-(unsigned char)1 == -1); /* promotion happens before negation */
/* casts: truncation, sign extension, zero extension */
ASSERT((char)0x1ff == -1);
ASSERT((unsigned char)0x1ff == 255);
ASSERT((signed char)128 == -128);
ASSERT((short)0x18000 == -32768);
ASSERT((unsigned short)-1 == 65535);
ASSERT((int)0x100000001L == 1);
ASSERT((int)4294967295u == -1);
ASSERT((long)(int)-1 == -1L);
ASSERT((unsigned long)(int)-1 == 0xfffffffffffffffful); /* sign-extends, then converts */
ASSERT((unsigned long)(unsigned)-1 == 0xfffffffful);
ASSERT((long long)(unsigned char)-1 == 255);
ASSERT((_Bool)2 == 1);
ASSERT((_Bool)0.5 == 1);
ASSERT((_Bool)0 == 0);
ASSERT((_Bool)-1 + (_Bool)256 == 2);
ASSERT((int)3.9 == 3); /* floating constants as the operand of a cast */
ASSERT((int)-3.9 == -3);
ASSERT((long)1e10 == 10000000000L);
ASSERT((int)1.5e1 == 15);
ASSERT((int)0x1p4 == 16);
/* comma is not allowed in an ICE outside of an unevaluated operand;
 * inside sizeof it is */
ASSERT(sizeof(1, (char)2) == 1);
/* sizeof and _Alignof in constants */
ASSERT(sizeof(int) * 2 + _Alignof(long) == 16);
ASSERT(sizeof(char[sizeof(int) + 1]) == 5);
enum { SZ = sizeof(long long) << 1 };
ASSERT(SZ == 16);
/* array sizes are integer constant expressions */
typedef char arr_t[3 * 4 - 2];
ASSERT(sizeof(arr_t) == 10);
typedef int bits_t[(1 << 3) | 1];
ASSERT(sizeof(bits_t) == 36);
/* character constants */
ASSERT('a' == 97);
ASSERT('\n' == 10);
ASSERT('\0' == 0);
ASSERT('\x41' == 65);
ASSERT('\101' == 65);
ASSERT('\377' == -1); /* char is signed on BPF */
ASSERT('\\' == 92);
ASSERT('\'' == 39);
ASSERT('"' == 34);
ASSERT('\a' == 7 && '\b' == 8 && '\f' == 12 && '\r' == 13 && '\t' == 9 && '\v' == 11);
ASSERT('\e' == 27); /* GNU */
ASSERT(L'a' == 97);
ASSERT(L'\xffff' == 65535);
ASSERT(u'x' == 120);
ASSERT(U'\x10ffff' == 0x10ffff);
ASSERT(u'\xffff' == 65535);
/* integer literals: bases, suffixes */
ASSERT(0x10 == 16);
ASSERT(010 == 8);
ASSERT(0 == 00);
ASSERT(0b101 == 5);
ASSERT(0XfF == 255);
ASSERT(1000000000000ULL == 1000000000000);
ASSERT(0x7fffffffffffffffLL == 9223372036854775807);
ASSERT(1uL == 1 && 1Lu == 1 && 1llu == 1 && 1ULL == 1);
ASSERT(0777 == 511);
