# expect: alu_v4_sdiv 32767
# expect: alu_v4_movsx 1023
#
# cpu v4 ALU additions: signed division / modulo (BPF_DIV / BPF_MOD with
# off = 1, written "s/=" and "s%="), sign-extending moves (BPF_MOV with
# off = 8/16/32, "rD = (s8)rS"), and unconditional byte swaps (BPF_ALU64 |
# BPF_END, "bswapN", which swap regardless of host byte order).
# Signed division truncates toward zero; the remainder has the sign of the
# dividend.  Division by zero gives 0, modulo by zero leaves dst unchanged
# (32-bit forms zero the upper half); INT_MIN s/ -1 = INT_MIN,
# INT_MIN s% -1 = 0.
# alu_v4_sdiv: 15 checks -> 0x7fff = 32767; alu_v4_movsx: 10 checks -> 1023.

	.text
	.section socket,"ax",@progbits
	.globl alu_v4_sdiv
	.type alu_v4_sdiv,@function
alu_v4_sdiv:
	r0 = 0
	# bit 0: -7 s/ 2 = -3
	r1 = -7
	r2 = 2
	r1 s/= r2
	if r1 != -3 goto .Ld0
	r0 |= 0x1
.Ld0:
	# bit 1: -7 s% 2 = -1 (imm)
	r1 = -7
	r1 s%= 2
	if r1 != -1 goto .Ld1
	r0 |= 0x2
.Ld1:
	# bit 2: 7 s/ -2 = -3 (imm)
	r1 = 7
	r1 s/= -2
	if r1 != -3 goto .Ld2
	r0 |= 0x4
.Ld2:
	# bit 3: 7 s% -2 = 1 (reg)
	r1 = 7
	r2 = -2
	r1 s%= r2
	if r1 != 1 goto .Ld3
	r0 |= 0x8
.Ld3:
	# bit 4: -7 s/ -2 = 3 (imm)
	r1 = -7
	r1 s/= -2
	if r1 != 3 goto .Ld4
	r0 |= 0x10
.Ld4:
	# bit 5: -8 s% -3 = -2 (-8 = 2 * -3 + -2)
	r1 = -8
	r2 = -3
	r1 s%= r2
	if r1 != -2 goto .Ld5
	r0 |= 0x20
.Ld5:
	# bit 6: 32-bit: w1 = -7 s/ 2 = -3 -> 0x00000000fffffffd
	r1 = 0x12345678fffffff9 ll
	w2 = 2
	w1 s/= w2
	r9 = 0xfffffffd ll
	if r1 != r9 goto .Ld6
	r0 |= 0x40
.Ld6:
	# bit 7: 32-bit: -7 s% -3 = -1 -> 0x00000000ffffffff
	r1 = 0x12345678fffffff9 ll
	w1 s%= -3
	r9 = 0xffffffff ll
	if r1 != r9 goto .Ld7
	r0 |= 0x80
.Ld7:
	# bit 8: signed division by a zero register gives 0
	r1 = -5
	r2 = 0
	r1 s/= r2
	if r1 != 0 goto .Ld8
	r0 |= 0x100
.Ld8:
	# bit 9: signed modulo by a zero register leaves dst (-5)
	r1 = -5
	r2 = 0
	r1 s%= r2
	if r1 != -5 goto .Ld9
	r0 |= 0x200
.Ld9:
	# bit 10: INT64_MIN s/ -1 = INT64_MIN
	r1 = 0x8000000000000000 ll
	r2 = -1
	r1 s/= r2
	r9 = 0x8000000000000000 ll
	if r1 != r9 goto .Ld10
	r0 |= 0x400
.Ld10:
	# bit 11: INT64_MIN s% -1 = 0 (imm)
	r1 = 0x8000000000000000 ll
	r1 s%= -1
	if r1 != 0 goto .Ld11
	r0 |= 0x800
.Ld11:
	# bit 12: 32-bit INT_MIN s/ -1 = INT_MIN, zero-extended 0x0000000080000000
	r1 = 0xffffffff80000000 ll
	w1 s/= -1
	r9 = 0x80000000 ll
	if r1 != r9 goto .Ld12
	r0 |= 0x1000
