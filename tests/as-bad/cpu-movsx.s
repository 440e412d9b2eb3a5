# cpu: v3
# sign-extending moves are -mcpu=v4
	r1 = (s8)r2
	exit
