# expect: jmp64_reg 4194303
# expect: jmp64_imm 8388607
#
# 64-bit conditional jumps (BPF_JMP): jeq jne jgt jge jlt jle jset jsgt jsge
# jslt jsle, register and immediate forms, each once taken and once not
# taken.  Operands are chosen so that a signed/unsigned mix-up or a 32-bit
# comparison would flip the outcome.  Immediates are sign-extended to 64
# bits.  Pattern for a taken check:
#     if COND goto .Lt; goto .Ln; .Lt: r0 |= BIT; .Ln:
# and for a not-taken check:
#     if COND goto .Ln; r0 |= BIT; .Ln:
# jmp64_reg: 22 checks -> 0x3fffff = 4194303
# jmp64_imm: 22 checks + 1 numeric-offset check -> 0x7fffff = 8388607

	.text
	.section socket,"ax",@progbits
	.globl jmp64_reg
	.type jmp64_reg,@function
jmp64_reg:
	r0 = 0
	# bit 0: 0x100000003 == 0x100000003 -> taken
	r1 = 0x100000003 ll
	r2 = 0x100000003 ll
	if r1 == r2 goto .Lrt0
	goto .Lrn0
.Lrt0:
	r0 |= 0x1
.Lrn0:
	# bit 1: 0x100000003 == 3: low halves equal, 64-bit values differ -> not taken
	r1 = 0x100000003 ll
	r2 = 3
	if r1 == r2 goto .Lrn1
	r0 |= 0x2
.Lrn1:
	# bit 2: 0x100000003 != 3 -> taken
	r1 = 0x100000003 ll
	r2 = 3
	if r1 != r2 goto .Lrt2
	goto .Lrn2
.Lrt2:
	r0 |= 0x4
.Lrn2:
	# bit 3: -5 != -5 -> not taken
	r1 = -5
	r2 = -5
	if r1 != r2 goto .Lrn3
	r0 |= 0x8
.Lrn3:
	# bit 4: unsigned 0xfffffffffffffffb > 3 (signed -5 > 3 would be false) -> taken
	r1 = -5
	r2 = 3
	if r1 > r2 goto .Lrt4
	goto .Lrn4
.Lrt4:
	r0 |= 0x10
.Lrn4:
	# bit 5: unsigned 3 > 0xfffffffffffffffb (signed would be true) -> not taken
	r1 = 3
	r2 = -5
	if r1 > r2 goto .Lrn5
	r0 |= 0x20
.Lrn5:
	# bit 6: 3 >= 3 -> taken
	r1 = 3
	r2 = 3
	if r1 >= r2 goto .Lrt6
	goto .Lrn6
.Lrt6:
	r0 |= 0x40
.Lrn6:
	# bit 7: 3 >= 0x100000003 (a 32-bit compare would be true) -> not taken
	r1 = 3
	r2 = 0x100000003 ll
	if r1 >= r2 goto .Lrn7
	r0 |= 0x80
.Lrn7:
	# bit 8: unsigned 3 < 0xfffffffffffffffb -> taken
	r1 = 3
	r2 = -5
	if r1 < r2 goto .Lrt8
	goto .Lrn8
.Lrt8:
	r0 |= 0x100
.Lrn8:
	# bit 9: 3 < 3 -> not taken
	r1 = 3
	r2 = 3
	if r1 < r2 goto .Lrn9
	r0 |= 0x200
.Lrn9:
	# bit 10: 3 <= 3 -> taken
	r1 = 3
	r2 = 3
	if r1 <= r2 goto .Lrt10
	goto .Lrn10
.Lrt10:
	r0 |= 0x400
.Lrn10:
	# bit 11: 0x100000003 <= 3 (a 32-bit compare would be true) -> not taken
	r1 = 0x100000003 ll
	r2 = 3
	if r1 <= r2 goto .Lrn11
	r0 |= 0x800
