/* isa_table.c - every BPF instruction form, once (RFC 9669 and the kernel's
 * Documentation/bpf/standardization/instruction-set.rst).
 *
 * Columns: normal template, pseudo-C template, opcode, CPU version, flags,
 * fixed src, fixed off, fixed imm.  Operand letters ($d, $s, ...) are listed
 * in isa.c.  Rows are tried in order by the assembler, so for one spelling
 * the register form precedes the immediate form, and aliases come last.
 *
 * CPU versions follow clang/GCC: v2 added JLT/JLE/JSLT/JSLE; v3 the JMP32
 * class and the atomic operations other than plain add; v4 sdiv/smod,
 * movsx, ldsx, bswap, gotol and load-acquire/store-release.  may_goto and
 * addr_space_cast are kernel extensions with no CPU gate (clang accepts
 * them at every -mcpu and the selftests use may_goto at -mcpu=v2).
 */
#include "isa.h"

#define R(n, p, code, cpu) {n, p, code, cpu, 0, 0, 0, 0},
#define RF(n, p, code, cpu, fl, src, off, imm) {n, p, code, cpu, fl, src, off, imm},

/* ALU operations: mnemonic, pseudo-C operator, opcode bits */
#define ALU_X(op, sym, bits)                                                           \
	R(op " $d, $s", "$d " sym " $s", BPF_ALU64 | BPF_X | bits, 1)                  \
	R(op " $d, $i", "$d " sym " $i", BPF_ALU64 | BPF_K | bits, 1)                  \
	R(op "32 $d, $s", "$D " sym " $S", BPF_ALU | BPF_X | bits, 1)                  \
	R(op "32 $d, $i", "$D " sym " $i", BPF_ALU | BPF_K | bits, 1)
#define SDIVMOD(op, sym, bits)                                                         \
	RF(op " $d, $s", "$d " sym " $s", BPF_ALU64 | BPF_X | bits, 4, ISA_FIX_OFF, 0, 1, 0) \
	RF(op " $d, $i", "$d " sym " $i", BPF_ALU64 | BPF_K | bits, 4, ISA_FIX_OFF, 0, 1, 0) \
	RF(op "32 $d, $s", "$D " sym " $S", BPF_ALU | BPF_X | bits, 4, ISA_FIX_OFF, 0, 1, 0) \
	RF(op "32 $d, $i", "$D " sym " $i", BPF_ALU | BPF_K | bits, 4, ISA_FIX_OFF, 0, 1, 0)

/* conditional jumps: mnemonic, operator, opcode bits, cpu */
#define JCC(op, sym, bits, cpu)                                                         \
	RF(op " $d, $s, $j", "if $d " sym " $s goto $j", BPF_JMP | BPF_X | bits, cpu,   \
	   ISA_BRANCH | ISA_COND, 0, 0, 0)                                              \
	RF(op " $d, $i, $j", "if $d " sym " $i goto $j", BPF_JMP | BPF_K | bits, cpu,   \
	   ISA_BRANCH | ISA_COND, 0, 0, 0)                                              \
	RF(op "32 $d, $s, $j", "if $D " sym " $S goto $j", BPF_JMP32 | BPF_X | bits, 3, \
	   ISA_BRANCH | ISA_COND, 0, 0, 0)                                              \
	RF(op "32 $d, $i, $j", "if $D " sym " $i goto $j", BPF_JMP32 | BPF_K | bits, 3, \
	   ISA_BRANCH | ISA_COND, 0, 0, 0)

/* memory access sizes: suffix of the normal mnemonic, C type, size bits */
#define SIZES3(M, ...) M(b, 8, BPF_B, __VA_ARGS__) M(h, 16, BPF_H, __VA_ARGS__) \
	M(w, 32, BPF_W, __VA_ARGS__)
#define SIZES(M, ...) SIZES3(M, __VA_ARGS__) M(dw, 64, BPF_DW, __VA_ARGS__)
#define S_(x) #x
#define LDX(sfx, bits, size, _)                                                        \
	R("ldx" S_(sfx) " $d, [$s$o]", "$a = *(u" S_(bits) " *)($s$o)",                 \
	  BPF_LDX | BPF_MEM | size, 1)
#define LDSX(sfx, bits, size, _)                                                       \
	R("ldxs" S_(sfx) " $d, [$s$o]", "$a = *(s" S_(bits) " *)($s$o)",                \
	  BPF_LDX | BPF_MEMSX | size, 4)
#define STX(sfx, bits, size, _)                                                        \
	R("stx" S_(sfx) " [$d$o], $s", "*(u" S_(bits) " *)($d$o) = $b",                 \
	  BPF_STX | BPF_MEM | size, 1)
