# a .lcomm alignment that would pad .bss by 1 TiB
	.lcomm buf, 8, 1099511627776
