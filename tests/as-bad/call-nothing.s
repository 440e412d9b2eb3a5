# call needs a target
	call
	exit
