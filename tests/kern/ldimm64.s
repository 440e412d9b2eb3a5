# expect: ldimm64_bits 255
# expect: ldimm64_hi 3735928559
# expect: ldimm64_lo 3405705229
#
# 64-bit immediate loads "rN = IMM ll" (BPF_LD | BPF_IMM | BPF_DW, two
# instruction slots: low 32 bits in the first imm, high 32 in the second).
# ldimm64_bits: 8 checks -> 0xff = 255.
# ldimm64_hi: 0xdeadbeefcafef00d >> 32 = 0xdeadbeef = 3735928559
# ldimm64_lo: retval is the low 32 bits: 0xcafef00d = 3405705229

	.text
	.section xdp,"ax",@progbits
	.globl ldimm64_bits
	.type ldimm64_bits,@function
ldimm64_bits:
	r0 = 0
	# bit 0: high half of 0x123456789abcdef0 is 0x12345678
	r1 = 0x123456789abcdef0 ll
	r2 = r1
	r2 >>= 32
	if r2 != 0x12345678 goto .Lb0
	r0 |= 0x1
.Lb0:
	# bit 1: low half is 0x9abcdef0 (32-bit compare; imm written unsigned)
	if w1 != 0x9abcdef0 goto .Lb1
	r0 |= 0x2
.Lb1:
	# bit 2: -1 ll is all ones: +1 wraps to 0
	r1 = -1 ll
	r1 += 1
	if r1 != 0 goto .Lb2
	r0 |= 0x4
.Lb2:
	# bit 3: 0x80000000 ll is NOT sign-extended: >> 31 = 1
	r1 = 0x80000000 ll
	r1 >>= 31
	if r1 != 1 goto .Lb3
	r0 |= 0x8
.Lb3:
	# bit 4: 0xffffffff00000000 s>> 32 = -1
	r1 = 0xffffffff00000000 ll
	r1 s>>= 32
	if r1 != -1 goto .Lb4
	r0 |= 0x10
.Lb4:
	# bit 5: 0x100000000 >> 32 = 1 (low word 0, high word 1)
	r1 = 0x100000000 ll
	r1 >>= 32
	if r1 != 1 goto .Lb5
	r0 |= 0x20
.Lb5:
	# bit 6: 0x0102030405060708 + 0x1020304050607080 = 0x1122334455667788
	r9 = 0x0102030405060708 ll
	r8 = 0x1020304050607080 ll
	r9 += r8
	r7 = 0x1122334455667788 ll
	if r9 != r7 goto .Lb6
	r0 |= 0x40
.Lb6:
	# bit 7: negative decimal: -2 ll = 0xfffffffffffffffe; + 2 = 0
	r1 = -2 ll
	r1 += 2
	if r1 != 0 goto .Lb7
	r0 |= 0x80
.Lb7:
	exit
.Lldimm64_bits_end:
	.size ldimm64_bits, .Lldimm64_bits_end-ldimm64_bits

	.globl ldimm64_hi
	.type ldimm64_hi,@function
ldimm64_hi:
	r0 = 0xdeadbeefcafef00d ll
	r0 >>= 32
	exit
.Lldimm64_hi_end:
	.size ldimm64_hi, .Lldimm64_hi_end-ldimm64_hi

	.globl ldimm64_lo
	.type ldimm64_lo,@function
ldimm64_lo:
	r0 = 0xdeadbeefcafef00d ll
	exit
.Lldimm64_lo_end:
	.size ldimm64_lo, .Lldimm64_lo_end-ldimm64_lo

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
