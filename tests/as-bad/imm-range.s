# immediates are 32 bits (signed or unsigned spelling)
	r1 += 4294967296
	exit
