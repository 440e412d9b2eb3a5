# expect: jmp32_reg 4194303
# expect: jmp32_imm 4194303
#
# 32-bit conditional jumps (BPF_JMP32, "if wN ... goto"): only the low 32
# bits of the registers are compared; the upper halves hold values that
# would flip the outcome of a 64-bit comparison.  Every kind (jeq jne jgt
# jge jlt jle jset jsgt jsge jslt jsle), register and immediate forms,
# taken and not taken; same pattern as jumps64.s.
# 22 checks each -> 0x3fffff = 4194303.

	.text
	.section xdp,"ax",@progbits
	.globl jmp32_reg
	.type jmp32_reg,@function
jmp32_reg:
	r0 = 0
	# bit 0: w: 3 == 3 (64-bit values 0x100000003 / 0x200000003 differ) -> taken
	r1 = 0x100000003 ll
	r2 = 0x200000003 ll
	if w1 == w2 goto .Lrt0
	goto .Lrn0
.Lrt0:
	r0 |= 0x1
.Lrn0:
	# bit 1: w: 1 == 2 -> not taken
	r1 = 0x700000001 ll
	r2 = 0x700000002 ll
	if w1 == w2 goto .Lrn1
	r0 |= 0x2
.Lrn1:
	# bit 2: w: 1 != 2 -> taken
	r1 = 0x100000001 ll
	r2 = 0x100000002 ll
	if w1 != w2 goto .Lrt2
	goto .Lrn2
.Lrt2:
	r0 |= 0x4
.Lrn2:
	# bit 3: w: 9 != 9 (64-bit values differ) -> not taken
	r1 = 0xaaaaaaaa00000009 ll
	r2 = 9
	if w1 != w2 goto .Lrn3
	r0 |= 0x8
.Lrn3:
	# bit 4: w: 0x80000000 > 1 (64-bit 0x80000000 > 0x100000001 is false) -> taken
	r1 = 0x80000000 ll
	r2 = 0x100000001 ll
	if w1 > w2 goto .Lrt4
	goto .Lrn4
.Lrt4:
	r0 |= 0x10
.Lrn4:
	# bit 5: w: 1 > 2 (64-bit 0x100000001 > 2 is true) -> not taken
	r1 = 0x100000001 ll
	r2 = 2
	if w1 > w2 goto .Lrn5
	r0 |= 0x20
.Lrn5:
	# bit 6: w: 5 >= 5 (64-bit 5 >= 0xffffffff00000005 is false) -> taken
	r1 = 5
	r2 = 0xffffffff00000005 ll
	if w1 >= w2 goto .Lrt6
	goto .Lrn6
.Lrt6:
	r0 |= 0x40
.Lrn6:
	# bit 7: w: 4 >= 5 (64-bit true) -> not taken
	r1 = 0x900000004 ll
	r2 = 5
	if w1 >= w2 goto .Lrn7
	r0 |= 0x80
.Lrn7:
	# bit 8: w: 4 < 5 (64-bit false) -> taken
	r1 = 0x900000004 ll
	r2 = 5
	if w1 < w2 goto .Lrt8
	goto .Lrn8
.Lrt8:
	r0 |= 0x100
.Lrn8:
	# bit 9: w: 0xffffffff < 0xfffffffe (64-bit 0xffffffff < 0x1fffffffe is true) -> not taken
	r1 = 0xffffffff ll
	r2 = 0x1fffffffe ll
	if w1 < w2 goto .Lrn9
	r0 |= 0x200
.Lrn9:
	# bit 10: w: 7 <= 7 (64-bit false) -> taken
	r1 = 0x100000007 ll
	r2 = 7
	if w1 <= w2 goto .Lrt10
	goto .Lrn10
.Lrt10:
	r0 |= 0x400
.Lrn10:
	# bit 11: w: 8 <= 7 (64-bit 8 <= 0x100000007 is true) -> not taken
	r1 = 8
	r2 = 0x100000007 ll
	if w1 <= w2 goto .Lrn11
	r0 |= 0x800
.Lrn11:
	# bit 12: w: 1 & 3 != 0 -> taken
	r1 = 0xff00000001 ll
	r2 = 3
	if w1 & w2 goto .Lrt12
	goto .Lrn12
