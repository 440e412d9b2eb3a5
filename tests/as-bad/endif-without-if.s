# .endif with no .if open
	r0 = 1
	.endif
	exit
