/* __kconfig and __ksym externs, strong and __weak, and kfuncs: libbpf
 * fills .kconfig from this kernel's config, resolves .ksyms from its
 * BTF and kallsyms, and a missing __weak one to 0. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

extern int LINUX_KERNEL_VERSION __kconfig;
extern bool CONFIG_BPF_SYSCALL __kconfig __weak;
extern int CONFIG_EBCC_NO_SUCH_OPTION __kconfig __weak;
extern const void bpf_no_such_symbol_anywhere __ksym __weak;
extern void bpf_rcu_read_lock(void) __ksym __weak;
extern void bpf_rcu_read_unlock(void) __ksym __weak;
extern void bpf_no_such_kfunc(void) __ksym __weak;

// expect: kconfig_values 1
SEC("raw_tp/sys_enter")
int kconfig_values(void *ctx)
{
	return CONFIG_BPF_SYSCALL && !CONFIG_EBCC_NO_SUCH_OPTION;
}

/* compared with clang's build: the same kernel version */
SEC("raw_tp/sys_enter")
int version(void *ctx)
{
	return LINUX_KERNEL_VERSION >> 8;
}

// expect: ksyms 2
SEC("raw_tp/sys_enter")
int ksyms(void *ctx)
{
	int r = 0;
	if (&bpf_no_such_symbol_anywhere)
		r |= 1;
	if (bpf_rcu_read_lock)
		r |= 2;
	if (bpf_no_such_kfunc)
		r |= 4;
	return r;
}

// expect: kfunc loaded
SEC("tp_btf/sys_enter")
int kfunc(void *ctx)
{
	bpf_rcu_read_lock();
	bpf_rcu_read_unlock();
	return 7;
}

char LICENSE[] SEC("license") = "GPL";
