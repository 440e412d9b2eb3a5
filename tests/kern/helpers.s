# expect: helpers_bits 127
# expect: helpers_prandom 42
# expect: helpers_csum 2565
#
# Helper calls ("call N" with the helper id as immediate, src_reg 0).
# Arguments in r1-r5, result in r0, r1-r5 clobbered, r6-r9 preserved.
# Helper ids: 5 ktime_get_ns, 7 get_prandom_u32, 8 get_smp_processor_id,
# 28 csum_diff, 113 probe_read_kernel.
# helpers_bits: 7 checks -> 0x7f = 127 (only value-independent properties
# of the time / random / cpu results are checked).

	.text
	.section xdp,"ax",@progbits
	.globl helpers_bits
	.type helpers_bits,@function
helpers_bits:
	r6 = 0
	r8 = 0x55aa55aa55aa ll
	# bit 0: get_prandom_u32 returns a u32: upper half of r0 is 0
	call 7
	r0 >>= 32
	if r0 != 0 goto .Lh0
	r6 |= 0x1
.Lh0:
	# bit 1: ktime_get_ns is non-zero
	call 5
	r7 = r0
	if r7 == 0 goto .Lh1
	r6 |= 0x2
.Lh1:
	# bit 2: a second ktime_get_ns is >= the first (r7 survives the call)
	call 5
	if r0 < r7 goto .Lh2
	r6 |= 0x4
.Lh2:
	# bit 3: r8 survived three helper calls
	r9 = 0x55aa55aa55aa ll
	if r8 != r9 goto .Lh3
	r6 |= 0x8
.Lh3:
	# bit 4: get_smp_processor_id < 65536
	call 8
	if r0 >= 0x10000 goto .Lh4
	r6 |= 0x10
.Lh4:
	# bits 5, 6: probe_read_kernel(dst = fp-16, size = 8, src = fp-8)
	# returns 0 and copies 0x1122334455667788
	r1 = 0x1122334455667788 ll
	*(u64 *)(r10 - 8) = r1
	*(u64 *)(r10 - 16) = 0
	r1 = r10
	r1 += -16
	r2 = 8
	r3 = r10
	r3 += -8
	call 113
	if r0 != 0 goto .Lh5
	r6 |= 0x20
.Lh5:
	r1 = *(u64 *)(r10 - 16)
	r2 = 0x1122334455667788 ll
	if r1 != r2 goto .Lh6
	r6 |= 0x40
.Lh6:
	r0 = r6
	exit
.Lhelpers_bits_end:
	.size helpers_bits, .Lhelpers_bits_end-helpers_bits

	.globl helpers_prandom
	.type helpers_prandom,@function
helpers_prandom:
	# (random & 0) + 42 = 42
	call 7
	r0 &= 0
	r0 += 42
	exit
.Lhelpers_prandom_end:
	.size helpers_prandom, .Lhelpers_prandom_end-helpers_prandom

	.globl helpers_csum
	.type helpers_csum,@function
helpers_csum:
	# csum_diff(from = NULL, 0, to = fp-8, 8, seed = 5) uses all of r1-r5.
	# fp-8 holds bytes 00 01 00 02 00 03 00 04; as little-endian 16-bit
	# words: 0x0100 + 0x0200 + 0x0300 + 0x0400 + seed 5 = 0x0a05.  The
	# 32-bit partial sum is folded to 16 bits (twice) so the result does
	# not depend on the architecture's unfolded form: 0x0a05 = 2565.
	r1 = 0x0400030002000100 ll
	*(u64 *)(r10 - 8) = r1
	r1 = 0
	r2 = 0
	r3 = r10
	r3 += -8
	r4 = 8
	r5 = 5
	call 28
	r1 = r0
	r1 >>= 16
	r0 &= 0xffff
	r0 += r1
	r1 = r0
	r1 >>= 16
	r0 &= 0xffff
	r0 += r1
	exit
.Lhelpers_csum_end:
	.size helpers_csum, .Lhelpers_csum_end-helpers_csum

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
