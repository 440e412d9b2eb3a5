# expect: stack_stx 1023
# expect: stack_st 255
#
# Stack stores of every size, via STX (register source) and ST (immediate
# source), loaded back with every size at various r10 offsets.  Memory is
# little-endian.  syscall programs (no input).
# stack_stx: 10 checks -> 0x3ff = 1023; stack_st: 8 checks -> 0xff = 255.

	.text
	.section syscall,"ax",@progbits
	.globl stack_stx
	.type stack_stx,@function
stack_stx:
	r0 = 0
	r1 = 0x1122334455667788 ll
	*(u64 *)(r10 - 8) = r1
	# bytes fp-8 .. fp-1: 88 77 66 55 44 33 22 11
	# bit 0: u64 reload
	r3 = *(u64 *)(r10 - 8)
	if r3 != r1 goto .Ls0
	r0 |= 0x1
.Ls0:
	# bit 1: u32 at fp-8 = 0x55667788
	r3 = *(u32 *)(r10 - 8)
	r9 = 0x55667788 ll
	if r3 != r9 goto .Ls1
	r0 |= 0x2
.Ls1:
	# bit 2: u32 at fp-4 = 0x11223344
	r3 = *(u32 *)(r10 - 4)
	r9 = 0x11223344 ll
	if r3 != r9 goto .Ls2
	r0 |= 0x4
.Ls2:
	# bit 3: u16 at fp-6 = bytes 66 55 = 0x5566
	r3 = *(u16 *)(r10 - 6)
	r9 = 0x5566 ll
	if r3 != r9 goto .Ls3
	r0 |= 0x8
.Ls3:
	# bit 4: u8 at fp-1 = 0x11
	r3 = *(u8 *)(r10 - 1)
	r9 = 0x11 ll
	if r3 != r9 goto .Ls4
	r0 |= 0x10
.Ls4:
	# narrow stores take the low bytes of the source register
	r4 = 0xabcdef99 ll
	r5 = 0
	*(u8 *)(r10 - 8) = r4
	*(u16 *)(r10 - 4) = r4
	*(u32 *)(r10 - 16) = r4
	*(u32 *)(r10 - 12) = w5
	# fp-8..fp-1: 99 77 66 55 99 ef 22 11; fp-16..fp-9: 99 ef cd ab 00 00 00 00
	# bit 5: u64 at fp-8 = 0x1122ef9955667799
	r3 = *(u64 *)(r10 - 8)
	r9 = 0x1122ef9955667799 ll
	if r3 != r9 goto .Ls5
	r0 |= 0x20
.Ls5:
	# bit 6: u64 at fp-16 = 0x00000000abcdef99
	r3 = *(u64 *)(r10 - 16)
	r9 = 0xabcdef99 ll
	if r3 != r9 goto .Ls6
	r0 |= 0x40
.Ls6:
	# bit 7: store through a copy of the frame pointer, load via r10
	r6 = r10
	r6 += -32
	*(u64 *)(r6 + 0) = r1
	r3 = *(u64 *)(r10 - 32)
	if r3 != r1 goto .Ls7
	r0 |= 0x80
.Ls7:
	# bit 8: positive offset from r6: u32 at fp-28 = 0x11223344
	r3 = *(u32 *)(r6 + 4)
	r9 = 0x11223344 ll
	if r3 != r9 goto .Ls8
	r0 |= 0x100
.Ls8:
	# bit 9: bottom of the 512-byte stack
	r2 = 0x0badcafe0badf00d ll
	*(u64 *)(r10 - 512) = r2
	r3 = *(u64 *)(r10 - 512)
	if r3 != r2 goto .Ls9
	r0 |= 0x200
.Ls9:
	exit
.Lstack_stx_end:
	.size stack_stx, .Lstack_stx_end-stack_stx

	.globl stack_st
	.type stack_st,@function
stack_st:
	r0 = 0
	# bit 0: ST u64 imm is sign-extended: -2 -> 0xfffffffffffffffe
	*(u64 *)(r10 - 8) = -2
	r3 = *(u64 *)(r10 - 8)
	r9 = 0xfffffffffffffffe ll
	if r3 != r9 goto .Lt0
	r0 |= 0x1
.Lt0:
	# bit 1: ST u32 at fp-8: bytes 78 56 34 12 ff ff ff ff
	*(u32 *)(r10 - 8) = 0x12345678
	r3 = *(u64 *)(r10 - 8)
	r9 = 0xffffffff12345678 ll
	if r3 != r9 goto .Lt1
	r0 |= 0x2
.Lt1:
	# bit 2: ST u16 at fp-2: bytes 6,7 = 34 12
	*(u16 *)(r10 - 2) = 0x1234
	r3 = *(u64 *)(r10 - 8)
	r9 = 0x1234ffff12345678 ll
	if r3 != r9 goto .Lt2
	r0 |= 0x4
.Lt2:
	# bit 3: ST u8 at fp-3: byte 5 = ab
	*(u8 *)(r10 - 3) = 0xab
	r3 = *(u64 *)(r10 - 8)
	r9 = 0x1234abff12345678 ll
	if r3 != r9 goto .Lt3
	r0 |= 0x8
.Lt3:
	# bit 4: fp-16..fp-9 = ff ff 00 00 ff ff ff 7f
	*(u16 *)(r10 - 16) = -1
	*(u16 *)(r10 - 14) = 0
	*(u32 *)(r10 - 12) = 0x7fffffff
	r3 = *(u64 *)(r10 - 16)
	r9 = 0x7fffffff0000ffff ll
	if r3 != r9 goto .Lt4
	r0 |= 0x10
.Lt4:
	# bit 5: ST u8 stores only the low byte of imm 0x1ff
	*(u64 *)(r10 - 24) = 0
	*(u8 *)(r10 - 24) = 0x1ff
	r3 = *(u64 *)(r10 - 24)
	r9 = 0xff ll
	if r3 != r9 goto .Lt5
	r0 |= 0x20
.Lt5:
	# bit 6: u32 load zero-extends: fp-12 = 0x7fffffff
	r3 = -1
	r3 = *(u32 *)(r10 - 12)
	r9 = 0x7fffffff ll
	if r3 != r9 goto .Lt6
	r0 |= 0x40
.Lt6:
	# bit 7: ST u64 positive imm
	*(u64 *)(r10 - 40) = 0x7fffffff
	r3 = *(u64 *)(r10 - 40)
	r9 = 0x7fffffff ll
	if r3 != r9 goto .Lt7
	r0 |= 0x80
.Lt7:
	exit
.Lstack_st_end:
	.size stack_st, .Lstack_st_end-stack_st

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
