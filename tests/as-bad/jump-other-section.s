# BPF jumps cannot leave their section
	.section "xdp","ax"
prog:
	goto other
	exit
	.section "tc","ax"
other:
	exit
