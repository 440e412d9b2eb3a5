/* syscall programs with open-coded iterator loops (bpf_iter_num, as
 * libbpf's bpf_for), the shapes the kernel's iters.c and
 * verifier_bits_iter.c test: the verifier converges on such a loop only
 * if it can forget what changes between iterations.
 *   - a volatile counter (stack variable at r10-4, bytes the verifier
 *     does not track, cg/slotshare.c);
 *   - a counter compared with a constant (`i == 1`: the else side falls
 *     through, ir/layout.c);
 *   - an inner loop indexing a global 2D array by the outer index (the
 *     row's address computed before the inner loop, ir/licm.c);
 *   - a bound n checked with `n > ARRAY_SIZE(...)` before `for i < n`
 *     (the 32-bit compare bounds n itself, ir/fold.c). */
// levels: 2
// (at -O0 every local is in memory at an 8-byte aligned slot, where the
// verifier knows its value: a volatile counter compared with constants
// is exact each iteration and the iterator loop never converges; ebcc
// places small volatile variables at r10-4, where the verifier keeps
// only bytes, from -O1 on, see cg/slotshare.c)
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

struct num_iter {
	__u64 opaque[1];
} __attribute__((aligned(8)));

extern int bpf_iter_num_new(struct num_iter *it, int start, int end) __ksym;
extern int *bpf_iter_num_next(struct num_iter *it) __ksym;
extern void bpf_iter_num_destroy(struct num_iter *it) __ksym;

/* bpf_for(i, start, end) of libbpf 1.2 and later */
#define for_num(i, start, end)                                                                    \
	for (struct num_iter it_ __attribute__((aligned(8), cleanup(bpf_iter_num_destroy))),       \
	     *p_ __attribute__((unused)) = (bpf_iter_num_new(&it_, (start), (end)), (void *)0);     \
	     ({                                                                                     \
		     int *t_ = bpf_iter_num_next(&it_);                                             \
		     (t_ && ((i) = *t_, (i) >= (start) && (i) < (end)));                            \
	     });)

int grid[4][5];
int row_sums[4];
struct {
	int data[32];
	int n;
} table = {.n = 20};
int zero;

SEC("syscall")
int volatile_counter(void *ctx)
{
	volatile int nr = 0;
	int i;

	for_num(i, 0, 300) {
		if (nr == 0 && i != 0)
			break;
		if (nr == 2 && i != 2)
			break;
		nr++;
	}
	return nr;
}

SEC("syscall")
int counter_equal_one(void *ctx)
{
	int i = zero, k, sum = 0;

	for_num(k, 0, 10) {
		int x;
		i += 1;
		if (i == 1)
			x = 123;
		else
			x = i * 3 + 1;
		sum += x;
	}
	return sum;
}

SEC("syscall")
int nested_rows(void *ctx)
{
	int row, col, sum = 0;

	for_num(row, 0, 4) {
		for_num(col, 0, 5) {
			grid[row][col] = row * 10 + col;
		}
	}
	for_num(row, 0, 4) {
		row_sums[row] = 0;
		for_num(col, 0, 5) {
			row_sums[row] += grid[row][col];
			sum += grid[row][col];
		}
	}
	return sum * 100 + row_sums[3];
}

SEC("syscall")
int checked_count(void *ctx)
{
	int i, n = table.n, sum = 0;

	if (n > sizeof(table.data) / sizeof(table.data[0]))
		return -1;
	for_num(i, 0, 32)
		table.data[i] = i * 2;
	for_num(i, 0, n)
		sum += table.data[i];
	return sum;
}

char _license[] SEC("license") = "GPL";

// expect: volatile_counter 300
// expect: counter_equal_one 294
// expect: nested_rows 34160
// expect: checked_count 380
