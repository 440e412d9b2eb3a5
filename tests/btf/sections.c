/* custom data sections (libbpf makes a map of each): `.bss.NAME` is
 * NOBITS like .bss, `.data.NAME` and `.rodata.NAME` hold their bytes.
 * Not loaded here: Debian's libbpf 1.1 (bpftool's) knows no `.bss.*`
 * maps; libbpf 1.5 (make selftests) loads them, for clang's objects too. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

struct counter {
	long hits;
	int cpu;
};

__attribute__((section(".bss.priv"), aligned(8))) struct counter priv_counter;
__attribute__((section(".bss.priv"))) int priv_flag;
__attribute__((section(".data.extra"))) int extra_value = 42;
__attribute__((section(".rodata.limits"))) const volatile int max_hits = 100;

SEC("xdp")
int use_sections(struct xdp_md *ctx)
{
	priv_counter.hits++;
	priv_flag = 1;
	return priv_counter.hits > max_hits ? XDP_DROP : extra_value == 42 ? XDP_PASS : XDP_ABORTED;
}

char LICENSE[] SEC("license") = "GPL";
