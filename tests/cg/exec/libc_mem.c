// cpus: v2 v3 v4
/* the C library's memcpy/memset/memmove/memcmp called by name (libbpf
 * programs do: there is no libc to link, clang treats them as its
 * builtins, and so does ebcc), and __builtin_memcmp */
void *memcpy(void *, const void *, unsigned long);
void *memmove(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);
int memcmp(const void *, const void *, unsigned long);

struct rec {
	long a;
	int b;
	char tag[4];
};

long test_memcpy_memset(void)
{
	struct rec x, y;
	memset(&x, 0, sizeof x);
	x.a = 7;
	x.b = 9;
	memcpy(&y, &x, sizeof y);
	return y.a * 100 + y.b + y.tag[2]; /* 709 */
}

long test_memmove_overlap(void)
{
	char buf[8] = {1, 2, 3, 4, 5, 6, 7, 8};
	memmove(buf + 2, buf, 4);
	return buf[0] * 1000 + buf[2] * 100 + buf[5] * 10 + buf[7]; /* 1000 + 100 + 40 + 8 */
}

static __attribute__((noinline)) int cmp4(const char *p, const char *q) { return memcmp(p, q, 4); }

long test_memcmp(void)
{
	char a[4] = {'a', 'b', 'c', 'd'}, b[4] = {'a', 'b', 'x', 'd'}, c[4] = {'a', 'b', 'c', 'd'};
	int lt = cmp4(a, b) < 0, gt = cmp4(b, a) > 0, eq = cmp4(a, c) == 0;
	unsigned char hi[2] = {0x80, 0}, lo[2] = {0x10, 0};
	int uns = __builtin_memcmp(hi, lo, 2) > 0; /* bytes compare unsigned */
	return lt * 1000 + gt * 100 + eq * 10 + uns; /* 1111 */
}
