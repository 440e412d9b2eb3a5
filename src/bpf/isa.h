/* isa.h - the BPF instruction set, described once.
 *
 * isa_table.c holds one row per instruction form: its opcode byte, the
 * fields it fixes (sdiv's off=1, an atomic's imm, a call's src), the CPU
 * version that introduced it, and two templates, one per assembler dialect.
 * Everything else is driven by that table:
 *
 *   isa.c        table index, encode/decode of 8-byte slots, validation
 *   isa_print.c  templates -> text (disassembler, -S output)
 *   as/match.c   text -> instruction, by matching the same templates
 *
 * Template syntax: literal text, where a space means "optional blank" and
 * `$c` is an operand whose letter names its field and syntax (see
 * IsaOperandKind and isa_operand()).  The pseudo-C templates follow clang's
 * BPF assembler; the normal ones binutils' (`add %r1, %r2`).
 */
#ifndef EBCC_ISA_H
#define EBCC_ISA_H

#include "../util/util.h"

/* Instruction classes (low 3 bits of the opcode). */
enum { BPF_LD = 0, BPF_LDX = 1, BPF_ST = 2, BPF_STX = 3, BPF_ALU = 4, BPF_JMP = 5,
       BPF_JMP32 = 6, BPF_ALU64 = 7 };
#define BPF_CLASS(code) ((code)&0x07)
/* ALU/JMP: operation in the high 4 bits, source bit 0x08. */
enum { BPF_K = 0x00, BPF_X = 0x08 };
enum { BPF_ADD = 0x00, BPF_SUB = 0x10, BPF_MUL = 0x20, BPF_DIV = 0x30, BPF_OR = 0x40,
       BPF_AND = 0x50, BPF_LSH = 0x60, BPF_RSH = 0x70, BPF_NEG = 0x80, BPF_MOD = 0x90,
       BPF_XOR = 0xa0, BPF_MOV = 0xb0, BPF_ARSH = 0xc0, BPF_END = 0xd0 };
enum { BPF_JA = 0x00, BPF_JEQ = 0x10, BPF_JGT = 0x20, BPF_JGE = 0x30, BPF_JSET = 0x40,
       BPF_JNE = 0x50, BPF_JSGT = 0x60, BPF_JSGE = 0x70, BPF_CALL = 0x80, BPF_EXIT = 0x90,
       BPF_JLT = 0xa0, BPF_JLE = 0xb0, BPF_JSLT = 0xc0, BPF_JSLE = 0xd0, BPF_JCOND = 0xe0 };
#define BPF_OP(code) ((code)&0xf0)
#define BPF_SRC(code) ((code)&0x08)
/* Loads and stores: mode in the high 3 bits, size in bits 3-4. */
enum { BPF_W = 0x00, BPF_H = 0x08, BPF_B = 0x10, BPF_DW = 0x18 };
enum { BPF_IMM = 0x00, BPF_ABS = 0x20, BPF_IND = 0x40, BPF_MEM = 0x60, BPF_MEMSX = 0x80,
       BPF_ATOMIC = 0xc0 };
#define BPF_MODE(code) ((code)&0xe0)
#define BPF_SIZE(code) ((code)&0x18)
/* Atomic operations (imm of BPF_ATOMIC). */
enum { BPF_FETCH = 0x01, BPF_XCHG = 0xe0 | BPF_FETCH, BPF_CMPXCHG = 0xf0 | BPF_FETCH,
       BPF_LOAD_ACQ = 0x100, BPF_STORE_REL = 0x110 };
/* src_reg of ld_imm64 and call. */
enum { BPF_PSEUDO_MAP_FD = 1, BPF_PSEUDO_MAP_VALUE = 2, BPF_PSEUDO_BTF_ID = 3,
       BPF_PSEUDO_FUNC = 4, BPF_PSEUDO_MAP_IDX = 5, BPF_PSEUDO_MAP_IDX_VALUE = 6 };
enum { BPF_PSEUDO_CALL = 1, BPF_PSEUDO_KFUNC_CALL = 2 };

enum { BPF_REG_FP = 10, BPF_NREGS = 11 };

/* One 8-byte instruction slot, fields unpacked. */
typedef struct BpfInsn {
	uint8_t code, dst, src;
	int16_t off;
	int32_t imm;
} BpfInsn;

typedef enum { DIALECT_PSEUDOC, DIALECT_NORMAL } Dialect;

