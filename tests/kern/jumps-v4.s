# expect: jmp_v4_gotol 35
# expect: jmp_v4_far 107
#
# cpu v4 "gotol" (BPF_JMP32 | BPF_JA): unconditional jump whose offset is
# the 32-bit imm field (off is 0), so it can reach beyond +-32767 insns.
#
# jmp_v4_gotol: a loop closed by a backward gotol runs 3 times (r0 = 30),
# then forward gotols: r0 == 30 -> .Lok: r0 += 5 -> 35.
#
# jmp_v4_far: insn 3 "gotol .Lafter" jumps forward over 33000 filler
# instructions (".fill 33000, 8, 0xbf" = 33000 x "r0 = r0", bytes
# bf 00 00 00 00 00 00 00) plus "r0 += 1000": offset 33007 - 3 - 1 = 33003.
# .Lafter: r0 += 7, then "gotol .Lback" at insn 33008 jumps back to insn 4
# (offset 4 - 33008 - 1 = -33005): r0 += 100 -> 107.  The filler is only
# reachable through "if r1 == 0" with r1 = 5, which is never taken, so a
# gotol landing anywhere inside it would add 1000.  (clang's assembler does
# not relax "goto" into "gotol": a 16-bit offset out of range is a fatal
# "Branch target out of insn range" error.)

	.text
	.section socket,"ax",@progbits
	.globl jmp_v4_gotol
	.type jmp_v4_gotol,@function
jmp_v4_gotol:
	r0 = 0
	r1 = 3
.Lback:
	r0 += 10
	r1 += -1
	if r1 == 0 goto .Lout
	gotol .Lback
.Lout:
	if r0 == 30 goto .Lok
	gotol .Lbad
.Lok:
	r0 += 5
	gotol .Lend
.Lbad:
	r0 = 0
.Lend:
	exit
.Ljmp_v4_gotol_end:
	.size jmp_v4_gotol, .Ljmp_v4_gotol_end-jmp_v4_gotol

	.globl jmp_v4_far
	.type jmp_v4_far,@function
jmp_v4_far:
	r0 = 0
	r1 = 5
	if r1 == 0 goto .Lfar_block
	gotol .Lfar_after
.Lfar_back:
	r0 += 100
	exit
.Lfar_block:
	.fill 33000, 8, 0xbf
	r0 += 1000
.Lfar_after:
	r0 += 7
	gotol .Lfar_back
.Ljmp_v4_far_end:
	.size jmp_v4_far, .Ljmp_v4_far_end-jmp_v4_far

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
