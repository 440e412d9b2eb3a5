# an .if group the file never closes
	.if 1
	r0 = 1
	exit
