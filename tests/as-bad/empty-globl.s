# .globl needs a symbol
	.globl
