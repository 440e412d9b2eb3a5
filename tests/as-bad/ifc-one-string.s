# .ifc needs two strings
	.ifc r1
	r0 = 1
	.endif
	exit
