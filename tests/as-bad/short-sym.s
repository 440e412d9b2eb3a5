# there is no 16-bit BPF data relocation
	.data
x:
	.short x
