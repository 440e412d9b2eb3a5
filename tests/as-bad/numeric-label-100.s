# numeric labels are 0 to 99
100:
	exit
