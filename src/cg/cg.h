/* cg.h - the BPF back end: IR -> machine IR -> registers -> assembly.
 *
 * Machine IR (MIR) is a list of BPF instructions per block whose
 * register fields may name virtual registers (>= CG_VREG0); a few
 * pseudo instructions (entry, call, ret, frame address) stand for
 * sequences whose registers are only known after allocation.
 *
 *   mir.c       blocks, instructions, slots; which fields an instruction
 *               reads and writes
 *   isel.c      IR -> MIR: one IR instruction at a time, compares fused
 *               into branches, constant address offsets folded into
 *               loads and stores, phis out of SSA through fresh copies
 *   expand.c    MIR expansions that need several instructions (signed
 *               division on v1-v3, sign extension without movsx)
 *   regalloc.c  liveness, live intervals, linear scan over r0-r9,
 *               spilling by rewriting and retrying
 *   slotshare.c which stack slots may share bytes, and where each goes
 *   frame.c     stack slot layout, the frame limit, parallel moves,
 *               pseudo instructions -> real ones
 *   commute.c   `x op= y; y = x` with x dead after: `y op= x`
 *   tailmerge.c instruction sequences that end blocks alike, shared
 *   hoistconst.c constant moves on a branch's edge set above the branch
 *   emit.c      MIR -> assembly text in either dialect, through the ISA
 *               table's templates
 *   data.c      global variables and string literals -> data sections
 *   cg.c        the per-module driver: cg_module
 */
#ifndef EBCC_CG_H
#define EBCC_CG_H

#include "../bpf/isa.h"
#include "../ir/ir.h"

enum { CG_VREG0 = 16 };

typedef enum MKind {
	MK_INSN,      /* a BPF instruction: code/dst/src/off/imm (+slot, target) */
	MK_LDIMM64,   /* dst = imm or sym+imm (two slots) */
	MK_CALL,      /* dst = call sym or helper imm (args) */
	MK_RET,       /* r0 = src (or nothing if src < 0); exit */
	MK_ENTRY,     /* args[k] = r(k+1) at function entry */
	MK_FRAMEADDR, /* dst = r10 + slot's offset + off */
	MK_CMPXCHG,   /* dst = cmpxchg(*(args[0] + off), expected args[1], new src):
	                 r0 in the middle, so expanded after allocation */
	MK_ASM,       /* inline asm: args = one register per operand (outputs, then
	                 inputs; -1 for a constant), details in as */
	MK_LDPKT,     /* dst = LD_ABS/LD_IND (code: BPF_B/H/W) of the packet of skb
	                 args[0] at src + imm (src -1: imm alone): skb goes to r6,
	                 r0-r5 are clobbered, so expanded after allocation */
} MKind;

/* An inline asm statement in MIR.  Operand k (GCC's numbering: outputs,
 * then inputs) is register args[k] or the constant imm[k] / sym[k]. */
typedef struct MAsm {
	const Node *node;
	int nout, nin;
	int64_t *imm;
	Symbol **sym;
	bool *reg32;     /* printed as wN (constraint "w") */
	uint16_t readout; /* outputs also read ("+", or an input tied to them) */
	uint16_t early;  /* early-clobber outputs ("&") */
	uint16_t clobber; /* registers the template clobbers */
	uint16_t mem;    /* memory operands ("m"): the register holds the address,
	                    printed (rN + 0); an output one is read, not written */
	int id;          /* %= */
} MAsm;

typedef struct MBlock MBlock;
typedef struct MInst {
	struct MInst *next;
	uint8_t kind;    /* MKind */
	uint8_t code;    /* MK_INSN: the opcode byte (BPF_X set when src is a register) */
	bool w;          /* MK_CALL: 32-bit result (zero-extended from r0) */
	bool trunc;      /* a 32-bit mov that must clear the upper half (its source may
	                    have one); any other mov32 copies a zero-extended value */
	int32_t dst, src; /* registers, -1 if none */
	int16_t off;
	int64_t imm;
	int slot;        /* >= 0: dst (memory base) is r10 and off is relative to this slot */
	Symbol *sym;     /* MK_LDIMM64 / MK_CALL */
	MBlock *target;  /* jumps */
	int32_t *args;   /* MK_CALL arguments / MK_ENTRY parameters (registers) */
	MAsm *as;        /* MK_ASM */
	int nargs;
	struct CoreRelo *core; /* CO-RE: libbpf patches this insn's imm or off */
	SrcLoc loc;
} MInst;

