# digits followed by letters
	r1 = 12abc
	exit
