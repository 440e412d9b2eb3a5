# at most 64 MiB per .fill
	.data
	.fill 100000000, 1, 0
