# expect: alu32 65590
# w0 = -1 leaves the upper half 0: r1 = 0xffffffff >> 16 = 65535;
# w2 = 7*7-9 = 40; w3 = 0x80000000 s>> 28 = 0xfffffff8, / 0x10000000 = 15;
# 65535 + 40 + 15 = 65590
	.section socket,"ax",@progbits
	.globl alu32
	.type alu32,@function
alu32:
	w0 = -1
	r1 = r0
	r1 >>= 16
	w2 = 7
	w2 *= w2
	w2 -= 9
	w3 = 0x80000000
	w3 s>>= 28
	w4 = 0x10000000
	w3 /= w4
	r0 = r1
	r0 += r2
	r0 += r3
	exit
	.size alu32, .-alu32
	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