struct MBlock {
	MBlock *next;
	int id;
	MInst *first, *last;
	int start, end;          /* regalloc: positions */
	uint64_t *live_in, *live_out;
};

typedef struct MSlot {
	int64_t size;
	int align;
	int32_t region;  /* the IR alloc's stack region (IrFunc); spills: 0 */
	bool spill;      /* regalloc's: a whole register's */
	bool is_volatile; /* a volatile variable's (isel: a volatile access) */
	int64_t offset; /* from r10, negative; set by frame layout */
} MSlot;

typedef struct CgOptions {
	int cpu;          /* 1..4 */
	Dialect dialect;
	int frame_limit;  /* bytes */
	bool big_endian;
	bool debug_btf;   /* -g: a .BTF section after the code and data (src/btf) */
	bool btf_all_types; /* -fbtf-all-types: every record, enum and typedef in it */
	bool merge_tails;   /* -O1 and up: tailmerge.c */
	bool hoist_consts;  /* -O1 and up: hoistconst.c */
	bool opaque_volatiles; /* -O1 and up: small volatile locals at r10-4 (slotshare.c) */
	bool commute;       /* -O1 and up: commute.c */
	bool sink_phi_operands; /* -O1 and up: isel.c moves what only a phi reads to its block's end */
} CgOptions;

typedef struct MFunc {
	IrFunc *ir;
	Arena *arena;
	const CgOptions *opt;
	MBlock *blocks, *last;
	int nblocks;
	int32_t nvregs;        /* virtual registers CG_VREG0 .. CG_VREG0+nvregs-1 */
	MSlot *slots;
	int nslots, cap_slots;
	bool is_entry;         /* a program (has a section), not a subprogram */
	bool clear_r0;         /* frame.c: a void return sets r0 = 0 */
	int64_t frame_size;    /* bytes below r10, set by frame layout */
	int id;                /* function number in the module (labels) */
	int errors;
	struct BtfExtWriter *ext; /* -g: func_info / line_info records (src/btf) */
} MFunc;

/* mir.c */
MBlock *mfunc_block(MFunc *mf);                 /* a new block at the end of the layout */
MBlock *mfunc_block_after(MFunc *mf, MBlock *after);
MInst *minst_new(MFunc *mf, MKind kind);
void mblock_append(MBlock *b, MInst *i);
void mblock_insert_after(MBlock *b, MInst *prev, MInst *i); /* prev NULL: first */
void mblock_unlink(MBlock *b, MInst *prev, MInst *i);      /* i, after prev (NULL: first) */
int32_t mfunc_vreg(MFunc *mf);
int mfunc_slot(MFunc *mf, int64_t size, int align);
static inline bool is_vreg(int32_t r) { return r >= CG_VREG0; }
/* bit sets as arrays of words (register liveness, slot sets) */
static inline bool bitset_has(const uint64_t *s, int k) { return (s[k >> 6] >> (k & 63)) & 1; }
static inline void bitset_put(uint64_t *s, int k) { s[k >> 6] |= (uint64_t)1 << (k & 63); }
static inline void bitset_drop(uint64_t *s, int k) { s[k >> 6] &= ~((uint64_t)1 << (k & 63)); }
static inline bool minst_is_goto(const MInst *i)
{
	return i && i->kind == MK_INSN && i->code == (BPF_JMP | BPF_JA);
}
static inline bool minst_is_exit(const MInst *i)
{
	return i && i->kind == MK_INSN && i->code == (BPF_JMP | BPF_EXIT);
}
/* the blocks control can reach from b (at most max): every jump target,
 * and the next block unless b ends in a goto, an exit or a return */
