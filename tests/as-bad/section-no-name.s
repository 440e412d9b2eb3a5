# .section with an empty name (found by fuzz_as: a negative memcpy size)
	.section , 32, 8
