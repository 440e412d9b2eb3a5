# tests/elf-bad/base.s - the valid object gen.c corrupts: code with a
# relocation (.rel.text), data with one (.rel.data), a symbol table and the
# string table ebcc-as shares between symbol and section names.
	.text
	.globl	prog
	.type	prog,@function
prog:
	r1 = map ll
	call	sub
	r0 = 0
	exit
sub:
	r0 = 1
	exit

	.data
	.globl	map
map:
	.quad	prog

	.section	license,"aw"
	.asciz	"GPL"
