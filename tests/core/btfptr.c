/* CO-RE through BTF pointers: a tp_btf program reads task fields with
 * plain `->` (vmlinux.h's preserve_access_index: relocated loads, array
 * elements at constant indices included, which
 * the verifier checks against the kernel's BTF), and a guarded read of a
 * field this kernel lacks, which libbpf turns into a dead instruction the
 * verifier must never reach. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>

struct task_struct___old {
	int pid;
	long state_that_went_away;
} __attribute__((preserve_access_index));

int seen_pid, seen_flag, seen_comm;

SEC("tp_btf/sys_enter")
int BPF_PROG(on_enter, struct pt_regs *regs, long id)
{
	struct task_struct *t = bpf_get_current_task_btf();
	seen_pid = t->pid + t->real_parent->tgid;
	/* constant indices are in the relocation ("0:N:1", as clang) */
	seen_comm = t->comm[1] * 256 + t->comm[0];
	struct task_struct___old *o = (void *)t;
	if (bpf_core_field_exists(o->state_that_went_away))
		seen_flag = BPF_CORE_READ(o, state_that_went_away);
	else
		seen_flag = -1;
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
