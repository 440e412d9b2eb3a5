# .fill counts bytes, not repeats: 2^26 eight-byte values are 512 MiB
	.data
	.fill 67108864, 8, 1
