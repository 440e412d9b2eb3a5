/* A run of stores of one constant (`= {}`, field-by-field constants)
 * sets the register once and stores it again while the next value has
 * the same low bytes (isel.c's run): widths mixed, a 64-bit constant
 * whose low half is another store's value, and values that differ only
 * above the stored width (-1 as 4 bytes, then as 8, must not reuse the
 * zero-extended register). */
struct rec {
	unsigned long long a, b;
	unsigned int c, d;
	unsigned short e;
	unsigned char f, g;
	unsigned long long h;
};

static __attribute__((noinline)) long fold(const struct rec *r)
{
	long s = (long)r->a;
	s = s * 3 + (long)r->b;
	s = s * 5 + (long)r->c;
	s = s * 7 + (long)r->d;
	s = s * 11 + (long)r->e;
	s = s * 13 + (long)r->f;
	s = s * 17 + (long)r->g;
	return s * 19 + (long)r->h;
}

long test_zero_init(void)
{
	struct rec r = {};
	return fold(&r);
}

long test_same_low_bytes(void)
{
	struct rec r;
	r.a = 0x100000000ull;
	r.b = 0;
	r.c = 0;
	r.d = 0;
	r.e = 0;
	r.f = 0;
	r.g = 0;
	r.h = 0x200000000ull;
	return fold(&r);
}

long test_minus_one_widths(void)
{
	struct rec r;
	r.c = 0xffffffffu;
	r.d = 0xffffffffu;
	r.a = ~0ull;
	r.b = ~0ull;
	r.e = 0xffff;
	r.f = 0xff;
	r.g = 0xff;
	r.h = 0xffffffffull;
	return fold(&r);
}

long test_runs_broken(void)
{
	struct rec r = {};
	r.c = 7;
	r.d = 7;
	r.e = 7;
	r.a = 0x700000007ull;
	r.b = 7;
	r.h = 0x7;
	r.f = 0x107 & 0xff;
	r.g = 9;
	return fold(&r);
}
