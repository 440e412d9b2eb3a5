// XDP: Ethernet/IPv4/UDP parsing with packet bounds checks and byte swaps.
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;

struct xdp_md { u32 data, data_end, data_meta, ingress_ifindex, rx_queue_index, egress_ifindex; };
struct ethhdr { u8 dst[6], src[6]; u16 proto; };
struct iphdr { u8 ihl_ver, tos; u16 tot_len, id, frag_off; u8 ttl, protocol; u16 check; u32 saddr, daddr; };
struct udphdr { u16 source, dest, len, check; };

enum { XDP_ABORTED, XDP_DROP, XDP_PASS, XDP_TX };

__attribute__((section("xdp"))) int xdp_parse(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data;
	void *end = (void *)(long)ctx->data_end;
	struct ethhdr *eth = data;
	if ((void *)(eth + 1) > end)
		return XDP_ABORTED;
	if (eth->proto != __builtin_bswap16(0x0800))
		return XDP_PASS;
	struct iphdr *ip = (void *)(eth + 1);
	if ((void *)(ip + 1) > end)
		return XDP_ABORTED;
	if ((ip->ihl_ver & 0x0f) != 5 || ip->protocol != 17)
		return XDP_PASS;
	struct udphdr *udp = (void *)(ip + 1);
	if ((void *)(udp + 1) > end)
		return XDP_ABORTED;
	u16 port = __builtin_bswap16(udp->dest);
	if (port == 9 || (port >= 7000 && port < 7010))
		return XDP_DROP;
	if (__builtin_bswap32(ip->saddr) == 0x0a000001)
		return XDP_TX;
	return XDP_PASS;
}

char _license[] __attribute__((section("license"))) = "GPL";
