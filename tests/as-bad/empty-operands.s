# an ALU instruction without its source operand
	r1 +=
	exit
