# expect: jumps 15193
# r1 = 5, r2 = -3, r3 = 5; each true condition sets its bit:
# bits 0 (r1 == 5), 3 (r1 s> r2), 4 (r1 >= 5), 6 (r2 s< r1), 8 (r2 s<= -3),
# 9 (r1 & 4), 11 (w2 s< 0), 12 (w2 > 10), 13 (w1 == w3); false: 1 2 5 7 10 14 15
# 1+8+16+64+256+512+2048+4096+8192 = 15193
	.section socket,"ax",@progbits
	.globl jumps
	.type jumps,@function
jumps:
	r0 = 0
	r1 = 5
	r2 = -3
	r3 = 5
	if r1 == 5 goto 1f
	goto 2f
1:	r0 |= 1
2:	if r1 != r3 goto 1f
	goto 2f
1:	r0 |= 2
2:	if r1 > r2 goto 1f
	goto 2f
1:	r0 |= 4
2:	if r1 s> r2 goto 1f
	goto 2f
1:	r0 |= 8
2:	if r1 >= 5 goto 1f
	goto 2f
1:	r0 |= 16
2:	if r2 < r1 goto 1f
	goto 2f
1:	r0 |= 32
2:	if r2 s< r1 goto 1f
	goto 2f
1:	r0 |= 64
2:	if r1 <= 4 goto 1f
	goto 2f
1:	r0 |= 128
2:	if r2 s<= -3 goto 1f
	goto 2f
1:	r0 |= 256
2:	if r1 & 4 goto 1f
	goto 2f
1:	r0 |= 512
2:	if r2 s>= 0 goto 1f
	goto 2f
1:	r0 |= 1024
2:	if w2 s< 0 goto 1f
	goto 2f
1:	r0 |= 2048
2:	if w2 > 10 goto 1f
	goto 2f
1:	r0 |= 4096
2:	if w1 == w3 goto 1f
	goto 2f
1:	r0 |= 8192
2:	if w2 & 2 goto 1f
	goto 2f
1:	r0 |= 16384
2:	if w2 <= 5 goto 1f
	goto 2f
1:	r0 |= 32768
2:	exit
	.size jumps, .-jumps
	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
