# cpu: v3
# dialect: normal
# sdiv is -mcpu=v4 in the normal dialect too
	sdiv %r1, %r2
	exit
