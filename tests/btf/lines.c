/* func_info and line_info (.BTF.ext): a program with a static
 * subprogram, a global function and loops, loaded into the kernel by
 * tests/btf/run.sh (LOAD), which checks every line record against this
 * file and the kernel's own dump of the lines. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 8);
	__type(key, __u32);
	__type(value, __u64);
} totals SEC(".maps");

static __attribute__((noinline)) __u64 mix(__u64 a, __u64 b)
{
	__u64 x = a * 31;
	x ^= b >> 3;
	return x + (b & 7);
}

/* empty inline asm (barrier()) holds no instruction: a line record
 * placed at it and the next one must not share an offset (the kernel
 * refuses that), at a function's start or between statements */
static __attribute__((noinline)) int barriers(int v)
{
	asm volatile("" ::: "memory");
	v += 3;
	asm volatile("" ::: "memory");
	asm volatile("" ::: "memory");
	return v * 2;
}

__attribute__((noinline)) int global_sum(int n)
{
	int s = 0;
	for (int i = 0; i < n && i < 16; i++)
		s += i * i;
	return s;
}

SEC("xdp")
int lines_prog(struct xdp_md *ctx)
{
	__u32 key = ctx->ingress_ifindex & 7;
	__u64 *v = bpf_map_lookup_elem(&totals, &key);
	if (!v)
		return XDP_PASS;
	*v = mix(*v, ctx->data_end - ctx->data);
	if (global_sum(key) + barriers(key) > 100)
		return XDP_DROP;
	return XDP_PASS;
}

char LICENSE[] SEC("license") = "GPL";
