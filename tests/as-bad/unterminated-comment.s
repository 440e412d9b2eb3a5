# a block comment that never ends
	r0 = 0
	/* exit
