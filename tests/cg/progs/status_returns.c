/* Status codes returned by inlined helpers and tested by the caller
 * (src/ir/jumpthread.c): a flow-table check that returns MATCH, MISMATCH or
 * MISS from three places, a header parser that returns a verdict or
 * "go on" (-1), and the caller's `if (res == ...) else if` chains on
 * them.  At -O2 each return jumps straight to the branch its status
 * picks: no status constant is put in a register only to be compared
 * (tests/cg/shapes.sh checks the code; the verifier's work is bounded
 * below).  The built-in packet is UDP to port 5678: the flow is missed on
 * the first run, so MISS is counted, then the parser's "go on" path. */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <linux/in.h>
#include <linux/udp.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

enum { MATCH = 1, MISMATCH = 2, MISS = 3 };

struct flow {
	__u32 src, dst;
	__u16 sport, dport;
};

struct pos {
	__u32 real;
	__u32 pad;
};

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 64);
	__type(key, struct flow);
	__type(value, struct pos);
} flows SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 8);
	__type(key, __u32);
	__type(value, __u64);
} counts SEC(".maps");

static __always_inline void bump(__u32 slot, __u64 by)
{
	__u64 *c = bpf_map_lookup_elem(&counts, &slot);
	if (c)
		*c += by;
}

static __always_inline int check_flow(struct flow *f, __u32 real)
{
	struct pos *p = bpf_map_lookup_elem(&flows, f);
	if (p) {
		if (p->real == real)
			return MATCH;
		p->real = real;
		return MISMATCH;
	}
	struct pos n = {.real = real};
	bpf_map_update_elem(&flows, f, &n, BPF_ANY);
	return MISS;
}

/* XDP_PASS or XDP_DROP to stop, -1 to go on (katran's FURTHER_PROCESSING) */
static __always_inline int parse(void *data, void *end, struct flow *f)
{
	struct ethhdr *eth = data;
	if ((void *)(eth + 1) > end)
		return XDP_DROP;
	if (eth->h_proto != bpf_htons(ETH_P_IP))
		return XDP_PASS;
	struct iphdr *ip = (void *)(eth + 1);
	if ((void *)(ip + 1) > end)
		return XDP_DROP;
	if (ip->ihl != 5)
		return XDP_PASS;
	if (ip->protocol != IPPROTO_UDP)
		return XDP_PASS;
	struct udphdr *udp = (void *)(ip + 1);
	if ((void *)(udp + 1) > end)
		return XDP_DROP;
	f->src = ip->saddr;
	f->dst = ip->daddr;
	f->sport = udp->source;
	f->dport = udp->dest;
	return -1;
}

SEC("xdp")
int xdp_status(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data, *end = (void *)(long)ctx->data_end;
	struct flow f = {};
	int action = parse(data, end, &f);
	if (action >= 0)
		return action;
	__u32 real = bpf_ntohs(f.dport) & 7;
	int res = check_flow(&f, real);
	if (res == MATCH)
		bump(0, 1);
	else if (res == MISMATCH)
		bump(1, 1);
	else
		bump(2, 1);
	/* a second status, tested twice */
	res = check_flow(&f, real ^ 1);
	if (res == MISS)
		bump(3, 100);
	if (res != MATCH)
		bump(4, res);
	return f.dport == bpf_htons(5678) ? XDP_TX : XDP_PASS;
}

/* runs after the XDP program (object order): what it counted */
SEC("syscall")
int read_status(void *ctx)
{
	__u64 sum = 0;
	for (__u32 k = 0; k < 5; k++) {
		__u32 key = k;
		__u64 *c = bpf_map_lookup_elem(&counts, &key);
		if (!c)
			return -1;
		sum = sum * 10 + (*c > 9 ? 9 : *c);
	}
	return (int)sum;
}

char _license[] SEC("license") = "GPL";
// expect: xdp_status 3
// expect: read_status 102
// verifier: at most 1.05 times clang's
