/* Tail merging (cg/tailmerge.c): blocks that end in the same
 * instructions and go on to the same place share them.  Each function
 * has such blocks, from inlined copies or repeated statements, with
 * different prefixes, side effects in the shared part, exits, and a
 * loop (where nothing is merged).  tests/cg/tailmerge.sh checks that
 * the -O2 object is smaller than with -fno-crossjumping. */
static long counters[8];
static volatile long sink;

static inline __attribute__((always_inline)) void bump(int slot, long by)
{
	counters[slot & 7] += by;
	sink = counters[slot & 7] * 3 + by;
}

static __attribute__((noinline)) long pick(long x)
{
	if (x == 1) {
		bump(1, 10);
		return 7;
	}
	if (x == 2) {
		bump(2, 10);
		return 7;
	}
	if (x == 3) {
		bump(3, 20);
		return 9;
	}
	bump(x, 10);
	return 7;
}

long test_pick(void)
{
	long r = 0;
	for (long x = 0; x < 6; x++)
		r = r * 31 + pick(x);
	return r * 1000 + counters[1] + counters[2] * 3 + counters[3] * 5 + counters[4] * 7 + sink;
}

/* the same statements after different tests, ending in the same return */
static __attribute__((noinline)) long classify(long a, long b)
{
	long s = 0;
	if (a > b) {
		s += a;
		sink = s;
		return s * 2 + 1;
	}
	if (a < 0) {
		s += b;
		sink = s;
		return s * 2 + 1;
	}
	if (b == 7) {
		s += a;
		sink = s;
		return s * 2 + 1;
	}
	return a ^ b;
}

long test_classify(void)
{
	long r = 0;
	long v[] = {5, 3, -4, 9, 2, 7, 8, 8, 0, 7};
	for (int i = 0; i + 1 < 10; i++)
		r = r * 7 + classify(v[i], v[i + 1]);
	return r;
}

/* a loop with equal tails inside: left as it is */
static __attribute__((noinline)) long loop_tails(long n)
{
	long s = 0;
	for (long i = 0; i < n; i++) {
		if (i & 1) {
			s += i * 3;
			sink = s;
			continue;
		}
		s += i * 3;
		sink = s;
	}
	return s;
}

long test_loop_tails(void) { return loop_tails(9) + loop_tails(4); }

/* shared tails with calls of a subprogram and different arguments */
static __attribute__((noinline)) long twice(long x) { return x * 2 + (x & 1); }

static __attribute__((noinline)) long calls(long k)
{
	long r;
	if (k == 0) {
		r = twice(k + 5);
		sink = r;
		return r + 100;
	}
	if (k == 1) {
		r = twice(k + 6);
		sink = r;
		return r + 100;
	}
	r = twice(k);
	sink = r;
	return r + 100;
}

long test_calls(void) { return calls(0) * 10000 + calls(1) * 100 + calls(5); }
