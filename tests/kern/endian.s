# expect: endian_bits 63
# expect: endian_port 80877102
# expect: endian_ip 335544323
#
# Byte-order conversions (BPF_ALU | BPF_END, cpu v1+).  On a little-endian
# host "beN" byte-swaps the low N bits and "leN" leaves them; both then
# zero-extend, i.e. the result is truncated to N bits.
# endian_bits: 6 checks -> 0x3f = 63.
# endian_port: UDP ports from the packet (bytes 04 d2 / 16 2e):
#   (be16(sport) << 16) | be16(dport) = (1234 << 16) | 5678 = 80877102
# endian_ip: be32(src) + be32(dst) = 0x0a000001 + 0x0a000002 = 0x14000003
#   = 335544323

	.text
	.section xdp,"ax",@progbits
	.globl endian_bits
	.type endian_bits,@function
endian_bits:
	r0 = 0
	# bit 0: be16 0x1122334455667788 = 0x8877
	r1 = 0x1122334455667788 ll
	r1 = be16 r1
	r9 = 0x8877 ll
	if r1 != r9 goto .Le0
	r0 |= 0x1
.Le0:
	# bit 1: be32 = 0x88776655
	r1 = 0x1122334455667788 ll
	r1 = be32 r1
	r9 = 0x88776655 ll
	if r1 != r9 goto .Le1
	r0 |= 0x2
.Le1:
	# bit 2: be64 = 0x8877665544332211
	r1 = 0x1122334455667788 ll
	r1 = be64 r1
	r9 = 0x8877665544332211 ll
	if r1 != r9 goto .Le2
	r0 |= 0x4
.Le2:
	# bit 3: le16 = 0x7788 (truncation only)
	r1 = 0x1122334455667788 ll
	r1 = le16 r1
	r9 = 0x7788 ll
	if r1 != r9 goto .Le3
	r0 |= 0x8
.Le3:
	# bit 4: le32 = 0x55667788
	r1 = 0x1122334455667788 ll
	r1 = le32 r1
	r9 = 0x55667788 ll
	if r1 != r9 goto .Le4
	r0 |= 0x10
.Le4:
	# bit 5: le64 = unchanged
	r1 = 0x1122334455667788 ll
	r1 = le64 r1
	r9 = 0x1122334455667788 ll
	if r1 != r9 goto .Le5
	r0 |= 0x20
.Le5:
	exit
.Lendian_bits_end:
	.size endian_bits, .Lendian_bits_end-endian_bits

	.globl endian_port
	.type endian_port,@function
endian_port:
	r0 = 0
	r2 = *(u32 *)(r1 + 0)
	r3 = *(u32 *)(r1 + 4)
	r4 = r2
	r4 += 42
	if r4 > r3 goto .Lport_out
	r5 = *(u16 *)(r2 + 34)
	r5 = be16 r5
	r5 <<= 16
	r0 = *(u16 *)(r2 + 36)
	r0 = be16 r0
	r0 |= r5
.Lport_out:
	exit
.Lendian_port_end:
	.size endian_port, .Lendian_port_end-endian_port

	.globl endian_ip
	.type endian_ip,@function
endian_ip:
	r0 = 0
	r2 = *(u32 *)(r1 + 0)
	r3 = *(u32 *)(r1 + 4)
	r4 = r2
	r4 += 34
	if r4 > r3 goto .Lip_out
	r5 = *(u32 *)(r2 + 26)
	r5 = be32 r5
	r0 = *(u32 *)(r2 + 30)
	r0 = be32 r0
	r0 += r5
.Lip_out:
	exit
.Lendian_ip_end:
	.size endian_ip, .Lendian_ip_end-endian_ip

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
