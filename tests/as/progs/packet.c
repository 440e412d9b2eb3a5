/* an XDP parser: packet bounds checks, byte swaps, a helper call and a
 * .rodata table */
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
struct xdp_md { u32 data, data_end, data_meta, ingress_ifindex, rx_queue_index, egress_ifindex; };
struct eth { u8 dst[6], src[6]; u16 proto; };
struct ip4 { u8 vihl, tos; u16 len, id, frag; u8 ttl, proto; u16 csum; u32 saddr, daddr; };
static long (*bpf_get_prandom_u32)(void) = (void *)7;
static const u16 ports[4] = {53, 80, 443, 5678};

__attribute__((section("xdp"), used)) int parse(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data, *end = (void *)(long)ctx->data_end;
	struct eth *e = data;
	if ((void *)(e + 1) > end)
		return 1;
	if (e->proto != __builtin_bswap16(0x0800))
		return 2;
	struct ip4 *ip = (void *)(e + 1);
	if ((void *)(ip + 1) > end)
		return 1;
	u16 *udp = (void *)(ip + 1);
	if ((void *)(udp + 4) > end)
		return 1;
	u16 dport = __builtin_bswap16(udp[1]);
	for (int i = 0; i < 4; i++)
		if (ports[i] == dport)
			return 3 + i + (bpf_get_prandom_u32() & 0) + (__builtin_bswap32(ip->daddr) & 0xff);
	return 2;
}
char _license[] __attribute__((section("license"), used)) = "GPL";
