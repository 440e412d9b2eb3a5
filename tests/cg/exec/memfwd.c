/* Loads answered by the stores and loads before them (memfwd.c) and
 * repeated arithmetic merged (cse.c) must not change what a program
 * computes: aliasing pointers, partial overlaps, narrower and signed
 * reloads, calls that write memory, volatile accesses. */
struct rec {
	long long a;
	int b;
	short c;
	signed char d;
	unsigned char e;
};

static __attribute__((noinline)) void bump(struct rec *r)
{
	r->b += 1000;
	r->d = -3;
}

long test_store_then_load(void)
{
	struct rec r = {0};
	volatile int seed = 7;
	r.a = seed * 3;
	r.b = seed + 1;
	long s = r.a + r.b; /* both forwarded */
	r.b = 40;
	return s * 100 + r.b;
}

long test_alias_through_pointers(void)
{
	int buf[4] = {1, 2, 3, 4};
	volatile int i = 1;
	int *p = &buf[i & 3], *q = &buf[1];
	*p = 10;
	*q = 20; /* the same int: the load below must see 20 */
	return *p;
}

long test_partial_overlap(void)
{
	union {
		unsigned long long w;
		unsigned char b[8];
		unsigned short h[4];
	} u;
	volatile unsigned long long v = 0x1122334455667788ull;
	u.w = v;
	long r = u.b[1] * 1000 + u.h[2];
	u.b[2] = 0xff;
	return r * 7 + (long)(u.w >> 16 & 0xffff);
}

long test_signed_reload(void)
{
	struct rec r = {0};
	volatile int x = 0x1f80;
	r.d = (signed char)x;    /* -128 */
	r.e = (unsigned char)x;  /* 128 */
	r.c = (short)(x * 9);    /* wraps */
	return r.d * 100000 + r.e * 100 + r.c;
}

long test_call_writes(void)
{
	struct rec r = {0};
	r.b = 5;
	r.d = 9;
	long before = r.b + r.d;
	bump(&r);
	return before * 10000 + r.b * 10 + r.d;
}

long test_volatile_rereads(void)
{
	volatile int cell = 3;
	int a = cell;
	cell = a + 4;
	int b = cell;
	return a * 10 + b;
}

long test_repeated_arith(void)
{
	volatile unsigned k = 6;
	unsigned x = k;
	unsigned long long s = 0;
#pragma unroll
	for (int j = 0; j < 4; j++)
		s += (unsigned long long)x * 100 + j + ((unsigned long long)x * 100 >> 2);
	return (long)s;
}

long test_store_const_narrow(void)
{
	unsigned int w[2];
	volatile int i = 0;
	w[i] = 0xfffffff0u;
	w[1] = 0x80u;
	signed char *sb = (signed char *)w;
	return (long)*(int *)&w[0] + sb[4] * 3 + sb[0];
}

struct holder {
	int *p;
};

static __attribute__((noinline)) void write_through(struct holder *h)
{
	*h->p = 77;
}

static __attribute__((noinline)) void write_arg(int *p)
{
	*p += 5;
}

/* a slot only passed to later calls keeps its value across earlier ones;
 * one passed to a call is reread after it; one whose address was stored
 * in memory (reachable by any callee) is reread after every call */
long test_slots_and_calls(void)
{
	int kept = 3, passed = 4, stored = 6;
	struct holder h = {&stored};
	long r = 0;
	struct rec other = {0};
	bump(&other); /* a call that is not passed &kept */
	r += kept; /* no call saw &kept yet */
	write_arg(&passed);
	r = r * 100 + passed;
	write_through(&h);
	r = r * 100 + stored;
	write_arg(&kept);
	return r * 100 + kept;
}

/* `&f[i + 1]` is `&f[i]` plus 8 (memfwd's split_index): the two stores
 * are told apart, but a store through another index (j == i + 1 at run
 * time) may overlap either and must be seen by the loads after it */
long test_indexed_neighbours(void)
{
	long f[16];
	volatile int vi = 2, vj = 3;
	int i = (vi & 7) + 1, j = (vj & 7) + 1; /* 3 and 4, bounded for the verifier */
	f[i] = 10;
	f[i + 1] = 20;
	long a = f[i];     /* 10, forwarded past the store to f[i + 1] */
	f[j] = 30;         /* f[i + 1] */
	long b = f[i + 1]; /* 30 */
	long c = f[i];     /* 10 */
	f[i - 1] = 5;
	long d = f[i - 1] + f[i + 1];
	return a + b * 100 + c * 10000 + d * 1000000;
}

/* written and read back in the same iteration: the array's stores are
 * all dead once the loads are answered (dce.c), and the frame has no
 * 1600-byte array (linked_list.c of the kernel's selftests) */
static __attribute__((noinline)) long twice(long v)
{
	return v * 2;
}
long test_write_only_array(void)
{
	long f[60];
	long s = 0;
	for (int i = 0; i < 60; i += 2) {
		f[i] = twice(i);
		f[i + 1] = twice(i + 1);
		s += f[i] + f[i + 1] * 3;
	}
	return s;
}
