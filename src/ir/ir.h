/* ir.h - ebcc's intermediate representation: what lowering (lower.c)
 * makes from the typed AST and the passes and instruction selection
 * consume.  See docs/ARCHITECTURE.md, "The IR", for the text form.
 *
 * Shape
 * - A Module holds Funcs; a Func holds Blocks in layout order; a Block
 *   holds Insts and ends with exactly one terminator (jmp, br, ret).
 * - Values are virtual registers (temporaries %N), integer constants,
 *   symbol addresses ($name) and stack slots (%sN, made by `alloc`).
 *   Every temporary is assigned once (SSA); lowering keeps C variables
 *   in stack slots (load/store) and mem2reg will promote them into
 *   temporaries and phis.
 * - Each value-producing Inst has a class: w (32-bit) or l (64-bit),
 *   the two register widths BPF has (ALU32 and ALU64).  Memory accesses
 *   name their width and, for loads, their extension.
 *
 * Files
 *   ir.c     Module/Func/Block/Inst building, the op table, printing
 *   check.c  ir_check: the invariants above, run between passes
 *   lower.c  ir_lower: typed AST -> IR (lower.h: what it shares with
 *            lower_builtin.c, the builtins and inline asm)
 *   opt.c    ir_optimize: the pass order, ir_check after each pass
 *   mem2reg.c  ir_mem2reg: stack slots -> SSA temporaries and phis
 *   fold.c   ir_fold: constant folding and copy propagation, loads
 *            from constant objects (image.c: an initializer's bytes)
 *   memfwd.c ir_forward_memory: store-to-load forwarding, repeated loads
 *   deadstore.c ir_drop_dead_stores: stack stores no path reads
 *   cse.c    ir_cse: arithmetic repeated within a block
 *   dce.c    ir_dce: dead code elimination
 *   cfg.c    ir_simplify_cfg: CFG simplification
 *   jumpthread.c ir_thread_jumps: branches the predecessors' constants decide
 *   inline.c ir_inline: inlining;  unroll.c ir_unroll: loop unrolling
 *   licm.c   ir_hoist_invariants: 32-bit loop-invariant arithmetic
 *            moved in front of its loop
 */
#ifndef EBCC_IR_H
#define EBCC_IR_H

#include "../parse/ast.h"

