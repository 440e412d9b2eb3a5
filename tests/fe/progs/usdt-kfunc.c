/* tests/fe/progs/usdt-kfunc.c - USDT probes (usdt.bpf.h), kfuncs and
 * kernel variables declared __ksym, Kconfig externs, global data in
 * .data/.bss/.rodata, static subprograms and __weak functions. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/usdt.bpf.h>

char LICENSE[] SEC("license") = "GPL";

extern struct task_struct *bpf_task_acquire(struct task_struct *p) __ksym;
extern void bpf_task_release(struct task_struct *p) __ksym;
extern const void bpf_prog_active __ksym __weak;
extern int LINUX_KERNEL_VERSION __kconfig;
extern bool CONFIG_BPF_SYSCALL __kconfig __weak;

int counter = 1;            /* .data */
u64 hits[16];               /* .bss */
const volatile int limit = 5; /* .rodata */
static volatile u32 private_state;

static __noinline int add_hits(int slot, u64 n)
{
	if (slot < 0 || slot >= 16)
		return -1;
	hits[slot] += n;
	return 0;
}

__weak int override_me(int x)
{
	return x * 2;
}

SEC("usdt/./app:provider:event")
int BPF_USDT(on_event, int a, const char *s, long c)
{
	char buf[16];

	bpf_probe_read_user_str(buf, sizeof(buf), s);
	add_hits(a & 15, c);
	counter += override_me(a);
	private_state++;
	return 0;
}

SEC("usdt")
int raw_usdt(struct pt_regs *ctx)
{
	long arg0 = 0;

	if (bpf_usdt_arg_cnt(ctx) > 0)
		bpf_usdt_arg(ctx, 0, &arg0);
	return bpf_usdt_cookie(ctx) == 0 && arg0 < limit;
}

SEC("tp_btf/task_newtask")
int BPF_PROG(on_newtask, struct task_struct *task, u64 clone_flags)
{
	struct task_struct *acquired = bpf_task_acquire(task);

	if (acquired)
		bpf_task_release(acquired);
	if (CONFIG_BPF_SYSCALL && LINUX_KERNEL_VERSION > 0 && &bpf_prog_active)
		counter++;
	(void)clone_flags;
	return 0;
}
