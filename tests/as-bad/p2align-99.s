# alignment powers go up to 16
	.p2align 99
