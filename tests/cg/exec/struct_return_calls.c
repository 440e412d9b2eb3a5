/* structs returned by value from functions that stay BPF-to-BPF calls:
 * the caller passes the address of its slot for the result in r1 and
 * the callee stores through it (the verifier follows a stack pointer
 * into the callee).  clang refuses these ("aggregate returns are not
 * supported"); the expected values alone decide. */
// clang: no (it refuses aggregate returns from emitted functions)
struct pair { long a, b; };
struct tri { int a, b, c; };
struct big { long v[6]; };

static __attribute__((noinline)) struct pair make_pair(long a, long b)
{
	struct pair p = {a * 2, b + 1};
	return p;
}

static __attribute__((noinline)) struct tri make_tri(int k, int l, int m, int n)
{
	/* four arguments after the hidden one: all five registers used */
	struct tri t = {k + l, l * m, m - n};
	return t;
}

static __attribute__((noinline)) struct big make_big(long k)
{
	struct big r = {{0}};
	for (int i = 0; i < 6; i++)
		r.v[i] = k + i;
	return r;
}

/* a struct-returning call whose result is returned again */
static __attribute__((noinline)) struct pair relay(long x) { return make_pair(x, x + 1); }

static __attribute__((noinline)) long sum_pair(struct pair p) { return p.a + p.b; }

long test_pair_call(void)
{
	volatile long a = 5;
	struct pair p = make_pair(a, 8);
	return p.a * 100 + p.b;
}

long test_five_registers(void)
{
	volatile int k = 2;
	struct tri t = make_tri(k, 3, 4, 9);
	return t.a * 10000 + t.b * 100 + t.c;
}

long test_big_call(void)
{
	volatile long k = 10;
	return make_big(k).v[5] * 100 + make_big(k + 1).v[0];
}

long test_relay_and_pass(void)
{
	volatile long x = 4;
	return sum_pair(relay(x)) * 1000 + relay(x).b;
}
