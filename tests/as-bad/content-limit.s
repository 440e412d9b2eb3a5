# at most 64 MiB of section contents in all: the second .zero is too much
	.data
	.zero 1 << 26
	.section .rodata,"a"
	.zero 1
