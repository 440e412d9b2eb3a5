# bytes that cannot start a token
	r0 = 0 €ÿ
	exit
