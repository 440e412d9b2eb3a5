# 32-bit ALU needs both operands 32-bit
	w1 += r2
	exit
