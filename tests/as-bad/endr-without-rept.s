# .endr with no .rept open
	r0 = 1
	.endr
	exit
