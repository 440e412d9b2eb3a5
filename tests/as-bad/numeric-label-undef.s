# a forward reference with no later definition
	goto 1f
	exit