int mblock_succs(const MBlock *b, MBlock **out, int max);
bool mcode_is_alu(uint8_t code);
bool mcode_is_jmp(uint8_t code);
/* The register fields i reads and writes (a field both read and
 * written, like the dst of `add`, is in both lists).  Physical
 * registers (r10 as a base) appear too: callers test is_vreg. */
typedef struct MOperands {
	int32_t *use[24];
	int32_t *def[24];
	int nuse, ndef;
} MOperands;
void minst_operands(MInst *i, MOperands *o);
/* a register copy that changes no bits: mov64, or mov32 of a value already
 * zero-extended */
bool minst_is_copy(const MInst *i);
/* After allocation, over r0-r9 as bits: the registers i reads and
 * writes (a call reads r1-r5 and writes r0-r5, an exit reads r0, a
 * packet load reads r6 and writes r0-r5, inline asm reads and writes
 * all), and the registers live into each block (see mir.c) */
enum { MFUNC_MAX_SUCCS = 64 };
void minst_reg_effects(MInst *i, uint16_t *use, uint16_t *def);
uint16_t *mfunc_fill_live_in(MFunc *mf);
int mfunc_max_block_id(const MFunc *mf); /* the size of tables indexed by MBlock.id, less one */

/* isel.c */
MFunc *cg_select(IrFunc *f, Arena *a, const CgOptions *o, bool is_entry);

/* expand.c: emits into b the instructions for dst = a op b (IR op, class) */
void cg_expand_sdiv(MFunc *mf, MBlock *b, bool is64, bool mod, int32_t dst, int32_t a, int32_t bb,
		    SrcLoc loc);

/* dst = a / c or a % c for a constant c, by shifts and masks where c is
 * a power of two and by unsigned division on |a| for signed division
 * before v4; false if the plain instruction is the better choice */
bool cg_expand_div_const(MFunc *mf, MBlock *b, int cpu, bool is64, bool sign, bool mod, int32_t dst, int32_t a,
			 int64_t c, SrcLoc loc);

/* regalloc.c: assigns r0-r9 to every virtual register (spilling as
 * needed); false with an error if it cannot */
bool cg_regalloc(MFunc *mf);

/* slotshare.c: each slot's offset, slots never live at once sharing
 * bytes; the frame's size */
int64_t cg_place_slots(MFunc *mf);

/* frame.c: lays out slots, checks the limit, expands pseudo
 * instructions; false with a located error */
bool cg_frame(MFunc *mf);
/* ... and its clean-ups, which tail merging runs after each round too:
 * jumps to a block that only jumps on go to its target; blocks nothing
 * jumps to or falls into lose their code (the verifier refuses
 * unreachable code) */
void cg_thread_jumps(MFunc *mf);
void cg_drop_unreachable(MFunc *mf);

/* commute.c: a commutative operation whose result is then copied into
 * its other operand's register, its own dying, is done there (after
 * frame layout) */
void cg_commute_into_copies(MFunc *mf);
/* ... and a load only copied to another register, or a copy only
 * stored, uses that register directly */
void cg_fold_copies_into_memops(MFunc *mf);

/* tailmerge.c: blocks that end alike and go on to the same place share
 * their common instructions (after frame layout, in loop-free functions) */
void cg_merge_tails(MFunc *mf);

/* hoistconst.c: a block of constant moves that one conditional jump
 * reaches becomes those moves above the jump (after tail merging) */
void cg_hoist_const_moves(MFunc *mf);

/* asm.c: the asm statement's template with its operands' registers and
 * constants, as assembly lines; false with a located error */
bool cg_emit_asm(MFunc *mf, const MInst *i, Buf *out);
enum { CG_ASM_MAX_REGS = 10 }; /* register operands per side (r0-r9) */

/* emit.c: the function as assembly text */
bool cg_emit_func(MFunc *mf, Buf *out);
const char *cg_sym_name(Symbol *s); /* the assembler name of a C symbol */

/* data.c: every defined global variable (and string literal) */
bool cg_emit_data(IrModule *m, const CgOptions *o, Buf *out);

/* cg.c: the whole module as assembly text; false with errors reported */
bool cg_module(IrModule *m, const CgOptions *o, Buf *out);

#endif
