// clang: no (clang-19 unrolls the 2000 iterations and then fails: "Looks like the BPF stack limit is exceeded")
/* `#pragma clang loop unroll(enable)` over a loop too big to unroll
 * whole (2000 iterations of a body that would pass the 16384-instruction
 * budget): it stays a loop, bounded for the verifier, and computes the
 * same sums; a small one is unrolled */
static unsigned char bytes[64] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};

long test_big_loop_stays(void)
{
	unsigned long h = 1469598103934665603ul;
#pragma clang loop unroll(enable)
	for (int i = 0; i < 2000; i++) {
		h ^= bytes[i & 63] + (unsigned)i;
		h *= 1099511628211ul;
		h ^= h >> 29;
		h += (unsigned long)i * 7 + (h & 0xff);
	}
	return (long)h;
}

long test_small_loop_unrolled(void)
{
	long s = 0;
#pragma clang loop unroll(enable)
	for (int i = 0; i < 16; i++)
		s = s * 5 + bytes[i];
	return s;
}
