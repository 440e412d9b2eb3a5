# dialect normal
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
	lddw %r2, sym
	lddw %r1, map_by_idx(2)
	ldabsh 4
	ldindw %r1, 8
	ldxw %r1, [%r2+4]
	ldxsb %r1, [%r2-1]
	stxdw [%r10-8], %r1
	sth [%r10-2], 3
	add [%r1+0], %r2
	afxor32 [%r1+0], %r2
	axchg [%r1+0], %r2
	acmp [%r1+0], %r2
	ldacqw %r1, [%r2+0]
	strelb [%r1+0], %r2
	ja 1f
1:	jal 1b
	jeq %r1, %r2, 1b
	jslt32 %r1, 3, 1b
	jcond 1b
	call 7
	call f
	callx %r1
	exit
