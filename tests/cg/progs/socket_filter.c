/* socket filter: keep the whole packet for UDP to a port in a small
 * table, the first 20 bytes otherwise; the skb is read with
 * bpf_skb_load_bytes into a stack buffer (packets here start at IPv4). */
#include <linux/bpf.h>
#include <linux/ip.h>
#include <linux/in.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

static const __u16 ports[] = {53, 123, 5678, 8080};

SEC("socket")
int keep_udp_ports(struct __sk_buff *skb)
{
	struct iphdr ip;
	__u8 l4[8];
	if (bpf_skb_load_bytes(skb, 0, &ip, sizeof ip) < 0)
		return 0;
	if (ip.protocol != IPPROTO_UDP)
		return 20;
	if (bpf_skb_load_bytes(skb, ip.ihl * 4, l4, sizeof l4) < 0)
		return 0;
	__u16 dport = (__u16)(l4[2] << 8 | l4[3]);
#pragma unroll
	for (int k = 0; k < 4; k++)
		if (ports[k] == dport)
			return (int)skb->len;
	return 20;
}

char _license[] SEC("license") = "GPL";
// expect: keep_udp_ports 50
