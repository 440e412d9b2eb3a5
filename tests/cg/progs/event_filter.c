/* A tracing tool's shape on a packet: an event struct zeroed by `= {}`,
 * a filter that returns early (a `const volatile` setting, and an
 * IN_SET-style loop over a `const volatile` array: xdp-tools' samples),
 * then every field written and the event stored in a map.
 * - src/ir/deadstore.c: the zeros the fields overwrite and the early
 *   return never reads go (clang drops them too);
 * - src/ir/memfwd.c: the union of arguments filled before the filter is
 *   copied after it from the values themselves, not reloaded;
 * - src/ir/fold.c: the loop's `found` flag is 1 where it breaks out and
 *   0 where it goes round, so the test after the loop is decided there.
 * The verifier's work is bounded below; the counts show which paths
 * ran.  The built-in packet is UDP to port 5678. */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <linux/in.h>
#include <linux/udp.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

const volatile __u32 target_proto = 0;
const volatile __u32 ports[8] = {53, 5678, 80};

union args {
	struct { __u64 saddr; __u64 daddr; } v4;
	struct { __u64 a, b, c; } raw;
};

struct event {
	__u64 ts;
	__u32 op;
	__u32 len;
	union args args;
	__u8 proto;
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 4);
	__type(key, __u32);
	__type(value, struct event);
} events SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 4);
	__type(key, __u32);
	__type(value, __u64);
} counts SEC(".maps");

static __always_inline void bump(__u32 slot)
{
	__u64 *c = bpf_map_lookup_elem(&counts, &slot);
	if (c)
		*c += 1;
}

static __always_inline int port_wanted(__u32 port)
{
	int found = !ports[0];
	for (int k = 0; k < 8 && ports[k]; k++) {
		found = ports[k] == port;
		if (found)
			break;
	}
	return found;
}

static __always_inline int record(const union args *in, __u32 op, __u32 proto, __u32 len)
{
	struct event e = {};
	__u32 key = op & 3;
	if (target_proto && target_proto != proto)
		return 0;
	e.ts = bpf_ktime_get_ns();
	e.op = op;
	e.len = len;
	e.proto = proto;
	__builtin_memcpy(&e.args, in, sizeof(*in));
	bpf_map_update_elem(&events, &key, &e, BPF_ANY);
	return 1;
}

SEC("xdp")
int xdp_events(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data, *end = (void *)(long)ctx->data_end;
	struct ethhdr *eth = data;
	if ((void *)(eth + 1) > end)
		return XDP_DROP;
	if (eth->h_proto != bpf_htons(ETH_P_IP))
		return XDP_PASS;
	struct iphdr *ip = (void *)(eth + 1);
	if ((void *)(ip + 1) > end)
		return XDP_DROP;
	union args a = {};
	a.v4.saddr = ip->saddr;
	a.v4.daddr = ip->daddr;
	if (ip->protocol == IPPROTO_UDP) {
		struct udphdr *udp = (void *)(ip + 1);
		if ((void *)(udp + 1) > end)
			return XDP_DROP;
		if (!port_wanted(bpf_ntohs(udp->dest)))
			return XDP_PASS;
		bump(0);
	}
	if (record(&a, 1, ip->protocol, (__u32)(end - data)))
		bump(1);
	if (!port_wanted(4242))
		bump(2);
	return XDP_TX;
}

/* runs after the XDP program (object order): what it counted and kept */
SEC("syscall")
int read_events(void *ctx)
{
	__u32 key = 1;
	struct event *e = bpf_map_lookup_elem(&events, &key);
	if (!e)
		return -1;
	__u64 sum = 0;
	for (__u32 k = 0; k < 3; k++) {
		__u32 slot = k;
		__u64 *c = bpf_map_lookup_elem(&counts, &slot);
		if (!c)
			return -1;
		sum = sum * 10 + (*c > 9 ? 9 : *c);
	}
	return (int)(sum * 1000 + e->op * 100 + e->proto + (e->args.raw.c == 0) * 10);
}

char _license[] SEC("license") = "GPL";
// expect: xdp_events 3
// expect: read_events 111127
// verifier: at most 1.0 times clang's
