# -2^31 - 1 does not fit either
	r1 = -2147483649
	exit
