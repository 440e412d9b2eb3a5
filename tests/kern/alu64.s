# expect: alu64 80
# 7 +5=12 *3=36 -6=30 /4=7 %4=3 <<4=48 |1=49 ^0xff=206 &0xf0=192 >>2=48;
# r2 = -64 s>>3 = -8; 48-8 = 40; r3 = -40; 40-(-40) = 80
	.section socket,"ax",@progbits
	.globl alu64
	.type alu64,@function
alu64:
	r0 = 7
	r0 += 5
	r0 *= 3
	r0 -= 6
	r1 = 4
	r0 /= r1
	r0 %= 4
	r0 <<= 4
	r0 |= 1
	r0 ^= 0xff
	r0 &= 0xf0
	r0 >>= 2
	r2 = -64
	r2 s>>= 3
	r0 += r2
	r3 = r0
	r3 = -r3
	r0 -= r3
	exit
	.size alu64, .-alu64
	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
