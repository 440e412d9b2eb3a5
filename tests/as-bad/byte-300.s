# .byte takes -128..255
	.data
	.byte 1, 300
