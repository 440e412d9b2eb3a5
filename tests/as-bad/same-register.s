# negation is dst = -dst, with one register
	r1 = -r2
	exit
