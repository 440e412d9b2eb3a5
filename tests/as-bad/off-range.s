# memory offsets are signed 16 bits
	r1 = *(u32 *)(r2 + 32768)
	exit
