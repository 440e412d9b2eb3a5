# dialect: normal
# normal dialect: jump to a label that is never defined
	jeq %r1, 0, out
	exit
