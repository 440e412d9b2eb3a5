# Assembled by ebcc-as -mcpu=v2 (e_flags CPU version 2): what ebcc-objdump
# prints for bytes that do not decode, for instructions newer than the
# object's CPU version, for relocations (-r) and for a section without a
# symbol at offset 0.  The expected output is invalid.expected.
	.text
	.globl	f
	.type	f,@function
f:
	r0 = 1
	.byte	0x8e, 0, 0, 0, 0, 0, 0, 0          # unknown opcode
	.byte	0xd7, 0x01, 0, 0, 0x10, 0, 0, 0    # bswap16 r1: v4
	.byte	0x16, 0x01, 0x01, 0, 0x05, 0, 0, 0 # if w1 == 5 goto +1: v3
	.byte	0xb7, 0x10, 0, 0, 0, 0, 0, 0       # mov with a src register
	.byte	0x18, 0x01, 0, 0, 1, 0, 0, 0       # ld_imm64 whose 2nd slot
	.byte	0x07, 0x01, 0, 0, 1, 0, 0, 0       # is an instruction
	.byte	0x3f, 0x21, 0x01, 0, 0, 0, 0, 0    # div with off 1 = sdiv: v4
	r1 = data ll
	call	g
	if r0 s< 3 goto f
	exit
g:
	r0 = 2
	exit

	.section	"tail","ax",@progbits
	r0 = 0
.Lx:
	r1 += 1
	if r1 < 10 goto .Lx
	exit
	.byte	0x18, 0x01, 0, 0, 0, 0, 0, 0       # ld_imm64 cut short
	.byte	0x95, 0, 0                         # partial slot

	.data
data:
	.quad	0
