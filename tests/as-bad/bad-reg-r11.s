# BPF has r0..r10 only
	r0 = 0
	r11 = 1
	exit
