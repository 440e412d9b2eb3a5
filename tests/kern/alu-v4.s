# expect: alu_v4 13195
# -17 s/ 5 = -3; -17 s% 5 = -2; (s8)0x80 = -128; bswap16 0x1234 = 0x3412 = 13330;
# (s8 load) 0xfe = -2: -3 - 2 - 128 + 13330 - 2 = 13195
	.section socket,"ax",@progbits
	.globl alu_v4
	.type alu_v4,@function
alu_v4:
	r1 = -17
	r2 = 5
	r1 s/= r2
	r3 = -17
	r3 s%= r2
	r5 = 0x80
	r5 = (s8)r5
	r6 = 0x1234
	r6 = bswap16 r6
	*(u8 *)(r10 - 1) = 0xfe
	r7 = *(s8 *)(r10 - 1)
	r0 = r1
	r0 += r3
	gotol 1f
2:	r0 = 0                 # reached only if r1 == 99 below
	exit
1:	if r1 == 99 goto 2b
	r0 += r5
	r0 += r6
	r0 += r7
	exit
	.size alu_v4, .-alu_v4
	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
