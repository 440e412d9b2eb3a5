// Classic socket filter: legacy packet loads (ld_abs / ld_ind) through
// LLVM's BPF intrinsics, as the kernel samples declare them.
typedef unsigned long long u64;

unsigned long long load_byte(void *skb, unsigned long long off) asm("llvm.bpf.load.byte");
unsigned long long load_half(void *skb, unsigned long long off) asm("llvm.bpf.load.half");
unsigned long long load_word(void *skb, unsigned long long off) asm("llvm.bpf.load.word");

__attribute__((section("socket"))) int filter(void *skb)
{
	if (load_half(skb, 12) != 0x0800)
		return 0;
	u64 ihl = (load_byte(skb, 14) & 0xf) << 2;
	if (load_byte(skb, 23) != 6)
		return 0;
	u64 port = load_half(skb, 14 + ihl + 2);
	u64 saddr = load_word(skb, 26);
	if (port == 80 || port == 443)
		return -1;
	return saddr == 0x7f000001 ? 0xffff : 0;
}

char _license[] __attribute__((section("license"))) = "GPL";
