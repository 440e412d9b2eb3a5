# dialect: normal
# a register BPF does not have, normal dialect
	mov %r11, 1
	exit
