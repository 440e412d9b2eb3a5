/* lower_builtin.c - lowering of the builtins BPF programs call and of
 * inline asm statements (see lower.h).
 *
 * memcpy/memmove/memset with a constant size are loads and stores of
 * the widest width the pointers' known alignment allows; atomics map to
 * BPF's atomic instructions; asm becomes the IR's asm/asmout ops. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

/* ---- builtins ---- */

/* the alignment a pointer expression is known to have: its pointee's,
 * looking through the conversions to void * a memcpy argument gets */
static int known_align(Node *e)
{
	int best = 1;
	for (; e; e = e->kind == ND_CAST || e->kind == ND_DECAY ? e->lhs : NULL) {
		Type *t = canon(e->type);
		if (e->kind == ND_DECAY && e->lhs)
			t = canon(e->lhs->type);
		if (t && (t->kind == TY_PTR || t->kind == TY_ARRAY) && t->base) {
			Type *b = canon(t->base);
			if (b->kind != TY_VOID && b->align > best)
				best = b->align;
		}
	}
	return best > 8 ? 8 : best;
}

/* the size argument of a memory builtin: a constant within the limit */
static bool mem_size(Lower *L, Node *n, Node *size, const char *what, int64_t *out)
{
	int64_t limit = L->m->prog->opt.memops_threshold ? L->m->prog->opt.memops_threshold : 1024;
	if (!const_int_value(size, out)) {
		diag_error(size->loc, "the size of %s must be a constant: BPF has no %s to call, "
				      "ebcc writes it out as loads and stores", what, what);
		L->errors++;
		return false;
	}
	if (*out > limit) {
		diag_error(n->loc, "%s of %lld bytes is over the inlining limit of %lld bytes "
				   "(raise it with -minline-memops-threshold=N)", what, (long long)*out, (long long)limit);
		L->errors++;
		return false;
	}
	return true;
}

/* A string literal behind casts and decay: its bytes (narrow strings
 * only) up to the first NUL. */
static bool literal_string(Node *e, const char **s, size_t *len)
{
	while (e && (e->kind == ND_CAST || e->kind == ND_DECAY))
		e = e->lhs;
	if (!e || e->kind != ND_STR || canon(e->type)->kind != TY_ARRAY || canon(canon(e->type)->base)->size != 1)
		return false;
	*s = e->str;
	*len = strnlen(e->str, (size_t)e->str_len);
	return true;
}

/* strcmp/strncmp/strlen of string literals, as clang folds them
 * (bpf_experimental.h's bpf_cmp_unlikely picks its comparison with
 * __builtin_strcmp(#OP, "==")): BPF has no library to call otherwise. */
static IrVal string_builtin(Lower *L, Node *n, Node *a0, Node *a1, Node *a2)
{
	const char *x, *y;
	size_t xl, yl;
	if (n->builtin == BI_STRLEN) {
		if (literal_string(a0, &x, &xl))
			return ir_const((int64_t)xl);
	} else if (literal_string(a0, &x, &xl) && literal_string(a1, &y, &yl)) {
		int64_t limit = INT64_MAX;
		Node *c = a2;
		while (c && c->kind == ND_CAST)
			c = c->lhs;
		if (n->builtin == BI_STRNCMP) {
			if (!c || c->kind != ND_NUM)
				goto refuse;
			limit = c->ival;
		}
		int r = 0;
		for (size_t k = 0; (int64_t)k < limit; k++) {
			unsigned char u = k < xl ? (unsigned char)x[k] : 0, v = k < yl ? (unsigned char)y[k] : 0;
			if (u != v || !u) {
				r = (u > v) - (u < v);
				break;
			}
		}
		return ir_const(r);
	}
refuse:
	diag_error(n->loc, "%s: BPF has no C library to call: only string literals (and a constant length) are supported",
		   n->builtin == BI_STRLEN ? "__builtin_strlen" : n->builtin == BI_STRCMP ? "__builtin_strcmp" : "__builtin_strncmp");
	L->errors++;
	return ir_const(0);
}

