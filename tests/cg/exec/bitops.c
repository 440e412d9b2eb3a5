/* bit tricks and byte swaps: popcount, parity, lowest set bit, power of
 * two tests, bit reversal, __builtin_bswap16/32/64 on computed values */
static int popcount64(unsigned long x)
{
	int n = 0;
	for (int i = 0; i < 64 && x; i++) {
		x &= x - 1;
		n++;
	}
	return n;
}
long test_popcount_kernighan(void)
{
	long acc = 0;
	unsigned long x = 0x0123456789abcdefUL;
	for (int i = 0; i < 8; i++) {
		acc = acc * 67 + popcount64(x);
		x = x * 0x9e3779b97f4a7c15UL + 1;
	}
	return acc;
}
long test_popcount_swar(void)
{
	unsigned long acc = 0;
	unsigned x = 0xdeadbeefu;
	for (int i = 0; i < 10; i++) {
		unsigned v = x - ((x >> 1) & 0x55555555u);
		v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
		v = (((v + (v >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24;
		acc = acc * 33 + v;
		x = x * 1664525u + 1013904223u;
	}
	return (long)acc;
}
long test_lowest_bit(void)
{
	unsigned long acc = 0;
	unsigned long vals[5] = {0x80, 0x123400, 0x8000000000000000UL, 0xffff, 6};
	for (int i = 0; i < 5; i++) {
		unsigned long v = vals[i];
		unsigned long low = v & -v;        /* isolate */
		unsigned long cleared = v & (v - 1); /* clear */
		unsigned long below = ~v & (v - 1);  /* mask below */
		acc = acc * 3 + low + (cleared >> 1) + popcount64(below);
	}
	return (long)acc;
}
long test_is_pow2(void)
{
	unsigned long acc = 0;
	for (unsigned x = 0; x < 70; x++)
		acc = acc * 2 % 1000000007 + (x && !(x & (x - 1)));
	return (long)acc;
}
long test_parity(void)
{
	long acc = 0;
	unsigned long x = 0xfedcba9876543210UL;
	for (int i = 0; i < 12; i++) {
		unsigned long p = x;
		p ^= p >> 32;
		p ^= p >> 16;
		p ^= p >> 8;
		p ^= p >> 4;
		p ^= p >> 2;
		p ^= p >> 1;
		acc = acc * 2 + (long)(p & 1);
		x = (x << 3) ^ (x >> 5) ^ (unsigned long)i;
	}
	return acc;
}
long test_bit_reverse32(void)
{
	unsigned x = 0x12345678u;
	unsigned r = 0;
	for (int i = 0; i < 32; i++) {
		r = (r << 1) | (x & 1);
		x >>= 1;
	}
	unsigned y = 0x12345678u;
	y = ((y >> 1) & 0x55555555u) | ((y & 0x55555555u) << 1);
	y = ((y >> 2) & 0x33333333u) | ((y & 0x33333333u) << 2);
	y = ((y >> 4) & 0x0f0f0f0fu) | ((y & 0x0f0f0f0fu) << 4);
	y = __builtin_bswap32(y);
	return (long)r * 2 + (r == y);
}
long test_bswap16(void)
{
	unsigned long acc = 0;
	unsigned short h = 0x1234;
	for (int i = 0; i < 8; i++) {
		unsigned short s = __builtin_bswap16(h);
		acc = acc * 65537 + s;
		h = (unsigned short)(h * 3 + 0x0101);
	}
	return (long)acc;
}
long test_bswap32(void)
{
	unsigned acc = 0;
	unsigned x = 0x01020304u;
	for (int i = 0; i < 8; i++) {
		acc ^= __builtin_bswap32(x) + i;
		x = x * 0x01000193u + 0x11u;
	}
	return acc;
}
long test_bswap64(void)
{
	unsigned long x = 0x0102030405060708UL;
	unsigned long acc = 0;
	for (int i = 0; i < 6; i++) {
		acc += __builtin_bswap64(x) >> i;
		x = x * 6364136223846793005UL + 1442695040888963407UL;
	}
	return (long)(acc ^ __builtin_bswap64(__builtin_bswap64(x)) ^ x);
}
long test_bswap_of_narrow(void)
{
	unsigned char b[4] = {0xde, 0xad, 0xbe, 0xef};
	unsigned be = (unsigned)b[0] << 24 | (unsigned)b[1] << 16 | (unsigned)b[2] << 8 | b[3];
	unsigned le = __builtin_bswap32(be);
	unsigned short port = (unsigned short)(b[2] << 8 | b[3]);
	return (long)le + __builtin_bswap16(port) + (__builtin_bswap16((unsigned short)0x00ff) == 0xff00);
}
long test_sign_extend_trick(void)
{
	/* sign-extend a b-bit field with xor/sub */
	long acc = 0;
	unsigned vals[4] = {0x7, 0x8, 0xfff, 0x800};
	int bits[4] = {4, 4, 12, 12};
	for (int i = 0; i < 4; i++) {
		int m = 1 << (bits[i] - 1);
		int x = (int)(vals[i] & ((1u << bits[i]) - 1));
		acc = acc * 10000 + ((x ^ m) - m) + 5000;
	}
	return acc;
}
long test_abs_min_max_branchless(void)
{
	unsigned long acc = 0;
	int vals[6] = {-5, 17, -2000000000, 0, 123, -1};
	for (int i = 0; i < 6; i++) {
		int x = vals[i];
		int y = vals[5 - i];
		int mask = x >> 31;
		int ab = (x ^ mask) - mask;
		int mn = y ^ ((x ^ y) & -(x < y));
		int mx = x ^ ((x ^ y) & -(x < y));
		acc = (acc * 7 + (unsigned long)ab) % 1000000007 + (unsigned long)(long)(mn - mx);
	}
	return (long)acc;
}
long test_bit_set_clear_toggle(void)
{
	unsigned long w = 0;
	for (int i = 0; i < 64; i += 3)
		w |= 1UL << i;
	for (int i = 0; i < 64; i += 5)
		w &= ~(1UL << i);
	for (int i = 1; i < 64; i += 7)
		w ^= 1UL << i;
	long tests = 0;
	for (int i = 0; i < 64; i += 9)
		tests = tests * 2 + ((w >> i) & 1);
	return (long)(w ^ (w >> 32)) + tests;
}
long test_next_pow2(void)
{
	unsigned long acc = 0;
	unsigned vals[6] = {1, 3, 17, 1000, 65537, 0x40000001u};
	for (int i = 0; i < 6; i++) {
		unsigned v = vals[i] - 1;
		v |= v >> 1;
		v |= v >> 2;
		v |= v >> 4;
		v |= v >> 8;
		v |= v >> 16;
		acc = acc * 5 + v + 1;
	}
	return (long)acc;
}
long test_clz_loop(void)
{
	long acc = 0;
	unsigned long vals[4] = {1, 0x8000, 0x00f0000000000000UL, 0x8000000000000001UL};
	for (int i = 0; i < 4; i++) {
		unsigned long v = vals[i];
		int n = 0;
		while (n < 64 && !(v & (1UL << 63))) {
			v <<= 1;
			n++;
		}
		acc = acc * 100 + n;
	}
	return acc;
}
long test_gray_code(void)
{
	unsigned acc = 0;
	for (unsigned i = 0; i < 40; i++) {
		unsigned g = i ^ (i >> 1);
		unsigned b = g;
		b ^= b >> 16;
		b ^= b >> 8;
		b ^= b >> 4;
		b ^= b >> 2;
		b ^= b >> 1;
		acc = acc * 3 + g + (b == i);
	}
	return acc;
}
