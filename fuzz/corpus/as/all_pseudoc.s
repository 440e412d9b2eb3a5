# cpu v4, pseudo-C: one of each instruction kind
	.text
	.globl	prog
	.type	prog,@function
prog:
	r1 += r2
	r1 += 5
	w1 += w2
	w1 -= 7
	r3 *= r4
	r3 /= 3
	r3 s/= r4
	w3 s%= 9
	r5 |= r6
	r5 &= 0xff
	r5 ^= r1
	r5 <<= 3
	r5 >>= r2
	r5 s>>= 1
	r1 = -r1
	w1 = -w1
	r1 = (s8)r2
	r1 = (s16)r2
	r1 = (s32)r2
	w1 = (s8)w2
	w1 = (s16)w2
	r1 = r2
	w1 = 42
	r1 = addr_space_cast(r2, 0, 1)
	r1 = le16 r1
	r1 = be64 r1
	r1 = bswap32 r1
	r1 = 0x123456789 ll
	r2 = map ll
	r1 = map_by_fd(3) ll
	r1 = map_val(map_by_fd(3)) + 8 ll
	r0 = *(u8 *)skb[12]
	r0 = *(u32 *)skb[r1 + 4]
	r1 = *(u8 *)(r2 + 1)
	r1 = *(u64 *)(r10 - 8)
	w1 = *(u16 *)(r2 + 0)
	r1 = *(s32 *)(r2 + 4)
	*(u32 *)(r10 - 4) = r1
	*(u64 *)(r10 - 16) = 7
	lock *(u64 *)(r1 + 0) += r2
	lock *(u32 *)(r1 + 8) |= w2
	r2 = atomic_fetch_add((u64 *)(r1 + 0), r2)
	w2 = atomic_fetch_xor((u32 *)(r1 + 4), w2)
	r2 = xchg_64(r1 + 0, r2)
	w2 = xchg32_32(r1 + 0, w2)
	r0 = cmpxchg_64(r1 + 0, r0, r2)
	w0 = cmpxchg32_32(r1 + 0, w0, w2)
	w1 = load_acquire((u32 *)(r2 + 0))
	store_release((u64 *)(r1 + 0), r2)
	goto .Lnext
.Lnext:
	gotol .Lfar
	if r1 == r2 goto .Lfar
	if r1 != 3 goto 1f
1:
	if w1 > w2 goto 1b
	if w1 s<= -3 goto .Lfar
	if r1 & 4 goto +1
	may_goto .Lfar
.Lfar:
	call 1
	call helper_fn
	call kfunc 12
	callx r3
	r0 = 0
	exit
.Lend:
	.size	prog, .Lend-prog

	.section	.text.helper,"ax",@progbits
helper_fn:
	r0 = 1
	exit

	.section	.rodata,"a"
	.p2align	3
tbl:	.quad	prog, helper_fn + 8
	.long	0x12345678, tbl
	.short	-1, 2
	.byte	1, 2, 0x61
	.ascii	"abc\n\t\x41\101"
	.asciz	"zzz"
	.string	"s"
	.zero	3
	.space	2, 0xff
	.fill	2, 4, 0x11223344
	.balign	8
	.align	4, 0
	.set	K, 3 * (4 + 1) << 2
	K2 = K - 1
	.quad	K2, (1 | 2) ^ ~0 & 7 % 3 / 1
	.data
	.weak	wsym
	.hidden	tbl
	.protected	helper_fn
	.local	loc
loc:	.long	.-loc
	.bss
	.lcomm	buf, 16, 8
	.comm	cbuf, 32, 8
	.pushsection	"maps","aw"
map:	.zero	32
	.popsection
	.previous
	.file	"x.c"
	.ident	"ebcc"
	.addrsig
	.addrsig_sym map
	.cfi_startproc
	.section	license,"aw",@progbits
	.asciz	"GPL"
	.end
