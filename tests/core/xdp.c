/* CO-RE on the context and on packet headers: vmlinux.h gives every
 * struct preserve_access_index (its #pragma clang attribute), so
 * ctx->data is a relocated load, which must stay one load from ctx at
 * the field's offset for the verifier; iphdr's bitfields are read with
 * BPF_CORE_READ_BITFIELD (byte offset, size, shifts from the kernel's
 * BTF).  Runs on bpfrun's built-in IPv4/UDP packet. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>

// expect: ip_header 1045
SEC("xdp")
int ip_header(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data;
	void *end = (void *)(long)ctx->data_end;
	struct iphdr *ip = data + sizeof(struct ethhdr);
	if ((void *)(ip + 1) > end)
		return 0;
	int ihl = BPF_CORE_READ_BITFIELD(ip, ihl);
	int version = BPF_CORE_READ_BITFIELD(ip, version);
	return 1000 + version * 10 + ihl;
}

/* direct bitfield reads: the storage unit's offset relocated (clang's
 * way), the shifts local */
// expect: ip_direct 1045
SEC("xdp")
int ip_direct(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data;
	void *end = (void *)(long)ctx->data_end;
	struct iphdr *ip = data + sizeof(struct ethhdr);
	if ((void *)(ip + 1) > end)
		return 0;
	return 1000 + ip->version * 10 + ip->ihl;
}

// expect: ttl_proto 6417
SEC("xdp")
int ttl_proto(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data;
	void *end = (void *)(long)ctx->data_end;
	struct iphdr *ip = data + sizeof(struct ethhdr);
	if ((void *)(ip + 1) > end)
		return 0;
	return ip->ttl * 100 + ip->protocol;
}

char LICENSE[] SEC("license") = "GPL";
