/* Stack objects written a byte at a time and read wider.
 * - memfwd.c: a load whose every byte a constant store in the block
 *   wrote is that constant, put together in the target's byte order (an
 *   IPv6 address built byte by byte and compared a word at a time, as
 *   test_tc_neigh's in6_addr compound literal);
 * - memops.c / lower_builtin.c: a memset or memcpy of a stack object is
 *   written 8 bytes at a time, whatever its C type (every slot starts
 *   8-byte aligned: `__u8 zero[12]` is one 8- and one 4-byte store).
 * tests/cg/shapes.sh checks the code of zero_fill and addr_words; the
 * runs check the values, also where a byte is not constant, a later
 * store overwrites part of an earlier one, or the read crosses into
 * bytes nothing stored. */
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

static volatile u8 noise = 0x5a;
static volatile u32 sink32[4];
static volatile u64 in_words[4] = {9, 8, 7, 6};

static __attribute__((noinline)) u64 sum_bytes(const u8 *p, int n)
{
	u64 s = 0;
	for (int k = 0; k < n; k++)
		s = s * 31 + p[k];
	return s;
}

struct in6 {
	union {
		u8 b[16];
		u32 w[4];
	};
};

static inline __attribute__((always_inline)) long same6(const struct in6 *a, struct in6 want)
{
	return a->w[0] == want.w[0] && a->w[1] == want.w[1] && a->w[2] == want.w[2] && a->w[3] == want.w[3];
}

long test_addr_words(void)
{
	struct in6 pkt = {{{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0xde, 0xad, 0xbe, 0xef, 0xca, 0xfe}}};
	sink32[0] = pkt.w[2];
	long r = same6(&pkt, (struct in6){{{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0xde, 0xad, 0xbe, 0xef, 0xca, 0xfe}}});
	r = r * 10 + same6(&pkt, (struct in6){{{0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0xde, 0xad, 0xbe, 0xef, 0xca, 0xfe}}});
	return r * 1000 + (sink32[0] & 0xffff);
}

long test_parts_mixed(void)
{
	u8 b[8];
	b[0] = 1;
	b[1] = 2;
	b[2] = noise; /* not a constant: the u32 over it is read from memory */
	b[3] = 4;
	b[4] = 5;
	b[5] = 6;
	b[6] = 7;
	b[7] = 8;
	u32 lo, hi;
	u16 mid;
	__builtin_memcpy(&lo, b, 4);
	__builtin_memcpy(&hi, b + 4, 4);
	__builtin_memcpy(&mid, b + 3, 2);
	return (long)lo + (long)hi * 3 + mid;
}

long test_parts_overwrite(void)
{
	union {
		u64 q;
		u32 w[2];
		u16 h[4];
		u8 b[8];
	} u;
	u.w[0] = 0x11223344;
	u.w[1] = 0x55667788;
	u.h[1] = 0xaabb; /* overwrites bytes 2..3 of w[0] */
	u.b[5] = 0xcc;   /* and byte 1 of w[1] */
	return (long)(u.q >> 8) ^ (long)u.w[0];
}

long test_zero_fill(void)
{
	u8 zero[12];
	__builtin_memset(zero, 0, sizeof zero);
	u8 ones[20];
	__builtin_memset(ones, 0xff, sizeof ones);
	ones[3] = 0;
	return (long)(sum_bytes(zero, 12) + sum_bytes(ones, 20) % 100000);
}

long test_copy_between_slots(void)
{
	u8 a[13], b[13];
	for (int k = 0; k < 13; k++)
		a[k] = (u8)(k * 7 + noise);
	__builtin_memcpy(b, a, sizeof b);
	return (long)(sum_bytes(b, 13) % 1000003);
}

/* memfwd.c's dead stores: `= {}` then every field set, in one block:
 * the zeros under the fields go (shapes.sh: five stores to the stack,
 * one per field and the zero of `spare`); a read in between
 * keeps the zero it reads; a store under the return is dropped */
struct ev {
	u64 ts;
	u32 pid, tid;
	u64 arg;
	u64 spare;
};

static __attribute__((noinline)) long take(const struct ev *e)
{
	return (long)(e->ts * 7 + e->pid * 3 + e->tid + e->arg * 11 + e->spare);
}

long test_fill_after_zero(void)
{
	struct ev e = {};
	e.ts = in_words[0];
	e.pid = (u32)in_words[1];
	e.tid = (u32)in_words[2];
	e.arg = in_words[3];
	return take(&e);
}

long test_read_between(void)
{
	struct ev e = {};
	long seen = take(&e); /* reads the zeros */
	e.ts = in_words[0];
	e.arg = 5;
	return seen * 100 + take(&e);
}

/* a volatile buffer zeroed and read once: every byte stays written
 * (shapes.sh: 8 stores of 8 bytes), as programs claim stack that way */
long test_volatile_frame(void)
{
	volatile u8 buf[64] = {};
	buf[5] = (u8)in_words[1];
	return buf[5] + buf[63];
}