/* memcmp of a constant size: byte by byte, the first difference of
 * the unsigned bytes is the result (0 if none), as a chain of compares
 * and branches to the end (the verifier follows each) */
static IrVal mem_compare(Lower *L, Node *n, Node *a0, Node *a1, Node *a2)
{
	int64_t size;
	IrVal a = lower_rvalue(L, a0), b = lower_rvalue(L, a1);
	if (!mem_size(L, n, a2, "memcmp", &size))
		return ir_const(0);
	int32_t slot = lower_temp_slot(L, 4, n->loc);
	IrBlock *done = ir_block_new(L->m, L->f);
	lower_emit(L, IR_store32, IRC_NONE, ir_const(0), ir_tmp(slot), n->loc);
	for (int64_t k = 0; k < size; k++) {
		IrVal pa = k ? lower_emit_val(L, IR_add, IRC_L, a, ir_const(k), n->loc) : a;
		IrVal pb = k ? lower_emit_val(L, IR_add, IRC_L, b, ir_const(k), n->loc) : b;
		IrVal x = lower_emit_val(L, IR_load8, IRC_W, pa, (IrVal){0}, n->loc);
		IrVal y = lower_emit_val(L, IR_load8, IRC_W, pb, (IrVal){0}, n->loc);
		IrVal d = lower_emit_val(L, IR_sub, IRC_W, x, y, n->loc);
		lower_emit(L, IR_store32, IRC_NONE, d, ir_tmp(slot), n->loc);
		IrBlock *next = ir_block_new(L->m, L->f);
		IrInst *br = ir_append(L->m, lower_cur(L), IR_br, IRC_NONE, -1, d, (IrVal){0}, n->loc);
		br->then = done;
		br->els = next;
		L->cur = next;
	}
	ir_append(L->m, lower_cur(L), IR_jmp, IRC_NONE, -1, (IrVal){0}, (IrVal){0}, n->loc)->then = done;
	L->cur = done;
	return lower_emit_val(L, IR_load32, IRC_W, ir_tmp(slot), (IrVal){0}, n->loc);
}

static IrVal mem_builtin(Lower *L, Node *n, Node *a0, Node *a1, Node *a2)
{
	const char *what = n->builtin == BI_MEMSET ? "memset" : n->builtin == BI_MEMMOVE ? "memmove" : "memcpy";
	int kind = n->builtin == BI_MEMSET ? MEMOP_SET : n->builtin == BI_MEMMOVE ? MEMOP_MOVE : MEMOP_COPY;
	int64_t size;
	IrVal dst = lower_rvalue(L, a0);
	IrVal src = lower_rvalue(L, a1);
	/* each pointer's alignment as its type or its object tells (a stack
	 * slot: 8); the two together have the smaller */
	int align = known_align(a0), sa = known_align(a1);
	if (ir_pointer_align(L->f, dst) > align)
		align = ir_pointer_align(L->f, dst);
	if (kind != MEMOP_SET) {
		if (ir_pointer_align(L->f, src) > sa)
			sa = ir_pointer_align(L->f, src);
		if (sa < align)
			align = sa;
	}
	if (!const_int_value(a2, &size)) {
		/* may be a constant once inlined (memops.c): a call for now */
		IrVal sz = lower_rvalue(L, a2);
		if (kind == MEMOP_SET)
			src = lower_emit_val(L, IR_zext8, IRC_L, src, (IrVal){0}, n->loc);
		IrInst *i = lower_emit(L, IR_call, IRC_L, (IrVal){0}, (IrVal){0}, a2->loc);
		i->callee = ir_memop_symbol(L->m, kind);
		i->align = align;
		i->nargs = 3;
		i->args = arena_alloc(&L->m->arena, sizeof(IrVal) * 3);
		i->args[0] = dst;
		i->args[1] = src;
		i->args[2] = sz;
		return ir_tmp(i->dst);
	}
	if (!mem_size(L, n, a2, what, &size))
		return dst;
	IrEmit e = {L->m, L->f, lower_cur(L), NULL, NULL};
	ir_write_memop(&e, kind, dst, src, size, align, n->loc);
	return dst;
}

