/* inline_unroll: always_inline, static and noinline helpers (inlining,
 * src/ir/inline.c) and pragma-unrolled and small constant-trip loops
 * (src/ir/unroll.c): the values must be the host's at -O0 and -O2, and
 * the unrolled code must pass the verifier */
#define AI static inline __attribute__((always_inline))
#define NI static __attribute__((noinline))

AI int iu_clamp(int x, int lo, int hi)
{
	if (x < lo)
		return lo;
	if (x > hi)
		return hi;
	return x;
}
AI int iu_add3(int a, int b, int c) { return a + b + c; }
AI int iu_twice_add(int a, int b) { return iu_add3(a, a, b); } /* nested */
AI void iu_setp(int *p, int v) { *p = v; }
AI void iu_bump(long *p)
{
	if (*p > 100)
		return;
	*p += 7;
}
static int iu_small(int x) { return x * 3 - 1; }
static long iu_once(long a, long b)
{
	long r = 0;
	for (int i = 0; i < 3; i++)
		r = r * 10 + (a ^ i) + b;
	return r;
}
NI int iu_never(int x) { return x ^ 0x55; }
AI long iu_sum_n(const int *a, int n)
{
	long s = 0;
#pragma unroll
	for (int i = 0; i < n; i++)
		s += a[i];
	return s;
}
AI int iu_local_array(int k)
{
	int t[4] = {k, k + 1, k + 2, k + 3};
	return t[k & 3] + t[0];
}
AI int iu_counter(void)
{
	static int count;
	return ++count;
}
static int iu_rec(int n) { return n <= 0 ? 0 : n + iu_rec(n - 1); } /* never inlined */

long test_ai_clamp(void) { return iu_clamp(-5, 0, 10) * 10000 + iu_clamp(50, 0, 10) * 100 + iu_clamp(7, 0, 10); }
long test_ai_nested(void) { return iu_twice_add(20, 3); }
long test_ai_pointer(void)
{
	int x = 1;
	iu_setp(&x, 42);
	long y = 90;
	iu_bump(&y);
	iu_bump(&y);
	iu_bump(&y);
	return x * 1000 + y;
}
long test_static_small(void) { return iu_small(5) + iu_small(-2) * 100; }
long test_static_once(void) { return iu_once(6, 1); }
long test_noinline(void) { return iu_never(1) + iu_never(2); }
long test_ai_loop_arg(void)
{
	int a[6] = {1, 2, 3, 4, 5, 6};
	return iu_sum_n(a, 4) * 100 + iu_sum_n(a + 2, 3);
}
long test_ai_local_array(void)
{
	long s = 0;
	for (int i = 0; i < 5; i++)
		s = s * 10 + iu_local_array(i);
	return s;
}
long test_ai_static_local(void)
{
	iu_counter();
	iu_counter();
	return iu_counter();
}
long test_rec(void) { return iu_rec(4); } /* not in BPF */

