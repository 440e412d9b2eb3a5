# a label defined twice
f:
	r0 = 0
f:
	exit
