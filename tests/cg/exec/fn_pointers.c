/* calls through function pointers that inlining and folding resolve to
 * one function: a parameter of an always_inline function (the selftests'
 * test_bpf_nf.c passes kfuncs so) and a local that holds a function,
 * at -O0 too.  BPF has no indirect call; one that stays unresolved is
 * an error at the call (tests/ir-bad/indirect-call) */
static __attribute__((noinline)) long twice(long x) { return 2 * x; }
static __attribute__((noinline)) long square(long x) { return x * x; }
static long negate(long x) { return -x; }

static __attribute__((always_inline)) long apply(long (*f)(long), long x) { return f(x) + 1; }

static __attribute__((always_inline)) long apply_both(long (*f)(long), long (*g)(long), long x) { return f(g(x)); }

long test_parameter(void)
{
	volatile long x = 7;
	return apply(twice, x) * 1000 + apply(square, x);
}

long test_two_parameters(void)
{
	volatile long x = 3;
	return apply_both(twice, square, x) * 100 + apply_both(negate, twice, x);
}

long test_local(void)
{
	volatile long x = 5;
	long (*f)(long) = square;
	long r = f(x);
	f = twice;
	return r * 100 + f(x);
}
