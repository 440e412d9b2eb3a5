# expect: ldabs 6929
# socket filters see skb->data at the IPv4 header: proto (byte 9) = 17,
# UDP dport (bytes 22-23) = 5678, LD_IND at r8 = 20: sport = 1234;
# 5678 + 17 + 1234 = 6929
	.section socket,"ax",@progbits
	.globl ldabs
	.type ldabs,@function
ldabs:
	r6 = r1
	r0 = *(u8 *)skb[9]
	r7 = r0
	r0 = *(u16 *)skb[22]
	r7 += r0
	r8 = 20
	r0 = *(u16 *)skb[r8]
	r0 += r7
	exit
	.size ldabs, .-ldabs
	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
