# BPF has w0..w10 only
	w12 += 1
	exit
