/* Constants set on one edge of a branch (cg/hoistconst.c): a value that
 * is a constant when a check fails and computed otherwise leaves, out of
 * SSA, a block that only sets the constant and jumps on; at -O2 the
 * move goes above the branch instead.  Each function has such edges:
 * after calls (the ring buffer shape: -1 when a reservation fails), two
 * constants on one edge, a constant into the register the branch tests,
 * in a loop, and values live on the other path.  tests/cg/hoistconst.sh
 * checks that the moves were hoisted; the runs check the values. */
static volatile long gate[4] = {1, 0, 1, 1};
static long log_[8];

static __attribute__((noinline)) long avail(long k) { return gate[k & 3]; }

static __attribute__((noinline)) long work(long k)
{
	log_[k & 7] += k + 1;
	return k * 7 + gate[(k + 1) & 3];
}

static inline __attribute__((always_inline)) long one(long k)
{
	if (!avail(k))
		return -1;
	return work(k);
}

long test_three_events(void)
{
	long a = one(0), b = one(1), c = one(2);
	if (a < 0 || b < 0 || c < 0)
		return -(a * 100 + b * 10 + c) + log_[0] + log_[2] * 3;
	return a + b + c;
}

long test_all_present(void)
{
	long a = one(2), b = one(3), c = one(0);
	if (a < 0 || b < 0 || c < 0)
		return -1000;
	return a * 10000 + b * 100 + c + log_[3];
}

/* two constants on the same failing edge */
static inline __attribute__((always_inline)) long pair(long k, long *extra)
{
	long x, y;
	if (!avail(k)) {
		x = -7;
		y = 3;
	} else {
		x = work(k);
		y = work(k + 4);
	}
	*extra = y;
	return x;
}

long test_pair(void)
{
	long e1, e2, e3;
	long a = pair(0, &e1), b = pair(1, &e2), c = pair(5, &e3);
	return a * 1000000 + b * 10000 + c * 100 + e1 * 7 + e2 * 5 + e3;
}

/* the constant goes into the register the branch tests */
long test_tested_register(void)
{
	long s = 0;
	for (long k = 0; k < 6; k++) {
		long x = avail(k);
		if (x == 0)
			x = 11;
		s = s * 13 + x;
	}
	return s;
}

/* constants on edges inside a loop, with values live around it */
long test_in_loop(void)
{
	long s = 0, keep = work(9);
	for (long k = 0; k < 8; k++) {
		long v;
		if (avail(k))
			v = work(k) + keep;
		else
			v = -3;
		s = s * 3 + v;
	}
	return s + keep;
}

/* a value computed before the branch stays live on the path without the
 * constant */
long test_live_other_path(void)
{
	long base = work(2) * 5, r = 0;
	for (long k = 0; k < 4; k++) {
		long c = avail(k + 1) ? base + k : 99;
		r += c * (k + 1);
	}
	return r + base;
}
