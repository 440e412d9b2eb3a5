# 'q' is not a section flag
	.section .foo,"axq",@progbits
