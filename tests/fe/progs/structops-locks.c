/* tests/fe/progs/structops-locks.c - a struct_ops TCP congestion control
 * (function pointers initialized with BPF_PROG programs in a .struct_ops
 * section), map values with bpf_spin_lock and bpf_timer, atomics
 * (__sync_* builtins and their results), and a global function. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

char LICENSE[] SEC("license") = "GPL";

struct elem {
	struct bpf_spin_lock lock;
	struct bpf_timer timer;
	u64 count;
	u64 flags; /* 64 bits: the 32-bit atomics need -mcpu=v3 */
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 4);
	__type(key, int);
	__type(value, struct elem);
} elems SEC(".maps");

static int timer_cb(void *map, int *key, struct elem *val)
{
	bpf_spin_lock(&val->lock);
	val->count = 0;
	bpf_spin_unlock(&val->lock);
	return 0;
}

SEC("tc")
int arm_timer(struct __sk_buff *skb)
{
	int key = 0;
	struct elem *e = bpf_map_lookup_elem(&elems, &key);
	u64 old;

	if (!e)
		return 0;
	bpf_timer_init(&e->timer, &elems, 1 /* CLOCK_MONOTONIC */);
	bpf_timer_set_callback(&e->timer, timer_cb);
	bpf_timer_start(&e->timer, 1000000, 0);
	old = __sync_fetch_and_add(&e->count, 1);
	__sync_fetch_and_or(&e->flags, 2);
	__sync_val_compare_and_swap(&e->flags, 2ull, 3ull);
	old += __sync_lock_test_and_set(&e->count, 5);
	return old > 10;
}

__noinline int global_helper(struct __sk_buff *skb)
{
	return skb ? (int)skb->len : 0;
}

SEC("struct_ops/cc_init")
void BPF_PROG(cc_init, struct sock *sk)
{
	struct tcp_sock *tp = (struct tcp_sock *)sk;

	tp->snd_ssthresh = 10;
}

SEC("struct_ops/cc_ssthresh")
u32 BPF_PROG(cc_ssthresh, struct sock *sk)
{
	const struct tcp_sock *tp = (const struct tcp_sock *)sk;

	return tp->snd_cwnd > 4 ? tp->snd_cwnd / 2 : 2;
}

SEC("struct_ops/cc_cong_avoid")
void BPF_PROG(cc_cong_avoid, struct sock *sk, u32 ack, u32 acked)
{
	struct tcp_sock *tp = (struct tcp_sock *)sk;

	tp->snd_cwnd += acked;
	(void)ack;
}

SEC("struct_ops/cc_undo_cwnd")
u32 BPF_PROG(cc_undo_cwnd, struct sock *sk)
{
	return ((const struct tcp_sock *)sk)->snd_cwnd;
}

SEC(".struct_ops")
struct tcp_congestion_ops test_cc = {
	.init = (void *)cc_init,
	.ssthresh = (void *)cc_ssthresh,
	.cong_avoid = (void *)cc_cong_avoid,
	.undo_cwnd = (void *)cc_undo_cwnd,
	.name = "ebcc_test_cc",
};
