/* Arguments of static functions (ir/ipcp.c): a parameter every call
 * passes the same constant is that constant in the body, and one the
 * body never reads is not passed (its register stays unset, which the
 * verifier allows for static subprograms).  Constant at every call,
 * different constants, a parameter only some paths read, one no path
 * reads, and a function that is also called with a variable.
 * tests/cg/ipcp.sh checks the -S text; the runs check the values. */
static volatile long knob = 3;

static __attribute__((noinline)) long scaled(long x, long factor, long bias)
{
	return x * factor + bias;
}

long test_same_constants(void)
{
	return scaled(knob, 10, 7) + scaled(knob + 1, 10, 7) * 100;
}

static __attribute__((noinline)) long mixed(long x, long y)
{
	return x - y;
}

long test_different_constants(void)
{
	return mixed(knob, 1) * 1000 + mixed(knob, 2);
}

/* `unused` is never read: the calls leave r2 alone */
static __attribute__((noinline)) long ignore_second(long x, long unused, long z)
{
	return x * 5 + z;
}

long test_unread(void)
{
	return ignore_second(knob, knob * 9, 4) + ignore_second(2, 8, knob);
}

/* `limit` read on one path only: still passed */
static __attribute__((noinline)) long clamp_or(long x, long limit, int check)
{
	if (check)
		return x > limit ? limit : x;
	return x;
}

long test_some_paths(void)
{
	return clamp_or(knob * 50, 100, 1) * 1000 + clamp_or(knob, 1, 0);
}

/* called with a variable as well: nothing propagates */
static __attribute__((noinline)) long add_k(long x, long k)
{
	return x + k;
}

long test_variable_too(void)
{
	long s = 0;
	for (long k = 0; k < 3; k++)
		s += add_k(k, knob);
	return s * 100 + add_k(1, 2);
}
