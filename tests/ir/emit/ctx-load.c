/* a ctx field read: one load at a constant offset of the ctx pointer */
struct xdp_md { unsigned int data, data_end, data_meta, ingress_ifindex, rx_queue_index, egress_ifindex; };
int prog(struct xdp_md *ctx)
{
	unsigned int ifindex = ctx->ingress_ifindex;
	if (ifindex == 1)
		return 1;
	return 2;
}
