/* unsigned division and modulo, 32- and 64-bit, by constants (powers
 * of two and others) and by variables; narrow operands promote to int
 * but stay non-negative */
long test_udiv32_const(void)
{
	unsigned acc = 0;
	for (unsigned x = 1; x < 4000000000u; x = x * 3 + 7)
		acc = acc * 7 + x / 10 + x / 3 + x / 1000003u;
	return acc;
}
long test_umod32_const(void)
{
	unsigned acc = 0;
	for (unsigned x = 5; x < 4000000000u; x = x * 5 + 1)
		acc = acc * 13 + x % 10 + x % 7 + x % 65536;
	return acc;
}
long test_udiv32_pow2(void)
{
	unsigned acc = 0;
	unsigned x = 0xfedcba98u;
	acc += x / 2 + x / 16 + x / 1024 + x / 0x80000000u;
	acc ^= x % 2 + x % 64 + x % 4096;
	return acc;
}
long test_udiv64_const(void)
{
	unsigned long acc = 0;
	for (unsigned long x = 3; x < 0xf000000000000000UL; x = x * 9 + 5)
		acc = acc * 3 + x / 10 + x / 1000000007UL + x % 100;
	return (long)acc;
}
long test_udiv64_pow2(void)
{
	unsigned long x = 0xfedcba9876543210UL;
	return (long)((x / 8) ^ (x / 0x100000000UL) ^ (x % 0x10000) ^ (x / 0x8000000000000000UL));
}
long test_udiv32_var(void)
{
	unsigned divs[6] = {1, 3, 17, 255, 65537, 0xffffffffu};
	unsigned nums[4] = {0, 100, 0x80000000u, 0xffffffffu};
	unsigned acc = 0;
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 6; j++)
			acc = acc * 31 + nums[i] / divs[j] + nums[i] % divs[j];
	return acc;
}
long test_udiv64_var(void)
{
	unsigned long divs[5] = {1, 7, 0x100000001UL, 0xffffffffffffffffUL, 12345678901UL};
	unsigned long nums[3] = {99, 0x8000000000000000UL, 0xfffffffffffffffeUL};
	unsigned long acc = 0;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 5; j++)
			acc = acc * 17 + nums[i] / divs[j] + (nums[i] % divs[j] << 1);
	return (long)acc;
}
long test_udiv_digits(void)
{
	unsigned long n = 18446744073709551557UL; /* largest 64-bit prime */
	unsigned char digits[20];
	int k = 0;
	do {
		digits[k++] = (unsigned char)(n % 10);
		n /= 10;
	} while (n && k < 20);
	long acc = 0;
	for (int i = 0; i < k; i++)
		acc = acc * 3 + digits[i];
	return acc * 100 + k;
}
static unsigned gcd32(unsigned a, unsigned b)
{
	for (int i = 0; i < 48 && b; i++) {
		unsigned t = a % b;
		a = b;
		b = t;
	}
	return a;
}
long test_ugcd(void)
{
	return gcd32(1071, 462) * 1000000L + gcd32(0xfffffffeu, 0x7ffffffeu) + gcd32(832040, 514229);
}
long test_udiv_narrow(void)
{
	unsigned char a = 250, b = 7;
	unsigned short c = 60000, d = 300;
	int r1 = a / b, r2 = a % b;
	int r3 = c / d, r4 = c % d;
	unsigned char q = a;
	q /= 3;
	unsigned short w = c;
	w %= 977;
	return r1 * 1000000L + r2 * 100000L + r3 * 1000 + r4 + q * 10 + w;
}
long test_udiv_mixed_width(void)
{
	unsigned long big = 0x123456789abcUL;
	unsigned small = 1000;
	unsigned long q = big / small;   /* small converts to 64-bit */
	unsigned r = (unsigned)(big % small);
	unsigned t = (unsigned)big / small; /* 32-bit division of truncated value */
	return (long)(q ^ r ^ ((unsigned long)t << 20));
}
long test_udiv_compound(void)
{
	unsigned x = 0xffffffffu;
	unsigned long y = 0xffffffffffffffffUL;
	unsigned d = 3;
	long acc = 0;
	for (int i = 0; i < 6; i++) {
		x /= d;
		y /= d + i;
		acc += x % 100 + (long)(y % 1000);
	}
	return acc;
}
long test_umod_hash_buckets(void)
{
	unsigned buckets[8] = {0};
	unsigned h = 2166136261u;
	for (int i = 0; i < 40; i++) {
		h = (h ^ (unsigned)i) * 16777619u;
		unsigned b = h % 7; /* the verifier does not bound a remainder: no index */
		for (unsigned j = 0; j < 7; j++)
			buckets[j] += b == j;
	}
	long acc = 0;
	for (int i = 0; i < 7; i++)
		acc = acc * 10 + buckets[i];
	return acc;
}
long test_udiv_by_self_and_one(void)
{
	unsigned long acc = 0;
	for (unsigned long x = 1; x < 1000000; x = x * 4 + 3) {
		unsigned long one = x / x;
		acc += one + x / 1 + x % 1 + x % x;
	}
	return (long)acc;
}
