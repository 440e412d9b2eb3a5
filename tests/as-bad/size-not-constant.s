# .size needs a constant
	.globl f
f:
	exit
	.size f, g
