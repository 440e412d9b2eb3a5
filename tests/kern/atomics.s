# expect: atomic64 524287
# expect: atomic32 524287
#
# Atomic read-modify-write instructions (BPF_STX | BPF_ATOMIC) on a stack
# slot, 64-bit (DW) and 32-bit (W) forms: add/or/and/xor without and with
# BPF_FETCH (old value returned in the source register), xchg, cmpxchg
# (compares with r0/w0, old value returned in r0).  32-bit forms touch only
# 4 bytes and zero-extend the returned value.
# Each program accumulates a bitmask in r6 (r0 is used by cmpxchg);
# 19 checks each -> 0x7ffff = 524287.
#
# Slot values, 64-bit program (slot fp-8, starts at 100):
#   += 5 -> 105; fetch_add 10 -> old 105, 115 (0x73); |= 0x100 -> 0x173;
#   &= 0x1f0 -> 0x170; ^= 0xff -> 0x18f; fetch_or 0x1000 -> old 0x18f,
#   0x118f; fetch_and 0x10ff -> old 0x118f, 0x108f; fetch_xor
#   0xffff000000000000 -> old 0x108f, 0xffff00000000108f; xchg 0x42 ->
#   old 0xffff00000000108f, 0x42; cmpxchg(r0 = 0x42, 0x99) -> r0 = 0x42,
#   0x99; cmpxchg(r0 = 0x41, 0x77) fails -> r0 = 0x99, slot stays 0x99;
#   slot 0xffffffff += 1 -> 0x100000000.
# The 32-bit program runs the same sequence on the low word of fp-8 while
# the high word (fp-4) holds 0xaaaaaaaa, which must never change.

	.text
	.section syscall,"ax",@progbits
	.globl atomic64
	.type atomic64,@function
atomic64:
	r6 = 0
	r1 = 100
	*(u64 *)(r10 - 8) = r1
	# bit 0: lock add
	r1 = 5
	lock *(u64 *)(r10 - 8) += r1
	r2 = *(u64 *)(r10 - 8)
	if r2 != 105 goto .La0
	r6 |= 0x1
.La0:
	# bits 1, 2: fetch_add
	r1 = 10
	r1 = atomic_fetch_add((u64 *)(r10 - 8), r1)
	if r1 != 105 goto .La1
	r6 |= 0x2
.La1:
	r2 = *(u64 *)(r10 - 8)
	if r2 != 115 goto .La2
	r6 |= 0x4
.La2:
	# bit 3: lock or
	r1 = 0x100
	lock *(u64 *)(r10 - 8) |= r1
	r2 = *(u64 *)(r10 - 8)
	if r2 != 0x173 goto .La3
	r6 |= 0x8
.La3:
	# bit 4: lock and
	r1 = 0x1f0
	lock *(u64 *)(r10 - 8) &= r1
	r2 = *(u64 *)(r10 - 8)
	if r2 != 0x170 goto .La4
	r6 |= 0x10
.La4:
	# bit 5: lock xor
	r1 = 0xff
	lock *(u64 *)(r10 - 8) ^= r1
	r2 = *(u64 *)(r10 - 8)
	if r2 != 0x18f goto .La5
	r6 |= 0x20
.La5:
	# bits 6, 7: fetch_or
	r1 = 0x1000
	r1 = atomic_fetch_or((u64 *)(r10 - 8), r1)
	if r1 != 0x18f goto .La6
	r6 |= 0x40
.La6:
	r2 = *(u64 *)(r10 - 8)
	if r2 != 0x118f goto .La7
	r6 |= 0x80
.La7:
	# bits 8, 9: fetch_and
	r1 = 0x10ff
	r1 = atomic_fetch_and((u64 *)(r10 - 8), r1)
	if r1 != 0x118f goto .La8
	r6 |= 0x100
.La8:
	r2 = *(u64 *)(r10 - 8)
	if r2 != 0x108f goto .La9
	r6 |= 0x200
.La9:
	# bits 10, 11: fetch_xor with a 64-bit operand
	r1 = 0xffff000000000000 ll
	r1 = atomic_fetch_xor((u64 *)(r10 - 8), r1)
	if r1 != 0x108f goto .La10
	r6 |= 0x400
.La10:
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xffff00000000108f ll
	if r2 != r9 goto .La11
	r6 |= 0x800
.La11:
	# bits 12, 13: xchg
	r1 = 0x42
	r1 = xchg_64(r10 - 8, r1)
	r9 = 0xffff00000000108f ll
	if r1 != r9 goto .La12
	r6 |= 0x1000
.La12:
	r2 = *(u64 *)(r10 - 8)
	if r2 != 0x42 goto .La13
	r6 |= 0x2000
.La13:
	# bits 14, 15: cmpxchg that succeeds (slot == r0)
	r0 = 0x42
	r1 = 0x99
	r0 = cmpxchg_64(r10 - 8, r0, r1)
	if r0 != 0x42 goto .La14
	r6 |= 0x4000
.La14:
	r2 = *(u64 *)(r10 - 8)
	if r2 != 0x99 goto .La15
	r6 |= 0x8000
.La15:
	# bits 16, 17: cmpxchg that fails (slot 0x99 != r0 0x41)
	r0 = 0x41
	r1 = 0x77
	r0 = cmpxchg_64(r10 - 8, r0, r1)
	if r0 != 0x99 goto .La16
	r6 |= 0x10000
