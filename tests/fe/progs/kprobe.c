/* tests/fe/progs/kprobe.c - kprobes and tracepoints as libbpf-tools write
 * them: BPF_KPROBE/BPF_KRETPROBE/BPF_KSYSCALL argument unpacking, CO-RE
 * reads, a ring buffer and a hash map, bpf_printk. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>

char LICENSE[] SEC("license") = "GPL";

struct event {
	u32 pid;
	u32 ppid;
	u64 bytes;
	char comm[16];
	char file[64];
};

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 256 * 1024);
} events SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 10240);
	__type(key, u32);
	__type(value, u64);
} start SEC(".maps");

const volatile pid_t target_pid = 0;

SEC("kprobe/vfs_read")
int BPF_KPROBE(vfs_read_entry, struct file *file, char *buf, size_t count)
{
	u32 pid = bpf_get_current_pid_tgid() >> 32;
	u64 ts = bpf_ktime_get_ns();

	if (target_pid && target_pid != pid)
		return 0;
	bpf_map_update_elem(&start, &pid, &ts, BPF_ANY);
	(void)file;
	(void)buf;
	(void)count;
	return 0;
}

SEC("kretprobe/vfs_read")
int BPF_KRETPROBE(vfs_read_exit, ssize_t ret)
{
	u32 pid = bpf_get_current_pid_tgid() >> 32;
	struct task_struct *task = (struct task_struct *)bpf_get_current_task();
	struct event *e;
	u64 *tsp;

	tsp = bpf_map_lookup_elem(&start, &pid);
	if (!tsp || ret <= 0)
		return 0;
	e = bpf_ringbuf_reserve(&events, sizeof(*e), 0);
	if (!e)
		return 0;
	e->pid = pid;
	e->ppid = BPF_CORE_READ(task, real_parent, tgid);
	e->bytes = ret;
	bpf_get_current_comm(&e->comm, sizeof(e->comm));
	BPF_CORE_READ_STR_INTO(&e->file, task, mm, exe_file, f_path.dentry, d_name.name);
	bpf_ringbuf_submit(e, 0);
	bpf_map_delete_elem(&start, &pid);
	return 0;
}

SEC("ksyscall/openat")
int BPF_KSYSCALL(openat_entry, int dfd, const char *filename, int flags)
{
	char name[32];

	bpf_probe_read_user_str(name, sizeof(name), filename);
	bpf_printk("openat %d %s %x", dfd, name, flags);
	return 0;
}

SEC("tp/sched/sched_process_exec")
int handle_exec(struct trace_event_raw_sched_process_exec *ctx)
{
	unsigned int off = ctx->__data_loc_filename & 0xffff;
	struct event *e = bpf_ringbuf_reserve(&events, sizeof(*e), 0);

	if (!e)
		return 0;
	__builtin_memset(e, 0, sizeof(*e));
	bpf_probe_read_str(&e->file, sizeof(e->file), (void *)ctx + off);
	bpf_ringbuf_submit(e, 0);
	return 0;
}

SEC("tp_btf/sched_switch")
int BPF_PROG(sched_switch, bool preempt, struct task_struct *prev, struct task_struct *next)
{
	if (prev->__state == 0 && !preempt)
		bpf_printk("%d -> %d", prev->pid, next->pid);
	return 0;
}
