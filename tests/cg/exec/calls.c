/* bpf-to-bpf calls: static helpers with 0..5 arguments of mixed widths
 * and signedness, narrow return types (the caller must see them
 * truncated or extended), call chains several deep, helpers called in
 * loops and conditions, pointer arguments into the caller's stack,
 * values kept live across calls */
static long zero_args(void) { return 0x1122334455L; }
static int one_arg(int a) { return a * a - 3; }
static long two_args(long a, unsigned char b) { return a * 256 + b; }
static short three_args(short a, short b, int c) { return (short)(a * b + c); }
static unsigned four_args(unsigned a, unsigned b, unsigned c, unsigned d) { return ((a ^ b) + c) * d; }
static long five_args(signed char a, unsigned short b, int c, unsigned long d, long e)
{
	return a + b * 3L + c * 5L + (long)(d >> 4) + e * 7;
}
long test_call_arities(void)
{
	long acc = zero_args();
	acc ^= one_arg(-12);
	acc += two_args(-5, 200);
	acc += three_args(300, 200, 7);
	acc += four_args(0xdeadbeefu, 0x12345678u, 17, 3);
	acc += five_args(-100, 60000, -123456, 0xffffffffffff0000UL, -9);
	return acc;
}
static unsigned char ret_uchar(int x) { return (unsigned char)(x * 37); }
static signed char ret_schar(int x) { return (signed char)(x * 37); }
static unsigned short ret_ushort(long x) { return (unsigned short)(x * 1000); }
static short ret_short(long x) { return (short)(x * 1000); }
static unsigned ret_uint(long x) { return (unsigned)(x * 0x10000001L); }
static int ret_int(long x) { return (int)(x * 0x10000001L); }
long test_call_narrow_returns(void)
{
	long acc = 0;
	for (int i = 1; i < 12; i += 2) {
		long a = ret_uchar(i), b = ret_schar(i), c = ret_ushort(i), d = ret_short(i), e = ret_uint(i), f = ret_int(i);
		acc = acc * 3 + a + b + c + d + (e >> 4) + (f >> 4);
	}
	return acc;
}
static _Bool is_odd(long x) { return x & 1; }
long test_call_bool_return(void)
{
	long acc = 0;
	for (long x = -7; x < 8; x++)
		acc = acc * 2 + is_odd(x);
	return acc;
}
static long level3(long x) { return x * 3 + 1; }
static long level2(long x) { return level3(x) * level3(x + 1); }
static long level1(long x, long y) { return level2(x) - level2(y); }
long test_call_chain(void) { return level1(5, 3) * 1000 + level1(-2, 0); }
static long fold_step(long acc, int v, int k) { return acc * k + v; }
long test_call_in_loop_live_values(void)
{
	long a = 1, b = 2, c = 3, d = 4;
	for (int i = 0; i < 10; i++) {
		long t = fold_step(a, i, 2);
		b += t & 0xff;
		c ^= fold_step(b, -i, 3);
		d = d + a + b + c;
		a = t % 1000;
	}
	return a + b * 10 + c * 100 + d;
}
static int parse_u16(const unsigned char *p, unsigned short *out)
{
	if (p[0] == 0)
		return -1;
	*out = (unsigned short)(p[0] << 8 | p[1]);
	return 2;
}
long test_call_out_param(void)
{
	unsigned char data[6] = {0x12, 0x34, 0xab, 0xcd, 0, 7};
	unsigned short v = 0;
	long acc = 0;
	for (int off = 0; off < 6; off += 2) {
		int r = parse_u16(data + off, &v);
		acc = acc * 100000 + (r < 0 ? 99999 : v);
	}
	return acc;
}
static int cmp_long(long a, long b) { return a < b ? -1 : a > b; }
long test_call_in_conditions(void)
{
	long vals[6] = {5, -3, 5, 100, -100, 0};
	long acc = 0;
	for (int i = 0; i < 5; i++) {
		if (cmp_long(vals[i], vals[i + 1]) < 0 && one_arg(i) > 0)
			acc += 10;
		else if (cmp_long(vals[i], vals[i + 1]) == 0 || is_odd(vals[i]))
			acc += 1;
		acc *= 3;
	}
	return acc;
}
static long struct_arg_sum(const struct { int a; long b; } *p) { return p->a + p->b; }
long test_call_struct_pointer(void)
{
	struct { int a; long b; } s = {7, 0x100000000L};
	return struct_arg_sum((const void *)&s);
}
static unsigned long mix64(unsigned long a, unsigned long b)
{
	a ^= b + 0x9e3779b97f4a7c15UL + (a << 6) + (a >> 2);
	return a;
}
long test_call_hash_combine(void)
{
	unsigned long h = 0;
	for (unsigned long i = 0; i < 16; i++)
		h = mix64(h, i * i);
	return (long)h;
}
static long args_order(long a, long b, long c, long d, long e) { return a * 10000 + b * 1000 + c * 100 + d * 10 + e; }
long test_call_args_permuted(void)
{
	long v[5] = {1, 2, 3, 4, 5};
	long r1 = args_order(v[0], v[1], v[2], v[3], v[4]);
	long r2 = args_order(v[4], v[3], v[2], v[1], v[0]);
	long r3 = args_order(v[1], v[0], v[3], v[2], v[4]);
	return r1 + r2 * 3 + r3 * 7;
}
static long args_from_calls(long a, long b, long c) { return a - b * c; }
long test_call_nested_args(void)
{
	return args_from_calls(one_arg(5), args_from_calls(3, one_arg(2), 4), two_args(1, 1));
}
static int update_pair(int *a, int *b)
{
	int t = *a + *b;
	*b = *a - *b;
	*a = t;
	return t > 0;
}
long test_call_modify_two_locals(void)
{
	int x = 3, y = 10;
	long acc = 0;
	for (int i = 0; i < 6; i++)
		acc = acc * 2 + update_pair(&x, &y);
	return acc * 1000000 + x * 1000 + y;
}
static long unused_result(long *p) { *p += 5; return *p * 100; }
long test_call_discarded_result(void)
{
	long v = 1;
	unused_result(&v);
	(void)unused_result(&v);
	return v;
}

/* (was pending: fixed by the back end) */
static void write_out(long *out, int n, long base)
{
	for (int i = 0; i < n; i++)
		out[i] = base + i * i;
}
static long read_in(const long *in, int n)
{
	long s = 0;
	for (int i = 0; i < n; i++)
		s = s * 7 + in[i];
	return s;
}
long test_call_stack_buffers(void)
{
	long buf[8];
	write_out(buf, 8, -20);
	long r = read_in(buf, 8);
	write_out(buf + 4, 4, 1000);
	return r * 3 + read_in(buf, 8);
}
/* five arguments whose registers the call must swap (r3 <-> r4 at -O0)
 * while a sixth value sits in r0: the swap's scratch is r0, free once its
 * value has moved (frame.c parallel_move; it once picked no register) */
long g_five_args[4] = {3, 5, 7, 11};
static __attribute__((noinline)) long five_swapped(long a, long b, long c, long d, int k)
{
	return a * 1000 + b * 100 + c * 10 + d + k;
}
long test_five_args_swapped(void)
{
	return five_swapped(g_five_args[0], g_five_args[1], g_five_args[2], g_five_args[3], 3);
}
