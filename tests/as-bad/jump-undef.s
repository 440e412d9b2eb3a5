# jump to a label that is never defined
	if r1 == 0 goto out
	r0 = 1
	exit
