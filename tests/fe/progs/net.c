/* tests/fe/progs/net.c - XDP and tc programs over the kernel UAPI types
 * as vmlinux.h has them: packet parsing with bounds checks, bpf_endian.h,
 * per-CPU arrays, an array of maps, tail calls (bpf_tail_call_static's
 * inline asm), and bpf_loop with a callback. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

#define ETH_P_IP 0x0800
#define TC_ACT_OK 0

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 256);
	__type(key, u32);
	__type(value, u64);
} proto_count SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PROG_ARRAY);
	__uint(max_entries, 4);
	__uint(key_size, sizeof(u32));
	__uint(value_size, sizeof(u32));
} jump SEC(".maps");

struct inner {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, int);
	__type(value, int);
} inner1 SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY_OF_MAPS);
	__uint(max_entries, 2);
	__type(key, int);
	__array(values, struct inner);
} outer SEC(".maps") = {
	.values = {[0] = &inner1},
};

static __always_inline int parse_ip(void *data, void *end, u8 *proto)
{
	struct ethhdr *eth = data;
	struct iphdr *ip = (void *)(eth + 1);

	if ((void *)(ip + 1) > end)
		return -1;
	if (eth->h_proto != bpf_htons(ETH_P_IP))
		return -1;
	*proto = ip->protocol;
	return ip->ihl * 4;
}

SEC("xdp")
int count_protocols(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data;
	void *end = (void *)(long)ctx->data_end;
	u8 proto = 0;
	u32 key;
	u64 *val;

	if (parse_ip(data, end, &proto) < 0)
		return XDP_PASS;
	key = proto;
	val = bpf_map_lookup_elem(&proto_count, &key);
	if (val)
		__sync_fetch_and_add(val, 1);
	bpf_tail_call_static(ctx, &jump, 1);
	return XDP_PASS;
}

static long loop_cb(u32 index, void *ctx)
{
	u64 *sum = ctx;

	*sum += index;
	return *sum > 1000;
}

SEC("tc")
int tc_ingress(struct __sk_buff *skb)
{
	u64 sum = 0;
	int k = 0;
	int *inner_val;
	void *inner_map = bpf_map_lookup_elem(&outer, &k);

	bpf_loop(100, loop_cb, &sum, 0);
	if (inner_map) {
		inner_val = bpf_map_lookup_elem(inner_map, &k);
		if (inner_val)
			*inner_val = (int)sum;
	}
	if (skb->protocol == bpf_htons(ETH_P_IP) && bpf_ntohl(skb->remote_ip4) == 0x7f000001)
		return TC_ACT_OK;
	return TC_ACT_OK;
}
