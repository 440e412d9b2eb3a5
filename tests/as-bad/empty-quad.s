# a trailing comma in a data list
	.data
	.quad 1,
