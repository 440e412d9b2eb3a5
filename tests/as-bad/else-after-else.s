# a second .else in one group
	.if 1
	r0 = 1
	.else
	r0 = 2
	.else
	r0 = 3
	.endif
	exit
