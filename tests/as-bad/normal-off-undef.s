# dialect: normal
# normal dialect: the offset must be a constant
	ldxw %r1, [%r2+x]
	exit
