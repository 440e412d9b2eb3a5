/* Stores to stack objects that no path reads, and values known at joins.
 * - deadstore.c: a store none of whose bytes any path reads before they
 *   are overwritten or the function returns is dropped (an event zeroed
 *   by `= {}`, an early `return 0` on a filter, then every field
 *   written: the zeros go);
 * - memfwd.c: a load after a join is what every predecessor stored
 *   there alike (a union filled before the filter, copied after it);
 * - fold.c: a phi's incoming value the branch into its edge tests is
 *   known there (`found = x == k; if (found) break;` leaves the loop
 *   with found 1 and goes round with 0), and `b != 0` of a 0/1 value is
 *   the value.
 * tests/cg/shapes.sh checks the code of test_event_filter; the runs
 * check the values where a byte stays live: padding read back, a loop
 * carrying a slot's bytes round, a variable index, a callee reading
 * the slot, a volatile object. */
typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long long u64;

static volatile u32 filter = 7, pid = 7, other = 3;
static volatile u64 in_words[4] = {9, 8, 7, 6};

static __attribute__((noinline)) u64 sum_bytes(const void *v, int n)
{
	const u8 *p = v;
	u64 s = 0;
	for (int k = 0; k < n; k++)
		s = s * 31 + p[k];
	return s;
}

struct event {
	u64 ts;
	u32 op;   /* 4 bytes of padding after it */
	u64 a, b, c;
};

union args {
	struct { u64 flags; u64 dest; } umount;
	struct { u64 x, y, z; } mount;
};

static inline __attribute__((always_inline)) long record(const union args *in, u32 op, u32 want)
{
	struct event e = {};
	if (want && want != pid)
		return 0;
	e.ts = in_words[0];
	e.op = op;
	__builtin_memcpy(&e.a, in, sizeof(*in));
	return (long)(sum_bytes(&e, sizeof(e)) & 0xffffffff);
}

/* the mountsnoop shape: zeros before the filter, fields after it */
long test_event_filter(void)
{
	union args a = {};
	a.umount.dest = in_words[1];
	a.umount.flags = in_words[2];
	return record(&a, 2, filter);
}

long test_event_filtered_out(void)
{
	union args a = {};
	a.umount.dest = in_words[1];
	return record(&a, 2, other);
}

/* zeros kept where a later read covers bytes no field overwrites */
long test_padding_read(void)
{
	struct event e = {};
	if (other == 1)
		return -1;
	e.op = 5;
	e.c = in_words[3];
	return (long)sum_bytes(&e, sizeof(e));
}

/* both arms overwrite the whole word: the zero before them is dead */
long test_both_arms(void)
{
	u64 w[2] = {};
	if (in_words[0] > 5)
		w[0] = in_words[1];
	else
		w[0] = in_words[2];
	w[1] = 4;
	return (long)(w[0] * 10 + w[1]);
}

/* a loop reads in one round what the round before stored */
long test_loop_carried(void)
{
	u64 buf[4] = {1, 2, 3, 4};
	u64 s = 0;
	for (int k = 0; k < 4; k++) {
		s = s * 7 + buf[(k + 1) & 3];
		buf[(k + 2) & 3] = in_words[k] + (u64)k;
	}
	return (long)s;
}

/* a read at an index not known reads every byte */
long test_variable_index(void)
{
	u32 t[4] = {};
	t[1] = 11;
	t[2] = 22;
	u32 k = pid & 3;
	t[0] = 5;
	return t[k] + t[(k + 1) & 3];
}

/* a callee given the slot reads it; stores after the call are new */
long test_callee_reads(void)
{
	u64 w[3] = {1, 2, 3};
	u64 first = sum_bytes(w, sizeof(w));
	w[0] = 4;
	w[1] = 5;
	w[2] = 6;
	return (long)((first ^ sum_bytes(w, sizeof(w))) & 0xffffff);
}

/* every store of a volatile object's initializer stays */
long test_volatile_init(void)
{
	volatile u8 buf[32] = {};
	if (other == 9)
		return 1;
	buf[3] = (u8)in_words[0];
	return buf[3] + buf[31];
}

/* a value stored before a join, loaded after it */
long test_load_after_join(void)
{
	u64 slot[2];
	slot[0] = in_words[1];
	slot[1] = in_words[2];
	u64 x = 1;
	if (pid == 7)
		x = sum_bytes(&x, 1);
	return (long)(slot[0] * 100 + slot[1] + x);
}

/* IN_SET: a flag set in a loop and tested after it */
static const volatile u32 match[8] = {3, 5, 7, 0};

static inline __attribute__((always_inline)) int in_set(u32 v)
{
	int res = !match[0];
	for (int k = 0; k < 8 && match[k]; k++) {
		res = match[k] == v;
		if (res)
			break;
	}
	return res;
}

long test_flag_loop(void)
{
	return in_set(pid) * 100 + in_set(other) * 10 + in_set(4);
}
