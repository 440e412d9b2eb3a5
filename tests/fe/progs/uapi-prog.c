/* tests/fe/progs/uapi-prog.c - a socket filter and a cgroup program over
 * the kernel UAPI headers instead of vmlinux.h (the other way programs
 * are written): linux/bpf.h, linux/if_ether.h, linux/ip.h, linux/tcp.h,
 * BTF-defined maps with __u32 keys. */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/in.h>
#include <linux/ip.h>
#include <linux/ipv6.h>
#include <linux/tcp.h>
#include <linux/udp.h>
#include <linux/pkt_cls.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

char _license[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_LRU_HASH);
	__uint(max_entries, 4096);
	__type(key, __u32);
	__type(value, __u64);
} bytes SEC(".maps");

SEC("socket")
int count_tcp(struct __sk_buff *skb)
{
	struct iphdr ip;
	struct tcphdr tcp;
	__u64 *b, one = 1;
	__u32 saddr;

	if (bpf_skb_load_bytes(skb, ETH_HLEN, &ip, sizeof(ip)) < 0)
		return 0;
	if (ip.protocol != IPPROTO_TCP)
		return 0;
	if (bpf_skb_load_bytes(skb, ETH_HLEN + ip.ihl * 4, &tcp, sizeof(tcp)) < 0)
		return 0;
	saddr = bpf_ntohl(ip.saddr);
	b = bpf_map_lookup_elem(&bytes, &saddr);
	if (b)
		__sync_fetch_and_add(b, skb->len);
	else
		bpf_map_update_elem(&bytes, &saddr, &one, BPF_NOEXIST);
	return tcp.syn ? -1 : 0;
}

SEC("cgroup_skb/egress")
int egress(struct __sk_buff *skb)
{
	return skb->protocol == bpf_htons(ETH_P_IPV6) ? 1 : (skb->len < 1500);
}

SEC("tc")
int classify(struct __sk_buff *skb)
{
	void *data = (void *)(long)skb->data;
	void *end = (void *)(long)skb->data_end;
	struct ethhdr *eth = data;
	struct ipv6hdr *ip6 = (void *)(eth + 1);
	struct udphdr *udp = (void *)(ip6 + 1);

	if ((void *)(udp + 1) > end || eth->h_proto != bpf_htons(ETH_P_IPV6))
		return TC_ACT_OK;
	if (ip6->nexthdr == IPPROTO_UDP && udp->dest == bpf_htons(53))
		return TC_ACT_SHOT;
	return TC_ACT_OK;
}
