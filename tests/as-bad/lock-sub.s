# there is no atomic subtract
	lock *(u64 *)(r1 + 0) -= r2
	exit
