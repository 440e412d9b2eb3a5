// cpus: v4
/* operations that have single instructions from v4 on: sign-extending
 * loads and moves (movsx, ldsx), bswap, signed division and modulo,
 * 32-bit jumps, mixed with values the verifier must keep bounded */
long test_v4_sext_loads(void)
{
	signed char c[4] = {-1, 127, -128, 5};
	short h[4] = {-1, 32767, -32768, -300};
	int w[2] = {-7, 2147483647};
	long acc = 0;
	for (int i = 0; i < 4; i++)
		acc = acc * 1000 + c[i] + h[i];
	return acc + w[0] + w[1];
}
long test_v4_sext_moves(void)
{
	unsigned long x = 0x0123456789abcdefUL;
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		acc += (signed char)x + (short)x + (int)x;
		x = (x >> 8) | (x << 56);
	}
	return acc;
}
long test_v4_sdiv_smod(void)
{
	unsigned long acc = 0;
	int ns[5] = {-100, 99, -7, 2147483647, -2147483647};
	int ds[4] = {3, -3, 7, -1000};
	for (int i = 0; i < 5; i++)
		for (int j = 0; j < 4; j++)
			acc = acc * 3 + (unsigned long)(long)(ns[i] / ds[j] + ns[i] % ds[j]);
	return (long)acc;
}
long test_v4_sdiv64(void)
{
	long ns[3] = {-0x123456789abcL, 0x7fffffffffffffffL, -99};
	long ds[3] = {-17, 0x100000000L, 10};
	unsigned long acc = 0;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
			acc = acc * 31 + (unsigned long)(ns[i] / ds[j]) + (unsigned long)(ns[i] % ds[j]);
	return (long)acc;
}
long test_v4_bswap(void)
{
	unsigned long x = 0x1122334455667788UL;
	unsigned acc = 0;
	for (int i = 0; i < 4; i++) {
		acc += __builtin_bswap16((unsigned short)x) + __builtin_bswap32((unsigned)x);
		x = __builtin_bswap64(x) + 0x0101010101010101UL;
	}
	return (long)acc + (long)(x >> 4);
}
long test_v4_sext_index(void)
{
	long a[8] = {10, 11, 12, 13, 14, 15, 16, 17};
	signed char idx[5] = {0, 3, 7, -1, 9};
	long acc = 0;
	for (int i = 0; i < 5; i++) {
		int k = idx[i];
		if (k >= 0 && k < 8)
			acc = acc * 100 + a[k];
		else
			acc = acc * 100 + 99;
	}
	return acc;
}
long test_v4_jmp32_signed(void)
{
	long acc = 0;
	int vals[6] = {-5, 0, 5, -2147483647, 2147483647, 100};
	for (int i = 0; i < 6; i++) {
		int v = vals[i];
		acc = acc * 4 + (v < 0) + (v > 50) * 2;
	}
	return acc;
}
