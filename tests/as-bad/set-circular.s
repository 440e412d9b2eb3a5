# symbols defined in terms of each other
	.set a, b + 1
	.set b, a
	.data
	.quad a
