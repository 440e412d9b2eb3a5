# not a directive GNU as or clang knows
	.frobnicate 1
