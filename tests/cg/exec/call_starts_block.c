/* A value live into a block whose first instruction is a call, and read
 * after it: `if (err) { release(c); return err; }` with the error path
 * placed out of line.  The value must be in r6-r9 across the call;
 * regalloc.c once took a range starting at the call's own position for
 * one that starts after it, and left `err` in r0, which the call
 * overwrote (crypto_sanity.c's crypto_ctx_insert). */
static volatile long knob = 3;
static long released;

static __attribute__((noinline)) long release(long c)
{
	released += c;
	return c * 1000;
}

static __attribute__((noinline)) long update(long c)
{
	return c == 3 ? -22 : 0;
}

static __attribute__((noinline)) long lookup(long c)
{
	return c > 5 ? 0 : c + 1;
}

static __attribute__((noinline)) int insert(long c)
{
	int err = (int)update(c);
	if (err) {
		release(c);
		return err;
	}
	long v = lookup(c);
	if (!v) {
		release(c);
		return -2;
	}
	if (v > 1) {
		release(v);
		return -17;
	}
	return 0;
}

long test_error_path(void)
{
	long r = insert(knob);
	return r * 100 + released;
}

long test_other_paths(void)
{
	released = 0;
	return insert(knob + 10) * 10000 + insert(knob - 3) * 100 + insert(knob + 1) + released;
}
