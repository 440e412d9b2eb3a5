# 64-bit ALU with a 32-bit destination
	w1 = 1
	r1 -= w2
	exit
