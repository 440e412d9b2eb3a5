# .L symbols are assembler temporaries: they must be defined
	.data
	.quad .Lmissing
