# a jump into the middle of an instruction
L:
	r0 = 0
	goto L + 4
	exit