/* X(name, number of operands, flags) - the one op table */
/* OPF_SIDE: an effect no pass may remove or move (inline asm) */
enum { OPF_VALUE = 1, OPF_TERM = 2, OPF_MEM = 4, OPF_CMP = 8, OPF_ATOMIC = 16, OPF_SIDE = 32 };
#define IR_OP_LIST(X)                                                           \
	/* arithmetic: dst = a op b */                                           \
	X(add, 2, OPF_VALUE) X(sub, 2, OPF_VALUE) X(mul, 2, OPF_VALUE)           \
	X(udiv, 2, OPF_VALUE) X(sdiv, 2, OPF_VALUE) X(umod, 2, OPF_VALUE)        \
	X(smod, 2, OPF_VALUE) X(and, 2, OPF_VALUE) X(or, 2, OPF_VALUE)           \
	X(xor, 2, OPF_VALUE) X(shl, 2, OPF_VALUE) X(lshr, 2, OPF_VALUE)          \
	X(ashr, 2, OPF_VALUE) X(neg, 1, OPF_VALUE) X(copy, 1, OPF_VALUE)         \
	/* byte swaps of the low 16/32/64 bits (result zero-extended) */         \
	X(bswap16, 1, OPF_VALUE) X(bswap32, 1, OPF_VALUE) X(bswap64, 1, OPF_VALUE) \
	/* __builtin_constant_p of a value: 1 once it folds to a constant, 0   \
	 * if it is not one after inlining (or at instruction selection) */    \
	X(constant_p, 1, OPF_VALUE)                                              \
	/* CO-RE: dst = the local value `size` (a field's offset, a type's   \
	 * size, ...) that libbpf rewrites at load time for the running       \
	 * kernel, per the Inst's `core` relocation; never folded */          \
	X(core, 0, OPF_VALUE)                                                    \
	/* a pointer converted between address spaces (BPF arena): size =    \
	 * the new space << 16 | the old one */                               \
	X(ascast, 1, OPF_VALUE)                                                  \
	/* comparisons of two cls values: dst = 1 if a op b else 0 */            \
	X(eq, 2, OPF_VALUE | OPF_CMP) X(ne, 2, OPF_VALUE | OPF_CMP)              \
	X(ult, 2, OPF_VALUE | OPF_CMP) X(ule, 2, OPF_VALUE | OPF_CMP)            \
	X(ugt, 2, OPF_VALUE | OPF_CMP) X(uge, 2, OPF_VALUE | OPF_CMP)            \
	X(slt, 2, OPF_VALUE | OPF_CMP) X(sle, 2, OPF_VALUE | OPF_CMP)            \
	X(sgt, 2, OPF_VALUE | OPF_CMP) X(sge, 2, OPF_VALUE | OPF_CMP)            \
	/* conversions: dst = a widened from the given width */                  \
	X(zext8, 1, OPF_VALUE) X(zext16, 1, OPF_VALUE) X(zext32, 1, OPF_VALUE)   \
	X(sext8, 1, OPF_VALUE) X(sext16, 1, OPF_VALUE) X(sext32, 1, OPF_VALUE)   \
	/* memory: loads dst = *(width *)a; stores *(width *)b = a */            \
	X(load8, 1, OPF_VALUE | OPF_MEM) X(load16, 1, OPF_VALUE | OPF_MEM)       \
	X(load32, 1, OPF_VALUE | OPF_MEM) X(load64, 1, OPF_VALUE | OPF_MEM)      \
	X(loads8, 1, OPF_VALUE | OPF_MEM) X(loads16, 1, OPF_VALUE | OPF_MEM)     \
	X(loads32, 1, OPF_VALUE | OPF_MEM)                                       \
	X(store8, 2, OPF_MEM) X(store16, 2, OPF_MEM) X(store32, 2, OPF_MEM)      \
	X(store64, 2, OPF_MEM)                                                   \
	/* atomic read-modify-write of the cls-wide object at a with value b;  \
	 * dst = the old value.  cmpxchg: stores b if the old value equals     \
	 * args[0] (its one extra operand) */                                   \
	X(atomic_add, 2, OPF_VALUE | OPF_ATOMIC) X(atomic_or, 2, OPF_VALUE | OPF_ATOMIC) \
	X(atomic_and, 2, OPF_VALUE | OPF_ATOMIC) X(atomic_xor, 2, OPF_VALUE | OPF_ATOMIC) \
	X(atomic_xchg, 2, OPF_VALUE | OPF_ATOMIC)                               \
	X(atomic_cmpxchg, 2, OPF_VALUE | OPF_ATOMIC)                            \
	/* legacy packet loads (LD_ABS/LD_IND, clang's llvm.bpf.load.byte/    \
	 * half/word): dst = the 1, 2 or 4 bytes at offset b of the packet of \
	 * skb a, in host order; the program ends, returning 0, if they are   \
	 * not in it, so never dropped nor moved */                            \
	X(ldpkt8, 2, OPF_VALUE | OPF_SIDE) X(ldpkt16, 2, OPF_VALUE | OPF_SIDE)   \
	X(ldpkt32, 2, OPF_VALUE | OPF_SIDE)                                      \
	/* a stack slot: dst (l) = its address; size and align in the Inst */    \
	X(alloc, 0, OPF_VALUE)                                                   \
	/* dst = callee(args...): callee is a symbol or a helper number */       \
	X(call, 0, OPF_VALUE)                                                    \
	/* dst = phi [block, value]...  (made by mem2reg) */                     \
	X(phi, 0, OPF_VALUE)                                                     \
	/* inline asm: args = inputs, then the values of "+" outputs; asm_node \
	 * is the statement (template, constraints); each used output is an   \
	 * asmout right after it, size = the output's index */                 \
	X(asm, 0, OPF_SIDE) X(asmout, 0, OPF_VALUE)                              \
	/* terminators; asmgoto: an `asm goto` with one label (args = inputs,  \
	 * asm_node the statement): to `then` if its template jumps, else to  \
	 * `els` */                                                            \
	X(jmp, 0, OPF_TERM) X(br, 1, OPF_TERM) X(ret, 0, OPF_TERM)              \
	X(asmgoto, 0, OPF_TERM | OPF_SIDE)

