# an instruction no row of the ISA table spells
	r0 = 0
	frob r1, r2
	exit
