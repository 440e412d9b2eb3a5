# .short takes -32768..65535
	.data
	.short -32769
