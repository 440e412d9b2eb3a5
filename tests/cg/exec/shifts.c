/* shifts by variable amounts below the width at every width, signed
 * (arithmetic) and unsigned (logical), rotates built from shifts */
long test_shl_var_u32(void)
{
	unsigned acc = 0;
	unsigned x = 0x9e3779b9u;
	for (unsigned s = 0; s < 32; s += 3)
		acc ^= x << s;
	return acc;
}
long test_shr_var_u32(void)
{
	unsigned long acc = 0;
	unsigned x = 0xdeadbeefu;
	for (int s = 0; s < 32; s++)
		acc += x >> s;
	return (long)acc;
}
long test_sar_var_i32(void)
{
	long acc = 0;
	int x = -0x12345679;
	for (int s = 0; s < 32; s += 2)
		acc = acc * 3 + (x >> s);
	return acc;
}
long test_shl_var_u64(void)
{
	unsigned long acc = 0;
	unsigned long x = 0x0123456789abcdefUL;
	for (int s = 1; s < 64; s += 5)
		acc += x << s;
	return (long)acc;
}
long test_shr_var_u64(void)
{
	unsigned long acc = 0;
	unsigned long x = 0xfedcba9876543210UL;
	for (int s = 0; s < 64; s += 7)
		acc = acc * 7 + (x >> s);
	return (long)acc;
}
long test_sar_var_i64(void)
{
	long acc = 0;
	long x = -0x0123456789abcdefL;
	for (int s = 0; s < 64; s += 9)
		acc ^= x >> s;
	return acc;
}
long test_shift_char_promoted(void)
{
	long acc = 0;
	unsigned char c = 0xb5;
	signed char sc = -75;
	for (int s = 0; s < 8; s++) {
		acc = acc * 5 + (c >> s) + (sc >> s);
		acc += (c << s) & 0x3ff;
	}
	return acc;
}
long test_shift_short(void)
{
	long acc = 0;
	short h = -12345;
	unsigned short uh = 54321;
	for (int s = 0; s < 16; s += 3)
		acc = acc * 11 + (h >> s) + (uh >> s);
	return acc;
}
static unsigned rotl32(unsigned x, unsigned r) { r &= 31; return r ? (x << r) | (x >> (32 - r)) : x; }
static unsigned long rotr64(unsigned long x, unsigned r) { r &= 63; return r ? (x >> r) | (x << (64 - r)) : x; }
long test_rotl32(void)
{
	unsigned h = 0x811c9dc5u;
	for (unsigned i = 0; i < 20; i++)
		h = rotl32(h ^ i, i * 7 + 1) * 16777619u;
	return h;
}
long test_rotr64(void)
{
	unsigned long h = 0xcbf29ce484222325UL;
	for (unsigned i = 0; i < 20; i++)
		h = rotr64(h + i, i * 13) ^ (h >> 17);
	return (long)h;
}
long test_shift_amount_types(void)
{
	unsigned long x = 0xf0f0f0f0f0f0f0f0UL;
	unsigned char a = 12;
	long b = 33;
	short c = 5;
	unsigned long r = (x >> a) ^ (x << b) ^ (x >> c);
	int small = 3;
	return (long)(r + (1UL << (b + small)));
}
long test_shift_masking_idiom(void)
{
	unsigned long acc = 0;
	for (int bits = 1; bits < 64; bits += 6) {
		unsigned long mask = (1UL << bits) - 1;
		acc += mask ^ (acc >> 3);
	}
	return (long)acc;
}
long test_shift_compound(void)
{
	unsigned u = 0x12345678u;
	int n = -0x1234567;
	long l = 0x5555;
	int s = 3;
	u <<= s;
	u >>= s + 1;
	n >>= s;
	n <<= 2;
	l <<= s * 10;
	l >>= s * 5;
	return (long)u + n + l;
}
long test_shift_extract_fields(void)
{
	unsigned long packed = 0;
	int widths[5] = {3, 7, 11, 13, 17};
	int pos = 0;
	for (int i = 0; i < 5; i++) {
		unsigned long v = (unsigned long)(i * 37 + 5) & ((1UL << widths[i]) - 1);
		packed |= v << pos;
		pos += widths[i];
	}
	long acc = 0;
	pos = 0;
	for (int i = 0; i < 5; i++) {
		acc = acc * 100 + (long)((packed >> pos) & ((1UL << widths[i]) - 1));
		pos += widths[i];
	}
	return acc ^ (long)packed;
}
long test_shift_signed_neg_right(void)
{
	unsigned long acc = 0;
	long vals[4] = {-1, -2, -1000000007L, -0x7fffffffffffffffL};
	for (int i = 0; i < 4; i++)
		for (int s = 1; s < 60; s += 19)
			acc = acc * 3 + (unsigned long)(vals[i] >> s);
	return (long)acc;
}
long test_shift_by_loaded_amount(void)
{
	unsigned char amounts[6] = {0, 1, 31, 16, 8, 24};
	unsigned acc = 0;
	unsigned x = 0x80000001u;
	for (int i = 0; i < 6; i++)
		acc += (x >> amounts[i]) ^ (x << amounts[5 - i]);
	return acc;
}

/* the high half of a 64-bit value as a u32 (`pid = id >> 32`): the
 * shift leaves the upper bits clear, so no `wN = wN` follows it
 * (cg/frame.c; tests/cg/shapes.sh) */
static volatile unsigned long long id_word = 0x0000123400005678ull;
static volatile unsigned int want_pid = 0x1234;
static __attribute__((noinline)) unsigned long long get_id(void) { return id_word; }

long test_high_half(void)
{
	unsigned long long id = get_id();
	unsigned int pid = id >> 32;
	unsigned int tid = (unsigned int)id;
	if (want_pid && want_pid != pid)
		return -1;
	return tid;
}
