# expect: alu64_reg 131071
# expect: alu64_imm 131071
# expect: alu64_chain 938
#
# 64-bit ALU (BPF_ALU64), register and immediate forms.
# alu64_reg / alu64_imm: each check computes r1 and compares the full 64 bits
# with an ld_imm64 constant in r9; a passing check sets one bit of r0.
# 17 checks each -> 0x1ffff = 131071.
# alu64_chain: one arithmetic chain whose value is returned directly.

	.text
	.section xdp,"ax",@progbits
	.globl alu64_reg
	.type alu64_reg,@function
alu64_reg:
	r0 = 0
	# bit 0: 0xffffffff + 1 = 0x100000000 (carry into the upper half)
	r1 = 0xffffffff ll
	r2 = 1
	r1 += r2
	r9 = 0x100000000 ll
	if r1 != r9 goto .Lr0
	r0 |= 0x1
.Lr0:
	# bit 1: 0 - 1 = 0xffffffffffffffff
	r1 = 0
	r2 = 1
	r1 -= r2
	r9 = 0xffffffffffffffff ll
	if r1 != r9 goto .Lr1
	r0 |= 0x2
.Lr1:
	# bit 2: (2^32+1)^2 = 2^64 + 2^33 + 1 = 0x200000001 (mod 2^64)
	r1 = 0x100000001 ll
	r2 = 0x100000001 ll
	r1 *= r2
	r9 = 0x200000001 ll
	if r1 != r9 goto .Lr2
	r0 |= 0x4
.Lr2:
	# bit 3: unsigned 0xffffffffffffffff / 0x100000000 = 0xffffffff
	r1 = 0xffffffffffffffff ll
	r2 = 0x100000000 ll
	r1 /= r2
	r9 = 0xffffffff ll
	if r1 != r9 goto .Lr3
	r0 |= 0x8
.Lr3:
	# bit 4: 0x123456789 % 0x100000 = 0x56789
	r1 = 0x123456789 ll
	r2 = 0x100000
	r1 %= r2
	r9 = 0x56789 ll
	if r1 != r9 goto .Lr4
	r0 |= 0x10
.Lr4:
	# bit 5: 0xf0f0000000000000 | 0x0f0f = 0xf0f0000000000f0f
	r1 = 0xf0f0000000000000 ll
	r2 = 0x0f0f
	r1 |= r2
	r9 = 0xf0f0000000000f0f ll
	if r1 != r9 goto .Lr5
	r0 |= 0x20
.Lr5:
	# bit 6: 0xffff0000ffff0000 & 0x0ff00ff00ff00ff0 = 0x0ff000000ff00000
	r1 = 0xffff0000ffff0000 ll
	r2 = 0x0ff00ff00ff00ff0 ll
	r1 &= r2
	r9 = 0x0ff000000ff00000 ll
	if r1 != r9 goto .Lr6
	r0 |= 0x40
.Lr6:
	# bit 7: 0xaaaaaaaaaaaaaaaa ^ 0xffffffff00000000 = 0x55555555aaaaaaaa
	r1 = 0xaaaaaaaaaaaaaaaa ll
	r2 = 0xffffffff00000000 ll
	r1 ^= r2
	r9 = 0x55555555aaaaaaaa ll
	if r1 != r9 goto .Lr7
	r0 |= 0x80
.Lr7:
	# bit 8: 1 << 63 = 0x8000000000000000
	r1 = 1
	r2 = 63
	r1 <<= r2
	r9 = 0x8000000000000000 ll
	if r1 != r9 goto .Lr8
	r0 |= 0x100
.Lr8:
	# bit 9: logical 0x8000000000000000 >> 60 = 8
	r1 = 0x8000000000000000 ll
	r2 = 60
	r1 >>= r2
	r9 = 8 ll
	if r1 != r9 goto .Lr9
	r0 |= 0x200
.Lr9:
	# bit 10: arithmetic 0x8000000000000000 s>> 60 = 0xfffffffffffffff8
	r1 = 0x8000000000000000 ll
	r2 = 60
	r1 s>>= r2
	r9 = 0xfffffffffffffff8 ll
	if r1 != r9 goto .Lr10
	r0 |= 0x400
.Lr10:
	# bit 11: -(5) = 0xfffffffffffffffb
	r1 = 5
	r1 = -r1
	r9 = 0xfffffffffffffffb ll
	if r1 != r9 goto .Lr11
	r0 |= 0x800
.Lr11:
	# bit 12: 64-bit register move keeps all bits
	r2 = 0x1122334455667788 ll
	r1 = r2
	r9 = 0x1122334455667788 ll
	if r1 != r9 goto .Lr12
	r0 |= 0x1000
.Lr12:
	# bit 13: division by a zero register yields 0
	r1 = 100
	r2 = 0
	r1 /= r2
	r9 = 0 ll
	if r1 != r9 goto .Lr13
	r0 |= 0x2000
.Lr13:
	# bit 14: modulo by a zero register leaves dst unchanged (100)
	r1 = 100
	r2 = 0
	r1 %= r2
	r9 = 100 ll
	if r1 != r9 goto .Lr14
	r0 |= 0x4000
.Lr14:
	# bit 15: -3 * 7 = -21 = 0xffffffffffffffeb
	r1 = -3
	r2 = 7
	r1 *= r2
	r9 = 0xffffffffffffffeb ll
	if r1 != r9 goto .Lr15
	r0 |= 0x8000
.Lr15:
	# bit 16: division is unsigned: 0xffffffffffffffff / 2 = 0x7fffffffffffffff
	r1 = -1
	r2 = 2
	r1 /= r2
	r9 = 0x7fffffffffffffff ll
	if r1 != r9 goto .Lr16
	r0 |= 0x10000
