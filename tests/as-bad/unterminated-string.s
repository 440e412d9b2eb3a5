# a string that runs to the end of the line
	.data
	.ascii "abc
