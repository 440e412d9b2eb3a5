// SPDX-License-Identifier: GPL-2.0
/* examples/xdp-udp-port.c - an XDP program in C, as BPF developers write
 * them: kernel UAPI headers and libbpf's bpf_helpers.h / bpf_endian.h.
 * It parses Ethernet, IPv4 and UDP with the bounds checks the verifier
 * demands and returns the UDP destination port (host order), or
 * XDP_PASS (2) for anything that is not IPv4/UDP.  `make demo` compiles
 * it with ebcc, loads it into the running kernel and runs it on a test
 * packet sent to UDP port 5678. */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/in.h>
#include <linux/ip.h>
#include <linux/udp.h>
#include <bpf/bpf_endian.h>
#include <bpf/bpf_helpers.h>

SEC("xdp")
int udp_port(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data;
	void *data_end = (void *)(long)ctx->data_end;
	struct ethhdr *eth = data;

	if ((void *)(eth + 1) > data_end || eth->h_proto != bpf_htons(ETH_P_IP))
		return XDP_PASS;
	struct iphdr *ip = (void *)(eth + 1);
	if ((void *)(ip + 1) > data_end || ip->protocol != IPPROTO_UDP)
		return XDP_PASS;
	struct udphdr *udp = (void *)ip + ip->ihl * 4;
	if ((void *)(udp + 1) > data_end)
		return XDP_PASS;
	return bpf_ntohs(udp->dest);
}

char _license[] SEC("license") = "GPL";
