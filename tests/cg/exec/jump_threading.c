/* Branches that the constants a block's predecessors bring decide
 * (src/ir/jumpthread.c): each predecessor gets its own copy of the block and
 * jumps to the side its constant picks.  The cases: an inlined status
 * return tested by an else-if chain; the status also used after the
 * chain (a value of the threaded block used past it: demoted and given
 * its phis again); a found flag out of a loop; a block computing more
 * than the test (an add, a load) whose results are used later; nested
 * inlined statuses; a branch some predecessor does not decide (left as
 * it is). */
static volatile long in[8] = {3, 1, 4, 1, 5, 9, 2, 6};
static long out_[4];

static inline __attribute__((always_inline)) int status(long k)
{
	if (in[k & 7] > 4)
		return 1;
	if (in[k & 7] == 4)
		return 2;
	return 3;
}

long test_chain(void)
{
	long r = 0;
	for (int k = 0; k < 8; k++) {
		int s = status(k);
		if (s == 1)
			r += 100;
		else if (s == 2)
			r += 10;
		else
			r += 1;
	}
	return r;
}

long test_status_used_after(void)
{
	long r = 0;
	for (int k = 0; k < 8; k++) {
		int s = status(k + 3);
		if (s == 2)
			r += 1000;
		r = r * 3 + s;
	}
	return r;
}

static inline __attribute__((always_inline)) int find(long want)
{
	int found = 0;
	for (int i = 0; i < 8; i++)
		if (in[i] == want) {
			found = 1;
			break;
		}
	return found;
}

long test_found_flag(void)
{
	long r = 0;
	for (long w = 0; w < 10; w++) {
		if (find(w))
			r = r * 2 + 1;
		else
			r = r * 2;
	}
	return r;
}

/* the tested block computes a sum and reads memory besides the test */
static inline __attribute__((always_inline)) long pick(long k, long *extra)
{
	long v;
	if (in[k & 7] & 1)
		v = 7;
	else
		v = 12;
	long sum = v + k;
	*extra = in[(k + 1) & 7];
	if (v == 7)
		out_[0] += sum;
	return sum * 2 + *extra;
}

long test_block_work(void)
{
	long r = 0, e;
	for (long k = 0; k < 6; k++)
		r = r * 5 + pick(k, &e) + e;
	return r + out_[0];
}

static inline __attribute__((always_inline)) int outer(long k)
{
	int s = status(k);
	if (s == 3)
		return -1;
	return s * 10;
}

long test_nested(void)
{
	long r = 0;
	for (int k = 0; k < 8; k++) {
		int a = outer(k);
		if (a < 0)
			r -= 3;
		else if (a == 20)
			r += 7;
		else
			r += a;
	}
	return r;
}

/* one predecessor brings a value read from memory: not decided */
long test_undecided(void)
{
	long r = 0;
	for (int k = 0; k < 8; k++) {
		long s;
		if (in[k] > 3)
			s = 2;
		else
			s = in[(k + 2) & 7];
		if (s == 2)
			r += 5;
		else
			r += s;
	}
	return r;
}

/* cfg.c's dead work: a memcmp whose result both branches ignore (both
 * return the same) leaves compares that choose between two ways to one
 * place; at -O2 none is left (tests/cg/shapes.sh: no conditional jump) */
static const char want_name[8] = "bpf_cg";

long test_memcmp_unused(void)
{
	const volatile char *p = (const volatile char *)&in[2];
	if (__builtin_memcmp((const char *)p, want_name, 6) != 0)
		return 4;
	return 4;
}

/* a predecessor's value bounded, not constant: an inlined parser
 * returns -1 or a byte it read, the caller tests `< 0` (the xdp-tools
 * parse_iphdr / CHECK_RET shape).  Both predecessors decide the test
 * (the byte is never negative): no compare of the status is left
 * (tests/cg/shapes.sh, bounded_status-*) */
static volatile unsigned char proto_byte[2] = {17, 6};

static inline __attribute__((always_inline)) int parse_proto(long k)
{
	if (in[k & 7] > 4)
		return -1;
	return proto_byte[k & 1];
}

long test_bounded_status(void)
{
	long r = 0;
	for (int k = 0; k < 8; k++) {
		int p = parse_proto(k);
		if (p < 0)
			r += 100;
		else
			r += p;
	}
	return r;
}
