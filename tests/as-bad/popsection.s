# .popsection with nothing pushed
	.popsection