.Lr16:
	exit
.Lalu64_reg_end:
	.size alu64_reg, .Lalu64_reg_end-alu64_reg

	.globl alu64_imm
	.type alu64_imm,@function
alu64_imm:
	r0 = 0
	# bit 0: 0x7fffffff + 1 = 0x80000000 (64-bit, no sign wrap)
	r1 = 0x7fffffff
	r1 += 1
	r9 = 0x80000000 ll
	if r1 != r9 goto .Li0
	r0 |= 0x1
.Li0:
	# bit 1: imm is sign-extended: 0x100000000 + (-1) = 0xffffffff
	r1 = 0x100000000 ll
	r1 += -1
	r9 = 0xffffffff ll
	if r1 != r9 goto .Li1
	r0 |= 0x2
.Li1:
	# bit 2: 10 - 20 = -10 = 0xfffffffffffffff6
	r1 = 10
	r1 -= 20
	r9 = 0xfffffffffffffff6 ll
	if r1 != r9 goto .Li2
	r0 |= 0x4
.Li2:
	# bit 3: 0x10000 * 0x10000 = 0x100000000
	r1 = 0x10000
	r1 *= 0x10000
	r9 = 0x100000000 ll
	if r1 != r9 goto .Li3
	r0 |= 0x8
.Li3:
	# bit 4: 3 * -2 = -6 = 0xfffffffffffffffa
	r1 = 3
	r1 *= -2
	r9 = 0xfffffffffffffffa ll
	if r1 != r9 goto .Li4
	r0 |= 0x10
.Li4:
	# bit 5: 1000000007 / 1000 = 1000000
	r1 = 1000000007
	r1 /= 1000
	r9 = 1000000 ll
	if r1 != r9 goto .Li5
	r0 |= 0x20
.Li5:
	# bit 6: imm -1 sign-extends to 0xffffffffffffffff: (u64)-1 / (u64)-1 = 1
	r1 = -1
	r1 /= -1
	r9 = 1 ll
	if r1 != r9 goto .Li6
	r0 |= 0x40
.Li6:
	# bit 7: 1000000007 % 1000 = 7
	r1 = 1000000007
	r1 %= 1000
	r9 = 7 ll
	if r1 != r9 goto .Li7
	r0 |= 0x80
.Li7:
	# bit 8: 3 | -16 (0xfffffffffffffff0) = 0xfffffffffffffff3
	r1 = 3
	r1 |= -16
	r9 = 0xfffffffffffffff3 ll
	if r1 != r9 goto .Li8
	r0 |= 0x100
.Li8:
	# bit 9: -1 & 0x7fff0000 = 0x7fff0000
	r1 = -1
	r1 &= 0x7fff0000
	r9 = 0x7fff0000 ll
	if r1 != r9 goto .Li9
	r0 |= 0x200
.Li9:
	# bit 10: 0x123456789abcdef0 & -256 (0xffffffffffffff00) = 0x123456789abcde00
	r1 = 0x123456789abcdef0 ll
	r1 &= -256
	r9 = 0x123456789abcde00 ll
	if r1 != r9 goto .Li10
	r0 |= 0x400
.Li10:
	# bit 11: 0x1234 ^ -1 = ~0x1234 = 0xffffffffffffedcb
	r1 = 0x1234
	r1 ^= -1
	r9 = 0xffffffffffffedcb ll
	if r1 != r9 goto .Li11
	r0 |= 0x800
.Li11:
	# bit 12: 0xff << 56 = 0xff00000000000000
	r1 = 0xff
	r1 <<= 56
	r9 = 0xff00000000000000 ll
	if r1 != r9 goto .Li12
	r0 |= 0x1000
.Li12:
	# bit 13: logical 0xffffffffffffffff >> 32 = 0xffffffff
	r1 = -1
	r1 >>= 32
	r9 = 0xffffffff ll
	if r1 != r9 goto .Li13
	r0 |= 0x2000
.Li13:
	# bit 14: 0xf000000000000000 s>> 4 = 0xff00000000000000
	r1 = 0xf000000000000000 ll
	r1 s>>= 4
	r9 = 0xff00000000000000 ll
	if r1 != r9 goto .Li14
	r0 |= 0x4000
.Li14:
	# bit 15: positive: 0x7000000000000000 s>> 4 = 0x0700000000000000
	r1 = 0x7000000000000000 ll
	r1 s>>= 4
	r9 = 0x0700000000000000 ll
	if r1 != r9 goto .Li15
	r0 |= 0x8000
.Li15:
	# bit 16: mov imm sign-extends: r1 = -2 -> 0xfffffffffffffffe
	r1 = 0x5555
	r1 = -2
	r9 = 0xfffffffffffffffe ll
	if r1 != r9 goto .Li16
	r0 |= 0x10000
.Li16:
	exit
.Lalu64_imm_end:
	.size alu64_imm, .Lalu64_imm_end-alu64_imm

	.globl alu64_chain
	.type alu64_chain,@function
alu64_chain:
	# 7*6=42; +100=142; <<4=2272; -72=2200; /11=200; %64=8; ^0xf0=0xf8;
	# |0x300=0x3f8; &0x1f0=0x1f0 (496); >>2=124; neg=-124; s>>1=-62;
	# +1000=938
	r0 = 7
	r1 = 6
	r0 *= r1
	r0 += 100
	r0 <<= 4
	r0 -= 72
	r2 = 11
	r0 /= r2
	r0 %= 64
	r0 ^= 0xf0
	r0 |= 0x300
	r0 &= 0x1f0
	r0 >>= 2
	r0 = -r0
	r0 s>>= 1
	r0 += 1000
	exit
.Lalu64_chain_end:
	.size alu64_chain, .Lalu64_chain_end-alu64_chain

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
