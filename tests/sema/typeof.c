/* typeof / __typeof__ / __typeof of expressions and type names,
 * qualifiers kept, no decay, declarators built on typeof; __auto_type;
 * __typeof_unqual__. */
#include "sema.h"

int i;
const int ci = 1;
volatile long vl;
int arr[5];
const char carr[4];
int fn(char);
int *ip;
struct S { int a; char b[3]; } s;

ASSERT(SAME(typeof(i), int));
ASSERT(SAME(__typeof__(i), int));
ASSERT(SAME(__typeof(i), int));
ASSERT(SAME(typeof(int), int));
ASSERT(SAME(typeof(unsigned long), unsigned long));
ASSERT(SAME(typeof(1 + 1L), long));
ASSERT(SAME(typeof('a'), int));
ASSERT(SAME(typeof((char)1), char));
ASSERT(SAME(typeof(s.b), char[3]));
ASSERT(SAME(typeof(s.b[0]), char));
ASSERT(SAME(typeof(&s), struct S *));
ASSERT(SAME(typeof(*ip), int));
/* no decay: typeof an array is the array type */
ASSERT(sizeof(typeof(arr)) == 20);
ASSERT(sizeof(typeof(arr + 0)) == 8);
ASSERT(sizeof(typeof("abc")) == 4);
ASSERT(SAME(typeof(fn), int(char)));
ASSERT(SAME(typeof(&fn), int (*)(char)));
ASSERT(SAME(typeof(fn(1)), int));
/* qualifiers are kept (they matter for what is declared) */
typeof(ci) ci2 = 2;
ASSERT(_Generic(&ci2, const int *: 1, default: 0));
ASSERT(_Generic(&vl, typeof(&vl): 1, default: 0));
ASSERT(_Generic((typeof(vl) *)0, volatile long *: 1, default: 0));
ASSERT(_Generic(&carr, const char (*)[4]: 1, default: 0));
/* typeof in declarators */
typeof(int *) p1, p2; /* both are pointers */
ASSERT(SAME(typeof(p2), int *));
typeof(int) *q1, q2;
ASSERT(SAME(typeof(q1), int *) && SAME(typeof(q2), int));
typeof(arr) arr2[2];
ASSERT(sizeof(arr2) == 40);
typeof(typeof(char)[4]) nested;
ASSERT(sizeof(nested) == 4);
typeof(fn) *fnp;
ASSERT(SAME(typeof(fnp), int (*)(char)));
typeof(struct { int x, y; }) anon_pt;
ASSERT(sizeof(anon_pt) == 8);
/* typeof does not evaluate its operand */
ASSERT(sizeof(typeof(i++)) == 4);
/* __typeof_unqual__ drops the qualifiers */
ASSERT(_Generic((__typeof_unqual__(ci) *)0, int *: 1, default: 0));
ASSERT(_Generic((__typeof_unqual__(vl) *)0, long *: 1, default: 0));

void auto_types(void)
{
	__auto_type a = 1;
	__auto_type b = 1ul;
	__auto_type c = (char)1;
	__auto_type d = arr; /* decays, like any initializer */
	__auto_type e = fn;
	__auto_type f = 1.0f;
	__auto_type g = ci; /* the qualifier is not inherited */
	__auto_type h = &ci;
	__auto_type k = s;
	__auto_type m = "str";
	ASSERT(SAME(typeof(a), int));
	ASSERT(SAME(typeof(b), unsigned long));
	ASSERT(SAME(typeof(c), char));
	ASSERT(SAME(typeof(d), int *));
	ASSERT(SAME(typeof(e), int (*)(char)));
	ASSERT(SAME(typeof(f), float));
	ASSERT(_Generic(&g, int *: 1, default: 0));
	ASSERT(SAME(typeof(h), const int *));
	ASSERT(SAME(typeof(k), struct S));
	ASSERT(SAME(typeof(m), char *));
	/* typeof of a local, and of a block-scope typedef */
	typedef typeof(b) local_t;
	local_t z = 0;
	ASSERT(SAME(typeof(z), unsigned long));
	(void)a; (void)c; (void)d; (void)e; (void)f; (void)g; (void)h; (void)k; (void)m; (void)z;
}
