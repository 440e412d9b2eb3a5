/* Stores the folding shortens (ir/fold.c): a narrow store of a widened
 * value stores the value's own low bytes (negative values too, and
 * values that wrap); compares stored to _Bool fields; a loop counter
 * indexing a local array; a local struct's field address made in one
 * frame-address instruction (cg/isel.c). */
struct flags {
	_Bool eq, zero, lt;
	short len;
	signed char tag;
	int vals[8];
};

static __attribute__((noinline)) long sum_flags(struct flags *f)
{
	long s = f->eq + f->zero * 2 + f->lt * 4 + f->len * 8 + f->tag * 1000;
	for (int i = 0; i < 8; i++)
		s += (long)f->vals[i] * (i + 1);
	return s;
}

long test_bool_stores(void)
{
	volatile long a = 5, b = 5, c = -3;
	struct flags f = {0};
	f.eq = a == b;
	f.zero = c == 0;
	f.lt = c < a;
	return sum_flags(&f);
}

long test_short_of_int(void)
{
	volatile int x = -40000, y = 70000;
	struct flags f = {0};
	f.len = (short)(x + y);     /* 30000 */
	f.tag = (signed char)(x - 5); /* low byte of -40005 */
	long s = sum_flags(&f);
	f.len = (short)(y * 3);     /* wraps */
	f.tag = (signed char)y;
	return s * 7 + sum_flags(&f);
}

long test_counter_index(void)
{
	struct flags f = {0};
	volatile int n = 8;
	for (int i = 0; i < 8; i++)
		f.vals[i] = i * i - 10;
	long s = 0;
	for (int i = 0; i < n && i < 8; i++) {
		f.len = (short)(i + 1);
		s += f.vals[i] * 3 + f.len;
	}
	return s * 10 + sum_flags(&f);
}

long test_field_address(void)
{
	struct flags f = {0}, g = {0};
	int *p = &f.vals[3], *q = &g.vals[5];
	*p = 11;
	*q = -7;
	p[1] = q[0] * 2;
	return sum_flags(&f) * 100 + sum_flags(&g);
}