long test_unroll_sum(void)
{
	long s = 0;
#pragma unroll
	for (int i = 0; i < 8; i++)
		s += i * i;
	return s;
}
long test_unroll_break(void)
{
	int a[8] = {3, 1, 4, 1, 5, 9, 2, 6};
	int i, s = 0;
#pragma unroll
	for (i = 0; i < 8; i++) {
		if (a[i] == 9)
			break;
		s += a[i];
	}
	return s * 100 + i;
}
long test_unroll_return(void)
{
	int a[5] = {10, 20, 30, 40, 50};
#pragma clang loop unroll(full)
	for (int i = 0; i < 5; i++)
		if (a[i] > 25)
			return i * 1000 + a[i];
	return -1;
}
long test_unroll_after(void)
{
	int i;
	long p = 1;
#pragma GCC unroll 16
	for (i = 1; i <= 6; i++)
		p *= i;
	return p * 10 + i;
}
long test_unroll_nested(void)
{
	long s = 0;
#pragma unroll
	for (int i = 0; i < 4; i++) {
#pragma unroll
		for (int j = 0; j < i; j++)
			s += i * 10 + j;
	}
	return s;
}
long test_unroll_do(void)
{
	int i = 0;
	long s = 0;
#pragma unroll
	do {
		s = s * 3 + i;
		i += 2;
	} while (i < 9);
	return s;
}
long test_unroll_down(void)
{
	long s = 0;
#pragma unroll
	for (int i = 10; i > 0; i -= 3)
		s = s * 100 + i;
	return s;
}
long test_unroll_uchar_wrap(void)
{
	long s = 0;
	int n = 0;
#pragma unroll
	for (unsigned char c = 250; c != 4; c++) {
		s += c;
		n++;
	}
	return s * 100 + n;
}
long test_unroll_u32_wrap(void)
{
	unsigned long s = 0;
#pragma unroll
	for (unsigned i = 0xfffffffeu; i != 2; i++)
		s = s * 16 + (i & 0xf);
	return (long)s;
}
long test_unroll_shift64(void)
{
	long n = 0, s = 0;
#pragma unroll
	for (long m = 1; m < 1000; m <<= 1) {
		s += m;
		n++;
	}
	return s * 100 + n;
}
long test_unroll_continue(void)
{
	long s = 0;
	int i = 0;
#pragma unroll
	while (i < 10) {
		i++;
		if (i & 1)
			continue;
		s += i;
	}
	return s;
}
long test_unroll_count_more(void)
{
	long s = 0;
#pragma GCC unroll 8
	for (int i = 0; i < 4; i++)
		s = s * 2 + i;
	return s;
}
long test_unroll_disable(void)
{
	long s = 0;
#pragma clang loop unroll(disable)
	for (int i = 0; i < 4; i++)
		s += i;
	return s;
}
long test_unroll_stack_array(void)
{
	int a[8];
#pragma unroll
	for (int i = 0; i < 8; i++)
		a[i] = i * i - 3;
	long s = 0;
#pragma unroll
	for (int i = 7; i >= 0; i--)
		s = s * 3 + a[i];
	return s;
}
long test_unroll_fib(void)
{
	long a = 0, b = 1;
#pragma unroll
	for (int i = 0; i < 20; i++) {
		long t = a + b;
		a = b;
		b = t;
	}
	return a;
}
long test_unroll_zero_trips(void)
{
	long s = 7;
#pragma unroll
	for (int i = 5; i < 3; i++)
		s += i;
	return s;
}
long test_unroll_exit_mid(void)
{
	int i = 0;
	long s = 0;
#pragma unroll
	for (;;) {
		s += i * 7;
		i++;
		if (i == 5)
			break;
		s ^= 1;
	}
	return s;
}
long test_unroll_calls(void)
{
	long s = 0;
#pragma unroll
	for (int i = 0; i < 4; i++)
		s += iu_never(i) + iu_small(i) + iu_clamp(i * 5, 2, 12);
	return s;
}
long test_auto_unroll(void)
{
	int a[4] = {9, 8, 7, 6};
	long s = 0;
	for (int i = 0; i < 4; i++)
		s = s * 10 + a[i];
	return s;
}
int iu_n = 5;
long test_unknown_trip(void)
{
	int n = iu_n;
	long s = 0;
	for (int i = 0; i < n && i < 16; i++) /* bounded for the verifier */
		s += i;
	return s;
}

/* shapes: exits to several targets, values after a break, goto loops,
 * do-while with break, a bound from the outer loop, rotating phis,
 * division steps, 16-bit wrap-around */
int iu_g[10];
static void iu_fill(void) { int v[10] = {5, 3, 8, 1, 9, 2, 7, 4, 6, 0}; for (int i = 0; i < 10; i++) iu_g[i] = v[i]; }
AI int iu_find(int key)
{
#pragma unroll
	for (int i = 0; i < 10; i++)
		if (iu_g[i] == key)
			return i;
	return -1;
}
long test_x_find(void) { long s = 0;
#pragma unroll
	for (int k = 0; k < 4; k++) s = s * 100 + iu_find(k * 3) + 1;
	return s; }
long test_x_after_break(void)
{ iu_fill();
	int i, j = 0;
#pragma unroll
	for (i = 0; i < 10; i++) {
		j = i * 3;
		if (iu_g[i] > 8)
			break;
	}
	return i * 100 + j;
}
long test_x_two_exits(void)
{ iu_fill();
	int i, r = 0;
#pragma unroll
	for (i = 0; i < 10; i++) {
		if (iu_g[i] == 7) { r = 1; goto a; }
		if (iu_g[i] == 100) { r = 2; goto b; }
	}
	return i;
a:	return 1000 + i + r;
b:	return 2000 + i + r;
}
long test_x_goto_loop(void)
{ iu_fill();
	int i = 0; long s = 0;
top:
	s += iu_g[i];
	i++;
	if (i < 6) goto top;
	return s;
}
long test_x_do_break(void)
{ iu_fill();
	int i = 0; long s = 0;
#pragma unroll
	do {
		if (iu_g[i] == 9) break;
		s = s * 2 + iu_g[i];
		i++;
	} while (i < 8);
	return s * 10 + i;
}
long test_x_nested_dep(void)
{ iu_fill();
	long s = 0;
#pragma unroll
	for (int i = 1; i < 5; i++)
#pragma unroll
		for (int j = i; j < 2 * i; j += 2)
			s = s * 7 + i * j;
	return s;
}
long test_x_swap(void)
{ iu_fill();
	int a = 1, b = 2, c = 3;
#pragma unroll
	for (int i = 0; i < 7; i++) { int t = a; a = b; b = c; c = t + i; }
	return a * 10000 + b * 100 + c;
}
long test_x_shift_mul(void)
{ iu_fill();
	unsigned x = 1; long n = 0;
#pragma unroll
	for (unsigned m = 100; m; m >>= 1) { x = x * 3 + m; n++; }
	return (long)x * 100 + n;
}
long test_x_short(void)
{ iu_fill();
	short s = 0; long c = 0;
#pragma unroll
	for (short i = 32760; i > 0; i++) { s ^= i; c++; }  /* wraps at 32767 */
	return s * 100 + c;
}