/* ---- atomics: BPF has add/or/and/xor/xchg/cmpxchg on 4- and 8-byte
 * objects; sub is add of the negation, op_and_fetch recomputes the new
 * value from the old one, and the memory order is always the strongest
 * (BPF's atomics are full barriers) ---- */

typedef struct AtomicRow {
	int builtin;
	IrOp op;
	bool negate;  /* sub: add -v */
	int post;     /* op_and_fetch: IR op giving the new value from old and v, or -1 */
} AtomicRow;

static const AtomicRow atomic_rows[] = {
	{BI_SYNC_FETCH_ADD, IR_atomic_add, false, -1},   {BI_SYNC_FETCH_SUB, IR_atomic_add, true, -1},
	{BI_SYNC_FETCH_OR, IR_atomic_or, false, -1},     {BI_SYNC_FETCH_AND, IR_atomic_and, false, -1},
	{BI_SYNC_FETCH_XOR, IR_atomic_xor, false, -1},   {BI_SYNC_ADD_FETCH, IR_atomic_add, false, IR_add},
	{BI_SYNC_SUB_FETCH, IR_atomic_add, true, IR_sub}, {BI_SYNC_OR_FETCH, IR_atomic_or, false, IR_or},
	{BI_SYNC_AND_FETCH, IR_atomic_and, false, IR_and}, {BI_SYNC_XOR_FETCH, IR_atomic_xor, false, IR_xor},
	{BI_SYNC_LOCK_TEST_AND_SET, IR_atomic_xchg, false, -1},
	{BI_ATOMIC_FETCH_ADD, IR_atomic_add, false, -1}, {BI_ATOMIC_FETCH_SUB, IR_atomic_add, true, -1},
	{BI_ATOMIC_FETCH_OR, IR_atomic_or, false, -1},   {BI_ATOMIC_FETCH_AND, IR_atomic_and, false, -1},
	{BI_ATOMIC_FETCH_XOR, IR_atomic_xor, false, -1}, {BI_ATOMIC_ADD_FETCH, IR_atomic_add, false, IR_add},
	{BI_ATOMIC_SUB_FETCH, IR_atomic_add, true, IR_sub}, {BI_ATOMIC_OR_FETCH, IR_atomic_or, false, IR_or},
	{BI_ATOMIC_AND_FETCH, IR_atomic_and, false, IR_and}, {BI_ATOMIC_XOR_FETCH, IR_atomic_xor, false, IR_xor},
	{BI_ATOMIC_EXCHANGE_N, IR_atomic_xchg, false, -1},
};

/* the object type an atomic builtin works on, NULL (with an error) if
 * BPF has no atomic instruction for it */
static Type *atomic_type(Lower *L, Node *n, Node *ptr)
{
	Type *pt = canon(ptr->type);
	Type *t = pt && pt->kind == TY_PTR ? canon(pt->base) : NULL;
	if (!t || !lower_ty_scalar(t) || (t->size != 4 && t->size != 8)) {
		diag_error(n->loc, "BPF atomic instructions work on 4- and 8-byte objects only, this one is %lld bytes",
			   (long long)(t ? t->size : 0));
		L->errors++;
		return NULL;
	}
	return pt->base;
}

static IrVal cmpxchg(Lower *L, IrVal addr, IrVal expected, IrVal desired, Type *t, SrcLoc loc)
{
	IrInst *i = lower_emit(L, IR_atomic_cmpxchg, cls_of(t), addr, desired, loc);
	i->args = arena_alloc(&L->m->arena, sizeof *i->args);
	i->args[0] = expected;
	i->nargs = 1;
	return ir_tmp(i->dst);
}

