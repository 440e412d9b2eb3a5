# there is no 8-bit BPF data relocation
	.data
	.byte ext
