/* Two equality tests of one value against constants one bit apart
 * (src/ir/cfg.c merge_one_bit_tests): `fam == AF_INET || fam ==
 * AF_INET6` (2 and 10) is one masked test, `(fam & ~8) == 2`, so the
 * verifier walks one path past it.  The runs check every value around
 * the two constants (the other values that mask to the same would be
 * wrong: 2 | 8 is 10, 2 & ~8 is 2, nothing else passes), the `!=`
 * form, a 64-bit value, negative constants, and tests whose constants
 * are two bits apart or whose arms bring different values (left as two
 * tests).  tests/cg/shapes.sh (one_bit-*) counts the jumps. */
typedef unsigned short u16;

static volatile u16 fams[8] = {2, 10, 3, 8, 0, 11, 0xfff2, 0x10a};
static volatile long wide[4] = {0x100000002l, 2, 0x10000000al, 10};
static volatile int neg[4] = {-1, -9, -2, -10};

static __attribute__((noinline)) int is_inet(u16 fam) /* the tcptracer shape */
{
	if (fam != 2 && fam != 10)
		return 0;
	return 1;
}

long test_family_bits(void)
{
	long r = 0;
	for (int i = 0; i < 8; i++)
		r = r * 2 + is_inet(fams[i]);
	return r;
}

long test_family_or(void)
{
	long r = 0;
	for (int i = 0; i < 8; i++) {
		u16 f = fams[i];
		r = r * 3 + ((f == 10 || f == 2) ? 2 : 1);
	}
	return r;
}

long test_wide_values(void)
{
	long r = 0;
	for (int i = 0; i < 4; i++) {
		long v = wide[i];
		r = r * 2 + (v == 0x100000002l || v == 0x10000000al);
	}
	return r;
}

long test_negative_constants(void)
{
	long r = 0;
	for (int i = 0; i < 4; i++) {
		int v = neg[i];
		r = r * 2 + (v == -1 || v == -9);
	}
	return r;
}

long test_two_bits_apart(void)
{
	long r = 0;
	for (int i = 0; i < 8; i++) {
		u16 f = fams[i];
		r = r * 2 + (f == 2 || f == 11);
	}
	return r;
}

long test_arms_differ(void)
{
	long r = 0;
	for (int i = 0; i < 8; i++) {
		u16 f = fams[i];
		int v = 0;
		if (f == 2)
			v = 5;
		else if (f == 10)
			v = 7;
		r = r * 8 + v;
	}
	return r;
}
