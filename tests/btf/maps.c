/* BTF-defined maps (libbpf's __uint/__type) and a program using one;
 * loaded into the kernel by tests/btf/run.sh (LOAD). */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

struct value {
	long packets;
	unsigned int flags : 4, kind : 12;
	char name[6];
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 4);
	__type(key, __u32);
	__type(value, struct value);
} counts SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 16);
	__type(key, __u64);
	__type(value, __u32);
} seen SEC(".maps");

int hits = 0;
const volatile int limit = 10;

SEC("xdp")
int count_packets(struct xdp_md *ctx)
{
	__u32 key = 0;
	struct value *v = bpf_map_lookup_elem(&counts, &key);
	if (!v)
		return XDP_PASS;
	v->packets++;
	hits++;
	return hits > limit ? XDP_DROP : XDP_PASS;
}

char LICENSE[] SEC("license") = "GPL";
