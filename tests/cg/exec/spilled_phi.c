/* A loop-carried value spilled across calls: allocation spills `off`
 * and its phi copy, and cg/commute.c's cg_fold_copies_into_memops
 * loads straight into the register the copy went to and stores the
 * register the copy came from (tests/cg/shapes.sh checks the shape). */
static __attribute__((noinline)) long step(long a)
{
	return a * 3 % 7 + 1;
}

long test_spilled_phi(void)
{
	long a = step(1), b = step(2), c = step(3), d = step(4), e = step(5), off = 0;
#pragma clang loop unroll(disable)
	for (int i = 0; i < 6; i++) {
		long len = step(i + off);
		if (len < 5)
			off += len;
		long k = step(off);
		if (k > 2)
			off += k * a;
		off ^= b + c;
		a += d;
	}
	return off + a + b + c + d + e;
}