#define ST(sfx, bits, size, _)                                                         \
	R("st" S_(sfx) " [$d$o], $i", "*(u" S_(bits) " *)($d$o) = $i",                  \
	  BPF_ST | BPF_MEM | size, 1)
#define LDACQ(sfx, bits, size, _)                                                      \
	RF("ldacq" S_(sfx) " $d, [$s$o]", "$x = load_acquire((u" S_(bits) " *)($s$o))", \
	   BPF_STX | BPF_ATOMIC | size, 4, ISA_FIX_IMM, 0, 0, BPF_LOAD_ACQ)
#define STREL(sfx, bits, size, _)                                                      \
	RF("strel" S_(sfx) " [$d$o], $s", "store_release((u" S_(bits) " *)($d$o), $y)", \
	   BPF_STX | BPF_ATOMIC | size, 4, ISA_FIX_IMM, 0, 0, BPF_STORE_REL)

/* atomic read-modify-write: normal name, pseudo-C operator/function, imm, cpu */
#define ATOMIC(op, sym, fn, bits, cpu)                                                 \
	RF(op " [$d$o], $s", "lock *(u64 *)($d$o) " sym " $s", BPF_STX | BPF_ATOMIC | BPF_DW, \
	   cpu, ISA_FIX_IMM, 0, 0, bits)                                                \
	RF(op "32 [$d$o], $s", "lock *(u32 *)($d$o) " sym " $y",                         \
	   BPF_STX | BPF_ATOMIC | BPF_W, cpu, ISA_FIX_IMM, 0, 0, bits)                  \
	RF("af" op " [$d$o], $s", "$s = " fn "((u64 *)($d$o), $s)",                    \
	   BPF_STX | BPF_ATOMIC | BPF_DW, 3, ISA_FIX_IMM, 0, 0, bits | BPF_FETCH)        \
	RF("af" op "32 [$d$o], $s", "$y = " fn "((u32 *)($d$o), $y)",                  \
	   BPF_STX | BPF_ATOMIC | BPF_W, 3, ISA_FIX_IMM, 0, 0, bits | BPF_FETCH)

#define LDDW_PSEUDO(fn, src)                                                           \
	RF("lddw $d, " fn "($i)", "$d = " fn "($i) ll", BPF_LD | BPF_IMM | BPF_DW, 1,    \
	   ISA_WIDE | ISA_FIX_SRC, src, 0, 0)
#define LDDW_PSEUDO_VAL(fn, src)                                                       \
	RF("lddw $d, map_val(" fn "($i)) + $n", "$d = map_val(" fn "($i)) + $n ll",      \
	   BPF_LD | BPF_IMM | BPF_DW, 1, ISA_WIDE | ISA_FIX_SRC, src, 0, 0)

