# .fill sizes are 0 to 8
	.data
	.fill 1, 9, 0
