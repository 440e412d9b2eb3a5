/* extern symbols in BTF: __kconfig variables (.kconfig DATASEC), typed
 * and typeless __ksym variables and kfuncs (.ksyms DATASEC, extern
 * linkage), __weak ones (weak undefined symbols); kfuncs only taken the
 * address of (bpf_ksym_exists) are described too. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

struct counter {
	long hits;
	int cpu;
};

extern int LINUX_KERNEL_VERSION __kconfig;
extern _Bool CONFIG_BPF_SYSCALL __kconfig __weak;
extern const struct counter some_counter __ksym __weak;
extern const void typeless_symbol __ksym __weak;
extern void bpf_rcu_read_lock(void) __ksym;
extern void bpf_rcu_read_unlock(void) __ksym;
extern int maybe_kfunc(int a, struct counter *c) __ksym __weak;

int out;

SEC("tp_btf/sys_enter")
int use_externs(void *ctx)
{
	bpf_rcu_read_lock();
	out = LINUX_KERNEL_VERSION + CONFIG_BPF_SYSCALL;
	if (&some_counter)
		out += some_counter.cpu;
	if (&typeless_symbol)
		out++;
	if (maybe_kfunc)
		out += 2;
	bpf_rcu_read_unlock();
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
