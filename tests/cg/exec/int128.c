/* __int128 and unsigned __int128 as clang's BPF target compiles them (a
 * pair of 64-bit registers): loads and stores, struct members and
 * copies, constants wider than 64 bits, + and - with carries, negation,
 * bitwise operators, shifts by constants and by amounts known below 64,
 * every comparison signed and unsigned, conversions to and from the
 * narrower types, the products and quotients that are shifts, values
 * carried around loops, passed to static functions.  Each result is
 * folded into 64 bits with its upper half, so a wrong half shows. */
typedef unsigned __int128 u128;
typedef __int128 s128;
#define U128(hi, lo) (((u128)(unsigned long)(hi) << 64) | (unsigned long)(lo))

static long fold(u128 v) { return (long)((unsigned long)v * 31 ^ (unsigned long)(v >> 64)); }

u128 g_a = U128(0x0123456789abcdefUL, 0xfedcba9876543210UL);
u128 g_b = U128(1, 0xffffffffffffffffUL); /* a carry out of the low half */
s128 g_neg = -(s128)U128(5, 0x123);
/* const volatile (libbpf's configuration idiom): read at run time by
 * the code, but known to the verifier (a frozen .rodata), which then
 * follows one path through each comparison; with unknown values clang's
 * build of the 49 compared pairs ran past 1M verified instructions */
const volatile u128 g_vals[7] = {0, 1, U128(0, 0xffffffffffffffffUL), U128(1, 0), U128(0x7fffffffffffffffUL, -1L),
		  U128(0x8000000000000000UL, 0), (u128)-1};
struct flow {
	int proto;
	u128 saddr, daddr; /* tcptracer's IPv6 addresses */
	unsigned short sport;
};
struct flow g_flow = {6, U128(0x20010db800000000UL, 1), U128(0xfe80000000000000UL, 0x42), 80};
union words {
	u128 v;
	unsigned long w[2];
};

