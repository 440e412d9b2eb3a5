# memory offsets are signed 16 bits
	*(u64 *)(r10 - 32769) = r1
	exit
