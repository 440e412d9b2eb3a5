/* __int128 and unsigned __int128: constants beyond 64 bits, wrapping,
 * shifts, division, conversions to and from the narrower types, and the
 * __int128_t / __uint128_t typedefs. */
#include "sema.h"

#define U128(hi, lo) (((unsigned __int128)(hi) << 64) | (lo))
ASSERT(sizeof(__int128) == 16 && _Alignof(__int128) == 16);
ASSERT(SAME(__int128_t, __int128));
ASSERT(SAME(__uint128_t, unsigned __int128));
ASSERT(!SAME(__int128, long long));
ASSERT(IS((__int128)1 + 1, __int128));
ASSERT(IS((unsigned __int128)1 + 1, unsigned __int128));
ASSERT(IS((__int128)1 + 1ull, __int128));
ASSERT(IS((__int128)1 + (unsigned __int128)1, unsigned __int128));
ASSERT(IS((__int128)1 << 1, __int128));
ASSERT(IS(1 << (__int128)1, int)); /* a shift has its left operand's type */
/* arithmetic beyond 64 bits */
ASSERT(((unsigned __int128)1 << 100) >> 100 == 1);
ASSERT((((unsigned __int128)1 << 64) >> 64) == 1);
ASSERT((unsigned long long)(((unsigned __int128)1 << 64) >> 1) == 0x8000000000000000ull);
ASSERT((unsigned long long)(U128(1, 0) - 1) == 0xffffffffffffffffull);
ASSERT((unsigned long long)((U128(1, 0) - 1) >> 64) == 0);
ASSERT((unsigned long long)((U128(3, 5) * 2) >> 64) == 6);
ASSERT((unsigned long long)(U128(3, 5) * 2) == 10);
ASSERT((unsigned __int128)0xffffffffffffffffull * 0xffffffffffffffffull == U128(0xfffffffffffffffe, 1));
ASSERT(U128(10, 0) / 10 == U128(1, 0));
ASSERT(U128(1, 7) % 10 == 3); /* 2^64 mod 10 is 6 */
ASSERT((__int128)-1 >> 100 == -1);
ASSERT(-(__int128)U128(1, 0) < 0);
ASSERT((__int128)-7 / 2 == -3 && (__int128)-7 % 2 == -1);
/* wrapping */
ASSERT((unsigned __int128)0 - 1 == ~(unsigned __int128)0);
ASSERT(~(unsigned __int128)0 + 1 == 0);
ASSERT((unsigned long long)(~(unsigned __int128)0 >> 64) == 0xffffffffffffffffull);
/* conversions */
ASSERT((long long)(__int128)-5 == -5);
ASSERT((unsigned long long)(__int128)-1 == 0xffffffffffffffffull);
ASSERT((__int128)(unsigned long long)-1 == U128(0, 0xffffffffffffffff));
ASSERT((__int128)(long long)-1 == -1);
ASSERT((int)U128(5, 7) == 7);
ASSERT((_Bool)U128(1, 0) == 1);
ASSERT((unsigned __int128)-1 > (unsigned __int128)0x7fffffffffffffffll);
/* comparisons across the 64-bit boundary */
ASSERT(U128(1, 0) > 0xffffffffffffffffull);
ASSERT((__int128)-1 < 0xffffffffffffffffull); /* the unsigned long long converts to __int128 */
ASSERT((unsigned __int128)-1 > (__int128)0);
/* records and arrays of them */
struct s128 { char c; __int128 v; unsigned __int128 w[2]; };
ASSERT(__builtin_offsetof(struct s128, v) == 16);
ASSERT(__builtin_offsetof(struct s128, w[1]) == 48);
ASSERT(sizeof(struct s128) == 64);
enum { E128 = (int)(U128(1, 2) >> 64) };
ASSERT(E128 == 1);
