/* tc programs reading the packet through LD_ABS and LD_IND: the
 * selftests' bpf_legacy.h declares clang's llvm.bpf.load.byte/half/word
 * as functions (asm labels), and ebcc, like clang, makes each call one
 * instruction: the skb must be in r6, the value comes back in r0 in host
 * order, r1-r5 are clobbered, and a load past the end ends the program
 * with 0.  Values live across the loads, a subprogram that does them, a
 * variable offset with a constant added, and an offset past the end. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

unsigned long long load_byte(void *skb, unsigned long long off) asm("llvm.bpf.load.byte");
unsigned long long load_half(void *skb, unsigned long long off) asm("llvm.bpf.load.half");
unsigned long long load_word(void *skb, unsigned long long off) asm("llvm.bpf.load.word");

/* in a subprogram: its skb arrives in r1 */
static __attribute__((noinline)) int udp_dport(struct __sk_buff *skb, int bias)
{
	__u64 ihl = load_byte(skb, 14) & 0xf;
	return (int)load_half(skb, 14 + ihl * 4 + 2) + bias;
}

SEC("tc")
int ports(struct __sk_buff *skb)
{
	__u32 len = skb->len; /* live across every load */
	if (load_half(skb, 12) != 0x0800 || load_byte(skb, 23) != 17)
		return -1;
	__u64 ihl = load_byte(skb, 14) & 0xf;
	__u64 sport = load_half(skb, 14 + ihl * 4);
	return (int)(sport * 100000) + udp_dport(skb, 0) + (int)(len - 64) * 7;
}

SEC("tc")
int addresses(struct __sk_buff *skb)
{
	__u32 src = load_word(skb, 26), dst = load_word(skb, 30);
	return (int)((src & 0xff) * 1000 + (dst & 0xff) * 100 + (src >> 24) + (dst >> 24));
}

SEC("tc")
int payload_sum(struct __sk_buff *skb)
{
	__u32 mark = skb->mark + 7, sum = 0;
	for (__u64 k = 0; k < 22; k += 2)
		sum = sum * 3 + (__u32)load_half(skb, 42 + k) + (__u32)load_byte(skb, k + 43);
	return (int)(sum ^ mark);
}

/* a variable offset: LD_IND with the constant part in the immediate */
SEC("tc")
int indirect(struct __sk_buff *skb)
{
	__u64 base = skb->len - 22; /* 42: the payload */
	__u32 a = load_byte(skb, base), b = load_byte(skb, base + 5), c = load_word(skb, base + 10);
	return (int)(a + b * 100 + (c & 0xffff) * 1000);
}

/* past the end: the program ends at the load, returning 0 */
SEC("tc")
int past_end(struct __sk_buff *skb)
{
	return (int)load_byte(skb, 1000) + 5;
}

char _license[] SEC("license") = "GPL";
// expect: ports 123405678
// expect: addresses 1220
// expect: past_end 0
