/* A libbpf-style program: maps, BPF_KPROBE/BPF_PROG/BPF_KSYSCALL/BPF_USDT,
 * BPF_CORE_READ chains, bpf_printk, CO-RE field checks, byte order. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_endian.h>
#include <bpf/usdt.bpf.h>

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, u32);
	__type(value, u64);
} counts SEC(".maps");

SEC("kprobe/do_unlinkat")
int BPF_KPROBE(do_unlinkat, int dfd, struct filename *name)
{
	pid_t pid = bpf_get_current_pid_tgid() >> 32;
	const char *filename = BPF_CORE_READ(name, name);
	struct task_struct *t = (void *)bpf_get_current_task();
	int ppid = BPF_CORE_READ(t, real_parent, tgid);
	u64 start = BPF_CORE_READ(t, mm, start_code);
	bpf_printk("KPROBE ENTRY pid = %d, filename = %s %d\n", pid, filename, ppid);
	bpf_printk("%d %d %d %d", 1, 2, 3, 4);
	if (bpf_core_field_exists(t->pid) && bpf_core_type_exists(struct task_struct))
		return bpf_ntohs(bpf_htons(7)) + (int)start;
	return 0;
}

SEC("fentry/do_unlinkat")
int BPF_PROG(fentry_unlink, int dfd, struct filename *name)
{
	return BPF_CORE_READ_BITFIELD_PROBED(name, refcnt) + bpf_core_enum_value(enum bpf_map_type, BPF_MAP_TYPE_HASH);
}

SEC("ksyscall/kill")
int BPF_KSYSCALL(kill_entry, pid_t pid, int sig)
{
	return pid + sig;
}

SEC("usdt")
int BPF_USDT(usdt_probe, int x, long y)
{
	return x + y;
}
