# expect: sock_ldabs 511
# expect: sock_oob 0
# expect: tc_ldabs 524357
#
# Legacy packet loads LD_ABS / LD_IND (BPF_LD | BPF_ABS / BPF_IND).  They take
# the skb from r6 (implicit), return the value in r0 converted from network
# byte order (big-endian) to host order, and clobber r1-r5.  An
# out-of-bounds load terminates the program with return value 0.
#
# Socket filter test runs see the skb with the Ethernet header already
# pulled: skb offset 0 is the IPv4 header (packet offset 14), 50 bytes total:
#   0: 45 00 00 32 00 00 40 00 40 11 26 b9 0a 00 00 01 0a 00 00 02
#  20: 04 d2 16 2e 00 1e 00 00
#  28: 00 01 02 ... 15   (payload 0..21, skb offsets 28..49)
# tc (sched_cls) programs see the whole frame from the Ethernet header.
#
# clang spells LD_IND only as skb[rN] (imm 0); "skb[r3 + 2]" is rejected.

	.text
	.section socket,"ax",@progbits
	.globl sock_ldabs
	.type sock_ldabs,@function
sock_ldabs:
	r6 = r1
	r7 = 0
	# bit 0: u8 [0] = 0x45 (version/IHL)
	r0 = *(u8 *)skb[0]
	if r0 != 0x45 goto .La0
	r7 |= 0x1
.La0:
	# bit 1: u16 [2] = 00 32 -> 0x0032 (total length 50)
	r0 = *(u16 *)skb[2]
	if r0 != 0x32 goto .La1
	r7 |= 0x2
.La1:
	# bit 2: u32 [12] = 0a 00 00 01 -> 0x0a000001 (src ip)
	r0 = *(u32 *)skb[12]
	if r0 != 0x0a000001 goto .La2
	r7 |= 0x4
.La2:
	# bit 3: u8 [9] = 0x11 (protocol UDP)
	r0 = *(u8 *)skb[9]
	if r0 != 0x11 goto .La3
	r7 |= 0x8
.La3:
	# bit 4: LD_IND u16 [r3 = 20] = 04 d2 -> 1234 (sport)
	r3 = 20
	r0 = *(u16 *)skb[r3]
	if r0 != 1234 goto .La4
	r7 |= 0x10
.La4:
	# bit 5: LD_IND u32 [r3 = 16] = 0a 00 00 02 -> 0x0a000002 (dst ip)
	r3 = 16
	r0 = *(u32 *)skb[r3]
	if r0 != 0x0a000002 goto .La5
	r7 |= 0x20
.La5:
	# bit 6: LD_IND u8 [r2 = 49] = last payload byte 0x15
	r2 = 49
	r0 = *(u8 *)skb[r2]
	if r0 != 0x15 goto .La6
	r7 |= 0x40
.La6:
	# bit 7: u16 [48] = 14 15 -> 0x1415 (last valid halfword)
	r0 = *(u16 *)skb[48]
	if r0 != 0x1415 goto .La7
	r7 |= 0x80
.La7:
	# bit 8: u32 [20] = 04 d2 16 2e -> 0x04d2162e
	r0 = *(u32 *)skb[20]
	if r0 != 0x04d2162e goto .La8
	r7 |= 0x100
.La8:
	r0 = r7
	exit
.Lsock_ldabs_end:
	.size sock_ldabs, .Lsock_ldabs_end-sock_ldabs

	.globl sock_oob
	.type sock_oob,@function
sock_oob:
	# the u8 load at offset 1000 is past the 50-byte skb: the program
	# ends right there and returns 0 (not 99)
	r6 = r1
	r7 = 99
	r0 = *(u8 *)skb[1000]
	r0 = r7
	exit
.Lsock_oob_end:
	.size sock_oob, .Lsock_oob_end-sock_oob

	.section tc,"ax",@progbits
	.globl tc_ldabs
	.type tc_ldabs,@function
tc_ldabs:
	# full frame: u16 [12] = 08 00 -> 0x0800; u8 [14] = 0x45
	# (0x0800 << 8) | 0x45 = 0x080045 = 524357
	r6 = r1
	r0 = *(u16 *)skb[12]
	r7 = r0
	r7 <<= 8
	r3 = 14
	r0 = *(u8 *)skb[r3]
	r0 |= r7
	exit
.Ltc_ldabs_end:
	.size tc_ldabs, .Ltc_ldabs_end-tc_ldabs

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
