/* memcpy, memmove and memset whose size is a constant only once an
 * always_inline helper is inlined with a constant argument (xdp-tools'
 * xdp_sample.bpf.h READ_ONCE/WRITE_ONCE: a switch on the size with a
 * memcpy of `size` bytes in its default case) are written out after
 * inlining (ir/memops.c), at the widths the inlined objects' alignment
 * allows; a default case the constant makes dead is never written. */
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

static inline __attribute__((always_inline)) void read_once(const volatile void *p, void *res, int size)
{
	switch (size) {
	case 1: *(u8 *)res = *(volatile u8 *)p; break;
	case 2: *(u16 *)res = *(volatile u16 *)p; break;
	case 4: *(u32 *)res = *(volatile u32 *)p; break;
	case 8: *(u64 *)res = *(volatile u64 *)p; break;
	default:
		__asm__ __volatile__("" : : : "memory");
		__builtin_memcpy(res, (const void *)p, size);
		__asm__ __volatile__("" : : : "memory");
	}
}

static inline __attribute__((always_inline)) void fill(void *d, int c, int n) { __builtin_memset(d, c, n); }
static inline __attribute__((always_inline)) void move(void *d, const void *s, int n) { __builtin_memmove(d, s, n); }

struct rec { u64 a, b, c; u32 d; u16 e; u8 f; };
struct rec grec = {0x1122334455667788ull, 3, 5, 7, 9, 11};
u32 gword = 0xdeadbeef;

long test_read_struct(void)
{
	struct rec r;
	read_once(&grec, &r, sizeof(r));
	return (long)(r.a ^ r.b ^ r.c) + r.d * 3 + r.e * 5 + r.f;
}

long test_read_word(void)
{
	u32 w;
	read_once(&gword, &w, sizeof(w));
	return w;
}

long test_read_odd(void)
{
	u8 src[7] = {1, 2, 3, 4, 5, 6, 7}, dst[7];
	read_once(src, dst, sizeof(dst));
	long s = 0;
	for (int i = 0; i < 7; i++)
		s = s * 10 + dst[i];
	return s;
}

long test_fill(void)
{
	u64 q[3];
	volatile int c = 0x5a;
	fill(q, c, sizeof(q));
	fill(q, 0xf1, 5);
	return (long)(q[0] ^ q[1] ^ (q[2] >> 3));
}

long test_move_overlap(void)
{
	u8 b[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
	move(b + 2, b, 9);
	long s = 0;
	for (int i = 0; i < 12; i++)
		s = s * 3 + b[i];
	return s;
}
