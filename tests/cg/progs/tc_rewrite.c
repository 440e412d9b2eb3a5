/* tc classifier: rewrites the UDP destination port in place (the checksum
 * is 0, none), marks the verdict by source address, and keeps a global
 * counter in .bss and a threshold in .rodata (const volatile). */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <linux/in.h>
#include <linux/udp.h>
#include <linux/pkt_cls.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

const volatile __u16 new_port = 9999;
const volatile __u32 allowed_src = 0x0a000001; /* 10.0.0.1 */
__u64 rewritten;

SEC("tc")
int tc_port_rewrite(struct __sk_buff *skb)
{
	void *data = (void *)(long)skb->data, *end = (void *)(long)skb->data_end;
	struct ethhdr *eth = data;
	if ((void *)(eth + 1) > end || eth->h_proto != bpf_htons(ETH_P_IP))
		return TC_ACT_OK;
	struct iphdr *ip = (void *)(eth + 1);
	if ((void *)(ip + 1) > end || ip->protocol != IPPROTO_UDP || ip->ihl != 5)
		return TC_ACT_OK;
	struct udphdr *udp = (void *)(ip + 1);
	if ((void *)(udp + 1) > end)
		return TC_ACT_OK;
	if (ip->saddr != bpf_htonl(allowed_src))
		return TC_ACT_SHOT;
	udp->dest = bpf_htons(new_port);
	__sync_fetch_and_add(&rewritten, 1);
	return TC_ACT_OK + (int)skb->len;
}

SEC("syscall")
int tc_count(void *ctx) { return (int)rewritten; }

char _license[] SEC("license") = "GPL";
// expect: tc_port_rewrite 64
// expect: tc_count 1
