# cpu: v1
# JLT/JLE/JSLT/JSLE are -mcpu=v2
	if r1 < r2 goto L
L:
	exit