.La16:
	r2 = *(u64 *)(r10 - 8)
	if r2 != 0x99 goto .La17
	r6 |= 0x20000
.La17:
	# bit 18: 64-bit add carries into the upper word
	r1 = 0xffffffff ll
	*(u64 *)(r10 - 8) = r1
	r1 = 1
	lock *(u64 *)(r10 - 8) += r1
	r2 = *(u64 *)(r10 - 8)
	r9 = 0x100000000 ll
	if r2 != r9 goto .La18
	r6 |= 0x40000
.La18:
	r0 = r6
	exit
.Latomic64_end:
	.size atomic64, .Latomic64_end-atomic64

	.globl atomic32
	.type atomic32,@function
atomic32:
	r6 = 0
	r1 = 0xaaaaaaaa00000064 ll
	*(u64 *)(r10 - 8) = r1
	# bit 0: lock add (32-bit)
	w1 = 5
	lock *(u32 *)(r10 - 8) += w1
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa00000069 ll
	if r2 != r9 goto .Lb0
	r6 |= 0x1
.Lb0:
	# bits 1, 2: fetch_add; the old value is zero-extended into r1
	r1 = 0xffffffff0000000a ll
	w1 = atomic_fetch_add((u32 *)(r10 - 8), w1)
	if r1 != 105 goto .Lb1
	r6 |= 0x2
.Lb1:
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa00000073 ll
	if r2 != r9 goto .Lb2
	r6 |= 0x4
.Lb2:
	# bit 3: lock or
	w1 = 0x100
	lock *(u32 *)(r10 - 8) |= w1
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa00000173 ll
	if r2 != r9 goto .Lb3
	r6 |= 0x8
.Lb3:
	# bit 4: lock and
	w1 = 0x1f0
	lock *(u32 *)(r10 - 8) &= w1
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa00000170 ll
	if r2 != r9 goto .Lb4
	r6 |= 0x10
.Lb4:
	# bit 5: lock xor
	w1 = 0xff
	lock *(u32 *)(r10 - 8) ^= w1
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa0000018f ll
	if r2 != r9 goto .Lb5
	r6 |= 0x20
.Lb5:
	# bits 6, 7: fetch_or
	w1 = 0x1000
	w1 = atomic_fetch_or((u32 *)(r10 - 8), w1)
	if r1 != 0x18f goto .Lb6
	r6 |= 0x40
.Lb6:
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa0000118f ll
	if r2 != r9 goto .Lb7
	r6 |= 0x80
.Lb7:
	# bits 8, 9: fetch_and
	w1 = 0x10ff
	w1 = atomic_fetch_and((u32 *)(r10 - 8), w1)
	if r1 != 0x118f goto .Lb8
	r6 |= 0x100
.Lb8:
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa0000108f ll
	if r2 != r9 goto .Lb9
	r6 |= 0x200
.Lb9:
	# bits 10, 11: fetch_xor with 0xffff0000 -> low word 0xffff108f
	w1 = 0xffff0000
	w1 = atomic_fetch_xor((u32 *)(r10 - 8), w1)
	if r1 != 0x108f goto .Lb10
	r6 |= 0x400
.Lb10:
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaaffff108f ll
	if r2 != r9 goto .Lb11
	r6 |= 0x800
.Lb11:
	# bits 12, 13: xchg; old value 0xffff108f is zero-extended
	w1 = 0x42
	w1 = xchg32_32(r10 - 8, w1)
	r9 = 0xffff108f ll
	if r1 != r9 goto .Lb12
	r6 |= 0x1000
.Lb12:
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa00000042 ll
	if r2 != r9 goto .Lb13
	r6 |= 0x2000
.Lb13:
	# bits 14, 15: cmpxchg succeeds: only w0 (0x42) is compared, the
	# garbage upper half of r0 is ignored, and r0 is zero-extended
	r0 = 0xdead00000042 ll
	w1 = 0x99
	w0 = cmpxchg32_32(r10 - 8, w0, w1)
	if r0 != 0x42 goto .Lb14
	r6 |= 0x4000
.Lb14:
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa00000099 ll
	if r2 != r9 goto .Lb15
	r6 |= 0x8000
.Lb15:
	# bits 16, 17: cmpxchg fails (0x99 != 0x41): r0 = 0x99, slot unchanged
	r0 = 0xdead00000041 ll
	w1 = 0x77
	w0 = cmpxchg32_32(r10 - 8, w0, w1)
	if r0 != 0x99 goto .Lb16
	r6 |= 0x10000
.Lb16:
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa00000099 ll
	if r2 != r9 goto .Lb17
	r6 |= 0x20000
.Lb17:
	# bit 18: 32-bit add wraps without carrying into the high word
	*(u32 *)(r10 - 8) = -1
	w1 = 1
	lock *(u32 *)(r10 - 8) += w1
	r2 = *(u64 *)(r10 - 8)
	r9 = 0xaaaaaaaa00000000 ll
	if r2 != r9 goto .Lb18
	r6 |= 0x40000
.Lb18:
	r0 = r6
	exit
.Latomic32_end:
	.size atomic32, .Latomic32_end-atomic32

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
