/* Integer promotions and the usual arithmetic conversions (C11 6.3.1),
 * observed through _Generic and sizeof: the type of each operator's
 * result. */
#include "sema.h"

char c;
signed char sc;
unsigned char uc;
short s;
unsigned short us;
int i;
unsigned u;
long l;
unsigned long ul;
long long ll;
unsigned long long ull;
_Bool b;
__int128 i128;
unsigned __int128 u128;
float f;
double d;
long double ld;
enum small { SMALL_A, SMALL_B } es;
enum neg { NEG_A = -1 } en;
enum wide { WIDE_A = 0x100000000 } ew;
struct bits {
	unsigned u3 : 3;
	int i3 : 3;
	unsigned u31 : 31;
	unsigned u32 : 32;
	unsigned long ul20 : 20;
	unsigned long ul33 : 33;
	long l40 : 40;
	_Bool b1 : 1;
	unsigned long long ull32 : 32;
} bf;

/* promotions: everything narrower than int becomes int */
ASSERT(IS(+c, int));
ASSERT(IS(+sc, int));
ASSERT(IS(+uc, int));
ASSERT(IS(+s, int));
ASSERT(IS(+us, int)); /* int holds every unsigned short */
ASSERT(IS(+b, int));
ASSERT(IS(-uc, int));
ASSERT(IS(~c, int));
ASSERT(IS(!l, int)); /* ! always gives int */
ASSERT(IS(c + c, int));
ASSERT(IS(uc * uc, int));
ASSERT(IS(b + b, int));
ASSERT(IS(+es, unsigned int)); /* an enum without negative values is unsigned int */
ASSERT(IS(+en, int));
ASSERT(IS(+ew, unsigned long));
ASSERT(IS(SMALL_A, int)); /* enumeration constants are int when they fit */
ASSERT(IS(WIDE_A, unsigned long));
/* bitfields promote by their width */
ASSERT(IS(bf.u3 + 0, int));
ASSERT(IS(bf.i3 + 0, int));
ASSERT(IS(bf.u31 + 0, int));
ASSERT(IS(bf.u32 + 0, unsigned int));
ASSERT(IS(bf.ul20 + 0, int));
ASSERT(IS(bf.ul33 + 0, unsigned long));
ASSERT(IS(bf.l40 + 0, long));
ASSERT(IS(bf.b1 + 0, int));
ASSERT(IS(bf.ull32 + 0, unsigned int)); /* the width decides, not the declared type */
ASSERT(IS(bf.u3, unsigned int)); /* without an operator: the declared type */
/* usual arithmetic conversions between integer types */
ASSERT(IS(i + u, unsigned int));
ASSERT(IS(i + l, long));
ASSERT(IS(u + l, long)); /* long holds every unsigned int */
ASSERT(IS(u + ul, unsigned long));
ASSERT(IS(l + ul, unsigned long));
ASSERT(IS(l + ll, long long)); /* same size, but long long has the higher rank */
ASSERT(IS(ul + ll, unsigned long long)); /* ll cannot hold every unsigned long */
ASSERT(IS(l + ull, unsigned long long));
ASSERT(IS(u + ll, long long));
ASSERT(IS(c + u, unsigned int));
ASSERT(IS(us + u, unsigned int));
ASSERT(IS(s + ul, unsigned long));
ASSERT(IS(i128 + l, __int128));
ASSERT(IS(i128 + ull, __int128));
ASSERT(IS(u128 + i128, unsigned __int128));
ASSERT(IS(es + i, unsigned int));
ASSERT(IS(en + u, unsigned int));
/* with floating types */
ASSERT(IS(i + f, float));
ASSERT(IS(ull + f, float));
ASSERT(IS(f + d, double));
ASSERT(IS(l + d, double));
ASSERT(IS(d + ld, long double));
ASSERT(IS(c * 1.0, double));
ASSERT(IS(f * 2, float));
ASSERT(IS(+f, float)); /* no promotion of float outside variadic calls */
/* every binary arithmetic operator converts the same way */
ASSERT(IS(i - u, unsigned int) && IS(i * u, unsigned int) && IS(i / u, unsigned int));
ASSERT(IS(i % u, unsigned int) && IS(i & u, unsigned int) && IS(i | u, unsigned int));
ASSERT(IS(i ^ l, long));
/* shifts: the promoted left operand, whatever the right one is */
ASSERT(IS(c << l, int));
ASSERT(IS(i << ull, int));
ASSERT(IS(u >> c, unsigned int));
ASSERT(IS(l << i, long));
ASSERT(IS(uc >> ull, int));
ASSERT(IS(1 << 2L, int));
ASSERT(IS(1UL >> 1, unsigned long));
/* relational, equality and logical operators give int */
ASSERT(IS(l < ul, int));
ASSERT(IS(d == f, int));
ASSERT(IS(ull && ll, int));
ASSERT(IS(l || 0, int));
ASSERT(IS((void *)0 == 0, int));
/* assignment and ++/--: the type of the left operand */
ASSERT(IS(c = 100, char));
ASSERT(IS(uc += 1L, unsigned char));
ASSERT(IS(s <<= 1, short));
ASSERT(IS(b = 1, _Bool));
ASSERT(IS(c++, char));
ASSERT(IS(--us, unsigned short));
ASSERT(IS(f *= 2.0, float));
/* the conditional operator: usual conversions on the two arms */
ASSERT(IS(1 ? c : c, int));
ASSERT(IS(1 ? i : u, unsigned int));
ASSERT(IS(0 ? l : ul, unsigned long));
ASSERT(IS(1 ? i : d, double));
ASSERT(IS(1 ? s : uc, int));
ASSERT(IS(1 ? b : b, int));
/* the comma operator: the right operand, unconverted (in an unevaluated
 * operand, so no side effects run) */
ASSERT(IS((i, c), char));
ASSERT(IS((c, l), long));
ASSERT(sizeof((l, c)) == 1);
/* sizeof does not promote */
ASSERT(sizeof(c) == 1 && sizeof(+c) == 4);
ASSERT(sizeof(s) == 2 && sizeof(s + s) == 4);
ASSERT(sizeof(uc << 1) == 4);
ASSERT(sizeof(b) == 1 && sizeof(!b) == 4);
ASSERT(sizeof(i + l) == 8);
ASSERT(sizeof(i128 * 2) == 16);
ASSERT(sizeof(f + 1) == 4);
ASSERT(sizeof(c = 1) == 1);
ASSERT(sizeof(1 ? c : s) == 4);
ASSERT(sizeof(bf.u3 + 1) == 4);
ASSERT(sizeof(bf.ul33 + 1) == 8);
/* casts give exactly the named type */
ASSERT(IS((char)i, char));
ASSERT(IS((unsigned short)1, unsigned short));
ASSERT(IS((long long)1, long long));
ASSERT(IS((_Bool)1, _Bool));
ASSERT(IS((const int)1, int)); /* qualifiers of a cast's type are dropped */