.Lrn11:
	# bit 12: 0x100000000 & 0x100000001 = 0x100000000 != 0 (low halves: 0) -> taken
	r1 = 0x100000000 ll
	r2 = 0x100000001 ll
	if r1 & r2 goto .Lrt12
	goto .Lrn12
.Lrt12:
	r0 |= 0x1000
.Lrn12:
	# bit 13: 0xf0 & 0x0f = 0 -> not taken
	r1 = 0xf0
	r2 = 0x0f
	if r1 & r2 goto .Lrn13
	r0 |= 0x2000
.Lrn13:
	# bit 14: signed 3 s> -5 (unsigned would be false) -> taken
	r1 = 3
	r2 = -5
	if r1 s> r2 goto .Lrt14
	goto .Lrn14
.Lrt14:
	r0 |= 0x4000
.Lrn14:
	# bit 15: signed -5 s> 3 (unsigned would be true) -> not taken
	r1 = -5
	r2 = 3
	if r1 s> r2 goto .Lrn15
	r0 |= 0x8000
.Lrn15:
	# bit 16: -5 s>= -5 -> taken
	r1 = -5
	r2 = -5
	if r1 s>= r2 goto .Lrt16
	goto .Lrn16
.Lrt16:
	r0 |= 0x10000
.Lrn16:
	# bit 17: -5 s>= 3 -> not taken
	r1 = -5
	r2 = 3
	if r1 s>= r2 goto .Lrn17
	r0 |= 0x20000
.Lrn17:
	# bit 18: -5 s< 3 (unsigned would be false) -> taken
	r1 = -5
	r2 = 3
	if r1 s< r2 goto .Lrt18
	goto .Lrn18
.Lrt18:
	r0 |= 0x40000
.Lrn18:
	# bit 19: -5 s< -5 -> not taken
	r1 = -5
	r2 = -5
	if r1 s< r2 goto .Lrn19
	r0 |= 0x80000
.Lrn19:
	# bit 20: -5 s<= -4 -> taken
	r1 = -5
	r2 = -4
	if r1 s<= r2 goto .Lrt20
	goto .Lrn20
.Lrt20:
	r0 |= 0x100000
.Lrn20:
	# bit 21: 3 s<= -5 (unsigned would be true) -> not taken
	r1 = 3
	r2 = -5
	if r1 s<= r2 goto .Lrn21
	r0 |= 0x200000
.Lrn21:
	exit
.Ljmp64_reg_end:
	.size jmp64_reg, .Ljmp64_reg_end-jmp64_reg

	.globl jmp64_imm
	.type jmp64_imm,@function
jmp64_imm:
	r0 = 0
	# bit 0: r1 = -1 (all ones); imm -1 is sign-extended: equal -> taken
	r1 = -1
	if r1 == -1 goto .Lit0
	goto .Lin0
.Lit0:
	r0 |= 0x1
.Lin0:
	# bit 1: r1 = 0x00000000ffffffff vs imm -1 = 0xffffffffffffffff -> not taken
	r1 = 0xffffffff ll
	if r1 == -1 goto .Lin1
	r0 |= 0x2
.Lin1:
	# bit 2: 0x100000005 != 5 -> taken
	r1 = 0x100000005 ll
	if r1 != 5 goto .Lit2
	goto .Lin2
.Lit2:
	r0 |= 0x4
.Lin2:
	# bit 3: 5 != 5 -> not taken
	r1 = 5
	if r1 != 5 goto .Lin3
	r0 |= 0x8
.Lin3:
	# bit 4: unsigned 0xffffffffffffffff > 0x7fffffff -> taken
	r1 = -1
	if r1 > 0x7fffffff goto .Lit4
	goto .Lin4
.Lit4:
	r0 |= 0x10
.Lin4:
	# bit 5: 0x7fffffff > 0xfffffffffffffffe (imm -2) -> not taken
	r1 = 0x7fffffff
	if r1 > -2 goto .Lin5
	r0 |= 0x20
