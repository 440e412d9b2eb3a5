# several independent errors are all reported, in order
	r11 = 1
	w1 += r2
	.byte 256
	exit
