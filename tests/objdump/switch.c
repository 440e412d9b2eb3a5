// A switch over a packet byte and chained comparisons (tc program).
struct __sk_buff { unsigned len, pkt_type, mark, queue_mapping, protocol,
		   vlan_present, vlan_tci, vlan_proto, priority, ingress_ifindex,
		   ifindex, tc_index, cb[5], hash, tc_classid, data, data_end; };

__attribute__((section("tc"))) int classify(struct __sk_buff *skb)
{
	unsigned r;
	switch (skb->protocol & 0xff) {
	case 1: r = 10; break;
	case 2: r = 22; break;
	case 3: r = 37; break;
	case 5: r = skb->mark; break;
	case 8: r = skb->len + 1; break;
	case 13: r = skb->priority << 2; break;
	case 21: r = skb->hash; break;
	default: r = 0;
	}
	if (skb->mark == 0x42)
		r |= 0x100;
	else if (skb->mark > 0x1000)
		r |= 0x200;
	skb->tc_classid = r;
	skb->cb[0] = r ^ skb->cb[1];
	return r ? 0 : 2;
}

char _license[] __attribute__((section("license"))) = "GPL";
