/* __builtin_memset of aligned objects is stored a word at a time, the
 * byte repeated over each 8-, 4- or 2-byte store: with constant bytes
 * that have the top bit set or not, and with a byte known only at run
 * time (ir/lower_builtin.c; the repeated byte was once computed as
 * c * 0xff..ff / 0xff, which wraps, and a run-time byte was multiplied
 * by 0 for 8-byte stores: verifier_bits_iter's "bits memalloc" counted
 * 14 bits where 64 were set). */
struct mixed {
	unsigned long long q[2];
	unsigned int w;
	unsigned short h;
	unsigned char b;
};

static long sum_words(const unsigned long long *q, int n)
{
	long s = 0;
	for (int i = 0; i < n; i++)
		s = s * 31 + (long)(q[i] >> 32) * 7 + (long)(unsigned)q[i];
	return s;
}

long test_const_high_byte(void)
{
	unsigned long long data[2];
	__builtin_memset(&data, 0xf0, sizeof(data));
	return sum_words(data, 2) + (data[0] == 0xf0f0f0f0f0f0f0f0ull);
}

long test_const_low_byte(void)
{
	unsigned long long data[3];
	__builtin_memset(data, 0x11, sizeof(data));
	return sum_words(data, 3) + (data[2] == 0x1111111111111111ull);
}

long test_runtime_byte(void)
{
	volatile int c = 0xa5;
	unsigned long long data[2];
	__builtin_memset(data, c, sizeof(data));
	return sum_words(data, 2) + (data[1] == 0xa5a5a5a5a5a5a5a5ull);
}

long test_struct_widths(void)
{
	volatile int c = 0x3c;
	struct mixed m, k;
	__builtin_memset(&m, c, sizeof(m));
	__builtin_memset(&k, 0x81, sizeof(k));
	return sum_words(m.q, 2) + m.w + m.h * 3 + m.b * 5 + sum_words(k.q, 2) * 2 + k.w + k.h + k.b;
}
