// flags: -O2
/* ir/layout.c split_continues: in a loop whose body calls, the side of
 * a branch that skips to the next iteration (`if (i & 1)` false: p
 * stays what it was) is the fall-through, through a block of its own
 * that jumps to the latch; the verifier walks the skipping iterations
 * first (pyperf600_nounroll).  In `reset` the skip brings a constant
 * into the loop's values (off = 0) and the body is laid out first as
 * before. */
extern long probe(void *dst, long n, const void *src);
long out[600];

void frames(void *p)
{
#pragma clang loop unroll(disable)
	for (int i = 0; i < 600; i++) {
		if (i & 1) {
			void *next = 0;
			probe(&next, 8, p);
			out[i] = (long)next;
			p = next;
		}
	}
}

long reset(void *p)
{
	long off = 0;
#pragma clang loop unroll(disable)
	for (int i = 0; i < 600; i++) {
		if (!p) {
			off = 0;
			continue;
		}
		off += probe(0, off, p);
	}
	return off;
}
