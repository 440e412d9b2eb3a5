# a negative size
	.data
	.zero -1
