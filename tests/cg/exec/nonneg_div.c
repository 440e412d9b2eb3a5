/* Signed division, remainder and arithmetic shift of a value whose sign
 * bit is known clear (a promoted unsigned char or short, a masked
 * value) are their unsigned forms (ir/fold.c): `seqnum / 64` of a u8
 * field becomes a shift the verifier follows, as twfw.c needs to index
 * an array with it.  Negative dividends keep the signed forms. */
static volatile unsigned char bytes[4] = {200, 63, 7, 255};
static volatile unsigned short halves[2] = {65535, 1000};
static volatile int neg = -77;

long test_u8_div(void)
{
	int s = 0;
	for (int k = 0; k < 4; k++)
		s = s * 10 + bytes[k] / 64;
	return s;
}

long test_u8_mod_shift(void)
{
	int a = bytes[0] % 64, b = bytes[3] >> 3, c = halves[0] / 1000, d = halves[1] % 7;
	return a * 1000000 + b * 10000 + c * 100 + d;
}

long test_masked(void)
{
	int x = neg & 0x7fff; /* sign bit clear */
	return x / 16 * 100 + x % 16;
}

long test_negative_stays_signed(void)
{
	int x = neg;
	return (x / 16) * 1000 + (x % 16) * 10 + (x >> 2);
}