static IrVal atomic_builtin(Lower *L, Node *n, Node *a0, Node *a1, Node *a2)
{
	for (size_t k = 0; k < ARRAY_LEN(atomic_rows); k++) {
		const AtomicRow *r = &atomic_rows[k];
		if (r->builtin != n->builtin)
			continue;
		Type *t = atomic_type(L, n, a0);
		IrVal p = lower_rvalue(L, a0), v = lower_rvalue(L, a1);
		if (!t)
			return ir_const(0);
		IrClass c = cls_of(t);
		IrVal arg = r->negate ? lower_emit_val(L, IR_neg, c, v, (IrVal){0}, n->loc) : v;
		IrVal old = lower_emit_val(L, r->op, c, p, arg, n->loc);
		if (r->post < 0)
			return old;
		return lower_renormalize(L, lower_emit_val(L, (IrOp)r->post, c, old, v, n->loc), t, n->loc);
	}
	Type *t = n->builtin == BI_SYNC_SYNCHRONIZE || n->builtin == BI_ATOMIC_THREAD_FENCE ||
			  n->builtin == BI_ATOMIC_SIGNAL_FENCE
		  ? NULL
		  : atomic_type(L, n, a0);
	switch (n->builtin) {
	case BI_SYNC_SYNCHRONIZE:
	case BI_ATOMIC_THREAD_FENCE:
	case BI_ATOMIC_SIGNAL_FENCE:
		/* every BPF atomic is a full barrier and plain accesses are not
		 * reordered across helper calls: nothing to emit */
		for (Node *x = a0; x; x = x->next)
			lower_rvalue(L, x);
		return ir_const(0);
	case BI_SYNC_VAL_CAS:
	case BI_SYNC_BOOL_CAS: {
		IrVal p = lower_rvalue(L, a0), e = lower_rvalue(L, a1), d = lower_rvalue(L, a2);
		if (!t)
			return ir_const(0);
		IrVal old = cmpxchg(L, p, e, d, t, n->loc);
		if (n->builtin == BI_SYNC_VAL_CAS)
			return old;
		return lower_emit_val(L, IR_eq, cls_of(t), old, e, n->loc);
	}
	case BI_SYNC_LOCK_RELEASE: {
		IrVal p = lower_rvalue(L, a0);
		if (t)
			lower_store(L, p, ir_const(0), t, n->loc);
		return ir_const(0);
	}
	case BI_ATOMIC_LOAD_N: {
		IrVal p = lower_rvalue(L, a0);
		lower_rvalue(L, a1);
		return t ? lower_load(L, p, t, n->loc) : ir_const(0);
	}
	case BI_ATOMIC_STORE_N: {
		IrVal p = lower_rvalue(L, a0), v = lower_rvalue(L, a1);
		lower_rvalue(L, a2);
		if (t)
			lower_store(L, p, v, t, n->loc);
		return ir_const(0);
	}
	case BI_ATOMIC_LOAD:
	case BI_ATOMIC_STORE: {
		/* generic forms: (object, pointer to the value, order) */
		IrVal p = lower_rvalue(L, a0), q = lower_rvalue(L, a1);
		if (!t)
			return ir_const(0);
		if (n->builtin == BI_ATOMIC_LOAD)
			lower_store(L, q, lower_load(L, p, t, n->loc), t, n->loc);
		else
			lower_store(L, p, lower_load(L, q, t, n->loc), t, n->loc);
		return ir_const(0);
	}
	case BI_ATOMIC_EXCHANGE: {
		IrVal p = lower_rvalue(L, a0), q = lower_rvalue(L, a1), ret = lower_rvalue(L, a2);
		if (!t)
			return ir_const(0);
		IrVal old = lower_emit_val(L, IR_atomic_xchg, cls_of(t), p, lower_load(L, q, t, n->loc), n->loc);
		lower_store(L, ret, old, t, n->loc);
		return ir_const(0);
	}
	case BI_ATOMIC_CAS_N:
	case BI_ATOMIC_CAS: {
		/* (object, pointer to expected, desired or pointer to it, weak,
		 * orders): on failure *expected gets the value found, which on
		 * success equals it, so it is stored either way */
		Node *a3 = a2 ? a2->next : NULL;
		IrVal p = lower_rvalue(L, a0), ep = lower_rvalue(L, a1), d = lower_rvalue(L, a2);
		for (Node *x = a3; x; x = x->next)
			lower_rvalue(L, x);
		if (!t)
			return ir_const(0);
		if (n->builtin == BI_ATOMIC_CAS)
			d = lower_load(L, d, t, n->loc);
		IrVal e = lower_load(L, ep, t, n->loc);
		IrVal old = cmpxchg(L, p, e, d, t, n->loc);
		lower_store(L, ep, old, t, n->loc);
		return lower_emit_val(L, IR_eq, cls_of(t), old, e, n->loc);
	}
	default:
		break;
	}
	diag_error(n->loc, "BPF has no atomic instruction for this builtin (nand)");
	L->errors++;
	return ir_const(0);
}

