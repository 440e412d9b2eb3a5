/* expressions: ternaries (nested, as operands, with side effects),
 * short-circuit && and || with side effects, the comma operator,
 * every compound assignment, lvalues with side effects evaluated once,
 * statement expressions and typeof */
static int calls;
static int note(int v) { calls = calls * 10 + (v & 7); return v; }
long test_short_circuit_and(void)
{
	calls = 0;
	int r = 0;
	r += note(1) && note(0) && note(3);
	r += (note(2) && note(4)) * 10;
	r += (note(0) && note(5)) * 100;
	return calls * 1000L + r;
}
long test_short_circuit_or(void)
{
	calls = 0;
	int r = 0;
	r += note(0) || note(0) || note(6);
	r += (note(7) || note(1)) * 10;
	r += (note(0) || note(0)) * 100;
	return calls * 1000L + r;
}
long test_short_circuit_mixed(void)
{
	long acc = 0;
	for (int i = 0; i < 16; i++) {
		int a = i & 1, b = i & 2, c = i & 4, d = i & 8;
		int n = 0;
		if ((a && (n++, b)) || (c && !d) || (n += 10, 0))
			acc += 1;
		acc = acc * 3 + n;
	}
	return acc;
}
long test_ternary_nested(void)
{
	long acc = 0;
	for (int i = -3; i < 4; i++)
		acc = acc * 10 + (i < 0 ? i < -2 ? 1 : 2 : i == 0 ? 3 : i & 1 ? 4 : 5);
	return acc;
}
long test_ternary_side_effects(void)
{
	int a = 0, b = 0;
	long acc = 0;
	for (int i = 0; i < 10; i++)
		acc += i % 3 ? a++ : (b += 2);
	return acc * 10000 + a * 100 + b;
}
long test_ternary_as_lvalue_target(void)
{
	int x = 1, y = 2;
	for (int i = 0; i < 7; i++)
		*(i & 1 ? &x : &y) += i;
	return x * 100 + y;
}
long test_ternary_pointer_select(void)
{
	long a[4] = {10, 20, 30, 40};
	long b[4] = {1, 2, 3, 4};
	long acc = 0;
	for (int i = 0; i < 4; i++) {
		long *p = (i % 2 == 0) ? a : b;
		acc = acc * 100 + p[i];
	}
	return acc;
}
long test_comma_operator(void)
{
	int i, j;
	long acc = 0;
	for (i = 0, j = 10; i < j; i++, j--)
		acc = (acc += i, acc * 2 + j);
	long t = (i++, j++, i + j);
	return acc * 100 + t;
}
long test_compound_all_ops(void)
{
	long x = 1234567;
	unsigned long u = 0xfedcba9876543210UL;
	int s = 3;
	x += 1000; x -= 17; x *= 3; x /= 7; x %= 100000;
	x <<= s; x >>= 1; x &= 0xfff0f; x |= 0x30000; x ^= 0x5555;
	u += x; u -= 3; u *= 5; u /= 11; u %= 0xffffffffffUL;
	u <<= s + 1; u >>= s; u &= ~0xf0UL; u |= 1; u ^= u >> 7;
	return x + (long)(u >> 8);
}
long test_compound_narrow_targets(void)
{
	unsigned char c = 200;
	signed char sc = -100;
	short h = 30000;
	unsigned short uh = 1;
	c += 100; c *= 3; c >>= 1; c ^= 0xa5;
	sc -= 50; sc /= 3; sc <<= 1;
	h += 5000; h %= 1000; h *= -3;
	uh -= 2; uh /= 3; uh |= 0x8000;
	return c * 1000000000L + (sc + 1000) * 1000000L + (h + 10000) * 10L + uh;
}
long test_lvalue_side_effect_once(void)
{
	int a[6] = {1, 2, 3, 4, 5, 6};
	int i = 0;
	a[i++] += 10;   /* a[0] */
	a[i++] *= 3;    /* a[1] */
	a[++i] -= 7;    /* a[3] */
	int *p = a;
	*p++ |= 0x100;  /* a[0] */
	*++p <<= 2;     /* a[2] */
	long acc = 0;
	for (int k = 0; k < 6; k++)
		acc = acc * 1000 + a[k];
	return acc + i * 7 + (p - a);
}
long test_pre_post_increment_values(void)
{
	int i = 5;
	long a = i++;
	a += i++ * 10;
	int x = i++;
	int y = ++i;
	int z = i--;
	int w = --i;
	long l = 0x7fffffffL;
	long m = ++l;
	unsigned u = 0;
	unsigned v = u--;
	return x * 1000000L + y * 10000L + z * 100L + w + m + (long)u + v + a;
}
long test_stmt_expr_value(void)
{
	long acc = 0;
	for (int i = 0; i < 6; i++) {
		acc += ({
			int t = i * i;
			if (t > 10)
				t -= 10;
			t * 3;
		});
	}
	return acc;
}
#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
#define SWAP(x, y) do { typeof(x) _t = (x); (x) = (y); (y) = _t; } while (0)
long test_typeof_macros(void)
{
	int i = 3;
	long acc = 0;
	acc += MAX(i++, 2);    /* evaluated once */
	acc = acc * 10 + i;
	unsigned char c1 = 200, c2 = 100;
	acc = acc * 1000 + MAX(c1, c2);
	long p = -5, q = 9;
	SWAP(p, q);
	return acc * 100 + p * 10 + q;
}
long test_typeof_types(void)
{
	short s = -3;
	typeof(s) t = 40000; /* truncates as short */
	typeof(s + 0) u = 40000; /* int */
	unsigned char b = 250;
	typeof(b) bb = b + 10;
	typeof(&s) ps = &s;
	*ps = 7;
	return t + u + bb + s + (long)sizeof(typeof(s + 0L));
}
long test_logical_values(void)
{
	long x = 0x100000000L;
	int y = -5;
	unsigned char z = 0;
	long r = (!x) + (!!x) * 2 + (!y) * 4 + (!z) * 8 + (x && y) * 16 + (z || !y) * 32 + ((int)x || y) * 64;
	return r;
}
long test_relational_chain(void)
{
	long acc = 0;
	for (int a = 0; a < 3; a++)
		for (int b = 0; b < 3; b++)
			for (int c = 0; c < 3; c++)
				acc = acc * 2 + ((a < b) < c) + ((a == b) == (b == c));
	return acc;
}
long test_conditional_types(void)
{
	int small = -1;
	long big = 2;
	unsigned char uc = 200;
	long r1 = 1 ? small : big;          /* long: -1 */
	long r2 = 0 ? big : uc;             /* long 200 */
	long r3 = (small < 0 ? uc : small) + 0; /* int 200 */
	unsigned long r4 = 1 ? small : 0UL; /* unsigned long max */
	return r1 + r2 * 10 + r3 * 100 + (long)(r4 >> 60);
}
long test_assignment_value(void)
{
	int a, b, c;
	a = b = c = 7;
	long x;
	unsigned char n;
	x = (n = 300) + 1; /* assignment value has the left type */
	int d = (a += 3) * (b -= 2);
	return a * 100000L + b * 10000 + c * 1000 + d * 10 + x;
}
static __attribute__((noinline)) int count_calls(int *n, int v)
{
	++*n;
	return v;
}
long test_elvis(void)
{
	/* GNU c ?: b: c is evaluated once and is the value when nonzero,
	 * converted to the common type; b only when c is zero */
	int n = 0;
	volatile int z = 0, seven = 7;
	long a = count_calls(&n, seven) ?: count_calls(&n, 100); /* 7, one call */
	long b = count_calls(&n, z) ?: count_calls(&n, 100);     /* 100, two calls */
	unsigned char uc = 255;
	long c = (uc ?: -1L) + 1;                                /* 256: long */
	int arr[2] = {3, 4};
	int *p = (z ? arr : 0) ?: &arr[1];                       /* &arr[1] */
	long d = (count_calls(&n, seven) - 7 ?: z) ?: 9;         /* 9 */
	return a + b * 10 + c * 1000 + *p * 1000000 + d * 10000000 + n * 100000000L;
}
long test_string_builtins(void)
{
	/* folded from string literals, as clang does (bpf_experimental.h
	 * chooses a comparison with __builtin_strcmp(#OP, "==")) */
	return (__builtin_strcmp("==", "==") == 0) + (__builtin_strcmp("<", "<=") < 0) * 10 +
	       (__builtin_strcmp("b", "a") > 0) * 100 + (long)__builtin_strlen("hello") * 1000 +
	       (__builtin_strncmp("abcx", "abcy", 3) == 0) * 100000 +
	       (__builtin_strncmp("abcx", "abcy", 4) < 0) * 1000000;
}

/* floating constants converted to integers fold to integers, as clang
 * does (the selftests pass 10E9 nanoseconds to bpf_timer_start); BPF has
 * no floating point otherwise (tests/ir-bad/float-value) */
static __attribute__((noinline)) long ns_to_ms(unsigned long ns) { return ns / 1000000; }

long test_float_constants(void)
{
	long x = 10E9;
	int y = 2.75;
	unsigned char z = 255.9;
	int neg = -3.5;
	return ns_to_ms(1.5e9) + x / 1000000000 * 100000 + y * 1000 + z + neg * 10000;
}
