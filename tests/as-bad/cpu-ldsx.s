# cpu: v3
# sign-extending loads are -mcpu=v4
	r1 = *(s16 *)(r2 + 2)
	exit