IrVal lower_builtin(Lower *L, Node *n)
{
	if ((n->builtin >= BI_SYNC_FETCH_ADD && n->builtin <= BI_ATOMIC_CAS))
		return atomic_builtin(L, n, n->args, n->args ? n->args->next : NULL,
				      n->args && n->args->next ? n->args->next->next : NULL);
	Node *a0 = n->args, *a1 = a0 ? a0->next : NULL, *a2 = a1 ? a1->next : NULL;
	switch (n->builtin) {
	case BI_EXPECT:
	case BI_EXPECT_PROB: {
		IrVal v = lower_rvalue(L, a0);
		for (Node *x = a1; x; x = x->next)
			lower_rvalue(L, x);
		return v;
	}
	case BI_BSWAP16:
	case BI_BSWAP32:
	case BI_BSWAP64: {
		IrOp op = n->builtin == BI_BSWAP16 ? IR_bswap16 : n->builtin == BI_BSWAP32 ? IR_bswap32 : IR_bswap64;
		return lower_emit_val(L, op, n->builtin == BI_BSWAP64 ? IRC_L : IRC_W, lower_rvalue(L, a0), (IrVal){0}, n->loc);
	}
	case BI_TRAP:
	case BI_UNREACHABLE:
		/* control never gets here: end the path (the verifier insists
		 * every path ends in an exit) */
		ir_append(L->m, lower_cur(L), IR_ret, IRC_NONE, -1,
			  L->f->ret_cls == IRC_NONE ? (IrVal){0} : ir_const(0), (IrVal){0}, n->loc);
		L->cur = NULL;
		return ir_const(0);
	case BI_MEMCPY:
	case BI_MEMMOVE:
	case BI_MEMSET:
		return mem_builtin(L, n, a0, a1, a2);
	case BI_MEMCMP:
		return mem_compare(L, n, a0, a1, a2);
	case BI_PRESERVE_ACCESS_INDEX:
	case BI_PRESERVE_FIELD_INFO:
	case BI_PRESERVE_TYPE_INFO:
	case BI_PRESERVE_ENUM_VALUE:
	case BI_BTF_TYPE_ID:
		return lower_core_builtin(L, n);
	case BI_STRCMP:
	case BI_STRNCMP:
	case BI_STRLEN:
		return string_builtin(L, n, a0, a1, a2);
	case BI_CONSTANT_P: /* the parser kept it for a local: see ir.h */
		return lower_emit_val(L, IR_constant_p, IRC_W, lower_rvalue(L, a0), (IrVal){0}, n->loc);
	default:
		break;
	}
	lower_unsupported(L, n->loc, "this builtin");
	return ir_const(0);
}

/* An "i" operand: an integer constant, an address (symbol + offset) or
 * a libbpf helper pointer (its number: `call %[bpf_x]` is `call N`). */
/* `*(long *)&(T){...}` (bpf_misc.h's __imm_insn: an instruction built
 * with the kernel's BPF_* macros as an "i" operand): the first 8 bytes
 * of a compound literal whose initializers are all constants, as clang
 * folds it (little-endian targets); false if it is not that */
