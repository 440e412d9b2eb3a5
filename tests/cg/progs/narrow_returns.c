/* A call's _Bool, char or short result is only as wide as its type:
 * the rest of r0 is whatever the callee left there (a kfunc's `bool`
 * is the kernel's %al).  The caller extends it, as clang does
 * (ir/lower.c).  The callees here are naked asm that leave high bits
 * set on purpose. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

__attribute__((naked, noinline)) static _Bool raw_bool(void)
{
	asm volatile("r0 = 0x10000; exit;" ::: "memory");
}

__attribute__((naked, noinline)) static unsigned char raw_uchar(void)
{
	asm volatile("r0 = 0x1ff; exit;" ::: "memory");
}

__attribute__((naked, noinline)) static signed char raw_schar(void)
{
	asm volatile("r0 = 0x3f80; exit;" ::: "memory");
}

__attribute__((naked, noinline)) static short raw_short(void)
{
	asm volatile("r0 = 0x18001; exit;" ::: "memory");
}

__attribute__((naked, noinline)) static unsigned short raw_ushort(void)
{
	asm volatile("r0 = 0x2fffe; exit;" ::: "memory");
}

SEC("syscall")
int bool_result(void *ctx)
{
	if (raw_bool())
		return 1;
	return 2;
}

SEC("syscall")
int char_results(void *ctx)
{
	return raw_uchar() * 1000 + raw_schar();
}

SEC("syscall")
int short_results(void *ctx)
{
	return raw_short() + raw_ushort() * 3;
}

char _license[] SEC("license") = "GPL";

// expect: bool_result 2
// expect: char_results 254872
// expect: short_results 163835
