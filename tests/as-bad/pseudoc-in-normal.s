# dialect: normal
# pseudo-C syntax in a normal-dialect file
	r0 = 0
	exit
