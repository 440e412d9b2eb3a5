# examples/xdp-udp-port.s - an XDP program in clang's pseudo-C BPF assembly.
# It parses Ethernet, IPv4 and UDP headers with the bounds checks the
# verifier demands, and returns the UDP destination port (host order), or
# XDP_PASS (2) for anything that is not IPv4/UDP.  `make demo` assembles it
# with ebcc-as, loads it into the running kernel and runs it on a test
# packet sent to UDP port 5678.
	.section xdp,"ax",@progbits
	.globl udp_port
	.type udp_port,@function
udp_port:
	r2 = *(u32 *)(r1 + 0)          # ctx->data
	r3 = *(u32 *)(r1 + 4)          # ctx->data_end
	r0 = 2                          # XDP_PASS
	r4 = r2
	r4 += 42                        # eth(14) + ip(20) + udp(8)
	if r4 > r3 goto .Lout           # packet too short
	r5 = *(u16 *)(r2 + 12)          # ethertype, network order
	if r5 != 0x8 goto .Lout         # 0x0800 read little-endian
	r5 = *(u8 *)(r2 + 14)
	r5 &= 0xf
	if r5 != 5 goto .Lout           # only IHL 5: fixed offsets below
	r5 = *(u8 *)(r2 + 23)
	if r5 != 17 goto .Lout          # IPPROTO_UDP
	r0 = *(u16 *)(r2 + 36)          # udp->dest
	r0 = be16 r0                    # to host order
.Lout:
	exit
.Lend:
	.size udp_port, .Lend-udp_port

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
