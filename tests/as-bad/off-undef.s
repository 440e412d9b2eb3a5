# an offset must be a constant; x is not defined
	r1 = *(u32 *)(r2 + x)
	exit
