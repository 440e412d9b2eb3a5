/* an always_inline function may take more than 5 arguments: every call
 * is inlined, so none passes them in registers (libbpf's BPF_PROG with
 * 6+ arguments calls its `____name` body this way) */
static __attribute__((always_inline)) inline long six(long a, long b, long c, long d, long e, long f)
{
	return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6;
}

static __attribute__((always_inline)) inline long seven(long a, long b, long c, long d, long e, long f, long g)
{
	return six(a, b, c, d, e, f) * 10 + g;
}

long test_six(void) { return six(1, 2, 3, 4, 5, 6); } /* 91 */

long test_seven_nested(void)
{
	long s = 0;
	for (long i = 0; i < 3; i++)
		s += seven(i, 1, 1, 1, 1, 1, i); /* 20 * 10 + ... */
	return s;
}
