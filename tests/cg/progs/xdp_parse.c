/* XDP packet parser: Ethernet -> IPv4 -> UDP with every bounds check the
 * verifier wants, per-protocol counters in a per-CPU array, a hash map
 * keyed by destination port, and a verdict from the port. */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <linux/in.h>
#include <linux/udp.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 4);
	__type(key, __u32);
	__type(value, __u64);
} proto_count SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 64);
	__type(key, __u16);
	__type(value, __u64);
} port_bytes SEC(".maps");

static __always_inline void count(__u32 slot)
{
	__u64 *c = bpf_map_lookup_elem(&proto_count, &slot);
	if (c)
		*c += 1;
}

SEC("xdp")
int xdp_udp_ports(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data, *end = (void *)(long)ctx->data_end;
	struct ethhdr *eth = data;
	if ((void *)(eth + 1) > end)
		return XDP_ABORTED;
	if (eth->h_proto != bpf_htons(ETH_P_IP)) {
		count(0);
		return XDP_PASS;
	}
	struct iphdr *ip = (void *)(eth + 1);
	if ((void *)(ip + 1) > end)
		return XDP_ABORTED;
	if (ip->ihl < 5)
		return XDP_DROP;
	if (ip->protocol != IPPROTO_UDP) {
		count(1);
		return XDP_PASS;
	}
	struct udphdr *udp = (void *)ip + ip->ihl * 4;
	if ((void *)(udp + 1) > end)
		return XDP_ABORTED;
	count(2);
	__u16 port = bpf_ntohs(udp->dest);
	__u64 len = bpf_ntohs(udp->len), *b = bpf_map_lookup_elem(&port_bytes, &port);
	if (b)
		__sync_fetch_and_add(b, len);
	else
		bpf_map_update_elem(&port_bytes, &port, &len, BPF_ANY);
	return port == 5678 ? XDP_DROP : XDP_PASS;
}

/* runs after the XDP program (object order): what the maps hold */
SEC("syscall")
int read_counts(void *ctx)
{
	__u32 k = 2;
	__u64 *c = bpf_map_lookup_elem(&proto_count, &k);
	__u16 port = 5678;
	__u64 *b = bpf_map_lookup_elem(&port_bytes, &port);
	if (!c || !b)
		return -1;
	return (int)(*c * 1000 + *b);
}

char _license[] SEC("license") = "GPL";
// expect: xdp_udp_ports 1
// expect: read_counts 1030