typedef enum IrOp {
#define X(name, n, f) IR_##name,
	IR_OP_LIST(X)
#undef X
	IR_OP_COUNT
} IrOp;

typedef struct IrOpInfo {
	const char *name;
	int nargs; /* fixed operands; call/phi/ret carry their own lists */
	int flags;
} IrOpInfo;
extern const IrOpInfo ir_ops[IR_OP_COUNT];

typedef enum IrClass { IRC_NONE, IRC_W, IRC_L } IrClass;

typedef enum IrValKind { IRV_NONE, IRV_TMP, IRV_CONST, IRV_SYM } IrValKind;
typedef struct IrVal {
	uint8_t kind; /* IrValKind */
	int32_t tmp;  /* IRV_TMP: temporary number */
	int64_t c;    /* IRV_CONST: value; IRV_SYM: byte offset */
	Symbol *sym;  /* IRV_SYM */
} IrVal;

/* A CO-RE relocation (the `core` op): libbpf finds `type` (the local
 * root type) and the member/array path `access` ("0:1:2", or an
 * enumerator's index, or "0" for a type) in the kernel's BTF and
 * rewrites the instruction's immediate or offset with what `kind`
 * (BtfCoreKind, src/btf/btf.h) asks about it. */
typedef struct CoreRelo {
	Type *type;
	const char *access;
	int kind;
	int type_id; /* the BTF id of `type`, set when the .BTF is built */
} CoreRelo;

typedef struct IrBlock IrBlock;
typedef struct IrInst {
	struct IrInst *next;
	uint8_t op;   /* IrOp */
	uint8_t cls;  /* IrClass of dst (and of the operation) */
	int32_t dst;  /* temporary, -1 if none */
	IrVal a, b;
	/* alloc: size and alignment; call: helper number if sym is NULL */
	int64_t size;
	int align;
	/* alloc: the stack region it lives in (IrFunc.region_parent): 0 the
	 * function's own, else the inlined call it came from */
	int32_t region;
	/* call: callee and arguments; phi: incoming values with preds */
	Symbol *callee;
	IrVal *args;
	IrBlock **preds; /* phi */
	int nargs;
	/* br: taken if a != 0 -> then, else -> els; jmp -> then */
	IrBlock *then, *els;
	const Node *asm_node; /* asm */
	CoreRelo *core;       /* core */
	bool is_volatile;     /* loads, stores: through a volatile lvalue (kept as they are) */
	bool wide;            /* alloc: holds an __int128, read and written as two 64-bit
	                         words (lower_wide.c); mem2reg splits it into two slots */
	uint8_t alias;        /* loads, stores: the lvalue's type class (IR_ALIAS_*) for
	                         type-based aliasing (memfwd.c); IR_ALIAS_ANY may overlap all */
	uint8_t unread_args;  /* call of a static function: the arguments (bit k) it never
	                         reads, left unset (ipcp.c) */
	int8_t ret_ext;       /* call: its _Bool/char/short result's extension, made by the
	                         caller after a real call (cg/isel.c): 1 a _Bool (& 1),
	                         8/16 zero-, -8/-16 sign-extended from that many bits */
	SrcLoc loc;
} IrInst;

