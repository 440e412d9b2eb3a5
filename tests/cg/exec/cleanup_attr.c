/* __attribute__((cleanup(fn))): fn(&var) when var's scope ends: at the
 * block's end, innermost first, on break and continue out of it, and on
 * return (after the returned value is computed); a for's declaration at
 * the end of the loop (libbpf's bpf_for/bpf_repeat destroy their
 * iterator so) */
static long trail;

static __attribute__((noinline)) void note(long *v) { trail = trail * 10 + *v; }

long test_block_order(void)
{
	trail = 0;
	{
		long a __attribute__((cleanup(note))) = 1;
		long b __attribute__((cleanup(note))) = 2;
		trail = trail * 10 + 9;
	}
	return trail; /* 921 */
}

static __attribute__((noinline)) long ret_value(long x)
{
	long c __attribute__((cleanup(note))) = 3;
	c = x; /* the cleanup sees the last value */
	return trail * 100 + c; /* computed before the cleanup runs */
}

long test_return(void)
{
	trail = 0;
	long r = ret_value(4);
	return r * 10 + trail; /* 4 * 10 + 4 */
}

long test_loop_break_continue(void)
{
	trail = 0;
	for (long i = 1; i < 6; i++) {
		long v __attribute__((cleanup(note))) = i;
		if (i == 2)
			continue;
		if (i == 4)
			break;
	}
	return trail; /* 1234 */
}

long test_for_declaration(void)
{
	trail = 0;
	long n = 0;
	for (long it __attribute__((cleanup(note))) = 7; n < 3; n++)
		trail = trail * 10 + 1;
	return trail; /* 1117: the for's variable once, at its end */
}
