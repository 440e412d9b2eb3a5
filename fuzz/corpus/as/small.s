	.section "xdp","ax"
	.globl xdp_prog
xdp_prog:
	r0 = 2
	exit
	.section "license","aw"
	.asciz "GPL"
