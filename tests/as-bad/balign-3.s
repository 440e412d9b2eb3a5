# .balign needs a power of two
	.data
	.balign 3
