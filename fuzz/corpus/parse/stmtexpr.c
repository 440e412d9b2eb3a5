/* GNU statement expressions ({ ... }): the type and value category of the
 * result, and the constant contexts GNU C allows them in (unevaluated
 * operands: sizeof, typeof, _Generic, __builtin_types_compatible_p), in
 * functions. */
#include "sema.h"

struct S { int a; char b[5]; };

void stmt_exprs(int n)
{
	ASSERT(sizeof(({ 1; })) == 4);
	ASSERT(sizeof(({ (char)1; })) == 1);
	ASSERT(sizeof(({ int x = n; x * 2L; })) == 8);
	ASSERT(sizeof(({ struct S s = {0}; s; })) == 12);
	ASSERT(IS(({ 1; }), int));
	ASSERT(IS(({ 1u; }), unsigned int));
	ASSERT(IS(({ n; }), int));
	ASSERT(IS(({ (short)n; }), short));
	ASSERT(IS(({ 1.0f; }), float));
	ASSERT(IS(({ struct S s = {0}; s; }), struct S));
	ASSERT(IS(({ "abc"; }), char *)); /* the result is converted like any rvalue */
	ASSERT(IS(({ int a[3] = {0}; a; }), int *));
	ASSERT(SAME(typeof(({ n + 1UL; })), unsigned long));
	ASSERT(SAME(typeof(({ 0; (void)0; })), void));
	ASSERT(SAME(typeof(({ })), void)); /* empty: void */
	ASSERT(SAME(typeof(({ if (n) n++; })), void)); /* a non-expression last statement: void */
	/* the last expression statement decides, even after declarations and labels */
	ASSERT(IS(({ int t = 1; long u = t; (void)u; (char)t; }), char));
	ASSERT(IS(({ int t = 0; t++; t; }), int));
	/* nested */
	ASSERT(IS(({ ({ 1L; }); }), long));
	ASSERT(sizeof(({ ({ 1; }) + ({ 1L; }); })) == 8);
	/* typical macros built on them */
#define MAX(a, b) ({ __auto_type _a = (a); __auto_type _b = (b); _a > _b ? _a : _b; })
	ASSERT(IS(MAX(1, 2L), long));
	ASSERT(IS(MAX((char)1, (char)2), int));
	ASSERT(IS(MAX(1.0, n), double));
#define SWAP_TYPE(x) ({ typeof(x) _t = (x); _t; })
	ASSERT(IS(SWAP_TYPE((unsigned char)n), unsigned char));
	/* the value is usable at run time */
	int v = ({ int k = n; k + 1; });
	(void)v;
}
/* At file scope statement expressions are an error even inside sizeof
 * (tests/sema-bad); in a function they may also shape a declaration. */
int outer(void)
{
	typeof(({ 1L; })) l = 0;
	ASSERT(SAME(typeof(l), long));
	return (int)l;
}
