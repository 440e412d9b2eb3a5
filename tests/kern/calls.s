# expect: calls_args 55
# expect: calls_nested 2731
# expect: calls_global 42
# expect: calls_stack 1292505652
#
# bpf-to-bpf calls ("call LABEL", BPF_PSEUDO_CALL) into functions in .text.
# Arguments go in r1-r5, the result comes back in r0, r6-r9 are preserved
# across calls, and each function has its own 512-byte stack frame (r10).
# Calls from the xdp section to .text need a relocation (R_BPF_64_32); calls
# between .text functions are resolved by the assembler (pc-relative imm).

	.text
	# sum5(a,b,c,d,e) = a + 2b + 3c + 4d + 5e
	.type sum5,@function
sum5:
	r0 = r1
	r2 *= 2
	r0 += r2
	r3 *= 3
	r0 += r3
	r4 *= 4
	r0 += r4
	r5 *= 5
	r0 += r5
	exit
.Lsum5_end:
	.size sum5, .Lsum5_end-sum5

	# inner(x) = x*x + 1
	.type inner,@function
inner:
	r0 = r1
	r0 *= r1
	r0 += 1
	exit
.Linner_end:
	.size inner, .Linner_end-inner

	# outer(x) = inner(x) + inner(x + 1)
	.type outer,@function
outer:
	r6 = r1
	call inner
	r7 = r0
	r1 = r6
	r1 += 1
	call inner
	r0 += r7
	exit
.Louter_end:
	.size outer, .Louter_end-outer

	# deep1(x) = deep2(x) + 1; deep2(x) = deep3(x) * 2; deep3(x) = x + 10
	.type deep1,@function
deep1:
	call deep2
	r0 += 1
	exit
.Ldeep1_end:
	.size deep1, .Ldeep1_end-deep1

	.type deep2,@function
deep2:
	call deep3
	r0 *= 2
	exit
.Ldeep2_end:
	.size deep2, .Ldeep2_end-deep2

	.type deep3,@function
deep3:
	r0 = r1
	r0 += 10
	exit
.Ldeep3_end:
	.size deep3, .Ldeep3_end-deep3

	# a global (non-static) function: gfunc(x) = x * 7
	.globl gfunc
	.type gfunc,@function
gfunc:
	r0 = r1
	r0 *= 7
	exit
.Lgfunc_end:
	.size gfunc, .Lgfunc_end-gfunc

	# stk(x): uses its own frame: store x at fp-8, return it doubled
	.type stk,@function
stk:
	*(u64 *)(r10 - 8) = r1
	r0 = *(u64 *)(r10 - 8)
	r0 *= 2
	exit
.Lstk_end:
	.size stk, .Lstk_end-stk

	# ptrw(p, v): *(u64 *)p = v, returns 0 (p points into the caller's stack)
	.type ptrw,@function
ptrw:
	*(u64 *)(r1 + 0) = r2
	r0 = 0
	exit
.Lptrw_end:
	.size ptrw, .Lptrw_end-ptrw

	.section xdp,"ax",@progbits
	.globl calls_args
	.type calls_args,@function
calls_args:
	# sum5(1,2,3,4,5) = 1 + 4 + 9 + 16 + 25 = 55
	r1 = 1
	r2 = 2
	r3 = 3
	r4 = 4
	r5 = 5
	call sum5
	exit
.Lcalls_args_end:
	.size calls_args, .Lcalls_args_end-calls_args

	.globl calls_nested
	.type calls_nested,@function
calls_nested:
	# outer(3) = inner(3) + inner(4) = 10 + 17 = 27
	# deep1(5) = (5 + 10) * 2 + 1 = 31
	# result 27 * 100 + 31 = 2731 (r6 must survive the second call chain)
	r1 = 3
	call outer
	r6 = r0
	r6 *= 100
	r1 = 5
	call deep1
	r0 += r6
	exit
.Lcalls_nested_end:
	.size calls_nested, .Lcalls_nested_end-calls_nested

	.globl calls_global
	.type calls_global,@function
calls_global:
	# gfunc(6) = 42
	r1 = 6
	call gfunc
	exit
.Lcalls_global_end:
	.size calls_global, .Lcalls_global_end-calls_global

	.globl calls_stack
	.type calls_stack,@function
calls_stack:
	# caller slot fp-8 = 0x1234 must survive stk() writing its own fp-8;
	# stk(5) = 10; ptrw(fp-16, 77) writes 77 into the caller's fp-16.
	# result = (10 << 16) | 0x1234 | (77 << 24) = 0x4d0a1234 = 1292505652
	*(u64 *)(r10 - 8) = 0x1234
	*(u64 *)(r10 - 16) = 0
	r1 = 5
	call stk
	r6 = r0
	r6 <<= 16
	r1 = r10
	r1 += -16
	r2 = 77
	call ptrw
	r6 += r0
	r7 = *(u64 *)(r10 - 16)
	r7 <<= 24
	r6 |= r7
	r1 = *(u64 *)(r10 - 8)
	r6 |= r1
	r0 = r6
	exit
.Lcalls_stack_end:
	.size calls_stack, .Lcalls_stack_end-calls_stack

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
