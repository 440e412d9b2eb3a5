# conditional and repeated assembly: .if and its kin, .else, .elseif,
# .rept (bpf_experimental.h's bpf_addr_space_cast uses .ifc; the
# selftests' gotol test .rept 40000)
	.text
	.globl	f
	.type	f,@function
f:
	.set	four, 4
	.ifc	r3, r3
	r0 = 1
	.endif
	.ifc	r3, r4
	r0 = 2
	.else
	r0 = 3
	.endif
	.ifnc	abc, abd
	r1 = 4
	.endif
	.if	four > 3
	r2 = 5
	.elseif four > 2
	r2 = 6
	.else
	r2 = 7
	.endif
	.if	four == 1
	r2 = 8
	.elseif four == 4
	r2 = 9
	.else
	r2 = 10
	.endif
	.ifeq	four - 4
	r3 = 11
	.endif
	.ifne	four
	r3 = 12
	.endif
	.ifdef	f
	r4 = 13
	.endif
	.ifndef	undefined_here
	r4 = 14
	.endif
	.ifb
	r5 = 15
	.endif
	.ifnb	x
	r5 = 16
	.endif
	# nested: the inner group of a false branch is skipped whole
	.if	0
	.if	1
	r0 = 99
	.else
	r0 = 98
	.endif
	.else
	.if	1
	r0 = 17
	.endif
	.endif
	.rept	3
	r0 += 1
	.endr
	.rept	2
	.rept	2
	r1 += 2
	.endr
	.ifc	x, x
	r1 += 3
	.endif
1:	if r1 > 100 goto 1b
	.endr
	.rept	0
	r0 = 97
	.endr
	exit
.Lf_end:
	.size	f, .Lf_end-f
