# expect: calls 126
# add3(10, 20, 12) = 42 kept in r6 (callee-saved); twice(42) = add3(42, 42, 0) = 84;
# 84 + 42 = 126
	.section socket,"ax",@progbits
	.globl calls
	.type calls,@function
calls:
	r1 = 10
	r2 = 20
	r3 = 12
	call add3
	r6 = r0
	r1 = r6
	call twice
	r0 += r6
	exit
	.size calls, .-calls
	.text
	.type add3,@function
add3:
	r0 = r1
	r0 += r2
	r0 += r3
	exit
	.size add3, .-add3
	.type twice,@function
twice:
	r2 = r1
	r3 = 0
	call add3
	exit
	.size twice, .-twice
	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