static bool literal_bytes(Lower *L, Node *e, int64_t *out)
{
	if (L->m->prog->opt.big_endian || e->kind != ND_DEREF || canon(e->type)->size != 8 || !lower_ty_scalar(e->type))
		return false;
	Node *p = e->lhs;
	while (p->kind == ND_CAST)
		p = p->lhs;
	if (p->kind != ND_ADDR || p->lhs->kind != ND_COMPOUND_LIT)
		return false;
	Symbol *s = p->lhs->sym;
	if (canon(s->type)->size < 8)
		return false;
	uint8_t b[8] = {0};
	for (InitEntry *x = s->init; x; x = x->next) {
		int64_t v;
		if (!const_int_value(x->expr, &v))
			return false;
		if (x->bitfield) {
			Member *m = x->bitfield;
			int64_t unit = x->offset + m->offset;
			int64_t pos = m->bit_offset - m->offset * 8;
			for (int k = 0; k < m->bit_width; k++) {
				int64_t bit = pos + k, byte = unit + bit / 8;
				if (byte < 8 && (((uint64_t)v >> k) & 1))
					b[byte] |= (uint8_t)(1u << (bit % 8));
			}
		} else {
			if (!lower_ty_scalar(x->type))
				return false;
			int64_t sz = canon(x->type)->size;
			for (int64_t k = 0; k < sz; k++)
				if (x->offset + k < 8)
					b[x->offset + k] = (uint8_t)((uint64_t)v >> (8 * k));
		}
	}
	uint64_t u = 0;
	for (int k = 7; k >= 0; k--)
		u = u << 8 | b[k];
	*out = (int64_t)u;
	return true;
}

static bool asm_imm(Lower *L, Node *e, IrVal *out)
{
	int64_t v;
	Symbol *sym;
	Node *str;
	if (literal_bytes(L, e, &v)) {
		*out = ir_const(v);
		return true;
	}
	if (const_int_value(e, &v)) {
		*out = ir_const(v);
		return true;
	}
	if (lower_helper_number(e, &v)) {
		*out = ir_const(v);
		return true;
	}
	if (const_addr_value(e, &sym, &str, &v)) {
		*out = str ? ir_symval(lower_string_object(L, str), v) : ir_symval(sym, v);
		return true;
	}
	return false;
}

/* asm: the output lvalues' addresses first, then the inputs, the asm,
 * and one asmout + store per output (a "+" output's old value is an
 * extra input after the others). */
/* A register input of type char or short converted from a wider
 * integer: clang puts the wider value's register in the template as it
 * is (a 16-bit operand has no register of its own; its upper bits are
 * left undefined), and bpf_experimental.h's bpf_cmp relies on it:
 * `"r"((short)LHS)` compares all 64 bits of LHS.  So do we. */
static bool int_type(Type *t) { return lower_ty_scalar(t) && canon(t)->kind != TY_PTR; }

static Node *narrow_operand(Node *e)
{
	if (e->kind != ND_CAST || !int_type(e->type) || canon(e->type)->size >= 4 || !e->lhs ||
	    !int_type(e->lhs->type) || canon(e->lhs->type)->size < canon(e->type)->size)
		return e;
	return e->lhs;
}

