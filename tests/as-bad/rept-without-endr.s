# a .rept body the file never closes
	.rept 2
	r0 += 1
	exit
