/* constants at the edges of BPF's 32-bit sign-extended immediate:
 * 0x7fffffff, 0x80000000, 0xffffffff, 64-bit constants, negative
 * constants against unsigned values, in arithmetic, logic, compares
 * (both operand orders) and switch cases, at 32 and 64 bits */
unsigned long imm_vals[8] = {0, 1, 0x7fffffffUL, 0x80000000UL, 0xffffffffUL, 0x100000000UL, 0xffffffff80000000UL, 0xffffffffffffffffUL};
long test_imm_cmp_u64(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		unsigned long v = imm_vals[i];
		acc = acc * 2 + (v < 0x80000000UL);
		acc = acc * 2 + (v >= 0xffffffffUL);
		acc = acc * 2 + (v > 0x7fffffffUL);
		acc = acc * 2 + (v == 0xffffffff80000000UL);
	}
	return acc;
}
long test_imm_cmp_s64(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		long v = (long)imm_vals[i];
		acc = acc * 2 + (v < 0x80000000L);
		acc = acc * 2 + (v > -0x80000000L);
		acc = acc * 2 + (v <= -1);
		acc = acc * 2 + (v != 0xffffffffL);
	}
	return acc;
}
long test_imm_cmp_u32(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		unsigned v = (unsigned)imm_vals[i];
		acc = acc * 2 + (v < 0x80000000u);
		acc = acc * 2 + (v == 0xffffffffu);
		acc = acc * 2 + (v > 0x7fffffffu);
		acc = acc * 2 + (v >= 1u);
	}
	return acc;
}
long test_imm_cmp_s32(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		int v = (int)imm_vals[i];
		acc = acc * 2 + (v < 0);
		acc = acc * 2 + (v > 2147483646);
		acc = acc * 2 + (v == -2147483647 - 1);
		acc = acc * 2 + (v >= -1);
	}
	return acc;
}
long test_imm_cmp_reversed(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		unsigned long v = imm_vals[i];
		acc = acc * 2 + (0x80000000UL > v);
		acc = acc * 2 + (0xffffffffUL <= v);
		acc = acc * 2 + (5 < (long)v);
		acc = acc * 2 + (-1L >= (long)v);
	}
	return acc;
}
long test_imm_arith_u64(void)
{
	unsigned long acc = 0;
	for (int i = 0; i < 8; i++) {
		unsigned long v = imm_vals[i];
		acc ^= (v + 0xffffffffUL) ^ (v - 0x80000000UL) ^ (v * 0xfffffffbUL);
		acc += (v & 0xffffffffUL) + (v | 0x80000000UL) + (v ^ 0xffffffff00000000UL);
	}
	return (long)acc;
}
long test_imm_arith_u32(void)
{
	unsigned acc = 0;
	for (int i = 0; i < 8; i++) {
		unsigned v = (unsigned)imm_vals[i] + (unsigned)i;
		acc ^= (v + 0xffffffffu) ^ (v - 0x80000000u) ^ (v * 0xfffffffbu);
		acc += (v & 0x80000001u) + (v | 0xfffffff0u) + (v ^ 0x7fffffffu);
	}
	return acc;
}
long test_imm_and_mask_zext(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		long v = (long)imm_vals[i] - 3;
		acc += (long)((unsigned long)v & 0xffffffffUL) % 1000 + (v & 0x7fffffff) % 1000 + ((unsigned long)v >> 33);
	}
	return acc;
}
long test_imm_64bit_constants(void)
{
	unsigned long a = 0x123456789abcdef0UL, b = 0xfedcba9876543210UL;
	unsigned long c = a + 0x0f0f0f0f0f0f0f0fUL;
	unsigned long d = b ^ 0x8000000000000001UL;
	unsigned long e = a & 0x00000000ffffffffUL;
	unsigned long f = b | 0xffffffff00000000UL;
	return (long)(c + d * 3 + e * 5 + f * 7);
}
long test_imm_switch_edges(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		switch (imm_vals[i]) {
		case 0x7fffffffUL: acc = acc * 5 + 1; break;
		case 0x80000000UL: acc = acc * 5 + 2; break;
		case 0xffffffffUL: acc = acc * 5 + 3; break;
		case 0xffffffff80000000UL: acc = acc * 5 + 4; break;
		default: acc = acc * 5;
		}
	}
	return acc;
}
long test_imm_switch_u32_edges(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		switch ((unsigned)imm_vals[i]) {
		case 0x80000000u: acc = acc * 4 + 1; break;
		case 0xffffffffu: acc = acc * 4 + 2; break;
		case 0: acc = acc * 4 + 3; break;
		default: acc = acc * 4;
		}
	}
	return acc;
}
long test_imm_unsigned_vs_negative_literal(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		unsigned v = (unsigned)imm_vals[i];
		unsigned long w = imm_vals[i];
		acc = acc * 2 + (v == -1);          /* -1 converts to 0xffffffff */
		acc = acc * 2 + (w == -1);          /* -1 converts to all ones */
		acc = acc * 2 + (v > -2);           /* 0xfffffffe */
		acc = acc * 2 + (w < -0x80000000L); /* 0xffffffff80000000 */
	}
	return acc;
}
long test_imm_div_mod_edges(void)
{
	unsigned long acc = 0;
	for (int i = 1; i < 8; i++) {
		unsigned long v = imm_vals[i];
		unsigned u = (unsigned)v | 1;
		acc = acc * 3 + v / 0xffffffffUL + v % 0x80000000UL + u / 0x80000000u + u % 0xfffffffbu;
	}
	return (long)acc;
}
long test_imm_shift_large_constants(void)
{
	unsigned long acc = 0;
	for (int s = 1; s < 63; s += 10) {
		acc += (0xffffffffUL << s) ^ (0x8000000000000000UL >> s) ^ (unsigned long)(-0x80000000L >> (s & 31));
	}
	return (long)acc;
}
long test_imm_store_constants(void)
{
	unsigned long q[4];
	unsigned d[4];
	q[0] = 0xffffffffUL;
	q[1] = 0x80000000UL;
	q[2] = 0xffffffff80000000UL;
	q[3] = 0x7fffffffUL;
	d[0] = 0xffffffffu;
	d[1] = 0x80000000u;
	d[2] = 0x7fffffffu;
	d[3] = 0xfffffffeu;
	unsigned long acc = 0;
	for (int i = 0; i < 4; i++)
		acc = acc * 7 + q[i] + d[i];
	return (long)acc;
}
