/* lower.h - what the files of the AST -> IR lowering share (not part
 * of the IR's interface: ir.h declares ir_lower).
 *
 *   lower.c          expressions, statements, functions: ir_lower
 *   lower_builtin.c  __builtin_* (memcpy and friends, atomics, bswap,
 *                    trap) and inline asm statements
 *   lower_core.c     CO-RE: relocated member accesses, the
 *                    __builtin_preserve_* and btf_type_id builtins
 *   lower_wide.c     __int128 and unsigned __int128 as pairs of 64-bit
 *                    values
 */
#ifndef EBCC_LOWER_H
#define EBCC_LOWER_H

#include "ir.h"
#include "../parse/builtins.h"
#include "../parse/parse.h"

typedef struct SlotMap {
	Symbol **keys;
	int32_t *tmps;
	uint32_t cap, n;
} SlotMap;

typedef struct Loop {
	struct Loop *up;
	Node *stmt;
	IrBlock *brk, *cont;
	int cleanup_depth; /* cleanups in force when its body began */
} Loop;

/* a variable with __attribute__((cleanup(fn))): fn(&var) when it goes
 * out of scope (block end, break/continue out of it, return) */
typedef struct Cleanup {
	Symbol *var, *fn;
	SrcLoc loc;
} Cleanup;

/* blocks of the case labels of the switch being lowered, and of the
 * function's labels (goto targets) */
typedef struct NodeBlock {
	Node *node;
	IrBlock *block;
} NodeBlock;

typedef struct Switch {
	struct Switch *up;
	NodeBlock *cases;
	int ncases;
} Switch;

typedef struct Lower {
	IrModule *m;
	IrFunc *f;
	IrBlock *cur; /* NULL after a terminator: code there is unreachable */
	SlotMap slots;
	IrInst *last_alloc; /* the entry block's allocs come first */
	Loop *loops;
	Switch *sw;
	NodeBlock *labels;
	int nlabels, cap_labels;
	int errors;
	int preserve_depth; /* inside __builtin_preserve_access_index */
	Cleanup *cleanups;  /* in force, innermost last */
	int ncleanups, cap_cleanups;
	int32_t sret; /* the hidden result pointer of a struct-returning function, -1 if none */
	bool volatile_init; /* lowering a volatile object's initializer: its stores are volatile */
} Lower;
static inline Type *canon(Type *t) { return t ? t->canon : NULL; }
static inline IrClass cls_of(Type *t) { return canon(t)->size == 8 ? IRC_L : IRC_W; }
static inline bool is_bitfield(const Node *n) { return n->kind == ND_MEMBER && n->member->is_bitfield; }

/* lower.c */
void lower_unsupported(Lower *L, SrcLoc loc, const char *what); /* a located "not supported yet" */
bool lower_ty_scalar(Type *t);
bool lower_ty_unsigned(Type *t); /* unsigned integers (enums by their type), _Bool, pointers */
IrBlock *lower_cur(Lower *L); /* the current block (a fresh one after a terminator) */
IrInst *lower_emit(Lower *L, IrOp op, IrClass cls, IrVal a, IrVal b, SrcLoc loc);
IrVal lower_emit_val(Lower *L, IrOp op, IrClass cls, IrVal a, IrVal b, SrcLoc loc);
IrOp lower_store_op(int64_t size);
IrOp lower_unsigned_load(int64_t size);
IrVal lower_renormalize(Lower *L, IrVal v, Type *t, SrcLoc loc); /* v extended per t */
Symbol *lower_string_object(Lower *L, Node *n);
IrVal lower_address(Lower *L, Node *n);
/* n's value; for an __int128 n its low 64 bits (what a conversion to a
 * 64-bit type keeps: pointer arithmetic, a value discarded) */
IrVal lower_rvalue(Lower *L, Node *n);
IrVal lower_convert(Lower *L, IrVal v, Type *from, Type *to, SrcLoc loc); /* scalar to scalar */
void lower_jump(Lower *L, IrBlock *to, SrcLoc loc);
void lower_branch(Lower *L, IrVal c, IrBlock *t, IrBlock *e, SrcLoc loc); /* to t if c != 0 */
void lower_cond_branch(Lower *L, Node *c, IrBlock *t, IrBlock *e); /* to t if c is true */
IrVal lower_logical(Lower *L, Node *n); /* condition n as a 0/1 value */
Node *lower_stmt_expr_body(Lower *L, Node *n); /* ({ ...; e; }): lowers the statements, returns e */
IrInst *lower_new_alloc(Lower *L, SrcLoc loc); /* a stack slot; size and align to fill */
IrVal lower_load(Lower *L, IrVal addr, Type *t, SrcLoc loc);
void lower_store(Lower *L, IrVal addr, IrVal v, Type *t, SrcLoc loc);
void lower_copy_bytes(Lower *L, IrVal dst, IrVal src, int64_t size, int align, SrcLoc loc);
/* argument registers a parameter of type t takes: 2 for a struct or
 * union of 9-16 bytes passed by value, else 1 */
int lower_param_words(Type *t);
bool lower_helper_number(Node *callee, int64_t *id);
IrBlock *lower_label_block(Lower *L, Node *label);
int32_t lower_temp_slot(Lower *L, int64_t size, SrcLoc loc); /* a stack slot for a value lowering keeps */ /* the block of a C label (made on first use) */ /* libbpf's `(void *) N` helper pointers */

/* lower_core.c: CO-RE */
/* n (ND_MEMBER, or an element at a constant index of an array member)
 * as a relocated `base + core` address, if its chain asks for one;
 * false: lower it as usual */
bool lower_core_member(Lower *L, Node *n, IrVal *addr);
bool lower_core_index(Lower *L, Node *n, IrVal *addr); /* &p[N] of a record, in preserve_access_index */
/* __builtin_preserve_access_index / field_info / type_info /
 * enum_value / btf_type_id */
IrVal lower_core_builtin(Lower *L, Node *n);

/* lower_wide.c: __int128, a Wide pair of l values */
typedef struct Wide {
	IrVal lo, hi;
} Wide;
bool lower_ty_wide(Type *t); /* __int128, unsigned __int128 */
Wide lower_wide(Lower *L, Node *n); /* n of a 128-bit type */
Wide lower_wide_of(Lower *L, Node *n); /* n of any integer type, as a 128-bit value */
Wide lower_wide_load(Lower *L, IrVal addr, Type *t, SrcLoc loc);
void lower_wide_store(Lower *L, IrVal addr, Wide v, Type *t, SrcLoc loc);
void lower_wide_words(Lower *L, Wide v, IrVal words[2]); /* its two words in memory order */
/* n, not of a 128-bit type, with 128-bit operands (a conversion to a
 * narrower type, a comparison, `!`, `int_var op= wide`): its value
 * into *v; false if n is none of those */
bool lower_wide_narrow(Lower *L, Node *n, IrVal *v);
/* a branch on condition c if it is 128-bit (its value, or a comparison
 * of 128-bit operands); false if it is not */
bool lower_wide_cond(Lower *L, Node *c, IrBlock *t, IrBlock *e);

/* lower_builtin.c */
IrVal lower_builtin(Lower *L, Node *n);
void lower_asm(Lower *L, Node *n);

#endif
