/* `x ?: constant` twice, tcp_ca_write_sk_pacing's shape: each `?:` is a
 * branch whose two edges bring the join x or the constant.
 * src/ir/layout.c places the constant's edge out of line (a constant
 * arm), so the verifier walks the path that brings x first and its
 * state at the join covers the constant's; src/cg/frame.c keeps that
 * order where the other edge is a block of its own that only jumps to
 * the join (the branch is inverted rather than threaded past it:
 * write_sk_pacing_cong_control 80 -> 47 processed insns, clang 37).  The
 * verifier's work is bounded below.  The built-in packet is UDP to port
 * 5678 (tos 0, so the divisor is 8). */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 2);
	__type(key, __u32);
	__type(value, __u64);
} out SEC(".maps");

SEC("xdp")
int xdp_elvis(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data, *end = (void *)(long)ctx->data_end;
	struct ethhdr *eth = data;
	if ((void *)(eth + 1) > end)
		return XDP_DROP;
	struct iphdr *ip = (void *)(eth + 1);
	if ((void *)(ip + 1) > end)
		return XDP_DROP;
	__u64 rate = ((__u64)ip->ttl * 1000000) << 3;
	rate /= (ip->tos ?: 8);
	__u32 k = 0;
	__u64 *v = bpf_map_lookup_elem(&out, &k);
	if (!v)
		return XDP_ABORTED;
	*v = rate;
	__u32 limited = ((__u32)ip->tot_len - ip->ihl * 4 - 28) ?: 1;
	k = 1;
	v = bpf_map_lookup_elem(&out, &k);
	if (v)
		*v = limited;
	return XDP_PASS;
}

SEC("syscall")
int read_out(void *ctx)
{
	__u64 sum = 0;
	for (__u32 k = 0; k < 2; k++) {
		__u32 key = k;
		__u64 *v = bpf_map_lookup_elem(&out, &key);
		if (!v)
			return -1;
		sum = sum * 1000 + (*v % 1000);
	}
	return (int)sum;
}

char _license[] SEC("license") = "GPL";
// expect: xdp_elvis 2
// verifier: xdp_elvis at most 1.0 times clang's
