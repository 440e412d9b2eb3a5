# division by zero in a constant
	.data
	.quad 1 / (2 - 2)
