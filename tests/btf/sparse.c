/* Line records only where a statement's work is (tests/btf/run.sh,
 * extcheck.py): a phi's copies (the variable `v` below, declared without
 * an initializer), the compares of a switch (its case labels), and the
 * jumps of `break`, `continue` and `goto` stay under the record of the
 * statement before them.  LOAD: the kernel takes the records. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 4);
	__type(key, __u32);
	__type(value, __u64);
} hits SEC(".maps");

static __attribute__((noinline)) int classify(__u32 proto)
{
	int v;
	switch (proto) {
	case 6:
		v = 1;
		break;
	case 17:
		v = 2;
		break;
	case 58:
	case 1:
		v = 3;
		break;
	default:
		goto other;
	}
	return v;
other:
	return 0;
}

SEC("xdp")
int sparse_lines(struct xdp_md *ctx)
{
	__u32 key;
	__u64 sum = 0;
	for (__u32 i = 0; i < 4; i++) {
		__u64 *n = bpf_map_lookup_elem(&hits, &i);
		if (!n)
			continue;
		sum += *n;
	}
	key = classify(ctx->ingress_ifindex & 63);
	__u64 *n = bpf_map_lookup_elem(&hits, &key);
	if (n)
		*n += sum;
	return XDP_PASS;
}
