# expect: alu32_reg 65535
# expect: alu32_imm 32767
# expect: alu32_chain 51
#
# 32-bit ALU (BPF_ALU, "w" registers), register and immediate forms.
# Every 32-bit op writes the low 32 bits and zeroes the upper 32, so each
# check starts from a register with garbage in its upper half and compares
# the full 64-bit r1 with an ld_imm64 constant.
# alu32_reg: 16 checks -> 0xffff = 65535; alu32_imm: 15 checks -> 0x7fff.
# These are tc (sched_cls) programs.

	.text
	.section tc,"ax",@progbits
	.globl alu32_reg
	.type alu32_reg,@function
alu32_reg:
	r0 = 0
	# bit 0: 0xffffffff + 2 = 0x1_00000001 -> low 32 = 1, upper zeroed
	r1 = 0xdeadbeefffffffff ll
	r2 = 0xaaaaaaaa00000002 ll
	w1 += w2
	r9 = 1 ll
	if r1 != r9 goto .Lr0
	r0 |= 0x1
.Lr0:
	# bit 1: 0 - 1 = 0xffffffff, zero-extended
	r1 = 0x1111111100000000 ll
	r2 = 1
	w1 -= w2
	r9 = 0xffffffff ll
	if r1 != r9 goto .Lr1
	r0 |= 0x2
.Lr1:
	# bit 2: 0x10000 * 0x10001 = 0x100010000 -> 0x00010000
	r1 = 0x10000
	r2 = 0x10001
	w1 *= w2
	r9 = 0x10000 ll
	if r1 != r9 goto .Lr2
	r0 |= 0x4
.Lr2:
	# bit 3: only the low 32 bits divide: 0xfffffff0 / 0x10 = 0x0fffffff
	#        (a 64-bit divide would give 0x1fffffff)
	r1 = 0x1fffffff0 ll
	r2 = 0x10
	w1 /= w2
	r9 = 0x0fffffff ll
	if r1 != r9 goto .Lr3
	r0 |= 0x8
.Lr3:
	# bit 4: low 32 of 0x5_00000011 is 17; 17 % 7 = 3
	r1 = 0x500000011 ll
	r2 = 7
	w1 %= w2
	r9 = 3 ll
	if r1 != r9 goto .Lr4
	r0 |= 0x10
.Lr4:
	# bit 5: 0x00000000 | 0xf = 0xf (upper 0xffffffff cleared)
	r1 = 0xffffffff00000000 ll
	r2 = 0xf
	w1 |= w2
	r9 = 0xf ll
	if r1 != r9 goto .Lr5
	r0 |= 0x20
.Lr5:
	# bit 6: 0xffffffff & 0xffff0000 = 0xffff0000
	r1 = -1
	r2 = 0xff00ff00ffff0000 ll
	w1 &= w2
	r9 = 0xffff0000 ll
	if r1 != r9 goto .Lr6
	r0 |= 0x40
.Lr6:
	# bit 7: 0xffffffff ^ 0x12345678 = 0xedcba987
	r1 = -1
	r2 = 0x12345678
	w1 ^= w2
	r9 = 0xedcba987 ll
	if r1 != r9 goto .Lr7
	r0 |= 0x80
.Lr7:
	# bit 8: low 3 << 30 = 0xc0000000 (bit 32 of the input is dropped)
	r1 = 0x100000003 ll
	r2 = 30
	w1 <<= w2
	r9 = 0xc0000000 ll
	if r1 != r9 goto .Lr8
	r0 |= 0x100
.Lr8:
	# bit 9: logical 0x80000000 >> 31 = 1 (r1 = 0xffffffff80000000)
	r1 = -0x80000000
	r2 = 31
	w1 >>= w2
	r9 = 1 ll
	if r1 != r9 goto .Lr9
	r0 |= 0x200
.Lr9:
	# bit 10: arithmetic 0x80000000 s>> 31 = 0xffffffff, zero-extended
	r1 = -0x80000000
	r2 = 31
	w1 s>>= w2
	r9 = 0xffffffff ll
	if r1 != r9 goto .Lr10
	r0 |= 0x400
.Lr10:
	# bit 11: -(1) = 0xffffffff, zero-extended
	r1 = 0x1234567800000001 ll
	w1 = -w1
	r9 = 0xffffffff ll
	if r1 != r9 goto .Lr11
	r0 |= 0x800
.Lr11:
	# bit 12: w1 = w2 copies the low half only
	r1 = -1
	r2 = 0xabcdef0123456789 ll
	w1 = w2
	r9 = 0x23456789 ll
	if r1 != r9 goto .Lr12
	r0 |= 0x1000
.Lr12:
	# bit 13: division by a zero register yields 0
	r1 = 0xff00000064 ll
	r2 = 0
	w1 /= w2
	r9 = 0 ll
	if r1 != r9 goto .Lr13
	r0 |= 0x2000
.Lr13:
	# bit 14: modulo by zero keeps the low half (0x64), upper zeroed
	r1 = 0xff00000064 ll
	r2 = 0
	w1 %= w2
	r9 = 0x64 ll
	if r1 != r9 goto .Lr14
	r0 |= 0x4000
