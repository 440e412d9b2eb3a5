# a negative repetition count
	.rept -2
	r0 += 1
	.endr
	exit
