/* The GNU builtins that are integer constant expressions:
 * __builtin_constant_p, __builtin_types_compatible_p,
 * __builtin_choose_expr, __builtin_expect, and the bit builtins on
 * constant arguments. */
#include "sema.h"

int var;
const int cvar = 3;
int arr[4];
struct st { int m; } sv;
typedef int myint;
typedef const int cint;
enum en { EN_A } env;
enum en2 { EN2_A = -1 };
int func(void);

/* __builtin_constant_p: 1 for a constant, 0 for anything else */
ASSERT(__builtin_constant_p(1) == 1);
ASSERT(__builtin_constant_p(1 + 2 * 3) == 1);
ASSERT(__builtin_constant_p(sizeof(var)) == 1);
ASSERT(__builtin_constant_p(EN_A) == 1);
ASSERT(__builtin_constant_p('x') == 1);
ASSERT(__builtin_constant_p(var) == 0);
ASSERT(__builtin_constant_p(var + 1) == 0);
ASSERT(__builtin_constant_p(arr[0]) == 0);
ASSERT(__builtin_constant_p(sv.m) == 0);
ASSERT(IS(__builtin_constant_p(var), int));
/* __builtin_types_compatible_p: qualifiers at the top level are ignored,
 * typedefs are looked through, distinct integer types stay distinct */
ASSERT(SAME(int, int));
ASSERT(SAME(int, signed int));
ASSERT(SAME(int, signed));
ASSERT(SAME(int, const int));
ASSERT(SAME(volatile int, const int));
ASSERT(SAME(myint, int));
ASSERT(SAME(cint, int));
ASSERT(SAME(typeof(var), int));
ASSERT(SAME(typeof(cvar), int));
ASSERT(!SAME(int, unsigned int));
ASSERT(!SAME(int, long));
ASSERT(!SAME(long, long long));
ASSERT(!SAME(char, signed char));
ASSERT(!SAME(char, unsigned char));
ASSERT(SAME(short, short int) && SAME(unsigned, unsigned int));
ASSERT(SAME(long int, signed long));
ASSERT(SAME(long long, signed long long int));
ASSERT(!SAME(float, double));
ASSERT(!SAME(double, long double)); /* same size on BPF, still distinct */
ASSERT(SAME(int *, int *));
ASSERT(!SAME(int *, const int *)); /* not a top-level qualifier */
ASSERT(SAME(int *const, int *));
ASSERT(!SAME(int *, long *));
ASSERT(!SAME(int *, void *));
ASSERT(SAME(int[], int[5])); /* an incomplete array is compatible */
ASSERT(SAME(int[5], int[5]));
ASSERT(!SAME(int[5], int[6]));
ASSERT(SAME(typeof(arr), int[4]));
ASSERT(!SAME(typeof(arr), int *));
ASSERT(SAME(int (*)(void), typeof(&func)));
ASSERT(SAME(int(void), typeof(func)));
ASSERT(!SAME(int (*)(void), int (*)(int)));
ASSERT(SAME(int (*)(), int (*)(int))); /* unprototyped */
ASSERT(SAME(struct st, typeof(sv)));
ASSERT(!SAME(struct st, struct { int m; }));
ASSERT(SAME(enum en, unsigned int)); /* an enum is compatible with its underlying type */
ASSERT(!SAME(enum en, int));
ASSERT(SAME(enum en2, int)); /* a negative enumerator makes it int */
ASSERT(!SAME(enum en, enum en2));
ASSERT(SAME(typeof(env), enum en));
ASSERT(SAME(_Bool, typeof((_Bool)0)));
ASSERT(SAME(__int128, signed __int128));
/* __builtin_choose_expr: the chosen operand, type and all, unconverted */
ASSERT(__builtin_choose_expr(1, 10, 20) == 10);
ASSERT(__builtin_choose_expr(0, 10, 20) == 20);
ASSERT(__builtin_choose_expr(sizeof(int) == 4, 1, 2) == 1);
ASSERT(IS(__builtin_choose_expr(1, (char)1, 2L), char));
ASSERT(IS(__builtin_choose_expr(0, (char)1, 2L), long));
ASSERT(sizeof(__builtin_choose_expr(1, (short)1, 1.0)) == 2);
ASSERT(IS(__builtin_choose_expr(1, arr, 0), int *)); /* decays like the operand would */
ASSERT(IS(__builtin_choose_expr(0, 0, "str"), char *));
ASSERT(__builtin_choose_expr(SAME(typeof(var), int), 4, 8) == 4);
/* __builtin_expect is its first argument */
ASSERT(__builtin_expect(5, 0) == 5);
ASSERT(IS(__builtin_expect(1, 1), long));
/* bit builtins fold on constants */
ASSERT(__builtin_bswap16(0x1234) == 0x3412);
ASSERT(__builtin_bswap32(0x12345678) == 0x78563412);
ASSERT(__builtin_bswap64(0x0102030405060708ull) == 0x0807060504030201ull);
ASSERT(IS(__builtin_bswap16(1), unsigned short));
ASSERT(IS(__builtin_bswap32(1), unsigned int));
ASSERT(IS(__builtin_bswap64(1), unsigned long));
ASSERT(__builtin_popcount(0xff) == 8);
ASSERT(__builtin_popcountll(0xffffffffffffffffull) == 64);
ASSERT(__builtin_clz(1) == 31);
ASSERT(__builtin_clzll(1) == 63);
ASSERT(__builtin_ctz(8) == 3);
ASSERT(__builtin_ctzll(1ull << 40) == 40);
ASSERT(__builtin_ffs(0) == 0 && __builtin_ffs(8) == 4);
ASSERT(__builtin_parity(7) == 1);
/* __builtin_offsetof and sizeof in a __builtin_choose_expr condition */
ASSERT(__builtin_choose_expr(__builtin_offsetof(struct st, m) == 0, 1, 0));
