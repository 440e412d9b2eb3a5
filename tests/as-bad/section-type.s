# @bits is not a section type
	.section .foo,"a",@bits