.Lin5:
	# bit 6: 0xfffffffffffffffe >= imm -2 -> taken
	r1 = -2
	if r1 >= -2 goto .Lit6
	goto .Lin6
.Lit6:
	r0 |= 0x40
.Lin6:
	# bit 7: 0x00000000fffffffe >= 0xfffffffffffffffe -> not taken
	r1 = 0xfffffffe ll
	if r1 >= -2 goto .Lin7
	r0 |= 0x80
.Lin7:
	# bit 8: 0x00000000fffffffe < 0xffffffffffffffff (imm -1) -> taken
	r1 = 0xfffffffe ll
	if r1 < -1 goto .Lit8
	goto .Lin8
.Lit8:
	r0 |= 0x100
.Lin8:
	# bit 9: 10 < 10 -> not taken
	r1 = 10
	if r1 < 10 goto .Lin9
	r0 |= 0x200
.Lin9:
	# bit 10: 10 <= 10 -> taken
	r1 = 10
	if r1 <= 10 goto .Lit10
	goto .Lin10
.Lit10:
	r0 |= 0x400
.Lin10:
	# bit 11: 11 <= 10 -> not taken
	r1 = 11
	if r1 <= 10 goto .Lin11
	r0 |= 0x800
.Lin11:
	# bit 12: 0x8000000000000000 & 0xffffffff80000000 (imm -0x80000000) != 0 -> taken
	r1 = 0x8000000000000000 ll
	if r1 & -0x80000000 goto .Lit12
	goto .Lin12
.Lit12:
	r0 |= 0x1000
.Lin12:
	# bit 13: 0x7fffffff & 0xffffffff80000000 = 0 -> not taken
	r1 = 0x7fffffff
	if r1 & -0x80000000 goto .Lin13
	r0 |= 0x2000
.Lin13:
	# bit 14: 0 s> -1 -> taken
	r1 = 0
	if r1 s> -1 goto .Lit14
	goto .Lin14
.Lit14:
	r0 |= 0x4000
.Lin14:
	# bit 15: -1 s> 0 (unsigned would be true) -> not taken
	r1 = -1
	if r1 s> 0 goto .Lin15
	r0 |= 0x8000
.Lin15:
	# bit 16: -100 s>= -100 -> taken
	r1 = -100
	if r1 s>= -100 goto .Lit16
	goto .Lin16
.Lit16:
	r0 |= 0x10000
.Lin16:
	# bit 17: -101 s>= -100 -> not taken
	r1 = -101
	if r1 s>= -100 goto .Lin17
	r0 |= 0x20000
.Lin17:
	# bit 18: 0x8000000000000000 (INT64_MIN) s< 0 -> taken
	r1 = 0x8000000000000000 ll
	if r1 s< 0 goto .Lit18
	goto .Lin18
.Lit18:
	r0 |= 0x40000
.Lin18:
	# bit 19: 0x7fffffffffffffff s< 0 (low half 0xffffffff is negative as s32) -> not taken
	r1 = 0x7fffffffffffffff ll
	if r1 s< 0 goto .Lin19
	r0 |= 0x80000
.Lin19:
	# bit 20: -1 s<= -1 -> taken
	r1 = -1
	if r1 s<= -1 goto .Lit20
	goto .Lin20
.Lit20:
	r0 |= 0x100000
.Lin20:
	# bit 21: 0x100000000 s<= 0 (low half 0 would give true) -> not taken
	r1 = 0x100000000 ll
	if r1 s<= 0 goto .Lin21
	r0 |= 0x200000
.Lin21:
	# bit 22: numeric branch offsets: "goto +N" counts instructions after the
	# jump.  7 == 7 is taken and skips the "goto +1", so the "or" executes.
	r1 = 7
	if r1 == 7 goto +1
	goto +1
	r0 |= 0x400000
	exit
.Ljmp64_imm_end:
	.size jmp64_imm, .Ljmp64_imm_end-jmp64_imm

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
