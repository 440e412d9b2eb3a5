# expect: mem_v4_stack 127
# expect: mem_v4_pkt 15
#
# cpu v4 sign-extending loads (BPF_LDX | BPF_MEMSX, "rD = *(sN *)(rS + off)"):
# the loaded 8/16/32-bit value is sign-extended to 64 bits.
# mem_v4_stack: slot fp-8 = 0x123487659abcdef0, bytes fp-8..fp-1:
#   f0 de bc 9a 65 87 34 12        7 checks -> 0x7f = 127
# mem_v4_pkt: XDP, loads from bpfrun's built-in packet (bytes 8, 9 = 88 99,
#   10 = aa, 26..29 = 0a 00 00 01, 63 = 15)   4 checks -> 0xf = 15

	.text
	.section socket,"ax",@progbits
	.globl mem_v4_stack
	.type mem_v4_stack,@function
mem_v4_stack:
	r0 = 0
	r1 = 0x123487659abcdef0 ll
	*(u64 *)(r10 - 8) = r1
	# bit 0: s8 at fp-8 = 0xf0 -> 0xfffffffffffffff0
	r2 = *(s8 *)(r10 - 8)
	r9 = 0xfffffffffffffff0 ll
	if r2 != r9 goto .Ls0
	r0 |= 0x1
.Ls0:
	# bit 1: s16 at fp-8 = 0xdef0 -> 0xffffffffffffdef0
	r2 = *(s16 *)(r10 - 8)
	r9 = 0xffffffffffffdef0 ll
	if r2 != r9 goto .Ls1
	r0 |= 0x2
.Ls1:
	# bit 2: s32 at fp-8 = 0x9abcdef0 -> 0xffffffff9abcdef0
	r2 = *(s32 *)(r10 - 8)
	r9 = 0xffffffff9abcdef0 ll
	if r2 != r9 goto .Ls2
	r0 |= 0x4
.Ls2:
	# bit 3: s8 at fp-1 = 0x12 (positive, unchanged)
	r2 = *(s8 *)(r10 - 1)
	if r2 != 0x12 goto .Ls3
	r0 |= 0x8
.Ls3:
	# bit 4: s16 at fp-4 = bytes 65 87 = 0x8765 -> 0xffffffffffff8765
	r2 = *(s16 *)(r10 - 4)
	r9 = 0xffffffffffff8765 ll
	if r2 != r9 goto .Ls4
	r0 |= 0x10
.Ls4:
	# bit 5: s32 at fp-4 = 0x12348765 (positive)
	r2 = *(s32 *)(r10 - 4)
	if r2 != 0x12348765 goto .Ls5
	r0 |= 0x20
.Ls5:
	# bit 6: the plain u8 load of the same byte does not sign-extend: 0xf0
	r2 = *(u8 *)(r10 - 8)
	if r2 != 0xf0 goto .Ls6
	r0 |= 0x40
.Ls6:
	exit
.Lmem_v4_stack_end:
	.size mem_v4_stack, .Lmem_v4_stack_end-mem_v4_stack

	.section xdp,"ax",@progbits
	.globl mem_v4_pkt
	.type mem_v4_pkt,@function
mem_v4_pkt:
	r0 = 0
	r2 = *(u32 *)(r1 + 0)
	r3 = *(u32 *)(r1 + 4)
	r4 = r2
	r4 += 64
	if r4 > r3 goto .Lp_out
	# bit 0: s8 @10 = 0xaa -> -86 = 0xffffffffffffffaa
	r5 = *(s8 *)(r2 + 10)
	if r5 != -86 goto .Lp0
	r0 |= 0x1
.Lp0:
	# bit 1: s16 @8 = bytes 88 99 = 0x9988 -> 0xffffffffffff9988
	r5 = *(s16 *)(r2 + 8)
	r9 = 0xffffffffffff9988 ll
	if r5 != r9 goto .Lp1
	r0 |= 0x2
.Lp1:
	# bit 2: s32 @26 = bytes 0a 00 00 01 = 0x0100000a (positive)
	r5 = *(s32 *)(r2 + 26)
	if r5 != 0x0100000a goto .Lp2
	r0 |= 0x4
.Lp2:
	# bit 3: s8 @63 = 0x15 (positive)
	r5 = *(s8 *)(r2 + 63)
	if r5 != 0x15 goto .Lp3
	r0 |= 0x8
.Lp3:
.Lp_out:
	exit
.Lmem_v4_pkt_end:
	.size mem_v4_pkt, .Lmem_v4_pkt_end-mem_v4_pkt

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