struct IrBlock {
	IrBlock *next; /* layout order */
	int id;
	IrInst *first, *last;
	/* lowering: the loop statement this block heads (its unroll hint
	 * and location, for unroll.c); copies of the block keep it */
	const Node *loop;
};

typedef struct IrFunc {
	struct IrFunc *next;
	Symbol *sym;
	int ntmps, nblocks;
	int32_t *params; /* temporaries holding the incoming arguments */
	uint8_t *param_cls;
	int nparams;
	uint8_t ret_cls; /* IRC_NONE for void */
	IrBlock *entry, *last;
	SrcLoc loc;
	/* Stack regions.  Region 0 holds the function's own slots; each
	 * inlined call gets one (its callee's region 0), nested in region 0,
	 * and the regions of the callee's own inlined calls nested in that.
	 * Two inlined calls never run at once, so sibling regions share
	 * their bytes in the frame (cg/frame.c) as clang's stack coloring
	 * would: a function that inlines a helper ten times pays its locals
	 * once.  region_parent[r] < r; nregions 0 means region 0 only. */
	int32_t *region_parent;
	int nregions, cap_regions;
} IrFunc;

typedef struct IrModule {
	Arena arena;
	IrFunc *funcs, *last;
	Program *prog;
	/* string literals used as objects: one static const char array
	 * Symbol each (named .L.str, .L.str.1, ... as clang names them),
	 * identical literals sharing one */
	Symbol **strings;
	int nstrings, cap_strings;
	bool inlined; /* opt.c: inlining has run (constant_p may answer 0) */
	Symbol *memop_syms[3]; /* memops.c: the pseudo callees of deferred memory builtins */
} IrModule;

/* Type classes of accesses (C11 6.5p7 as clang applies it at -O1 and up,
 * coarser): accesses of two different classes other than ANY never
 * overlap.  ANY: character types, _Bool, anything through a union or a
 * may_alias type, copies of whole objects, -fno-strict-aliasing. */
enum { IR_ALIAS_ANY, IR_ALIAS_PTR, IR_ALIAS_INT16, IR_ALIAS_INT32, IR_ALIAS_INT64 };

/* memops.c: memory builtins as loads and stores.  IrEmit places new
 * instructions at the end of block b (before == NULL) or in front of
 * `before`, whose predecessor in b is prev (NULL: before is first). */
enum { MEMOP_COPY, MEMOP_MOVE, MEMOP_SET, MEMOP_COUNT };
typedef struct IrEmit {
	IrModule *m;
	IrFunc *f;
	IrBlock *b;
	IrInst *before, *prev;
} IrEmit;
IrVal ir_emit(IrEmit *e, IrOp op, IrClass cls, IrVal a, IrVal b, SrcLoc loc);
/* size bytes copied (memcpy, memmove: src an address) or set (memset:
 * src the byte) at accesses no wider than align allows */
void ir_write_memop(IrEmit *e, int kind, IrVal dst, IrVal src, int64_t size, int align, SrcLoc loc);
/* the pseudo function a memory builtin of a size not yet constant calls:
 * `call $__builtin_memcpy(dst, src, size)`, the Inst's align the one
 * both pointers are known to have */
Symbol *ir_memop_symbol(IrModule *m, int kind);
/* the alignment the pointer v is known to have from f's IR (a stack
 * slot's 8 plus its offset, a global's), 1 when not known */
int ir_pointer_align(const IrFunc *f, IrVal v);
/* writes out those calls whose size is now constant; false (after a
 * located error) if one that can run has none */
bool ir_expand_memops(IrModule *m);

/* ir.c */
IrModule *ir_module_new(Program *prog);
void ir_module_free(IrModule *m);
IrFunc *ir_func_new(IrModule *m, Symbol *sym);
/* A new stack region inside `parent` (see IrFunc): its number. */
int32_t ir_region_new(IrModule *m, IrFunc *f, int32_t parent);
/* The bytes f's slots take with sibling regions sharing (each slot
 * rounded to 8, as the frame lays them out): the whole, and region 0's
 * own part and the largest of its children (for the inliner's budget). */
