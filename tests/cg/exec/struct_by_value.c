/* structs and unions passed by value, as clang's BPF target passes them:
 * up to 16 bytes in one or two registers (the object's bytes as 64-bit
 * words, a last partial word zero-padded), the callee working on its
 * own copy */
struct s4 { short a, b; };
struct s8 { int a, b; };
struct s12 { int a, b, c; };
struct s16 { long a; int b; short c; char d; };
struct __attribute__((packed)) s7 { int c; short b; char a; }; /* 7 bytes, align 1 */
union u8 { long l; int i[2]; };

static __attribute__((noinline)) long take4(struct s4 x) { return x.a * 1000 + x.b; }
static __attribute__((noinline)) long take8(struct s8 x, long k) { return (x.a - x.b) * k; }
static __attribute__((noinline)) long take12(long k, struct s12 x) { return k + x.a * 100 + x.b * 10 + x.c; }
static __attribute__((noinline)) long take16(struct s16 x)
{
	x.a += 1; /* its own copy */
	return x.a * 1000000 + x.b * 1000 + x.c * 10 + x.d;
}
static __attribute__((noinline)) long take7(struct s7 x) { return x.a + x.b * 100 + (long)x.c * 100000; }
static __attribute__((noinline)) long takeu(union u8 u) { return u.i[0] + u.i[1]; }
static __attribute__((noinline)) long two(struct s8 x, struct s16 y, int z) { return x.a + y.b + y.d + z; }

long test_small(void)
{
	struct s4 v = {12, -34};
	return take4(v);
}

long test_two_words(void)
{
	struct s8 v = {70, 30};
	struct s12 w = {1, 2, 3};
	return take8(v, 3) * 10000 + take12(5, w);
}

long test_copy_not_shared(void)
{
	struct s16 v = {4, 5, 6, 7};
	long r = take16(v);
	return r * 10 + v.a; /* v.a is still 4 */
}

long test_packed_and_union(void)
{
	volatile int seed = 3;
	struct s7 v = {seed * 7, (short)(seed * 11), (char)seed};
	union u8 u = {.i = {seed * 1000, -seed}};
	return take7(v) + takeu(u);
}

long test_mixed_registers(void)
{
	struct s8 a = {1, 2};
	struct s16 b = {3, 40, 5, 6};
	return two(a, b, 500);
}

/* struct values that are not lvalues: a conditional, a statement
 * expression ending in an object (libbpf's BPF_PROG2), a comma */
struct s8 pick_a = {11, 22}, pick_b = {33, 44};

long test_not_lvalues(void)
{
	volatile int c = 1;
	unsigned long long raw[1] = {(unsigned long long)7 << 32 | 5};
	struct s8 x = c ? pick_a : pick_b;
	struct s8 y = !c ? pick_a : pick_b;
	long r = take8(({ union { unsigned long long z[1]; struct s8 v; } t = {.z = {raw[0]}}; t.v; }), 2);
	struct s8 z = (c++, pick_b);
	return x.a + y.b * 100 + r * 10000 + z.a * 1000000;
}
