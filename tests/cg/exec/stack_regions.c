/* Inlined calls share their stack bytes (IrFunc stack regions, laid out
 * by cg/frame.c): each helper below has a 200-byte local array, and a
 * test inlines it four or more times, so the frame fits in BPF's 512
 * bytes only if the copies overlap.  The results check that sharing
 * never lets one call's array clobber another's while both are live:
 * nested inlined calls (a helper calling a helper) keep separate bytes,
 * and the caller's own array stays apart from every inlined one. */
struct buf200 {
	unsigned char b[200];
};

static __attribute__((always_inline)) inline long fill_sum(int seed)
{
	volatile unsigned char buf[200];
	long s = 0;
	for (int i = 0; i < 200; i += 8)
		buf[i] = (unsigned char)(seed + i);
	for (int i = 0; i < 200; i += 8)
		s += buf[i];
	return s;
}

long test_four_inlined_arrays(void)
{
	return fill_sum(1) + fill_sum(2) * 3 + fill_sum(3) * 5 + fill_sum(4) * 7;
}

/* an inlined helper that itself inlines another: the inner array lives
 * while the outer one does, so the two must not overlap */
static __attribute__((always_inline)) inline long outer_sum(int seed)
{
	volatile unsigned char mine[200];
	for (int i = 0; i < 200; i += 10)
		mine[i] = (unsigned char)(seed * 3 + i);
	long inner = fill_sum(seed + 100);
	long s = 0;
	for (int i = 0; i < 200; i += 10)
		s += mine[i];
	return s * 1000 + inner;
}

long test_nested_inlined_arrays(void)
{
	return outer_sum(1) + outer_sum(7);
}

/* the caller's own array is live across every inlined call */
long test_caller_array_kept(void)
{
	volatile unsigned char keep[64];
	for (int i = 0; i < 64; i += 4)
		keep[i] = (unsigned char)(i * 3);
	long s = fill_sum(5) + fill_sum(6);
	for (int i = 0; i < 64; i += 4)
		s += keep[i] * 100000L;
	return s;
}

/* a struct returned through a caller's variable after each call */
static __attribute__((always_inline)) inline void make_buf(struct buf200 *out, int seed)
{
	struct buf200 tmp;
	for (int i = 0; i < 200; i++)
		tmp.b[i] = (unsigned char)(seed ^ i);
	*out = tmp;
}

long test_struct_copies(void)
{
	struct buf200 a;
	long s = 0;
	make_buf(&a, 3);
	s += a.b[10] + a.b[199];
	make_buf(&a, 9);
	s += (a.b[10] + a.b[199]) * 1000;
	return s;
}
