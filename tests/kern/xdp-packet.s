# expect: xdp_bits 511
# expect: xdp_len 64
# expect: xdp_sum 231
#
# XDP direct packet access on bpfrun's built-in 64-byte packet:
#   0: 00 11 22 33 44 55 66 77 88 99 aa bb 08 00        (Ethernet)
#  14: 45 00 00 32 00 00 40 00 40 11 26 b9 0a 00 00 01 0a 00 00 02 (IPv4)
#  34: 04 d2 16 2e 00 1e 00 00                          (UDP)
#  42: 00 01 02 ... 15                                  (payload 0..21)
# r1 = struct xdp_md *: data at +0, data_end at +4 (u32 fields).
# Loads are little-endian (no byte swapping).

	.text
	.section xdp,"ax",@progbits
	.globl xdp_bits
	.type xdp_bits,@function
xdp_bits:
	r0 = 0
	r2 = *(u32 *)(r1 + 0)
	r3 = *(u32 *)(r1 + 4)
	r4 = r2
	r4 += 64
	if r4 > r3 goto .Lshort
	# bit 0: u8 @5 = 0x55
	r5 = *(u8 *)(r2 + 5)
	if r5 != 0x55 goto .Lb0
	r0 |= 0x1
.Lb0:
	# bit 1: u8 @6 = 0x66
	r5 = *(u8 *)(r2 + 6)
	if r5 != 0x66 goto .Lb1
	r0 |= 0x2
.Lb1:
	# bit 2: u16 @12 = bytes 08 00 -> 0x0008
	r5 = *(u16 *)(r2 + 12)
	if r5 != 0x0008 goto .Lb2
	r0 |= 0x4
.Lb2:
	# bit 3: u32 @26 = bytes 0a 00 00 01 -> 0x0100000a
	r5 = *(u32 *)(r2 + 26)
	if r5 != 0x0100000a goto .Lb3
	r0 |= 0x8
.Lb3:
	# bit 4: u64 @0 = 0x7766554433221100
	r5 = *(u64 *)(r2 + 0)
	r9 = 0x7766554433221100 ll
	if r5 != r9 goto .Lb4
	r0 |= 0x10
.Lb4:
	# bit 5: u8 @63 = last payload byte 21 = 0x15
	r5 = *(u8 *)(r2 + 63)
	if r5 != 0x15 goto .Lb5
	r0 |= 0x20
.Lb5:
	# bit 6: u16 @36 = bytes 16 2e -> 0x2e16
	r5 = *(u16 *)(r2 + 36)
	if r5 != 0x2e16 goto .Lb6
	r0 |= 0x40
.Lb6:
	# bit 7: u32 @14 = bytes 45 00 00 32 -> 0x32000045
	r5 = *(u32 *)(r2 + 14)
	if r5 != 0x32000045 goto .Lb7
	r0 |= 0x80
.Lb7:
	# bit 8: u64 @56 = bytes 0e 0f 10 11 12 13 14 15 -> 0x15141312_11100f0e
	r5 = *(u64 *)(r2 + 56)
	r9 = 0x1514131211100f0e ll
	if r5 != r9 goto .Lb8
	r0 |= 0x100
.Lb8:
	exit
.Lshort:
	r0 = 0x10000
	exit
.Lxdp_bits_end:
	.size xdp_bits, .Lxdp_bits_end-xdp_bits

	.globl xdp_len
	.type xdp_len,@function
xdp_len:
	# data_end - data = 64
	r2 = *(u32 *)(r1 + 0)
	r3 = *(u32 *)(r1 + 4)
	r0 = r3
	r0 -= r2
	exit
.Lxdp_len_end:
	.size xdp_len, .Lxdp_len_end-xdp_len

	.globl xdp_sum
	.type xdp_sum,@function
xdp_sum:
	# sum of the 22 payload bytes 0+1+...+21 = 21*22/2 = 231, with a
	# bounds check on every iteration of a bounded loop
	r0 = 0
	r2 = *(u32 *)(r1 + 0)
	r3 = *(u32 *)(r1 + 4)
	r4 = r2
	r4 += 42
	r6 = 0
.Lloop:
	r5 = r4
	r5 += 1
	if r5 > r3 goto .Lout
	r7 = *(u8 *)(r4 + 0)
	r0 += r7
	r4 += 1
	r6 += 1
	if r6 < 22 goto .Lloop
.Lout:
	exit
.Lxdp_sum_end:
	.size xdp_sum, .Lxdp_sum_end-xdp_sum

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
