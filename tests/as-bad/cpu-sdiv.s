# cpu: v3
# signed division is -mcpu=v4
	r1 s/= r2
	exit
