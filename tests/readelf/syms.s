# Symbols of every binding and kind, data relocations (64- and 32-bit,
# against globals, locals, weak and undefined symbols and a section) and a
# bss object, for comparing ebcc-readelf with llvm-readelf on an ebcc-as
# object.
	.file	"syms.c"
	.text
	.globl	entry
	.type	entry,@function
entry:
	r1 = table ll
	r2 = counter ll
	r3 = extern_var ll
	call helper_local
	call extern_fn
	r0 = *(u32 *)(r1 + 0)
	exit
.Lentry_end:
	.size	entry, .Lentry_end-entry

	.type	helper_local,@function
helper_local:
	r0 = 7
	exit
	.size	helper_local, 16

	.weak	weak_fn
	.type	weak_fn,@function
weak_fn:
	r0 = 0
	exit
	.size	weak_fn, 16

	.section	.data,"aw",@progbits
	.globl	table
	.type	table,@object
	.p2align	3
table:
	.quad	entry
	.quad	local_obj
	.quad	weak_fn
	.quad	extern_var
	.long	counter
	.long	local_obj+4
	.size	table, 40

	.type	local_obj,@object
	.p2align	3
local_obj:
	.quad	0x1122334455667788
	.quad	weak_obj
	.size	local_obj, 16

	.weak	weak_obj
	.type	weak_obj,@object
weak_obj:
	.long	5
	.size	weak_obj, 4

	.section	.rodata,"a",@progbits
	.globl	hidden_const
	.hidden	hidden_const
	.type	hidden_const,@object
hidden_const:
	.asciz	"ebcc"
	.size	hidden_const, 5

	.bss
	.globl	counter
	.type	counter,@object
	.p2align	2
counter:
	.zero	4
	.size	counter, 4

	.section	license,"aw",@progbits
	.globl	_license
	.type	_license,@object
_license:
	.asciz	"GPL"
	.size	_license, 4
