# .bss cannot hold non-zero bytes: the error is at the first one
	.bss
	.zero 4
	.byte 0, 1
