# cpu: v3
# bswap is -mcpu=v4
	r1 = bswap16 r1
	exit
