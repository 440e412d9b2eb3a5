/* A BPF program in the style of the kernel selftests and libbpf-tools:
 * maps declared with libbpf's __uint/__type macros, SEC() sections,
 * license, static inline helpers, global data, struct_ops-like tables.
 * Must compile silently with -Wall -Werror (ebcc and clang-19). */
// flags: -Wall -Werror -D__TARGET_ARCH_x86 -idirafter /usr/include/x86_64-linux-gnu
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, __u32);
	__type(value, __u64);
} counts SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 1 << 12);
} events SEC(".maps");

const volatile __u32 target_proto = 17;
volatile __u64 seen;
static __u64 total;
char LICENSE[] SEC("license") = "GPL";

struct event {
	__u32 saddr, daddr;
	__u8 proto;
	char comm[16];
} __attribute__((packed));
_Static_assert(sizeof(struct event) == 25, "packed event");

static __always_inline int parse_ip(void *data, void *end, struct iphdr **ip)
{
	struct ethhdr *eth = data;
	if ((void *)(eth + 1) > end)
		return -1;
	if (eth->h_proto != bpf_htons(ETH_P_IP))
		return -1;
	*ip = (void *)(eth + 1);
	if ((void *)(*ip + 1) > end)
		return -1;
	return 0;
}

SEC("xdp")
int count_packets(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data, *end = (void *)(long)ctx->data_end;
	struct iphdr *ip;
	if (parse_ip(data, end, &ip))
		return XDP_PASS;
	__u32 key = ip->protocol;
	__u64 one = 1, *v = bpf_map_lookup_elem(&counts, &key);
	if (v)
		__sync_fetch_and_add(v, 1);
	else
		bpf_map_update_elem(&counts, &key, &one, BPF_ANY);
	if (key == target_proto) {
		struct event *e = bpf_ringbuf_reserve(&events, sizeof(*e), 0);
		if (e) {
			e->saddr = ip->saddr;
			e->daddr = ip->daddr;
			e->proto = ip->protocol;
			__builtin_memset(e->comm, 0, sizeof(e->comm));
			bpf_ringbuf_submit(e, 0);
		}
	}
	seen++;
	total += 1;
	return XDP_PASS;
}

typedef int (*handler_t)(void *);
static int h0(void *p) { return p != 0; }
static int h1(void *p) { return p == 0; }
static handler_t handlers[] = {h0, h1};

SEC("tc")
int dispatch(struct __sk_buff *skb)
{
	int r = 0;
#pragma unroll
	for (int i = 0; i < 2; i++)
		r += handlers[i](skb);
	return r;
}
