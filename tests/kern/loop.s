# expect: loop_sum 5050
# expect: loop_nested 1705
# expect: loop_fib32 2971215073
# expect: loop_step 1002
#
# Bounded loops built from backward conditional jumps (and a backward
# unconditional "goto").  The verifier walks every iteration (constants).

	.text
	.section syscall,"ax",@progbits
	.globl loop_sum
	.type loop_sum,@function
loop_sum:
	# r1 = 100 .. 1: r0 = 100 + 99 + ... + 1 = 100*101/2 = 5050
	r0 = 0
	r1 = 100
.Lsum:
	r0 += r1
	r1 -= 1
	if r1 != 0 goto .Lsum
	exit
.Lloop_sum_end:
	.size loop_sum, .Lloop_sum_end-loop_sum

	.globl loop_nested
	.type loop_nested,@function
loop_nested:
	# sum over i = 1..10, j = 1..i of i*j = sum_i i * i(i+1)/2
	#   = 1 + 6 + 18 + 40 + 75 + 126 + 196 + 288 + 405 + 550 = 1705
	r0 = 0
	r1 = 1
.Louter:
	r2 = 1
.Linner:
	r3 = r1
	r3 *= r2
	r0 += r3
	r2 += 1
	if r2 <= r1 goto .Linner
	r1 += 1
	if r1 > 10 goto .Ldone
	goto .Louter
.Ldone:
	exit
.Lloop_nested_end:
	.size loop_nested, .Lloop_nested_end-loop_nested

	.globl loop_fib32
	.type loop_fib32,@function
loop_fib32:
	# (a, b) = (0, 1); 47 times (a, b) = (b, a + b): a = fib(47) =
	# 2971215073 = 0xb11924e1, which needs the full unsigned 32 bits
	w1 = 0
	w2 = 1
	w4 = 47
.Lfib:
	w3 = w1
	w3 += w2
	w1 = w2
	w2 = w3
	w4 -= 1
	if w4 s> 0 goto .Lfib
	w0 = w1
	exit
.Lloop_fib32_end:
	.size loop_fib32, .Lloop_fib32_end-loop_fib32

	.globl loop_step
	.type loop_step,@function
loop_step:
	# r1 += 3 while r1 < 1000: stops at the first multiple of 3 >= 1000, 1002
	r1 = 0
.Lstep:
	r1 += 3
	if r1 < 1000 goto .Lstep
	r0 = r1
	exit
.Lloop_step_end:
	.size loop_step, .Lloop_step_end-loop_step

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