.Lrt12:
	r0 |= 0x1000
.Lrn12:
	# bit 13: w: 0 & 0 = 0 (64-bit 0x100000000 & 0x100000000 != 0) -> not taken
	r1 = 0x100000000 ll
	r2 = 0x100000000 ll
	if w1 & w2 goto .Lrn13
	r0 |= 0x2000
.Lrn13:
	# bit 14: s32: 1 s> -1 (64-bit 1 s> 0xffffffff is false) -> taken
	r1 = 1
	r2 = 0xffffffff ll
	if w1 s> w2 goto .Lrt14
	goto .Lrn14
.Lrt14:
	r0 |= 0x4000
.Lrn14:
	# bit 15: s32: -1 s> 0 (64-bit 0xffffffff s> 0 is true) -> not taken
	r1 = 0xffffffff ll
	r2 = 0
	if w1 s> w2 goto .Lrn15
	r0 |= 0x8000
.Lrn15:
	# bit 16: s32: INT_MIN s>= INT_MIN -> taken
	r1 = 0x180000000 ll
	r2 = 0x80000000 ll
	if w1 s>= w2 goto .Lrt16
	goto .Lrn16
.Lrt16:
	r0 |= 0x10000
.Lrn16:
	# bit 17: s32: INT_MIN s>= INT_MAX (64-bit 0x80000000 s>= 0x7fffffff is true) -> not taken
	r1 = 0x80000000 ll
	r2 = 0x7fffffff
	if w1 s>= w2 goto .Lrn17
	r0 |= 0x20000
.Lrn17:
	# bit 18: s32: -16 s< 0 (64-bit 0xfffffff0 s< 0 is false) -> taken
	r1 = 0xfffffff0 ll
	r2 = 0
	if w1 s< w2 goto .Lrt18
	goto .Lrn18
.Lrt18:
	r0 |= 0x40000
.Lrn18:
	# bit 19: s32: 0 s< -1 (64-bit 0x100000000 s< 0x2ffffffff is true) -> not taken
	r1 = 0x100000000 ll
	r2 = 0x2ffffffff ll
	if w1 s< w2 goto .Lrn19
	r0 |= 0x80000
.Lrn19:
	# bit 20: s32: -1 s<= 0 (64-bit false) -> taken
	r1 = 0xffffffff ll
	r2 = 0
	if w1 s<= w2 goto .Lrt20
	goto .Lrn20
.Lrt20:
	r0 |= 0x100000
.Lrn20:
	# bit 21: s32: 1 s<= -1 (64-bit 1 s<= 0xffffffff is true) -> not taken
	r1 = 1
	r2 = 0xffffffff ll
	if w1 s<= w2 goto .Lrn21
	r0 |= 0x200000
.Lrn21:
	exit
.Ljmp32_reg_end:
	.size jmp32_reg, .Ljmp32_reg_end-jmp32_reg

	.globl jmp32_imm
	.type jmp32_imm,@function
jmp32_imm:
	r0 = 0
	# bit 0: w: 0xffffffff == imm -1 (64-bit value 0x5ffffffff) -> taken
	r1 = 0x5ffffffff ll
	if w1 == -1 goto .Lit0
	goto .Lin0
.Lit0:
	r0 |= 0x1
.Lin0:
	# bit 1: w: 0 == -1 -> not taken
	r1 = 0xffffffff00000000 ll
	if w1 == -1 goto .Lin1
	r0 |= 0x2
.Lin1:
	# bit 2: w: 6 != 5 -> taken
	r1 = 0x100000006 ll
	if w1 != 5 goto .Lit2
	goto .Lin2
.Lit2:
	r0 |= 0x4
.Lin2:
	# bit 3: w: 5 != 5 (64-bit 0x100000005 != 5 is true) -> not taken
	r1 = 0x100000005 ll
	if w1 != 5 goto .Lin3
	r0 |= 0x8
.Lin3:
	# bit 4: w: 0x80000000 > 0x7fffffff (unsigned) -> taken
	r1 = 0x80000000 ll
	if w1 > 0x7fffffff goto .Lit4
	goto .Lin4
.Lit4:
	r0 |= 0x10
.Lin4:
	# bit 5: w: 0 > 0 (64-bit 0x100000000 > 0 is true) -> not taken
	r1 = 0x100000000 ll
	if w1 > 0 goto .Lin5
	r0 |= 0x20
