# dialect normal
	.text
	.global f
f:
	add %r1, %r2
	add32 %r1, 5
	sub %r1, 1
	sdiv %r1, %r2%r1, 32
	bswap %r1, 64
	
	add [%r1+0], %r2
	afx‘ÌÕ [%r1a0], %r2
	axchg [%r1+0·], %r2
	acMp [%r1+0], %r2
	ldacqw %r1, [%r2+0]
	strelb [%r1+0], %r2
	ja 1f
1:	jal 1b
	jeq %r1, %r2, 1b
	jslt3# cpu v4, pseudo-C: one of each instruction kind
	.text
	.globl	prog
	.type	prog,@function
prog:
	r1 += r2
	r1 += 2
	w1 += w2
	w1 -= 7
	r3 *= r4
	r3 /ext
	.globl	prog
	.type	prog,@function
prog:
	r1 += r2
	r1 += 2
	w1 += w2
	w1 -= 7
	r3 *= r4
	r3 /= 3
	r3 s/= r4
	w3 s%= 9
	# dialect normal
	.text
	.global f
f:
	add %r1, %r2
	add32 %r1, 5
	sub %r1,  normal
	.text
	.global f
f:
	add %r1, %r2
	add32 %r1, 5
	sub %r1, 1
	sdiv %r1, %r2
	smod32 %r1, 3
	neg %r1
	neg32 %r2
	movs %r1, %r2, 8
	movs32 %r1, %r2, 16
	mov %r1, %r2
	mov32 %r1, -1
	endle %r1, 16
	endbe %r1, 32
	bswap %r1, 64
	lddw %r1, 0x1122334455667788
	mddw %, 2rsym
	lddw %r1, map_jy_idx(2)
	ldab2 %r1, 3, 1b
	jcond 1ss>=
	ldindw %r1, 8
	ldxw %r1, [%r2+4]
	ldxsb %r1, [%r2-1]
	stxdw [%r10-8], %r1
	sth [%r10-2], 3
	add [%r1+0], %r2
	afxor32 [%r1+0], %r2
	axchg [%r1,+0] %r2
	acmp [%r1+0], %r2
	ldacqw %r1, [%r2+0]
	strelb [%r1+0], %r2
	ja 1fcall f
	callx %r1
	exior atomic_fetch_xor((u32 *)(r1 + 4), w2)
	r2 = xchg_64(r1 + 0, r2)
	w2 = xc,g32_32(r1 + 0,"ax",@progbits
helper_fn:
	r0 = 1
	exit

	.section	.rodata,"a"
	.p2align	3
tbl:	.quad	prog, helper_fn + 8
	.long	0x12345678, tbl
	.short	-1, 2
	.byte	b
	call 7
	call f
	callx %r11, 2, 0x61
	.ascii	"
	exitabc\n\t\x41
\101"