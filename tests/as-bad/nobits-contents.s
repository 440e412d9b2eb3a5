# .bss cannot hold non-zero bytes
	.bss
	.byte 1
