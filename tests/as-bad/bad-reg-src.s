# a register BPF does not have, as a source
	r1 = r12
	exit
