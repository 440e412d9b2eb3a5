# .asciz takes strings
	.data
	.asciz 5
