# .set symbols are in the symbol table as LLVM writes them: a constant
# one absolute, an alias of a label at its address
	.text
f:
	.set g, f+8
	.set h, 3
	r0 = 1
	r0 = 2
	exit
