# a number in a data directive: one error
	.data
	.quad 12abc