int64_t ir_slot_extent(const IrFunc *f, int64_t *own0, int64_t *children0);
/* kids[r]: the bytes region r's children take below its own[r] bytes
 * (the largest child, with its own children): the frame's layout rule,
 * for ir_slot_extent and cg/frame.c.  Arrays of f's region count. */
void ir_region_extents(const IrFunc *f, const int64_t *own, int64_t *kids);
IrBlock *ir_block_new(IrModule *m, IrFunc *f); /* appended to f's layout */
IrInst *ir_append(IrModule *m, IrBlock *b, IrOp op, IrClass cls, int32_t dst, IrVal a,
		  IrVal b2, SrcLoc loc);
/* a new instruction, in no block yet (every other field zero) */
IrInst *ir_inst_new(IrModule *m, IrOp op, IrClass cls, int32_t dst, IrVal a, IrVal b, SrcLoc loc);
/* removes the phi operands of `to` that come from `pred` (one edge less) */
void ir_phi_drop_pred(IrBlock *to, const IrBlock *pred);
/* a phi operand more: v when coming from pred */
void ir_phi_add(IrModule *m, IrInst *phi, IrBlock *pred, IrVal v);
/* the blocks b's terminator goes to (0, 1 or 2, into out) */
int ir_succs(IrBlock *b, IrBlock *out[2]);
/* The symbols m's functions refer to that are not defined here (extern
 * variables and functions: kfuncs, __ksym, __kconfig), each once, in the
 * order of first reference; returns the count, *out malloc'd. */
int ir_module_externs(const IrModule *m, Symbol ***out);
/* some function has a CO-RE relocation (a `core` instruction) */
bool ir_module_has_core(const IrModule *m);
/* how many of then/els a terminator goes to: br and asmgoto 2, jmp 1 */
static inline int ir_nsuccs(const IrInst *t)
{
	return t->op == IR_br || t->op == IR_asmgoto ? 2 : t->op == IR_jmp ? 1 : 0;
}
/* what a pass's replacement map (repl[tmp], kind IRV_NONE: kept) makes
 * of v, followed to the end; ir_replace_uses applies it to every operand
 * of f (uses in later blocks, phis, call arguments) */
IrVal ir_resolve(const IrVal *repl, IrVal v);
void ir_replace_uses(IrFunc *f, const IrVal *repl);
/* unlinks i from b; prev is the instruction before it (NULL: i is first) */
void ir_unlink(IrBlock *b, IrInst *prev, IrInst *i);
/* puts i (in no block) at the end of b, in front of its terminator */
void ir_insert_before_term(IrBlock *b, IrInst *i);
static inline IrVal ir_tmp(int32_t t) { return (IrVal){.kind = IRV_TMP, .tmp = t}; }
static inline IrVal ir_const(int64_t c) { return (IrVal){.kind = IRV_CONST, .c = c}; }
static inline IrVal ir_symval(Symbol *s, int64_t off)
{
	return (IrVal){.kind = IRV_SYM, .sym = s, .c = off};
}
/* the same operand: kind, temporary, constant and symbol */
static inline bool ir_same_val(IrVal x, IrVal y)
{
	return x.kind == y.kind && x.tmp == y.tmp && x.c == y.c && x.sym == y.sym;
}
/* a hash of op(a, b) in class cls, for tables keyed by what an
 * instruction computes (cse, memfwd's value numbers); operands equal by
 * ir_same_val hash alike */