long test_global_init(void)
{
	return fold(g_a) ^ fold(g_b) * 3 ^ fold((u128)g_neg) * 5 ^ fold(g_flow.daddr) * 7;
}
long test_global_layout(void)
{
	union words u = {.v = g_a};
	return (long)(u.w[0] ^ u.w[1] * 3); /* the low half first (little-endian) */
}
long test_add_carry(void)
{
	volatile u128 a = g_b, b = 1;
	u128 s = a + b;		/* 0xffff... + 1: carries into the high half */
	u128 t = g_a + g_a + g_b;
	u128 u = (u128)-1 + b;	/* wraps to 0 */
	return fold(s) ^ fold(t) * 3 ^ fold(u) * 5 ^ (long)(s >> 64);
}
long test_sub_borrow(void)
{
	volatile u128 a = U128(1, 0), one = 1;
	u128 d = a - one;	/* borrows from the high half */
	u128 z = 0;
	z = z - one;		/* all ones */
	s128 n = (s128)g_a - (s128)g_b - (s128)U128(0x7000000000000000UL, 5);
	return fold(d) ^ fold(z) * 3 ^ fold((u128)n) * 5;
}
long test_negate(void)
{
	volatile u128 a = g_b, zero = 0, one = 1;
	s128 m = -(s128)g_a;
	return fold(-a) ^ fold(-zero) * 3 ^ fold(-one) * 5 ^ fold((u128)-m) * 7;
}
long test_bitwise(void)
{
	volatile u128 a = g_a, b = g_b;
	u128 x = a & b, y = a | b, z = a ^ b, w = ~a;
	return fold(x) ^ fold(y) * 3 ^ fold(z) * 5 ^ fold(w) * 7 ^ fold(~(u128)0) * 11;
}
long test_shift_const(void)
{
	volatile u128 a = g_a;
	long acc = 0;
	acc ^= fold(a << 1) ^ fold(a << 4) * 3 ^ fold(a << 63) * 5 ^ fold(a << 64) * 7 ^ fold(a << 65) * 11 ^
	       fold(a << 127) * 13;
	acc ^= fold(a >> 1) * 17 ^ fold(a >> 4) * 19 ^ fold(a >> 63) * 23 ^ fold(a >> 64) * 29 ^
	       fold(a >> 65) * 31 ^ fold(a >> 127) * 37;
	return acc;
}
long test_sar_const(void)
{
	volatile s128 n = g_neg, p = (s128)g_a;
	long acc = 0;
	acc ^= fold((u128)(n >> 1)) ^ fold((u128)(n >> 63)) * 3 ^ fold((u128)(n >> 64)) * 5 ^
	       fold((u128)(n >> 65)) * 7 ^ fold((u128)(n >> 127)) * 11;
	acc ^= fold((u128)(p >> 3)) * 13 ^ fold((u128)(p >> 64)) * 17 ^ fold((u128)(p >> 100)) * 19;
	acc ^= fold((u128)(n << 70)) * 23;
	return acc;
}
long test_shift_var_masked(void)
{
	/* amounts known to be below 64 (clang makes these inline too) */
	volatile int k = 0;
	u128 a = g_a;
	s128 n = g_neg;
	long acc = 0;
	for (int s = 0; s < 64; s += 7) {
		k = s;
		acc = acc * 3 ^ fold(a << (k & 63)) ^ fold(a >> (k & 63)) * 5 ^ fold((u128)(n >> (k & 63))) * 7;
	}
	return acc;
}
/* the six comparisons of a and b as bits */
static __attribute__((noinline)) int compare_u(u128 a, u128 b)
{
	return (a == b) | (a != b) << 1 | (a < b) << 2 | (a <= b) << 3 | (a > b) << 4 | (a >= b) << 5;
}
static __attribute__((noinline)) int compare_s(s128 a, s128 b)
{
	return (a == b) | (a != b) << 1 | (a < b) << 2 | (a <= b) << 3 | (a > b) << 4 | (a >= b) << 5;
}
long test_compare_unsigned(void)
{
	long acc = 0;
	for (int i = 0; i < 7; i++)
		for (int j = 0; j < 7; j++)
			acc = acc * 7 + compare_u(g_vals[i], g_vals[j]);
	return acc;
}
long test_compare_signed(void)
{
	long acc = 0;
	for (int i = 0; i < 7; i++)
		for (int j = 0; j < 7; j++)
			acc = acc * 7 + compare_s((s128)g_vals[i], (s128)g_vals[j]);
	return acc;
}
long test_compare_branches(void)
{
	long acc = 0;
	for (int i = 0; i < 7; i++) {
		u128 a = g_vals[i];
		s128 s = (s128)a;
		if (a == 0)
			acc += 1;
		if (a)
			acc += 2;
		if (!a)
			acc += 4;
		if (s < 0)
			acc += 8;
		if (s >= (s128)1 && a != (u128)-1)
			acc += 16;
		if (a > U128(0, -1L) || s <= -1)
			acc += 32;
		acc *= 3;
	}
	return acc;
}
long test_conversions_in(void)
{
	volatile int i = -5;
	volatile unsigned u = 0xfffffff0u;
	volatile long l = -0x123456789L;
	volatile unsigned long ul = 0xfedcba9876543210UL;
	volatile signed char c = -3;
	volatile unsigned short us = 0xfffe;
	volatile _Bool bl = 1;
	s128 a = i, b = u, d = l, f = c, h = us, k = bl;
	u128 e = ul, g = (u128)(long)ul; /* zero- and sign-extended */
	return fold((u128)a) ^ fold((u128)b) * 3 ^ fold((u128)d) * 5 ^ fold(e) * 7 ^ fold((u128)f) * 11 ^
	       fold(g) * 13 ^ fold((u128)h) * 17 ^ fold((u128)k) * 19;
}
long test_conversions_out(void)
{
	volatile u128 a = g_a;
	volatile s128 n = g_neg;
	volatile u128 hi_only = U128(1, 0);
	long acc = (long)a ^ (int)a * 3 ^ (unsigned char)a * 5 ^ (short)n * 7 ^ (unsigned)n * 11;
	acc ^= (long)(_Bool)hi_only * 13 ^ (long)(_Bool)(a & 0) * 17 ^ (long)(unsigned long)(n >> 64) * 19;
	return acc;
}
long test_constants(void)
{
	u128 big = U128(0xdeadbeefcafef00dUL, 0x0123456789abcdefUL);
	u128 k = ((u128)1 << 100) + 7;
	s128 m = -((s128)1 << 90);
	u128 n = (u128)-1 >> 3;
	return fold(big) ^ fold(k) * 3 ^ fold((u128)m) * 5 ^ fold(n) * 7;
}
long test_mul_div_pow2(void)
{
	volatile u128 a = g_a;
	volatile s128 n = g_neg;
	u128 m4 = a * 4, m64 = a * ((u128)1 << 64), d8 = a / 8, r8 = a % 8, rbig = a % ((u128)1 << 70);
	s128 sm = n * 16;
	return fold(m4) ^ fold(m64) * 3 ^ fold(d8) * 5 ^ fold(r8) * 7 ^ fold(rbig) * 11 ^ fold((u128)sm) * 13 ^
	       fold(a * 1) * 17 ^ fold(a / 1) * 19;
}
long test_op_assign(void)
{
	u128 x = g_a;
	x += g_b;
	x -= 3;
	x <<= 5;
	x ^= g_a;
	x >>= 9;
	x |= (u128)1 << 120;
	x &= ~(u128)0xff;
	s128 s = g_neg;
	s >>= 70;
	s += 1;
	int narrow = 7;
	narrow += (u128)-1; /* in 128 bits, stored back as an int: 6 */
	unsigned long w = 5;
	w -= U128(9, 10);
	return fold(x) ^ fold((u128)s) * 3 ^ narrow * 5 ^ (long)w * 7;
}
long test_incdec(void)
{
	u128 x = U128(0, -1L);
	u128 a = x++;
	u128 b = ++x;
	u128 y = U128(1, 0);
	u128 c = y--;
	u128 d = --y;
	return fold(a) ^ fold(b) * 3 ^ fold(c) * 5 ^ fold(d) * 7 ^ fold(x) * 11 ^ fold(y) * 13;
}
long test_struct_members(void)
{
	struct flow f = g_flow, e;
	__builtin_memset(&e, 0, sizeof e);
	e.saddr = f.daddr; /* tcptracer: event->saddr_v6 = tuple->saddr_v6 */
	e.daddr = f.saddr;
	e.sport = f.sport;
	struct flow c = e; /* a struct copy carrying both */
	long acc = fold(c.saddr) ^ fold(c.daddr) * 3 ^ c.sport;
	if (c.saddr == 0 || c.daddr == 0)
		acc = -1;
	struct flow *p = &c;
	p->saddr += 1;
	return acc ^ fold(p->saddr) * 5;
}
long test_arrays_and_pointers(void)
{
	u128 arr[4] = {1, U128(2, 3), (u128)-1};
	u128 *p = arr;
	long acc = 0;
	for (int i = 0; i < 4; i++)
		acc = acc * 5 ^ fold(p[i]);
	*(p + 3) = p[1] << 1;
	return acc ^ fold(arr[3]) * 7;
}
long test_loop_phis(void)
{
	/* Fibonacci past 64 bits: two 128-bit values carried around a loop */
	u128 a = 0, b = 1;
	for (int i = 0; i < 150; i++) {
		u128 t = a + b;
		a = b;
		b = t;
	}
	return fold(a) ^ fold(b) * 3;
}
long test_conditional(void)
{
	long acc = 0;
	for (int i = 0; i < 7; i++) {
		u128 v = g_vals[i];
		u128 c = v > U128(0, 5) ? v : v + 100;
		u128 d = v ?: g_a;
		acc = acc * 3 ^ fold(c) ^ fold(d) * 5 ^ (v && c != d) * 7 ^ (!v || d == g_a) * 11;
	}
	return acc;
}
static __attribute__((noinline)) long combine(u128 a, u128 b, int k)
{
	return fold(a ^ (b << (k & 63))) + k;
}
static __attribute__((noinline)) long pick(s128 a, long x) { return a < 0 ? x : -x; }
long test_static_calls(void)
{
	return combine(g_a, g_b, 3) ^ combine(U128(7, 8), 9, 60) * 3 ^ pick(g_neg, 5) * 5 ^ pick((s128)g_a, 5) * 7;
}
static inline u128 rotl(u128 x, int k) { return x << k | x >> (128 - k); }
long test_inlined_return(void)
{
	/* returned from a function clang inlines (it cannot return one) */
	return fold(rotl(g_a, 8)) ^ fold(rotl(g_b, 100)) * 3;
}
long test_volatile_and_compound(void)
{
	volatile u128 v = (u128){U128(3, 4)};
	v = v + 1;
	return fold(v) ^ fold((u128){g_a} - 1) * 3;
}