const IsaOp isa_ops[] = {
	/* ---- 64- and 32-bit arithmetic ---- */
	ALU_X("add", "+=", BPF_ADD)
	ALU_X("sub", "-=", BPF_SUB)
	ALU_X("mul", "*=", BPF_MUL)
	ALU_X("div", "/=", BPF_DIV)
	SDIVMOD("sdiv", "s/=", BPF_DIV)
	ALU_X("mod", "%=", BPF_MOD)
	SDIVMOD("smod", "s%=", BPF_MOD)
	ALU_X("or", "|=", BPF_OR)
	ALU_X("and", "&=", BPF_AND)
	ALU_X("xor", "^=", BPF_XOR)
	ALU_X("lsh", "<<=", BPF_LSH)
	ALU_X("rsh", ">>=", BPF_RSH)
	ALU_X("arsh", "s>>=", BPF_ARSH)
	R("neg $d", "$d = -$d", BPF_ALU64 | BPF_K | BPF_NEG, 1)
	R("neg32 $d", "$D = -$D", BPF_ALU | BPF_K | BPF_NEG, 1)
	RF("movs $d, $s, 8", "$d = (s8)$s", BPF_ALU64 | BPF_X | BPF_MOV, 4, ISA_FIX_OFF, 0, 8, 0)
	RF("movs $d, $s, 16", "$d = (s16)$s", BPF_ALU64 | BPF_X | BPF_MOV, 4, ISA_FIX_OFF, 0, 16, 0)
	RF("movs $d, $s, 32", "$d = (s32)$s", BPF_ALU64 | BPF_X | BPF_MOV, 4, ISA_FIX_OFF, 0, 32, 0)
	RF("movs32 $d, $s, 8", "$D = (s8)$S", BPF_ALU | BPF_X | BPF_MOV, 4, ISA_FIX_OFF, 0, 8, 0)
	RF("movs32 $d, $s, 16", "$D = (s16)$S", BPF_ALU | BPF_X | BPF_MOV, 4, ISA_FIX_OFF, 0, 16, 0)
	ALU_X("mov", "=", BPF_MOV)
	RF("addr_space_cast $d, $s, $A, $B", "$d = addr_space_cast($s, $A, $B)",
	   BPF_ALU64 | BPF_X | BPF_MOV, 1, ISA_FIX_OFF, 0, 1, 0)

	/* ---- byte order ---- */
	RF("endle $d, 16", "$d = le16 $d", BPF_ALU | BPF_K | BPF_END, 1, ISA_FIX_IMM, 0, 0, 16)
	RF("endle $d, 32", "$d = le32 $d", BPF_ALU | BPF_K | BPF_END, 1, ISA_FIX_IMM, 0, 0, 32)
	RF("endle $d, 64", "$d = le64 $d", BPF_ALU | BPF_K | BPF_END, 1, ISA_FIX_IMM, 0, 0, 64)
	RF("endbe $d, 16", "$d = be16 $d", BPF_ALU | BPF_X | BPF_END, 1, ISA_FIX_IMM, 0, 0, 16)
	RF("endbe $d, 32", "$d = be32 $d", BPF_ALU | BPF_X | BPF_END, 1, ISA_FIX_IMM, 0, 0, 32)
	RF("endbe $d, 64", "$d = be64 $d", BPF_ALU | BPF_X | BPF_END, 1, ISA_FIX_IMM, 0, 0, 64)
	RF("bswap $d, 16", "$d = bswap16 $d", BPF_ALU64 | BPF_K | BPF_END, 4, ISA_FIX_IMM, 0, 0, 16)
	RF("bswap $d, 32", "$d = bswap32 $d", BPF_ALU64 | BPF_K | BPF_END, 4, ISA_FIX_IMM, 0, 0, 32)
	RF("bswap $d, 64", "$d = bswap64 $d", BPF_ALU64 | BPF_K | BPF_END, 4, ISA_FIX_IMM, 0, 0, 64)

	/* ---- 64-bit immediate loads ---- */
	RF("lddw $d, $L", "$d = $L ll", BPF_LD | BPF_IMM | BPF_DW, 1, ISA_WIDE | ISA_FIX_SRC, 0, 0, 0)
	LDDW_PSEUDO("map_by_fd", BPF_PSEUDO_MAP_FD)
	LDDW_PSEUDO_VAL("map_by_fd", BPF_PSEUDO_MAP_VALUE)
	LDDW_PSEUDO("var_addr", BPF_PSEUDO_BTF_ID)
	LDDW_PSEUDO("code_addr", BPF_PSEUDO_FUNC)
	LDDW_PSEUDO("map_by_idx", BPF_PSEUDO_MAP_IDX)
	LDDW_PSEUDO_VAL("map_by_idx", BPF_PSEUDO_MAP_IDX_VALUE)

	/* ---- legacy packet access (socket filters) ---- */
	R("ldabsb $i", "r0 = *(u8 *)skb[$i]", BPF_LD | BPF_ABS | BPF_B, 1)
	R("ldabsh $i", "r0 = *(u16 *)skb[$i]", BPF_LD | BPF_ABS | BPF_H, 1)
	R("ldabsw $i", "r0 = *(u32 *)skb[$i]", BPF_LD | BPF_ABS | BPF_W, 1)
	R("ldindb $s, $i", "r0 = *(u8 *)skb[$s$O]", BPF_LD | BPF_IND | BPF_B, 1)
	R("ldindh $s, $i", "r0 = *(u16 *)skb[$s$O]", BPF_LD | BPF_IND | BPF_H, 1)
	R("ldindw $s, $i", "r0 = *(u32 *)skb[$s$O]", BPF_LD | BPF_IND | BPF_W, 1)

	/* ---- loads and stores ---- */
	SIZES(LDX, 0)
	SIZES3(LDSX, 0) /* sign extension from 64 bits does not exist */
	SIZES(STX, 0)
	SIZES(ST, 0)

	/* ---- atomics ---- */
	ATOMIC("add", "+=", "atomic_fetch_add", BPF_ADD, 1)
	ATOMIC("or", "|=", "atomic_fetch_or", BPF_OR, 3)
	ATOMIC("and", "&=", "atomic_fetch_and", BPF_AND, 3)
	ATOMIC("xor", "^=", "atomic_fetch_xor", BPF_XOR, 3)
	RF("axchg [$d$o], $s", "$s = xchg_64($d$o, $s)", BPF_STX | BPF_ATOMIC | BPF_DW, 3,
	   ISA_FIX_IMM, 0, 0, BPF_XCHG)
	RF("axchg32 [$d$o], $s", "$y = xchg32_32($d$o, $y)", BPF_STX | BPF_ATOMIC | BPF_W, 3,
	   ISA_FIX_IMM, 0, 0, BPF_XCHG)
	RF("acmp [$d$o], $s", "r0 = cmpxchg_64($d$o, r0, $s)", BPF_STX | BPF_ATOMIC | BPF_DW, 3,
	   ISA_FIX_IMM, 0, 0, BPF_CMPXCHG)
	RF("acmp32 [$d$o], $s", "w0 = cmpxchg32_32($d$o, w0, $y)", BPF_STX | BPF_ATOMIC | BPF_W, 3,
	   ISA_FIX_IMM, 0, 0, BPF_CMPXCHG)
	SIZES(LDACQ, 0)
	SIZES(STREL, 0)

	/* ---- jumps and calls ---- */
	RF("ja $j", "goto $j", BPF_JMP | BPF_JA, 1, ISA_BRANCH, 0, 0, 0)
	RF("jal $J", "gotol $J", BPF_JMP32 | BPF_JA, 4, ISA_BRANCH, 0, 0, 0)
	JCC("jeq", "==", BPF_JEQ, 1)
	JCC("jne", "!=", BPF_JNE, 1)
	JCC("jgt", ">", BPF_JGT, 1)
	JCC("jge", ">=", BPF_JGE, 1)
	JCC("jlt", "<", BPF_JLT, 2)
	JCC("jle", "<=", BPF_JLE, 2)
	JCC("jsgt", "s>", BPF_JSGT, 1)
	JCC("jsge", "s>=", BPF_JSGE, 1)
	JCC("jslt", "s<", BPF_JSLT, 2)
	JCC("jsle", "s<=", BPF_JSLE, 2)
	JCC("jset", "&", BPF_JSET, 1)
	RF("may_goto $j", "may_goto $j", BPF_JMP | BPF_JCOND, 1, ISA_BRANCH | ISA_COND, 0, 0, 0)
	RF("call $h", "call $h", BPF_JMP | BPF_CALL, 1, ISA_FIX_SRC, 0, 0, 0)
	RF("call kfunc $i", "call kfunc $i", BPF_JMP | BPF_CALL, 1, ISA_FIX_SRC,
	   BPF_PSEUDO_KFUNC_CALL, 0, 0)
	RF("call $c", "call $c", BPF_JMP | BPF_CALL, 1, ISA_FIX_SRC, BPF_PSEUDO_CALL, 0, 0)
	RF("callx $d", "callx $d", BPF_JMP | BPF_X | BPF_CALL, 1, ISA_NOVERIFY, 0, 0, 0)
	R("exit", "exit", BPF_JMP | BPF_EXIT, 1)

	/* ---- aliases the assembler also accepts ---- */
	RF("xadddw [$d$o], $s", "*(u64 *)($d$o) += $s", BPF_STX | BPF_ATOMIC | BPF_DW, 1,
	   ISA_ALIAS | ISA_FIX_IMM, 0, 0, BPF_ADD)
	RF("xaddw [$d$o], $s", "*(u32 *)($d$o) += $y", BPF_STX | BPF_ATOMIC | BPF_W, 1,
	   ISA_ALIAS | ISA_FIX_IMM, 0, 0, BPF_ADD)
	RF("gotol $J", "gotol $J", BPF_JMP32 | BPF_JA, 4, ISA_ALIAS | ISA_BRANCH, 0, 0, 0)
	RF("jcond $j", "may_goto $j", BPF_JMP | BPF_JCOND, 1, ISA_ALIAS | ISA_BRANCH | ISA_COND,
	   0, 0, 0)
	/* clang 19's -S prints the zero-extending 32-bit move as "rD = wS"
	 * (and then cannot assemble it); ebcc-as takes it as what it means */
	RF("mov32 $d, $s", "$d = $S", BPF_ALU | BPF_X | BPF_MOV, 1, ISA_ALIAS, 0, 0, 0)
	RF("call $d", "callx $d", BPF_JMP | BPF_X | BPF_CALL, 1, ISA_ALIAS | ISA_NOVERIFY, 0, 0, 0)
};

const size_t isa_nops = ARRAY_LEN(isa_ops);