.Lin5:
	# bit 6: w: 0xfffffffe >= 0xfffffffe (imm -2; 64-bit compare would be false) -> taken
	r1 = 0xfffffffe ll
	if w1 >= -2 goto .Lit6
	goto .Lin6
.Lit6:
	r0 |= 0x40
.Lin6:
	# bit 7: w: 1 >= 2 -> not taken
	r1 = 0x100000001 ll
	if w1 >= 2 goto .Lin7
	r0 |= 0x80
.Lin7:
	# bit 8: w: 1 < 2 (64-bit false) -> taken
	r1 = 0x100000001 ll
	if w1 < 2 goto .Lit8
	goto .Lin8
.Lit8:
	r0 |= 0x100
.Lin8:
	# bit 9: w: 0xffffffff < 0xfffffffe (64-bit 0xffffffff < 0xff..fe is true) -> not taken
	r1 = 0xffffffff ll
	if w1 < -2 goto .Lin9
	r0 |= 0x200
.Lin9:
	# bit 10: w: 0xffffffff <= 0xffffffff -> taken
	r1 = 0xffffffff ll
	if w1 <= -1 goto .Lit10
	goto .Lin10
.Lit10:
	r0 |= 0x400
.Lin10:
	# bit 11: w: 3 <= 2 -> not taken
	r1 = 3
	if w1 <= 2 goto .Lin11
	r0 |= 0x800
.Lin11:
	# bit 12: w: 0x80000000 & 0x80000000 != 0 -> taken
	r1 = 0x80000000 ll
	if w1 & -0x80000000 goto .Lit12
	goto .Lin12
.Lit12:
	r0 |= 0x1000
.Lin12:
	# bit 13: w: 0 & 0xffffffff = 0 (64-bit 0xff00000000 & -1 != 0) -> not taken
	r1 = 0xff00000000 ll
	if w1 & -1 goto .Lin13
	r0 |= 0x2000
.Lin13:
	# bit 14: s32: 5 s> -1 -> taken
	r1 = 5
	if w1 s> -1 goto .Lit14
	goto .Lin14
.Lit14:
	r0 |= 0x4000
.Lin14:
	# bit 15: s32: -1 s> 0 (64-bit 0xffffffff s> 0 is true) -> not taken
	r1 = 0xffffffff ll
	if w1 s> 0 goto .Lin15
	r0 |= 0x8000
.Lin15:
	# bit 16: s32: INT_MIN s>= INT_MIN -> taken
	r1 = 0x80000000 ll
	if w1 s>= -0x80000000 goto .Lit16
	goto .Lin16
.Lit16:
	r0 |= 0x10000
.Lin16:
	# bit 17: s32: -2 s>= -1 (64-bit 0xfffffffe s>= -1 is true) -> not taken
	r1 = 0xfffffffe ll
	if w1 s>= -1 goto .Lin17
	r0 |= 0x20000
.Lin17:
	# bit 18: s32: -2 s< -1 (64-bit false) -> taken
	r1 = 0xfffffffe ll
	if w1 s< -1 goto .Lit18
	goto .Lin18
.Lit18:
	r0 |= 0x40000
.Lin18:
	# bit 19: s32: 0 s< 0 (64-bit 0xffffffff00000000 s< 0 is true) -> not taken
	r1 = 0xffffffff00000000 ll
	if w1 s< 0 goto .Lin19
	r0 |= 0x80000
.Lin19:
	# bit 20: s32: INT_MIN s<= -0x7fffffff -> taken
	r1 = 0x780000000 ll
	if w1 s<= -0x7fffffff goto .Lit20
	goto .Lin20
.Lit20:
	r0 |= 0x100000
.Lin20:
	# bit 21: s32: 1 s<= 0 (64-bit 0xffffffff00000001 s<= 0 is true) -> not taken
	r1 = 0xffffffff00000001 ll
	if w1 s<= 0 goto .Lin21
	r0 |= 0x200000
.Lin21:
	exit
.Ljmp32_imm_end:
	.size jmp32_imm, .Ljmp32_imm_end-jmp32_imm

	.section license,"aw",@progbits
	.globl _license
_license:
	.asciz "GPL"