/* Flags of a table row. */
enum {
	ISA_WIDE = 1 << 0,       /* two slots (ld_imm64) */
	ISA_ALIAS = 1 << 1,      /* accepted by the assembler, never chosen by the decoder */
	ISA_FIX_SRC = 1 << 2,    /* src field fixed to IsaOp.src */
	ISA_FIX_OFF = 1 << 3,    /* off field fixed to IsaOp.off */
	ISA_FIX_IMM = 1 << 4,    /* imm field fixed to IsaOp.imm */
	ISA_BRANCH = 1 << 5,     /* transfers control by a pc-relative offset */
	ISA_COND = 1 << 6,       /* conditional jump (falls through) */
	ISA_NOVERIFY = 1 << 7,   /* decodes, but the kernel verifier refuses it */
};

typedef struct IsaOp {
	const char *normal;   /* binutils-style template */
	const char *pseudoc;  /* clang-style template */
	uint8_t code;
	uint8_t cpu;          /* 1..4: -mcpu version that introduced it */
	uint16_t flags;
	uint8_t src;
	int16_t off;
	int32_t imm;
} IsaOp;

extern const IsaOp isa_ops[];
extern const size_t isa_nops;

/* Operand kinds a template letter can stand for. */
typedef enum {
	OPK_REG,      /* register; width per IsaOperand.width/strict */
	OPK_IMM,      /* 32-bit value (signed or unsigned spelling) */
	OPK_HELPER,   /* helper number: an unsigned constant */
	OPK_IMM64,    /* 64-bit value or symbol+addend (ld_imm64) */
	OPK_IMM2,     /* imm of the second ld_imm64 slot */
	OPK_MEMOFF,   /* "+ N" / "- N" memory offset (off field) */
	OPK_IMMOFF,   /* "+ N" / "- N" in the imm field, omitted when 0 */
	OPK_JUMP16,   /* jump target in off: label or signed relative count */
	OPK_JUMP32,   /* jump target in imm (gotol) */
	OPK_CALL,     /* bpf-to-bpf call target in imm: symbol or signed relative */
	OPK_ASDST,    /* address space number, imm bits 16-31 */
	OPK_ASSRC,    /* address space number, imm bits 0-15 */
} IsaOperandKind;

typedef enum { FLD_DST, FLD_SRC, FLD_OFF, FLD_IMM, FLD_IMM2 } IsaField;

typedef struct IsaOperand {
	char letter;
	IsaOperandKind kind;
	IsaField field;
	uint8_t width;  /* registers: 64 or 32, the name printed */
	bool strict;    /* registers: only that width is accepted */
} IsaOperand;

const IsaOperand *isa_operand(char letter); /* NULL if not an operand letter */
const char *isa_template(const IsaOp *op, Dialect d);
const char *isa_dialect_name(Dialect d);
bool isa_parse_dialect(const char *s, Dialect *d);

/* Number of slots (1 or 2). */
static inline int isa_slots(const IsaOp *op) { return (op->flags & ISA_WIDE) ? 2 : 1; }

/* The row that describes `in` (and in[1] for ld_imm64; `n` is how many
 * slots are available).  NULL if the instruction is not valid, with a reason
 * in *why ("reserved field off is 3", "unknown opcode 0x8e"). */
const IsaOp *isa_decode(const BpfInsn *in, size_t n, const char **why);
/* Mask of the fields the row's operands use (1 << IsaField). */
unsigned isa_operand_fields(const IsaOp *op);

/* Unpack / pack one slot (the register byte and immediates follow the
 * object's byte order). */
void bpf_insn_unpack(const uint8_t *p, bool big, BpfInsn *out);
void bpf_insn_pack(const BpfInsn *in, bool big, uint8_t *p);
/* A row's fixed fields applied to a zeroed instruction. */
BpfInsn isa_base_insn(const IsaOp *op);

/* CPU versions: -mcpu=v1..v4, "generic" (= v1) and "probe" (= newest the
 * running kernel accepts, which for ebcc is v4 as on this kernel). */
enum { BPF_CPU_DEFAULT = 3, BPF_CPU_MAX = 4 };
int bpf_parse_cpu(const char *s); /* 1..4, or -1 */

/* ---- isa_print.c ---- */
/* Resolves targets and relocated operands while printing; any callback may
 * be NULL, and returning NULL falls back to the numeric form. */
typedef struct IsaSymbolizer {
	void *ud;
	/* name for the target of a jump/call at relative slot `rel` from insn `pc` */
	const char *(*target)(void *ud, size_t pc, int64_t rel, bool call);
	/* text for a relocated operand of the insn at slot `pc` (e.g. "map" or "fn") */
	const char *(*reloc)(void *ud, size_t pc);
} IsaSymbolizer;

/* Appends the instruction at slot `pc` (in[0], and in[1] if wide) as text. */
void isa_print(Buf *out, const IsaOp *op, const BpfInsn *in, Dialect d, size_t pc,
	       const IsaSymbolizer *sym);
/* Register name ("r3", "w3", "%r3"). */
const char *isa_reg_name(int reg, int width, Dialect d);

#endif