void lower_asm(Lower *L, Node *n)
{
	if (n->asm_goto && (n->asm_nlabels != 1 || n->asm_noutputs)) {
		diag_error(n->loc, "asm goto %s is not supported for BPF (one label, no outputs)",
			   n->asm_noutputs ? "with outputs" : "with more than one label");
		L->errors++;
		return;
	}
	int nout = n->asm_noutputs, nin = n->asm_ninputs, nplus = 0;
	IrVal *addrs = xcalloc((size_t)nout + 1, sizeof *addrs);
	bool ok = true;
	for (int k = 0; k < nout; k++) {
		AsmOperand *o = &n->asm_outputs[k];
		IrAsmConstraint c = ir_asm_constraint(o->constraint);
		if (c.kind == ASMK_IMM) {
			diag_error(o->loc, "asm output %d: constraint '%s' is not a register or memory (BPF inline asm takes \"r\", \"w\" or \"m\" outputs)",
				   k, o->constraint);
			ok = false;
		} else if (c.kind == ASMK_MEM && (!o->expr->is_lvalue || is_bitfield(o->expr))) {
			diag_error(o->loc, "asm output %d: a memory operand must be an object in memory, not %s", k,
				   is_bitfield(o->expr) ? "a bit-field" : "a value");
			ok = false;
		} else if (c.kind == ASMK_MEM) {
			addrs[k] = lower_address(L, o->expr);
			nplus++; /* its address goes with the inputs */
			continue;
		} else if (!lower_ty_scalar(o->expr->type) || is_bitfield(o->expr)) {
			diag_error(o->loc, "asm output %d must be a scalar variable or memory object, not %s", k,
				   is_bitfield(o->expr) ? "a bit-field" : "an aggregate");
			ok = false;
		} else
			addrs[k] = lower_address(L, o->expr);
		nplus += c.plus;
	}
	IrVal *args = arena_alloc(&L->m->arena, sizeof(IrVal) * (size_t)(nin + nplus + 1));
	for (int k = 0; k < nin; k++) {
		AsmOperand *o = &n->asm_inputs[k];
		IrAsmConstraint c = ir_asm_constraint(o->constraint);
		if (c.kind == ASMK_MEM) {
			if (!o->expr->is_lvalue || is_bitfield(o->expr)) {
				diag_error(o->loc, "asm input %d: a memory operand must be an object in memory, not %s",
					   nout + k, is_bitfield(o->expr) ? "a bit-field" : "a value");
				ok = false;
			} else
				args[k] = lower_address(L, o->expr);
		} else if (c.kind == ASMK_IMM && asm_imm(L, o->expr, &args[k])) {
			/* a constant now; otherwise it may become one once the
			 * always_inline function it is in is inlined (libbpf's
			 * bpf_tail_call_static): instruction selection checks */
		} else if (!lower_ty_scalar(o->expr->type) && canon(o->expr->type)->kind != TY_ARRAY &&
			   canon(o->expr->type)->kind != TY_FUNC) {
			diag_error(o->loc, "asm input %d must be a scalar (pass an aggregate by its address)", nout + k);
			ok = false;
		} else
			args[k] = lower_rvalue(L, narrow_operand(o->expr));
	}
	/* after the inputs, in output order: a memory output's address, a
	 * "+" register output's old value */
	int na = nin;
	for (int k = 0; k < nout && ok; k++) {
		IrAsmConstraint c = ir_asm_constraint(n->asm_outputs[k].constraint);
		if (c.kind == ASMK_MEM)
			args[na++] = addrs[k];
		else if (c.plus)
			args[na++] = lower_load(L, addrs[k], n->asm_outputs[k].expr->type, n->asm_outputs[k].loc);
	}
	if (!ok) {
		L->errors++;
		free(addrs);
		return;
	}
	IrInst *a = lower_emit(L, n->asm_goto ? IR_asmgoto : IR_asm, IRC_NONE, (IrVal){0}, (IrVal){0}, n->loc);
	a->args = args;
	a->nargs = na;
	a->asm_node = n;
	if (n->asm_goto) {
		/* the template jumps to the label or falls through */
		a->then = lower_label_block(L, n->asm_labels[0]);
		a->els = ir_block_new(L->m, L->f);
		L->cur = a->els;
		free(addrs);
		return;
	}
	/* register outputs: an asmout each, stored to its lvalue (a memory
	 * output the template wrote itself) */
	IrInst **outs = xcalloc((size_t)nout + 1, sizeof *outs);
	for (int k = 0; k < nout; k++) {
		if (ir_asm_constraint(n->asm_outputs[k].constraint).kind == ASMK_MEM)
			continue;
		outs[k] = lower_emit(L, IR_asmout, cls_of(n->asm_outputs[k].expr->type), (IrVal){0}, (IrVal){0}, n->loc);
		outs[k]->size = k;
	}
	for (int k = 0; k < nout; k++) {
		Node *e = n->asm_outputs[k].expr;
		if (outs[k])
			lower_store(L, addrs[k], ir_tmp(outs[k]->dst), e->type, n->loc);
	}
	free(outs);
	free(addrs);
}
