	.text
	.globl f
f:
	exit
.Lend:
	.section .BTF.ext,"",@progbits
	.long f
	.long .Lend
	.quad f
	.section .debug_info,"",@progbits
	.long f
	.long .Lend
	.section .data,"aw",@progbits
	.long .Lend
	.byte 1
	.section .rodata.str1.1,"aMS",@progbits,1
	.asciz "x"
	.section .bss,"aw",@nobits
	.zero 8
	.comm c,4,4
	.section foo
	.byte 1
	.section .maps,"aw"
	.byte 1