static inline uint64_t ir_val_hash(IrVal v)
{
	return (uint64_t)v.kind * 31 + (uint64_t)(uint32_t)v.tmp * 0x9E3779B1u + (uint64_t)v.c * 0x85EBCA77u +
	       (uint64_t)(uintptr_t)v.sym;
}
static inline uint64_t ir_op_hash(int op, int cls, IrVal a, IrVal b)
{
	uint64_t h = ((uint64_t)op * 131 + (uint64_t)cls) ^ ir_val_hash(a) * 3 ^ ir_val_hash(b) * 7;
	return h ^ h >> 29;
}
/* b calls a function or helper, or runs inline asm (which may call) */
static inline bool ir_block_calls(const IrBlock *b)
{
	for (const IrInst *i = b->first; i; i = i->next)
		if (i->op == IR_call || i->op == IR_asm || i->op == IR_asmgoto)
			return true;
	return false;
}
/* the instruction of b that computes the condition b's final `br`
 * tests, NULL if b does not end in one or computes it elsewhere */
static inline IrInst *ir_branch_condition(const IrBlock *b)
{
	const IrInst *t = b->last;
	if (!t || t->op != IR_br || t->a.kind != IRV_TMP)
		return NULL;
	for (IrInst *i = b->first; i; i = i->next)
		if (i->dst == t->a.tmp)
			return i;
	return NULL;
}
static inline bool ir_is_term(const IrInst *i) { return i && (ir_ops[i->op].flags & OPF_TERM); }
static inline bool ir_is_load(IrOp op) { return op >= IR_load8 && op <= IR_loads32; }
static inline bool ir_is_store(IrOp op) { return op >= IR_store8 && op <= IR_store64; }
/* the zero-extending load and the store of 1, 2, 4 or 8 bytes */
static inline IrOp ir_load_op(int64_t size)
{
	return size == 1 ? IR_load8 : size == 2 ? IR_load16 : size == 4 ? IR_load32 : IR_load64;
}
static inline IrOp ir_store_op(int64_t size)
{
	return size == 1 ? IR_store8 : size == 2 ? IR_store16 : size == 4 ? IR_store32 : IR_store64;
}
/* bytes a load or store accesses, 0 for other ops */
static inline int ir_access_width(IrOp op)
{
	switch (op) {
	case IR_load8: case IR_loads8: case IR_store8: return 1;
	case IR_load16: case IR_loads16: case IR_store16: return 2;
	case IR_load32: case IR_loads32: case IR_store32: return 4;
	case IR_load64: case IR_store64: return 8;
	default: return 0;
	}
}
void ir_print(Buf *out, const IrModule *m);

/* image.c: an object's bytes from its initializer; the 8-byte words
 * that hold another object's address are relocations (bytes zero) */
typedef struct ObjReloc {
	int64_t offset;
	Symbol *sym;
	int64_t addend;
} ObjReloc;
typedef struct ObjImage {
	uint8_t *bytes;
	int64_t size;
	ObjReloc *rel;
	int nrel, cap;
	bool big;
} ObjImage;
/* false if some initializer could not be placed (with `report`, each a
 * located error); the image is filled as far as it could be either way
 * and must be freed */
bool obj_image_build(Symbol *g, bool big_endian, bool report, ObjImage *im);
void obj_image_free(ObjImage *im);
/* every byte of an object of this type is const (arrays: the element) */
bool obj_is_const(const Type *t);

/* inline asm operands: what a constraint string asks for */
typedef enum IrAsmKind { ASMK_REG, ASMK_REG32, ASMK_IMM, ASMK_TIED, ASMK_MEM } IrAsmKind;
typedef struct IrAsmConstraint {
	IrAsmKind kind;
	bool plus;          /* "+": read and written */
	bool early_clobber; /* "&": written before the inputs are read */
	int tied;           /* ASMK_TIED: the output it shares a register with */
} IrAsmConstraint;
IrAsmConstraint ir_asm_constraint(const char *c);

/* check.c: returns the number of violations, each reported as an error
 * naming the function, the block and `after` (the pass just run) */
int ir_check(const IrModule *m, const char *after);

/* ipcp.c: a parameter of a static function that every call passes the
 * same constant is that constant (ir_propagate_args); the calls of such
 * functions mark the arguments the body never reads (ir_mark_unread_args) */
