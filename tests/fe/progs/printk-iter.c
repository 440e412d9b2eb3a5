/* tests/fe/progs/printk-iter.c - the variadic helpers' macros: bpf_printk
 * with 0 to 6 arguments (bpf_trace_printk and bpf_trace_vprintk),
 * BPF_SEQ_PRINTF in a task iterator, BPF_SNPRINTF, BPF_PROG2 with a
 * struct argument, the BPF_PROBE_READ family, kptrs, bpf_core_type_matches,
 * bpf_be64_to_cpu. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_endian.h>

char LICENSE[] SEC("license") = "GPL";

struct map_value {
	struct task_struct __kptr_ref *task;
	int __kptr *plain;
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, int);
	__type(value, struct map_value);
} kptrs SEC(".maps");

SEC("iter/task")
int dump_task(struct bpf_iter__task *ctx)
{
	struct seq_file *seq = ctx->meta->seq;
	struct task_struct *task = ctx->task;

	if (!task)
		return 0;
	if (ctx->meta->seq_num == 0)
		BPF_SEQ_PRINTF(seq, "pid comm\n");
	BPF_SEQ_PRINTF(seq, "%8d %16s %d %d %llu %llu\n", task->pid, task->comm,
		       task->tgid, task->prio, task->utime, task->stime);
	return 0;
}

SEC("raw_tp/sys_enter")
int printks(void *ctx)
{
	int a = 1;
	long b = 2;
	char out[64];

	bpf_printk("none");
	bpf_printk("one %d", a);
	bpf_printk("two %d %ld", a, b);
	bpf_printk("three %d %ld %d", a, b, a);
	bpf_printk("four %d %ld %d %ld", a, b, a, b);
	bpf_printk("six %d %ld %d %ld %d %ld", a, b, a, b, a, b);
	BPF_SNPRINTF(out, sizeof(out), "%d-%ld", a, b);
	return bpf_be64_to_cpu(bpf_cpu_to_be64(b)) == 2 ? 0 : 1;
}

SEC("kprobe/do_unlinkat")
int BPF_KPROBE(unlink, int dfd, struct filename *name)
{
	const char *fname;
	char buf[32];
	pid_t pid = 0;
	struct task_struct *t = (void *)bpf_get_current_task();

	fname = BPF_PROBE_READ(name, name);
	BPF_PROBE_READ_INTO(&pid, t, real_parent, pid);
	BPF_PROBE_READ_STR_INTO(&buf, name, name);
	bpf_printk("%d %s %d", dfd, fname, pid);
	if (bpf_core_type_matches(struct filename))
		return 1;
	return 0;
}

struct wide {
	u64 a;
	u64 b;
};

SEC("fentry/bpf_fentry_test_sinfo")
int BPF_PROG2(sinfo, struct wide, w, int, x)
{
	return (int)(w.a + w.b) + x;
}
