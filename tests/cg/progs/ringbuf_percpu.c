/* syscall programs with a ring buffer (reserve, fill, submit; discard
 * when a check fails), an LRU hash, a per-CPU hash and a bpf-to-bpf call
 * that takes a map value pointer. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

struct event { __u32 kind; __u32 seq; __u64 payload[3]; };

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} events SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_LRU_HASH);
	__uint(max_entries, 16);
	__type(key, __u32);
	__type(value, struct event);
} last SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_HASH);
	__uint(max_entries, 16);
	__type(key, __u32);
	__type(value, __u64);
} hits SEC(".maps");

__u32 seq;

static __attribute__((noinline)) __u64 fill(struct event *e, __u32 kind)
{
	e->kind = kind;
	e->seq = seq++;
	__u64 s = 0;
	for (int k = 0; k < 3; k++) {
		e->payload[k] = (__u64)kind * 100 + k;
		s += e->payload[k];
	}
	return s;
}

/* one event of `kind`: -1 if the ring buffer is full; kind 2 is discarded */
static __always_inline long one_event(__u32 kind)
{
	struct event *e = bpf_ringbuf_reserve(&events, sizeof *e, 0);
	if (!e)
		return -1;
	long total = (long)fill(e, kind);
	if (kind == 2) {
		bpf_ringbuf_discard(e, 0);
		return total;
	}
	struct event copy = *e;
	bpf_ringbuf_submit(e, 0);
	bpf_map_update_elem(&last, &kind, &copy, BPF_ANY);
	__u64 one = 1, *h = bpf_map_lookup_elem(&hits, &kind);
	if (h)
		*h += 1;
	else
		bpf_map_update_elem(&hits, &kind, &one, BPF_NOEXIST);
	return total;
}

SEC("syscall")
int emit_events(void *ctx)
{
	long a = one_event(1), b = one_event(2), c = one_event(3);
	if (a < 0 || b < 0 || c < 0)
		return -1;
	return (int)(a + b + c);
}

SEC("syscall")
int check_maps(void *ctx)
{
	__u32 k = 3;
	struct event *e = bpf_map_lookup_elem(&last, &k);
	__u64 *h = bpf_map_lookup_elem(&hits, &k);
	if (!e || !h)
		return -1;
	return (int)(e->payload[2] * 1000 + e->seq * 10 + *h);
}

char _license[] SEC("license") = "GPL";
// expect: emit_events 1809
// expect: check_maps 302021
