# BPF has r0..r10 only
	r11 = 1
	exit
