/* tests/fe/progs/core.c - the CO-RE relocations' builtins through
 * bpf_core_read.h: field existence, sizes, offsets, type and enum
 * queries, bitfield reads, preserve_access_index records of our own. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>

char LICENSE[] SEC("license") = "GPL";

/* a "flavor" of task_struct: only the fields used, matched by name */
struct task_struct___old {
	long state;
} __attribute__((preserve_access_index));

struct my_sk {
	unsigned short family;
	int :16;
	unsigned int proto : 8, type : 16;
} __attribute__((preserve_access_index));

SEC("raw_tp/sys_enter")
int core_queries(void *ctx)
{
	struct task_struct *t = (void *)bpf_get_current_task();
	long state = 0;
	u64 v = 0;

	if (bpf_core_field_exists(t->__state))
		state = BPF_CORE_READ(t, __state);
	else
		state = BPF_CORE_READ((struct task_struct___old *)t, state);
	if (bpf_core_type_exists(struct task_struct___old))
		v += 1;
	v += bpf_core_field_size(t->comm);
	v += bpf_core_field_offset(struct task_struct, pid);
	v += bpf_core_type_size(struct task_struct);
	v += bpf_core_type_id_local(struct task_struct);
	v += bpf_core_type_id_kernel(struct task_struct);
	if (bpf_core_enum_value_exists(enum bpf_func_id, BPF_FUNC_ringbuf_output))
		v += bpf_core_enum_value(enum bpf_func_id, BPF_FUNC_ringbuf_output);
	v += BPF_CORE_READ(t, mm, mm_mt.ma_flags);
	bpf_printk("%ld %llu", state, v);
	return 0;
}

SEC("fentry/tcp_v4_connect")
int BPF_PROG(connect, struct sock *sk)
{
	struct my_sk *m = (void *)sk;
	unsigned int proto = BPF_CORE_READ_BITFIELD_PROBED(m, proto);
	unsigned short family = BPF_CORE_READ(sk, __sk_common.skc_family);
	u32 daddr;
	char comm[TASK_COMM_LEN];

	bpf_core_read(&daddr, sizeof(daddr), &sk->__sk_common.skc_daddr);
	bpf_get_current_comm(comm, sizeof(comm));
	bpf_printk("%u %u %x", proto, family, daddr);
	return 0;
}
