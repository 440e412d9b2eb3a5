# more than 64 bits
	r1 = 0x1ffffffffffffffff ll
	exit
