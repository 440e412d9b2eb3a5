# cpu: v2
# the JMP32 class is -mcpu=v3
	if w1 > 2 goto L
L:
	exit
