# numbers as inline asm written with the kernel's macros has them: C
# integer suffixes (LL, ULL, u), hex, negative 64-bit immediates
	.text
	.globl	nums
	.type	nums,@function
nums:
	r1 = 0xffffffff00000000LL ll
	r2 = -9223372036854775808ULL ll
	r3 = 5u
	r4 = 0x7fffffffLL
	w5 = 12U
	if r5 > 1 goto 1f
1:
	exit
	.size	nums, .-nums
