/* signed division and modulo (truncation toward zero, the sign of the
 * remainder follows the dividend) by constants and variables, every
 * sign combination, 32- and 64-bit, narrow types promoted; no division
 * by zero and no INT_MIN / -1 (ebcc expands signed division before v4) */
long test_sdiv32_signs(void)
{
	int a[4] = {17, -17, 17, -17};
	int b[4] = {5, 5, -5, -5};
	long acc = 0;
	for (int i = 0; i < 4; i++)
		acc = acc * 100 + (a[i] / b[i]) * 10 + a[i] % b[i] + 50;
	return acc;
}
long test_sdiv64_signs(void)
{
	long a[4] = {1000000000007L, -1000000000007L, 1000000000007L, -1000000000007L};
	long b[4] = {97, 97, -97, -97};
	long acc = 0;
	for (int i = 0; i < 4; i++)
		acc ^= (a[i] / b[i]) + (a[i] % b[i]) * 1000000;
	return acc;
}
long test_sdiv32_const(void)
{
	long acc = 0;
	for (int x = -100000; x < 100000; x += 13337)
		acc = acc * 3 + x / 7 + x / -3 + x % 10 + x % -6;
	return acc;
}
long test_sdiv32_pow2(void)
{
	long acc = 0;
	for (int x = -70; x < 70; x += 9)
		acc = acc * 2 + x / 4 + x % 8 + x / 16 + x % 2;
	return acc;
}
long test_sdiv64_pow2(void)
{
	long acc = 0;
	long vals[6] = {-1, -7, -8, -9, -0x123456789L, 0x123456789L};
	for (int i = 0; i < 6; i++)
		acc = acc * 5 + vals[i] / 8 + vals[i] % 8 + vals[i] / 4096 + vals[i] % 65536;
	return acc;
}
long test_sdiv_var_loop(void)
{
	long acc = 0;
	for (int n = -20; n <= 20; n += 3)
		for (int d = -7; d <= 7; d += 2)
			acc = acc * 3 % 1000000007 + n / d * 100 + n % d;
	return acc;
}
long test_sdiv_narrow(void)
{
	signed char c = -100;
	short s = -30000;
	signed char d = 7;
	short e = -300;
	int r1 = c / d, r2 = c % d, r3 = s / e, r4 = s % e, r5 = s / d;
	c /= 3;
	s %= 1234;
	return r1 * 100000000L + r2 * 1000000L + r3 * 1000L + r4 + r5 * 10L + c + s;
}
long test_sdiv_int_min_by_others(void)
{
	int mn = -2147483647 - 1;
	long lmn = -0x7fffffffffffffffL - 1;
	return (long)(mn / 2) + mn % 3 + mn / 1000 + lmn / 3 % 1000 + lmn % 7 + lmn / -2 % 10;
}
static long floordiv(long a, long b)
{
	long q = a / b;
	if ((a % b != 0) && ((a < 0) != (b < 0)))
		q--;
	return q;
}
long test_sdiv_floor_helper(void)
{
	long acc = 0;
	for (long a = -9; a <= 9; a += 4)
		for (long b = -4; b <= 4; b += 3)
			acc = acc * 7 + floordiv(a, b) + 10;
	return acc;
}
long test_sdiv_mixed_sign_types(void)
{
	int a = -7;
	unsigned b = 2;
	long c = -7;
	unsigned long d = 2;
	long r1 = a / b;       /* unsigned division: a converts */
	long r2 = c / (long)b; /* signed */
	long r3 = (long)((unsigned long)c / d);
	long r4 = a / (int)b;
	return r1 + r2 * 10 + (r3 >> 56) * 100 + r4 * 1000;
}
long test_sdiv_compound(void)
{
	long x = -0x7edcba9876543210L;
	int y = -2000000000;
	long acc = 0;
	for (int i = 2; i < 9; i++) {
		x /= -i;
		y %= 1000000 * i + 1;
		acc += x + y;
	}
	return acc;
}
long test_smod_sign(void)
{
	long acc = 0;
	for (int x = -50; x < 50; x += 7) {
		int m = x % 9;
		if (m < 0)
			m += 9;      /* normalized modulo */
		acc = acc * 9 + m;
		acc %= 1000000007;
	}
	return acc;
}
long test_sdiv_average(void)
{
	int vals[8] = {-100, 37, -2, 999, -1000, 3, 4, -5};
	long sum = 0;
	for (int i = 0; i < 8; i++)
		sum += vals[i];
	long avg = sum / 8;
	long rem = sum % 8;
	int iavg = (int)sum / 3;
	return avg * 1000 + rem * 10 + iavg;
}
long test_extended_euclid(void)
{
	long a = 240, b = 46;
	long x0 = 1, x1 = 0, y0 = 0, y1 = 1;
	for (int i = 0; i < 20 && b != 0; i++) {
		long q = a / b, t;
		t = a - q * b; a = b; b = t;
		t = x0 - q * x1; x0 = x1; x1 = t;
		t = y0 - q * y1; y0 = y1; y1 = t;
	}
	return a * 1000000 + (x0 + 500) * 1000 + (y0 + 500);
}
