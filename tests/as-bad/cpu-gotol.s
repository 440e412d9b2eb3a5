# cpu: v3
# gotol is -mcpu=v4
	gotol L
L:
	exit
