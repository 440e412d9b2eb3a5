# a common symbol with a negative size
	.comm buf, -1, 8