void ir_propagate_args(IrModule *m);
/* licm.c: 32-bit arithmetic of values a loop does not change, moved to
 * the loop's preheader (loops without calls) */
void ir_hoist_invariants(IrModule *m);
void ir_reduce_strength(IrModule *m); /* strength.c: counter-scaled addresses -> stepping pointers */
void ir_mark_unread_args(IrModule *m);

/* needed.c: per function of prog->funcs (in order), whether the object
 * contains it (static and inline functions only if something refers to
 * them); *nfuncs is the count */
bool *ir_needed_funcs(Program *prog, int *nfuncs);
/* adds to out every function a global or static variable's initializer
 * names (a struct_ops table, a callback pointer) */
void ir_funcs_named_by_data(Program *prog, PtrSet *out);

/* lower.c: NULL (with located errors) if the program uses what lowering
 * does not handle yet */
IrModule *ir_lower(Program *prog);

/* opt.c: the passes for -O`level` (0: none), in order; false if a
 * pass broke the IR (reported by ir_check) */
bool ir_optimize(IrModule *m, int level);
bool ir_optimize_size(IrModule *m, int level, bool size); /* size: -Os */
/* the passes */
void ir_mem2reg(IrModule *m);
void ir_fold(IrModule *m); /* fold.c: constant folding, copy propagation */
void ir_answer_constant_p(IrModule *m); /* fold.c: __builtin_constant_p left is 0 */
/* fold.c: what the making of f's values bounds them to (loads, masks,
 * joins of arms), as of the call; a temporary made later is unknown.
 * ir_bounds_compare: the constant `v op c` has for every value v can
 * take (1 or 0), -1 if not decided.  ir_bounds_new renumbers f's blocks
 * (layout order). */
typedef struct IrBounds IrBounds;
IrBounds *ir_bounds_new(IrFunc *f);
int ir_bounds_compare(IrBounds *b, IrOp op, bool w, IrVal v, int64_t c);
void ir_bounds_free(IrBounds *b);
/* fold.c: op on constants with the IR's semantics (a w op on the low 32
 * bits, x/0 = 0, x%0 = x as BPF); false if op is not such an op */
bool ir_fold_binary(IrOp op, bool w, int64_t x, int64_t y, int64_t *out);
bool ir_fold_unary(IrOp op, bool w, int64_t x, int64_t *out);
/* the constant a load `op` of class cls gives where memory holds `raw`
 * (its low bytes, as many as the load reads): zero- or sign-extended
 * from the load's width, canonical for the class */
int64_t ir_load_result(IrOp op, IrClass cls, uint64_t raw);
void ir_forward_memory(IrModule *m); /* memfwd.c: loads a store or load before answers */
void ir_drop_dead_stores(IrModule *m); /* deadstore.c: stack stores no path reads */
void ir_cse(IrModule *m); /* cse.c: arithmetic repeated in a block */
void ir_dce(IrModule *m);  /* dce.c: unused definitions */
void ir_simplify_cfg(IrModule *m); /* cfg.c: constant branches, empty and unreachable blocks */
void ir_layout(IrModule *m);       /* layout.c: block order for fall-through */
/* signext.c: (v1/v2, run by the back end) one sext32 per 32-bit value
 * that signed compares and widenings share */
void ir_share_sign_extension(IrModule *m);
/* inline.c: always_inline calls at every level (an error where that is
 * impossible), profitable static ones at -O2 (with `size`, -Os: only
 * where the code shrinks); functions no longer referenced are dropped */
void ir_inline(IrModule *m, int level, bool size);
/* unroll.c: full unrolling of constant-trip loops (pragmas, and small
 * loops at -O2); a located warning where a pragma cannot be honoured */
void ir_unroll(IrModule *m, int level, bool size);
/* jumpthread.c: a branch every predecessor's phi constant decides is taken
 * in a copy of its block per predecessor (mem2reg, fold and cfg rerun) */
void ir_thread_jumps(IrModule *m);

#endif
