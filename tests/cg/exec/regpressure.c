/* register pressure: more simultaneously live values than BPF has
 * callee-saved registers (r6-r9), values live across several calls,
 * long expression trees, many loop-carried variables; forces spills
 * and reloads at every width */
static long k1(long x) { return x * 3 + 1; }
static int k2(int x, int y) { return x ^ (y << 1); }
long test_many_live_values(void)
{
	long a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9, j = 10;
	for (int n = 0; n < 6; n++) {
		long t = a + b * c - d + e * f - g + h * i - j;
		a = b; b = c; c = d; d = e; e = f; f = g; g = h; h = i; i = j;
		j = t % 100003;
	}
	return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}
long test_live_across_calls(void)
{
	long a = 11, b = 22, c = 33, d = 44, e = 55, f = 66;
	long r1 = k1(a);
	long r2 = k1(b + r1);
	int r3 = k2((int)c, (int)r2);
	long r4 = k1(d ^ r3);
	int r5 = k2((int)(e + r4), (int)f);
	return a + b + c + d + e + f + r1 * 3 + r2 * 5 + r3 * 7 + r4 * 11 + r5 * 13;
}
long test_narrow_values_spilled(void)
{
	unsigned char c0 = 200, c1 = 201, c2 = 202, c3 = 203;
	signed char s0 = -100, s1 = -101, s2 = -102;
	short h0 = -30000, h1 = 30000;
	unsigned short u0 = 65000, u1 = 1;
	int i0 = -2000000000;
	for (int n = 0; n < 5; n++) {
		c0 += c1; c1 ^= c2; c2 -= c3; c3 = (unsigned char)(c3 * 3);
		s0 += 7; s1 -= s2; s2 = (signed char)(s2 + s0);
		h0 += h1 / 7; h1 -= 1000;
		u0 += 300; u1 = (unsigned short)(u1 * 5);
		i0 += k2(n, c0);
	}
	return c0 + c1 * 2L + c2 * 3L + c3 * 4L + s0 * 5L + s1 * 6L + s2 * 7L + h0 * 8L + h1 * 9L + u0 * 10L + u1 * 11L + i0;
}
long test_deep_expression_tree(void)
{
	long x = 7, y = -3, z = 11, w = 5;
	long r = ((x * y + z) * (w - x) + (y * z - w) * (x + y + z)) * ((x - w) * (y + z) - (x * w - y * z)) + (((x + 1) * (y + 2)) ^ ((z + 3) * (w + 4))) - ((x << 3) | (z >> 1)) * ((w & 6) + (y | 1));
	return r;
}
long test_loop_many_accumulators(void)
{
	unsigned long s0 = 0, s1 = 1, s2 = 2, s3 = 3, s4 = 4, s5 = 5, s6 = 6, s7 = 7;
	for (unsigned long i = 0; i < 24; i++) {
		s0 += i;
		s1 *= 3;
		s2 ^= s1 >> 3;
		s3 += s2 & 0xffff;
		s4 = (s4 << 1) | (s3 & 1);
		s5 -= s4;
		s6 ^= s5 * 7;
		s7 += s6 >> 11;
	}
	return (long)(s0 ^ s1 ^ s2 ^ s3 ^ s4 ^ s5 ^ s6 ^ s7);
}
static long five(long a, long b, long c, long d, long e) { return (a - b) * (c + d) ^ e; }
long test_calls_with_all_args_live(void)
{
	long v[8] = {3, 1, 4, 1, 5, 9, 2, 6};
	long acc = 0;
	for (int i = 0; i < 4; i++) {
		long a = v[i], b = v[i + 1], c = v[i + 2], d = v[i + 3], e = v[i + 4];
		long r = five(a, b, c, d, e);
		acc = acc * 7 + r + a + b + c + d + e;
	}
	return acc;
}
long test_pointer_and_value_pressure(void)
{
	long a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8};
	long *p0 = &a[0], *p1 = &a[3], *p2 = &b[1], *p3 = &b[2];
	long x = 10, y = 20, z = 30, w = 40;
	for (int n = 0; n < 4; n++) {
		*p0 += x; *p1 -= y; *p2 ^= z; *p3 += w;
		x += *p1; y ^= *p2; z += *p3; w -= *p0;
	}
	return a[0] + a[1] * 2 + a[2] * 3 + a[3] * 4 + b[0] * 5 + b[1] * 6 + b[2] * 7 + b[3] * 8 + x + y + z + w;
}
long test_mixed_width_pressure(void)
{
	unsigned u = 0x89abcdefu;
	int s = -123456789;
	unsigned long q = 0x0123456789abcdefUL;
	long l = -0x0fedcba987654321L;
	unsigned short h = 0xbeef;
	signed char c = -77;
	for (int n = 0; n < 8; n++) {
		u = u * 1103515245u + 12345u;
		s = (int)(s ^ (int)u) >> 1;
		q = q * 6364136223846793005UL + u;
		l = (l >> 3) ^ (long)q;
		h = (unsigned short)(h + (u >> 16));
		c = (signed char)(c ^ (signed char)h);
	}
	return (long)u + s + (long)(q >> 8) + (l >> 8) + h + c;
}

/* an overlapping memmove of 12 bytes through a pointer of unknown
 * alignment loads every byte before storing any: more values than
 * registers, so some are spilled.  (A spill of the pointer once made the
 * loaded values unspillable too, and allocation failed: the selftests'
 * test_xdp_vlan.c moves its Ethernet header so.) */
static __attribute__((noinline)) void shift_header(char *p) { __builtin_memmove(p + 4, p, 12); }

long test_memmove_more_bytes_than_registers(void)
{
	char buf[24];
	volatile char seed = 3;
	for (int i = 0; i < 24; i++)
		buf[i] = (char)(seed * i + 1);
	shift_header(buf + 1);
	long sum = 0;
	for (int i = 0; i < 24; i++)
		sum = sum * 7 + buf[i];
	return sum;
}
