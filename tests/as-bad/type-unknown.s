# @weird is not a symbol type
f:
	.type f, @weird