.Lr14:
	# bit 15: the divisor is w2 = 5 (upper half of r2 ignored): 100 / 5 = 20
	r1 = 100
	r2 = 0x100000005 ll
	w1 /= w2
	r9 = 20 ll
	if r1 != r9 goto .Lr15
	r0 |= 0x8000
.Lr15:
	exit
.Lalu32_reg_end:
	.size alu32_reg, .Lalu32_reg_end-alu32_reg

	.globl alu32_imm
	.type alu32_imm,@function
alu32_imm:
	r0 = 0
	# bit 0: 5 + (-1) = 4, upper 0xffffffff cleared
	r1 = 0xffffffff00000005 ll
	w1 += -1
	r9 = 4 ll
	if r1 != r9 goto .Li0
	r0 |= 0x1
.Li0:
	# bit 1: 0x7fffffff + 1 = 0x80000000, zero- (not sign-) extended
	r1 = 0x7fffffff
	w1 += 1
	r9 = 0x80000000 ll
	if r1 != r9 goto .Li1
	r0 |= 0x2
.Li1:
	# bit 2: 3 - 5 = 0xfffffffe
	r1 = 3
	w1 -= 5
	r9 = 0xfffffffe ll
	if r1 != r9 goto .Li2
	r0 |= 0x4
.Li2:
	# bit 3: 0x12345 * 0x10000 = 0x123450000 -> 0x23450000
	r1 = 0x12345
	w1 *= 0x10000
	r9 = 0x23450000 ll
	if r1 != r9 goto .Li3
	r0 |= 0x8
.Li3:
	# bit 4: 7 * -1 = 0xfffffff9
	w1 = 7
	w1 *= -1
	r9 = 0xfffffff9 ll
	if r1 != r9 goto .Li4
	r0 |= 0x10
.Li4:
	# bit 5: unsigned 0xffffffff / 16 = 0x0fffffff
	r1 = -1
	w1 /= 16
	r9 = 0x0fffffff ll
	if r1 != r9 goto .Li5
	r0 |= 0x20
.Li5:
	# bit 6: 0xffffffff / 0xffffffff (imm -1) = 1
	r1 = -1
	w1 /= -1
	r9 = 1 ll
	if r1 != r9 goto .Li6
	r0 |= 0x40
.Li6:
	# bit 7: 4294967295 % 10 = 5
	r1 = -1
	w1 %= 10
	r9 = 5 ll
	if r1 != r9 goto .Li7
	r0 |= 0x80
.Li7:
	# bit 8: 0 | 0x1000 = 0x1000 (upper 0xaaaaaaaa cleared)
	r1 = 0xaaaaaaaa00000000 ll
	w1 |= 0x1000
	r9 = 0x1000 ll
	if r1 != r9 goto .Li8
	r0 |= 0x100
.Li8:
	# bit 9: 0xffffffff & -256 = 0xffffff00
	r1 = -1
	w1 &= -256
	r9 = 0xffffff00 ll
	if r1 != r9 goto .Li9
	r0 |= 0x200
.Li9:
	# bit 10: 0x55555555 ^ 0xffffffff = 0xaaaaaaaa
	r1 = 0x5555555555555555 ll
	w1 ^= -1
	r9 = 0xaaaaaaaa ll
	if r1 != r9 goto .Li10
	r0 |= 0x400
.Li10:
	# bit 11: 0xff << 28 = 0xff0000000 -> 0xf0000000
	r1 = 0xff
	w1 <<= 28
	r9 = 0xf0000000 ll
	if r1 != r9 goto .Li11
	r0 |= 0x800
.Li11:
	# bit 12: 0xffffffff >> 28 = 0xf
	r1 = -1
	w1 >>= 28
	r9 = 0xf ll
	if r1 != r9 goto .Li12
	r0 |= 0x1000
.Li12:
	# bit 13: 0xf0000000 s>> 8 = 0xfff00000 (r1 = 0xfffffffff0000000)
	r1 = -0x10000000
	w1 s>>= 8
	r9 = 0xfff00000 ll
	if r1 != r9 goto .Li13
	r0 |= 0x2000
.Li13:
	# bit 14: w1 = -1 gives 0x00000000ffffffff
	r1 = 0x1234567812345678 ll
	w1 = -1
	r9 = 0xffffffff ll
	if r1 != r9 goto .Li14
	r0 |= 0x4000
.Li14:
	exit
.Lalu32_imm_end:
	.size alu32_imm, .Lalu32_imm_end-alu32_imm

	.globl alu32_chain
	.type alu32_chain,@function
alu32_chain:
	# r0 = -1; w0 += 0 zero-extends -> 0xffffffff; r0 >>= 16 -> 0xffff
	# (without zero-extension it would be 0xffffffffffff -> retval 0xffffffff)
	# *3 = 196605; -5 = 196600; /100 = 1966; %1000 = 966;
	# <<20 = 0x3c600000; s>>24 = 0x3c = 60; ^0xf = 51
	r0 = -1
	w0 += 0
	r0 >>= 16
	w0 *= 3
	w1 = 5
	w0 -= w1
	w0 /= 100
	w0 %= 1000
	w0 <<= 20
	w0 s>>= 24
	w0 ^= 0xf
	exit
.Lalu32_chain_end:
	.size alu32_chain, .Lalu32_chain_end-alu32_chain

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