.Ld12:
	# bit 13: 32-bit signed modulo by zero keeps w1 = -5, upper half zeroed
	r1 = 0xfffffffffb ll
	w2 = 0
	w1 s%= w2
	r9 = 0xfffffffb ll
	if r1 != r9 goto .Ld13
	r0 |= 0x2000
.Ld13:
	# bit 14: plain "/=" stays unsigned: 0xfffffffffffffff9 / 2
	#         = 0x7ffffffffffffffc
	r1 = -7
	r2 = 2
	r1 /= r2
	r9 = 0x7ffffffffffffffc ll
	if r1 != r9 goto .Ld14
	r0 |= 0x4000
.Ld14:
	exit
.Lalu_v4_sdiv_end:
	.size alu_v4_sdiv, .Lalu_v4_sdiv_end-alu_v4_sdiv

	.globl alu_v4_movsx
	.type alu_v4_movsx,@function
alu_v4_movsx:
	r0 = 0
	# r2 = 0x123456789abcdef0: s8 = 0xf0 (-16), s16 = 0xdef0 (-8464),
	# s32 = 0x9abcdef0 (negative)
	r2 = 0x123456789abcdef0 ll
	# bit 0: (s8) -> 0xfffffffffffffff0
	r1 = (s8)r2
	r9 = 0xfffffffffffffff0 ll
	if r1 != r9 goto .Lm0
	r0 |= 0x1
.Lm0:
	# bit 1: (s16) -> 0xffffffffffffdef0
	r1 = (s16)r2
	r9 = 0xffffffffffffdef0 ll
	if r1 != r9 goto .Lm1
	r0 |= 0x2
.Lm1:
	# bit 2: (s32) -> 0xffffffff9abcdef0
	r1 = (s32)r2
	r9 = 0xffffffff9abcdef0 ll
	if r1 != r9 goto .Lm2
	r0 |= 0x4
.Lm2:
	# bit 3: 32-bit w1 = (s8)w2 -> 0xfffffff0, upper half zeroed
	r1 = -1
	w1 = (s8)w2
	r9 = 0xfffffff0 ll
	if r1 != r9 goto .Lm3
	r0 |= 0x8
.Lm3:
	# bit 4: 32-bit w1 = (s16)w2 -> 0xffffdef0
	r1 = -1
	w1 = (s16)w2
	r9 = 0xffffdef0 ll
	if r1 != r9 goto .Lm4
	r0 |= 0x10
.Lm4:
	# bit 5: positive s8: (s8)0x7f = 0x7f
	r3 = 0x7f
	r1 = (s8)r3
	if r1 != 0x7f goto .Lm5
	r0 |= 0x20
.Lm5:
	# bit 6: (s16)0x17fff = 0x7fff (bit 16 dropped, positive)
	r3 = 0x17fff
	r1 = (s16)r3
	if r1 != 0x7fff goto .Lm6
	r0 |= 0x40
.Lm6:
	# bit 7: bswap16 0x1122334455667788 = 0x8877
	r1 = 0x1122334455667788 ll
	r1 = bswap16 r1
	r9 = 0x8877 ll
	if r1 != r9 goto .Lm7
	r0 |= 0x80
.Lm7:
	# bit 8: bswap32 = 0x88776655
	r1 = 0x1122334455667788 ll
	r1 = bswap32 r1
	r9 = 0x88776655 ll
	if r1 != r9 goto .Lm8
	r0 |= 0x100
.Lm8:
	# bit 9: bswap64 = 0x8877665544332211
	r1 = 0x1122334455667788 ll
	r1 = bswap64 r1
	r9 = 0x8877665544332211 ll
	if r1 != r9 goto .Lm9
	r0 |= 0x200
.Lm9:
	exit
.Lalu_v4_movsx_end:
	.size alu_v4_movsx, .Lalu_v4_movsx_end-alu_v4_movsx

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
