# normal-dialect syntax in a pseudo-C file
	mov %r1, 2
	exit
