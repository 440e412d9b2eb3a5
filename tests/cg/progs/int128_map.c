/* unsigned __int128 as a hash map's key and value (IPv6 addresses, as
 * bcc's tcptracer keeps them), in a struct key, and as globals: keys
 * built from two 64-bit halves, values updated in place with carries
 * into the upper half, looked up again by a second program. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

typedef unsigned __int128 u128;
struct flow_key { u128 saddr, daddr; __u16 sport, dport; };

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 16);
	__type(key, u128);
	__type(value, u128);
} bytes_by_addr SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 16);
	__type(key, struct flow_key);
	__type(value, __u64);
} flows SEC(".maps");

u128 total;			/* .bss */
u128 base = (u128)0xfe80000000000000ull << 64; /* .data: fe80:: */

static u128 addr(__u64 host) { return base | host; }

SEC("syscall")
int fill(void *ctx)
{
	for (__u64 h = 1; h <= 4; h++) {
		u128 key = addr(h);
		u128 val = ~(u128)0 >> 64;	/* the low half all ones */
		bpf_map_update_elem(&bytes_by_addr, &key, &val, BPF_ANY);
		struct flow_key fk = {};
		fk.saddr = key;
		fk.daddr = key + ((u128)1 << 64);
		fk.sport = (__u16)h;
		fk.dport = 443;
		__u64 n = h * 10;
		bpf_map_update_elem(&flows, &fk, &n, BPF_ANY);
	}
	return 0;
}

SEC("syscall")
int add(void *ctx)
{
	int found = 0;
	for (__u64 h = 1; h <= 5; h++) {
		u128 key = addr(h);
		u128 *v = bpf_map_lookup_elem(&bytes_by_addr, &key);
		if (!v)
			continue;
		*v += h;		/* carries into the upper half */
		total += *v;
		found++;
	}
	return found;
}

SEC("syscall")
int check(void *ctx)
{
	u128 key = addr(3);
	u128 *v = bpf_map_lookup_elem(&bytes_by_addr, &key);
	if (!v || (*v >> 64) != 1 || (__u64)*v != 2)
		return -1;
	struct flow_key fk = {};
	fk.saddr = key;
	fk.daddr = key + ((u128)1 << 64);
	fk.sport = 3;
	fk.dport = 443;
	__u64 *n = bpf_map_lookup_elem(&flows, &fk);
	if (!n)
		return -2;
	/* total: four values (1 << 64) + h - 1 */
	return (int)*n + (int)(total >> 64) * 100 + (int)(__u64)total * 1000;
}

char _license[] SEC("license") = "GPL";
// expect: fill 0
// expect: add 4
// expect: check 6430
