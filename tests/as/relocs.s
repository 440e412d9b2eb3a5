	.text
	.section xdp,"ax",@progbits
	.globl prog
	.type prog,@function
prog:
	call sub
	call lsub
	call .Lx
	r1 = lsub ll
	r1 = gdata ll
	r1 = ldata ll
	r1 = ldata+8 ll
	if r1 > 5 goto .Lend
	if w1 s< -1 goto .Lend
	r1 = 0x123456789 ll
.Lx:
.Lend:
	r0 = 0
	exit
.Lfunc_end0:
	.size prog, .Lfunc_end0-prog
	.text
	.globl sub
sub:
	call lsub
	exit
lsub:
	r0 = 1
	exit
	.data
	.globl gdata
gdata:
	.quad sub
	.long prog
	.quad ldata
ldata:
	.byte 1,2
	.short 3
	.asciz "hi"
	.ascii "x"
	.string "y"
	.zero 3
	.p2align 3
	.space 2
	.balign 4
	.weak w
	.quad w
	# an undefined hidden symbol (`__hidden extern`): STV_HIDDEN kept
	.text
	.hidden hext
	call hext
