// flags: -O2
/* -O2: a small static function and one with a single call site are
 * inlined (their returns become a phi in the caller), a pointer to a
 * local passed to an inlined function no longer escapes (the local is
 * promoted), neither function is emitted; a recursive one stays */
static int twice(int x) { return x * 2; }
static void store(int *p, int v) { *p = v; }
static int classify(int x)
{
	if (x < 10)
		return 1;
	if (x < 100)
		return 2;
	return 3;
}
static int depth(int n) { return n ? 1 + depth(n - 1) : 0; }
int prog(int v)
{
	int t;
	store(&t, twice(v));
	return classify(t) + twice(t) + depth(v);
}
