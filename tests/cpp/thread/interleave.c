/* The preprocessor's diagnostics and the parser's, interleaved: with the
 * preprocessor on its own thread (-fcpp-thread) they must come out as
 * with one thread, and #pragma GCC diagnostic (which the parser applies)
 * must govern the preprocessor's warnings where it is written. */
#define TWICE 1
#define TWICE 2 /* shown: -Wmacro-redefined */
int a = ;       /* the parser's error, after the warning above */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmacro-redefined"
#define TWICE 3 /* not shown */
#pragma GCC diagnostic pop
#define TWICE 4 /* shown again */
#warning "a #warning between declarations"
int b = 1 +;
#line 500 "renamed.c"
int c = ;       /* renamed.c:500 */
#line 900
#warning "after a #line without a file name"
int d = ;       /* renamed.c:901 */
#define F(x) x +
int e = F(1);
#if 1 / 0
#endif
int f = 3;
