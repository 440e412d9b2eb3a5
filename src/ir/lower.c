/* lower.c - typed AST -> IR.
 *
 * Every C variable whose storage is automatic gets a stack slot
 * (`alloc`) and is read and written with loads and stores; mem2reg
 * turns the slots whose address is never taken into SSA temporaries.
 * Values are kept normalized: a value of a type narrower than its class
 * (char, short, _Bool in a w temporary; int in an l one never happens)
 * is always sign- or zero-extended according to its type, so a
 * comparison or a widening needs no extra masking.
 *
 * What is not lowered yet (compound literals as objects, asm goto, a
 * few builtins) gets a located error "... is not supported by the code
 * generator yet", never a wrong object; floating point has an error of
 * its own.  Builtins and inline asm are in lower_builtin.c. */
#include "lower.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>



/* ---- small helpers ---- */


bool lower_ty_unsigned(Type *t)
{
	t = canon(t);
	if (t->kind == TY_ENUM)
		t = canon(t->base);
	switch (t->kind) {
	case TY_BOOL:
	case TY_UCHAR:
	case TY_USHORT:
	case TY_UINT:
	case TY_ULONG:
	case TY_ULLONG:
	case TY_UINT128:
	case TY_PTR:
	case TY_ARRAY:
	case TY_FUNC:
		return true;
	default:
		return false;
	}
}

bool lower_ty_scalar(Type *t)
{
	t = canon(t);
	return t->kind == TY_PTR || t->kind == TY_ENUM || (t->kind >= TY_BOOL && t->kind <= TY_ULLONG);
}


void lower_unsupported(Lower *L, SrcLoc loc, const char *what)
{
	diag_error(loc, "%s is not supported by the code generator yet", what);
	L->errors++;
}

static int32_t new_tmp(Lower *L) { return L->f->ntmps++; }

/* Code after return/break has no block; give it a fresh one so lowering
 * can go on (nothing jumps there, CFG simplification drops it). */
IrBlock *lower_cur(Lower *L)
{
	if (!L->cur)
		L->cur = ir_block_new(L->m, L->f);
	return L->cur;
}

IrInst *lower_emit(Lower *L, IrOp op, IrClass cls, IrVal a, IrVal b, SrcLoc loc)
{
	int32_t dst = (ir_ops[op].flags & OPF_VALUE) ? new_tmp(L) : -1;
	IrInst *i = ir_append(L->m, lower_cur(L), op, cls, dst, a, b, loc);
	if (L->volatile_init && ir_is_store(op))
		i->is_volatile = true;
	return i;
}

IrVal lower_emit_val(Lower *L, IrOp op, IrClass cls, IrVal a, IrVal b, SrcLoc loc)
{
	return ir_tmp(lower_emit(L, op, cls, a, b, loc)->dst);
}

void lower_jump(Lower *L, IrBlock *to, SrcLoc loc)
{
	if (!L->cur)
		return;
	ir_append(L->m, L->cur, IR_jmp, IRC_NONE, -1, (IrVal){0}, (IrVal){0}, loc)->then = to;
	L->cur = NULL;
}

void lower_branch(Lower *L, IrVal c, IrBlock *t, IrBlock *e, SrcLoc loc)
{
	IrInst *i = ir_append(L->m, lower_cur(L), IR_br, IRC_NONE, -1, c, (IrVal){0}, loc);
	i->then = t;
	i->els = e;
	L->cur = NULL;
}

/* ---- stack slots ---- */

static uint32_t ptr_hash(const void *p) { return (uint32_t)(((uintptr_t)p >> 4) * 2654435761u); }

static int32_t *slot_find(SlotMap *s, Symbol *sym, bool add)
{
	if (add && (s->n + 1) * 2 > s->cap) {
		SlotMap g = {xcalloc(s->cap ? s->cap * 2 : 64, sizeof(Symbol *)),
			     xcalloc(s->cap ? s->cap * 2 : 64, sizeof(int32_t)), s->cap ? s->cap * 2 : 64, 0};
		for (uint32_t i = 0; i < s->cap; i++)
			if (s->keys[i])
				*slot_find(&g, s->keys[i], true) = s->tmps[i];
		free(s->keys);
		free(s->tmps);
		*s = g;
	}
	if (!s->cap)
		return NULL;
	for (uint32_t i = ptr_hash(sym) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
		if (s->keys[i] == sym)
			return &s->tmps[i];
		if (!s->keys[i]) {
			if (!add)
				return NULL;
			s->keys[i] = sym;
			s->n++;
			return &s->tmps[i];
		}
	}
}

/* a stack slot: an alloc kept at the head of the entry block, in the
 * order the slots were made */
IrInst *lower_new_alloc(Lower *L, SrcLoc loc)
{
	IrInst *a = arena_alloc(&L->m->arena, sizeof *a);
	a->op = IR_alloc;
	a->cls = IRC_L;
	a->dst = new_tmp(L);
	a->loc = loc;
	IrBlock *b = L->f->entry;
	if (L->last_alloc) {
		a->next = L->last_alloc->next;
		L->last_alloc->next = a;
	} else {
		a->next = b->first;
		b->first = a;
	}
	if (b->last == L->last_alloc || !b->last)
		b->last = a;
	L->last_alloc = a;
	return a;
}

static int32_t make_slot(Lower *L, Symbol *sym)
{
	Type *t = canon(sym->type);
	IrInst *a = lower_new_alloc(L, sym->loc);
	a->size = t->size > 0 ? t->size : 1;
	a->align = sym->align > t->align ? sym->align : (t->align > 0 ? t->align : 1);
	a->wide = lower_ty_wide(t);
	*slot_find(&L->slots, sym, true) = a->dst;
	return a->dst;
}

/* ---- loads, stores, conversions ---- */

static IrOp load_op(Type *t)
{
	bool u = lower_ty_unsigned(t);
	switch (canon(t)->size) {
	case 1: return u ? IR_load8 : IR_loads8;
	case 2: return u ? IR_load16 : IR_loads16;
	case 4: return u ? IR_load32 : IR_loads32;
	default: return IR_load64;
	}
}

IrOp lower_store_op(int64_t size) { return ir_store_op(size); }

/* a w value computed in int arithmetic, brought back to a narrower type
 * (x++ on a char or a _Bool) */
IrVal lower_renormalize(Lower *L, IrVal v, Type *t, SrcLoc loc)
{
	Type *c = canon(t);
	if (c->kind == TY_BOOL)
		return lower_emit_val(L, IR_ne, IRC_W, v, ir_const(0), loc);
	if (c->size >= 4)
		return v;
	bool u = lower_ty_unsigned(t);
	IrOp op = c->size == 1 ? (u ? IR_zext8 : IR_sext8) : (u ? IR_zext16 : IR_sext16);
	return lower_emit_val(L, op, IRC_W, v, (IrVal){0}, loc);
}

static IrClass fs_cls(Type *f)
{
	return f->kind == TY_ARRAY || f->kind == TY_FUNC || f->size == 8 ? IRC_L : IRC_W;
}

/* the address space of what pointer type t points to (0 if t is not a
 * pointer) */
static int pointee_space(Type *t)
{
	return t && canon(t)->kind == TY_PTR && t->base ? t->base->addr_space : 0;
}

IrVal lower_convert(Lower *L, IrVal v, Type *from, Type *to, SrcLoc loc)
{
	Type *f = canon(from), *t = canon(to);
	int fas = pointee_space(from), tas = pointee_space(to);
	if (fas != tas && f->kind == TY_PTR && t->kind == TY_PTR) {
		/* a pointer between address spaces (arena <-> kernel): the
		 * kernel's addr_space_cast, as clang emits it */
		IrInst *c = lower_emit(L, IR_ascast, IRC_L, v, (IrVal){0}, loc);
		c->size = (int64_t)tas << 16 | fas;
		return ir_tmp(c->dst);
	}
	if (t->kind == TY_VOID)
		return v;
	if (t->kind == TY_BOOL && f->kind != TY_BOOL)
		return lower_emit_val(L, IR_ne, fs_cls(f), v, ir_const(0), loc);
	/* (a 128-bit source is its low half here: lower_wide_narrow) */
	int64_t fs = f->kind == TY_ARRAY || f->kind == TY_FUNC || f->size > 8 ? 8 : f->size, ts = t->size;
	if (v.kind == IRV_CONST) {
		int64_t c = v.c;
		if (ts < 8) {
			uint64_t mask = ((uint64_t)1 << (ts * 8)) - 1;
			uint64_t u = (uint64_t)c & mask;
			if (!lower_ty_unsigned(t) && (u >> (ts * 8 - 1)) & 1)
				u |= ~mask;
			c = (int64_t)u;
		}
		return ir_const(c);
	}
	if (ts == 8)
		return fs == 8 ? v : lower_emit_val(L, lower_ty_unsigned(f) ? IR_zext32 : IR_sext32, IRC_L, v, (IrVal){0}, loc);
	if (ts == 4)
		return fs == 8 ? lower_emit_val(L, IR_copy, IRC_W, v, (IrVal){0}, loc) : v;
	/* ts is 1 or 2 here: extend by the new type, unless the value is
	 * already right (a wider type of the same signedness, or an
	 * unsigned value into a wider signed type) */
	if (ts < fs || (ts == fs && lower_ty_unsigned(f) != lower_ty_unsigned(t)) ||
	    (ts > fs && !lower_ty_unsigned(f) && lower_ty_unsigned(t)))
		return lower_renormalize(L, v, to, loc);
	return v;
}

static void stmt(Lower *L, Node *n);
static void end_scope(Lower *L, int depth);

/* the object holding string literal n (shared with an identical one) */
Symbol *lower_string_object(Lower *L, Node *n)
{
	IrModule *m = L->m;
	for (int k = 0; k < m->nstrings; k++) {
		Node *o = m->strings[k]->init->expr;
		if (o->str_len == n->str_len && canon(o->type)->base->size == canon(n->type)->base->size &&
		    !memcmp(o->str, n->str, (size_t)n->str_len))
			return m->strings[k];
	}
	if (m->nstrings == m->cap_strings) {
		m->cap_strings = m->cap_strings ? m->cap_strings * 2 : 16;
		m->strings = xrealloc(m->strings, sizeof *m->strings * (size_t)m->cap_strings);
	}
	char name[32];
	if (m->nstrings)
		snprintf(name, sizeof name, ".L.str.%d", m->nstrings);
	else
		snprintf(name, sizeof name, ".L.str");
	Ident *id = arena_alloc(&m->arena, sizeof *id);
	memset(id, 0, sizeof *id);
	id->name = arena_strdup(&m->arena, name);
	id->len = (uint32_t)strlen(name);
	InitEntry *e = arena_alloc(&m->arena, sizeof *e);
	memset(e, 0, sizeof *e);
	e->type = n->type;
	e->expr = n;
	Symbol *s = arena_alloc(&m->arena, sizeof *s);
	memset(s, 0, sizeof *s);
	s->kind = SYM_VAR;
	s->storage = SC_STATIC;
	s->name = id;
	s->type = n->type;
	s->loc = s->def_loc = n->loc;
	s->init = e;
	s->has_init = s->is_defined = s->is_referenced = true;
	m->strings[m->nstrings++] = s;
	return s;
}

static void local_init(Lower *L, Symbol *s);
static void local_init_stores(Lower *L, Symbol *s);

/* Control reaches label, case or default n (which becomes the current
 * block); false after an error. */
static bool enter_label(Lower *L, Node *n)
{
	IrBlock *b = NULL;
	if (n->kind == ND_LABEL) {
		b = lower_label_block(L, n);
	} else { /* a case belongs to the innermost switch */
		for (int k = 0; L->sw && k < L->sw->ncases; k++)
			if (L->sw->cases[k].node == n)
				b = L->sw->cases[k].block;
		if (!b) {
			lower_unsupported(L, n->loc, "this case label");
			return false;
		}
	}
	lower_jump(L, b, n->loc); /* falling through from the statement before */
	L->cur = b;
	return true;
}

/* ({ ...; e; }): the statements before a final expression statement,
 * labeled or not (bpf_cmp's `l_true: ret;` after an asm goto that jumps
 * to it), lowered; returns that expression (NULL if the last is no
 * expression) */
Node *lower_stmt_expr_body(Lower *L, Node *n)
{
	for (Node *s = n->body->body; s; s = s->next) {
		if (!s->next) {
			Node *e = s;
			while ((e->kind == ND_LABEL || e->kind == ND_CASE || e->kind == ND_DEFAULT) && e->then)
				e = e->then;
			if (e->kind == ND_EXPR_STMT) {
				for (Node *l = s; l != e; l = l->then)
					if (!enter_label(L, l))
						return NULL;
				return e->lhs;
			}
		}
		stmt(L, s);
	}
	return NULL;
}

static bool is_record_type(Type *t) { return canon(t)->kind == TY_STRUCT || canon(t)->kind == TY_UNION; }
/* a function returning t takes the address of the caller's slot for its
 * result as a hidden first argument (call, lower_func); an empty struct
 * is no value at all; an __int128 is two words, returned as a struct of
 * them would be */
static bool returns_through_pointer(Type *t) { return (is_record_type(t) && canon(t)->size > 0) || lower_ty_wide(t); }
static bool returns_in_memory(Type *t) { return is_record_type(t) || lower_ty_wide(t); }
static const char *memory_result(Type *t) { return lower_ty_wide(t) ? "a 128-bit integer" : "a struct or union"; }
static IrVal call(Lower *L, Node *n);

IrVal lower_address(Lower *L, Node *n)
{
	switch (n->kind) {
	case ND_VAR: {
		Symbol *s = n->sym;
		if (s->kind == SYM_FUNC || !s->is_local || s->storage == SC_STATIC || s->storage == SC_EXTERN)
			return ir_symval(s, 0);
		int32_t *slot = slot_find(&L->slots, s, false);
		return ir_tmp(slot ? *slot : make_slot(L, s));
	}
	case ND_DEREF: {
		IrVal core; /* p->arr[2] of a relocatable record: one relocation */
		if (n->lhs->kind == ND_ADD && n->lhs->lhs->kind == ND_DECAY && lower_core_member(L, n, &core))
			return core;
		if (lower_core_index(L, n, &core))
			return core;
		return lower_rvalue(L, n->lhs);
	}
	case ND_MEMBER: {
		/* for a bitfield: the address of its storage unit */
		IrVal core;
		if (lower_core_member(L, n, &core))
			return core;
		IrVal base = lower_address(L, n->lhs);
		if (!n->member->offset)
			return base;
		if (base.kind == IRV_SYM) {
			base.c += n->member->offset;
			return base;
		}
		return lower_emit_val(L, IR_add, IRC_L, base, ir_const(n->member->offset), n->loc);
	}
	case ND_STR:
		return ir_symval(lower_string_object(L, n), 0);
	case ND_COMPOUND_LIT:
		if (n->sym->is_local) {
			/* (T){...} in a function: an unnamed automatic object,
			 * initialized each time the expression is evaluated */
			local_init(L, n->sym);
			return lower_address(L, &(Node){.kind = ND_VAR, .sym = n->sym, .loc = n->loc});
		}
		lower_unsupported(L, n->loc, "a compound literal of static storage");
		return ir_const(0);
	case ND_CALL: /* a struct or union returned by value: the caller's slot it went to */
		return call(L, n);
	/* struct and union values that are not lvalues, copied or passed by
	 * value: the address of the object the value is read from */
	case ND_STMT_EXPR: { /* ({ ...; obj; }) as libbpf's BPF_PROG2 makes struct arguments */
		Node *last = lower_stmt_expr_body(L, n);
		if (last)
			return lower_address(L, last);
		break;
	}
	case ND_COMMA:
		lower_rvalue(L, n->lhs);
		return lower_address(L, n->rhs);
	case ND_COND: { /* c ? a : b: the address of the one chosen */
		if (!n->then)
			break;
		int32_t slot = lower_temp_slot(L, 8, n->loc);
		IrBlock *t = ir_block_new(L->m, L->f), *e = ir_block_new(L->m, L->f),
			*join = ir_block_new(L->m, L->f);
		lower_cond_branch(L, n->cond, t, e);
		L->cur = t;
		lower_emit(L, IR_store64, IRC_NONE, lower_address(L, n->then), ir_tmp(slot), n->loc);
		lower_jump(L, join, n->loc);
		L->cur = e;
		lower_emit(L, IR_store64, IRC_NONE, lower_address(L, n->els), ir_tmp(slot), n->loc);
		lower_jump(L, join, n->loc);
		L->cur = join;
		return lower_emit_val(L, IR_load64, IRC_L, ir_tmp(slot), (IrVal){0}, n->loc);
	}
	default:
		break;
	}
	lower_unsupported(L, n->loc, "taking the address of this expression");
	return ir_const(0);
}

IrVal lower_load(Lower *L, IrVal addr, Type *t, SrcLoc loc)
{
	if (!lower_ty_scalar(t)) {
		lower_unsupported(L, loc, "a struct, union or floating-point value");
		return ir_const(0);
	}
	IrInst *i = lower_emit(L, load_op(t), cls_of(t), addr, (IrVal){0}, loc);
	i->is_volatile = (t->qual & Q_VOLATILE) != 0;
	return ir_tmp(i->dst);
}

void lower_store(Lower *L, IrVal addr, IrVal v, Type *t, SrcLoc loc)
{
	if (!lower_ty_scalar(t)) {
		lower_unsupported(L, loc, "a struct, union or floating-point assignment");
		return;
	}
	lower_emit(L, lower_store_op(canon(t)->size), IRC_NONE, v, addr, loc)->is_volatile = (t->qual & Q_VOLATILE) != 0;
}

/* ---- type-based aliasing: the class of an access (IR_ALIAS_*) ---- */

static bool may_alias_type(const Type *t)
{
	for (int d = 0; t && d < 32; t = t->sugar_of, d++)
		if (t->typedef_sym)
			for (const Attr *a = t->typedef_sym->attrs; a; a = a->next)
				if (!strcmp(a->name->name, "may_alias"))
					return true;
	return false;
}

static uint8_t alias_class(Lower *L, const Node *lv)
{
	if (L->m->prog->opt.no_strict_aliasing || may_alias_type(lv->type))
		return IR_ALIAS_ANY;
	/* a member of a union (at any depth of `.`, `->` and indexing of an
	 * array member) may be read as another */
	for (const Node *n = lv; n && n->lhs;) {
		if (n->kind == ND_MEMBER) {
			Type *agg = canon(n->lhs->type);
			if (agg && agg->kind == TY_PTR)
				agg = canon(agg->base);
			if (!agg || agg->kind == TY_UNION || may_alias_type(n->lhs->type))
				return IR_ALIAS_ANY;
			n = n->lhs;
			continue;
		}
		const Node *a = n->kind == ND_DEREF ? n->lhs : NULL;
		while (a && a->kind == ND_CAST)
			a = a->lhs;
		if (a && (a->kind == ND_ADD || a->kind == ND_SUB))
			a = a->lhs;
		while (a && a->kind == ND_CAST)
			a = a->lhs;
		if (!a || a->kind != ND_DECAY)
			break;
		n = a->lhs; /* arr[i] of an array lvalue arr */
	}
	Type *t = canon(lv->type);
	if (!t)
		return IR_ALIAS_ANY;
	if (t->kind == TY_PTR)
		return IR_ALIAS_PTR;
	if (!((t->kind >= TY_SHORT && t->kind <= TY_ULLONG) || t->kind == TY_ENUM)) /* char, _Bool: any */
		return IR_ALIAS_ANY;
	return t->size == 2 ? IR_ALIAS_INT16 : t->size == 4 ? IR_ALIAS_INT32 : t->size == 8 ? IR_ALIAS_INT64 : IR_ALIAS_ANY;
}

/* a load or store of C lvalue lv: tagged with its type class */
static IrVal load_lvalue(Lower *L, IrVal addr, Node *lv, SrcLoc loc)
{
	IrVal v = lower_load(L, addr, lv->type, loc);
	IrInst *i = L->cur ? L->cur->last : NULL;
	if (i && ir_is_load((IrOp)i->op) && v.kind == IRV_TMP && i->dst == v.tmp)
		i->alias = alias_class(L, lv);
	return v;
}

static void store_lvalue(Lower *L, IrVal addr, IrVal v, Node *lv, SrcLoc loc)
{
	lower_store(L, addr, v, lv->type, loc);
	IrInst *i = L->cur ? L->cur->last : NULL;
	if (i && ir_is_store((IrOp)i->op) && ir_same_val(i->b, addr))
		i->alias = alias_class(L, lv);
}

/* ---- bitfields: the storage unit is the member's declared type at
 * member->offset; the field is `bit_width` bits at `pos` in it ---- */


static bool bitfield_pos(Lower *L, Node *n, int *pos, int64_t *unit)
{
	Member *m = n->member;
	*unit = canon(m->type)->size;
	*pos = (int)(m->bit_offset - m->offset * 8);
	if (*pos < 0 || *pos + m->bit_width > *unit * 8 || *unit > 8) {
		lower_unsupported(L, n->loc, "a bitfield that straddles its storage unit");
		return false;
	}
	if (L->m->prog->opt.big_endian)
		*pos = (int)(*unit * 8) - *pos - m->bit_width;
	return true;
}

IrOp lower_unsigned_load(int64_t size) { return ir_load_op(size); }

/* the field's value out of the unit's value u, normalized for its type */
static IrVal bitfield_extract(Lower *L, Node *n, IrVal u, int pos, int64_t unit)
{
	Member *m = n->member;
	IrClass c = unit == 8 ? IRC_L : IRC_W;
	int bits = c == IRC_L ? 64 : 32;
	SrcLoc loc = n->loc;
	IrVal v;
	if (lower_ty_unsigned(m->type)) {
		v = pos ? lower_emit_val(L, IR_lshr, c, u, ir_const(pos), loc) : u;
		if (m->bit_width < bits)
			v = lower_emit_val(L, IR_and, c, v, ir_const((int64_t)(((uint64_t)1 << m->bit_width) - 1)), loc);
	} else {
		int up = bits - pos - m->bit_width;
		v = up ? lower_emit_val(L, IR_shl, c, u, ir_const(up), loc) : u;
		if (bits - m->bit_width)
			v = lower_emit_val(L, IR_ashr, c, v, ir_const(bits - m->bit_width), loc);
	}
	if (c == IRC_L && canon(n->type)->size < 8)
		v = lower_emit_val(L, IR_copy, IRC_W, v, (IrVal){0}, loc);
	return v;
}

static IrVal bitfield_read(Lower *L, Node *n)
{
	int pos;
	int64_t unit;
	IrVal addr = lower_address(L, n);
	if (!bitfield_pos(L, n, &pos, &unit))
		return ir_const(0);
	IrVal u = lower_emit_val(L, lower_unsigned_load(unit), unit == 8 ? IRC_L : IRC_W, addr, (IrVal){0}, n->loc);
	return bitfield_extract(L, n, u, pos, unit);
}

/* stores v into the field; the value the field then holds */
static IrVal bitfield_write(Lower *L, Node *n, IrVal addr, IrVal v)
{
	int pos;
	int64_t unit;
	if (!bitfield_pos(L, n, &pos, &unit))
		return ir_const(0);
	IrClass c = unit == 8 ? IRC_L : IRC_W;
	SrcLoc loc = n->loc;
	uint64_t mask = (n->member->bit_width >= 64 ? ~(uint64_t)0
						 : (((uint64_t)1 << n->member->bit_width) - 1)) << pos;
	IrVal old = lower_emit_val(L, lower_unsigned_load(unit), c, addr, (IrVal){0}, loc);
	if (c == IRC_L && canon(n->member->type)->size < 8)
		v = lower_emit_val(L, IR_zext32, IRC_L, v, (IrVal){0}, loc);
	IrVal nv = pos ? lower_emit_val(L, IR_shl, c, v, ir_const(pos), loc) : v;
	nv = lower_emit_val(L, IR_and, c, nv, ir_const((int64_t)mask), loc);
	IrVal kept = lower_emit_val(L, IR_and, c, old, ir_const((int64_t)~mask), loc);
	IrVal u = lower_emit_val(L, IR_or, c, kept, nv, loc);
	lower_emit(L, lower_store_op(unit), IRC_NONE, u, addr, loc);
	return bitfield_extract(L, n, u, pos, unit);
}

/* a struct or union copied: the widest accesses its alignment allows */
void lower_copy_bytes(Lower *L, IrVal dst, IrVal src, int64_t size, int align, SrcLoc loc)
{
	IrEmit e = {L->m, L->f, lower_cur(L), NULL, NULL};
	ir_write_memop(&e, MEMOP_COPY, dst, src, size, align, loc);
}


/* ---- structs and unions passed by value, as clang's BPF target passes
 * them: up to 16 bytes in one or two registers, the object's bytes as
 * 64-bit words (a last partial word zero-padded: the bytes it would
 * hold in memory); a bigger one as a pointer to the caller's copy, which
 * clang and ebcc only accept in a function nobody calls (a call is the
 * error "pass by value not supported") ---- */

int lower_param_words(Type *t)
{
	if (lower_ty_wide(t))
		return 2;
	if (!is_record_type(t))
		return 1;
	int64_t size = canon(t)->size;
	return size > 8 && size <= 16 ? 2 : 1;
}

/* the `n` bytes at addr + off (1..8, alignment `align`) as a word, in
 * accesses no wider than the alignment allows and none past the object */
static IrVal load_word(Lower *L, IrVal addr, int64_t off, int64_t n, int align, SrcLoc loc)
{
	IrVal v = ir_const(0);
	bool big = L->m->prog->opt.big_endian;
	for (int64_t pos = 0; pos < n;) {
		int64_t w = 8;
		while (w > n - pos || w > align || ((off + pos) & (w - 1)))
			w >>= 1;
		IrVal a = off + pos ? lower_emit_val(L, IR_add, IRC_L, addr, ir_const(off + pos), loc) : addr;
		IrVal x = lower_emit_val(L, lower_unsigned_load(w), IRC_L, a, (IrVal){0}, loc);
		/* byte k of the word: bits 8k.. (little-endian), or from the top */
		int64_t sh = big ? 8 * (8 - pos - w) : 8 * pos;
		if (sh)
			x = lower_emit_val(L, IR_shl, IRC_L, x, ir_const(sh), loc);
		v = pos ? lower_emit_val(L, IR_or, IRC_L, v, x, loc) : x;
		pos += w;
	}
	return v;
}

/* the argument registers of a struct or union argument into args[];
 * returns how many (0 after an error) */
static int record_arg(Lower *L, Node *a, IrVal *args)
{
	Type *t = canon(a->type);
	if (t->size > 16) {
		diag_error(a->loc, "passing a struct or union of %lld bytes by value: BPF passes at most 16 bytes in registers (as clang); pass a pointer",
			   (long long)t->size);
		L->errors++;
		return 0;
	}
	IrVal addr = lower_address(L, a);
	int words = lower_param_words(t);
	int align = t->align > 0 ? t->align : 1;
	for (int w = 0; w < words; w++) {
		int64_t n = t->size - 8 * w < 8 ? t->size - 8 * w : 8;
		args[w] = n > 0 ? load_word(L, addr, 8 * w, n, align, a->loc) : ir_const(0);
	}
	return words;
}

/* pointer +/- integer: the integer widened and scaled by the pointee */
static IrVal scaled_index(Lower *L, Node *idx, Type *ptr, SrcLoc loc)
{
	IrVal v = lower_rvalue(L, idx);
	if (canon(idx->type)->size < 8) {
		if (v.kind == IRV_CONST)
			v = ir_const(lower_ty_unsigned(idx->type) ? (int64_t)(uint32_t)v.c : v.c);
		else
			v = lower_emit_val(L, lower_ty_unsigned(idx->type) ? IR_zext32 : IR_sext32, IRC_L, v, (IrVal){0}, loc);
	}
	int64_t size = canon(ptr)->base ? canon(canon(ptr)->base)->size : 1;
	if (size <= 0)
		size = 1; /* void *: GNU arithmetic on bytes */
	if (size == 1)
		return v;
	if (v.kind == IRV_CONST)
		return ir_const(v.c * size);
	return lower_emit_val(L, IR_mul, IRC_L, v, ir_const(size), loc);
}

static IrOp binop(Node *n, Type *optype)
{
	bool u = lower_ty_unsigned(optype);
	switch (n->kind == ND_OP_ASSIGN ? n->op : n->kind) {
	case ND_ADD: return IR_add;
	case ND_SUB: return IR_sub;
	case ND_MUL: return IR_mul;
	case ND_DIV: return u ? IR_udiv : IR_sdiv;
	case ND_MOD: return u ? IR_umod : IR_smod;
	case ND_SHL: return IR_shl;
	case ND_SHR: return u ? IR_lshr : IR_ashr;
	case ND_BITAND: return IR_and;
	case ND_BITOR: return IR_or;
	case ND_BITXOR: return IR_xor;
	case ND_LT: return u ? IR_ult : IR_slt;
	case ND_LE: return u ? IR_ule : IR_sle;
	case ND_GT: return u ? IR_ugt : IR_sgt;
	case ND_GE: return u ? IR_uge : IR_sge;
	case ND_EQ: return IR_eq;
	default: return IR_ne;
	}
}

/* a op b in `optype`, with pointer arithmetic scaled */
static IrVal arith(Lower *L, Node *n, Node *lhs, IrVal a, Node *rhs, Type *optype)
{
	int k = n->kind == ND_OP_ASSIGN ? n->op : n->kind;
	Type *lt = canon(lhs->type), *rt = canon(rhs->type);
	bool lptr = lt->kind == TY_PTR || lt->kind == TY_ARRAY;
	bool rptr = rt->kind == TY_PTR || rt->kind == TY_ARRAY;
	if ((k == ND_ADD || k == ND_SUB) && lptr && !rptr) {
		IrVal i = scaled_index(L, rhs, lhs->type, n->loc);
		/* p - i as p + (-i): the verifier refuses any subtraction from
		 * a stack pointer */
		if (k == ND_SUB)
			i = i.kind == IRV_CONST ? ir_const((int64_t)(0 - (uint64_t)i.c))
						: lower_emit_val(L, IR_neg, IRC_L, i, (IrVal){0}, n->loc);
		return lower_emit_val(L, IR_add, IRC_L, a, i, n->loc);
	}
	if (k == ND_ADD && rptr && !lptr) {
		IrVal p = lower_rvalue(L, rhs);
		IrVal i = lower_convert(L, a, lhs->type, rhs->type, n->loc);
		int64_t size = canon(rt->base)->size > 0 ? canon(rt->base)->size : 1;
		if (size > 1)
			i = lower_emit_val(L, IR_mul, IRC_L, i, ir_const(size), n->loc);
		return lower_emit_val(L, IR_add, IRC_L, p, i, n->loc);
	}
	IrVal b = lower_rvalue(L, rhs);
	if (k == ND_SUB && lptr && rptr) {
		IrVal d = lower_emit_val(L, IR_sub, IRC_L, a, b, n->loc);
		int64_t size = canon(lt->base)->size > 0 ? canon(lt->base)->size : 1;
		return size > 1 ? lower_emit_val(L, IR_sdiv, IRC_L, d, ir_const(size), n->loc) : d;
	}
	IrOp op = binop(n, optype);
	if (ir_ops[op].flags & OPF_CMP)
		return lower_emit_val(L, op, cls_of(lptr ? lhs->type : optype), a, b, n->loc);
	IrVal r = lower_emit_val(L, op, cls_of(optype), a, b, n->loc);
	/* narrow types never reach here after promotions, but op-assign on
	 * them converts back through lower_convert() in the caller */
	return r;
}

int32_t lower_temp_slot(Lower *L, int64_t size, SrcLoc loc)
{
	IrInst *a = lower_new_alloc(L, loc);
	a->size = size;
	a->align = (int)size;
	return a->dst;
}


IrVal lower_logical(Lower *L, Node *n)
{
	int32_t slot = lower_temp_slot(L, 4, n->loc);
	IrBlock *t = ir_block_new(L->m, L->f), *e = ir_block_new(L->m, L->f),
		*join = ir_block_new(L->m, L->f);
	lower_cond_branch(L, n, t, e);
	L->cur = t;
	lower_emit(L, IR_store32, IRC_NONE, ir_const(1), ir_tmp(slot), n->loc);
	lower_jump(L, join, n->loc);
	L->cur = e;
	lower_emit(L, IR_store32, IRC_NONE, ir_const(0), ir_tmp(slot), n->loc);
	lower_jump(L, join, n->loc);
	L->cur = join;
	return lower_emit_val(L, IR_load32, IRC_W, ir_tmp(slot), (IrVal){0}, n->loc);
}

/* branch to t if c is true, else to e; && || ! without materializing */
void lower_cond_branch(Lower *L, Node *c, IrBlock *t, IrBlock *e)
{
	if (c->kind == ND_LOGAND || c->kind == ND_LOGOR) {
		IrBlock *mid = ir_block_new(L->m, L->f);
		if (c->kind == ND_LOGAND)
			lower_cond_branch(L, c->lhs, mid, e);
		else
			lower_cond_branch(L, c->lhs, t, mid);
		L->cur = mid;
		lower_cond_branch(L, c->rhs, t, e);
		return;
	}
	if (c->kind == ND_NOT) {
		lower_cond_branch(L, c->lhs, e, t);
		return;
	}
	/* `x, a && b` and `({ ...; a && b; })` (bpf_for's condition) branch
	 * on their last operand; its 0/1 is not made and tested again, so
	 * the blocks it guards are the ones the checks dominate */
	if (c->kind == ND_COMMA) {
		lower_rvalue(L, c->lhs);
		lower_cond_branch(L, c->rhs, t, e);
		return;
	}
	if (c->kind == ND_STMT_EXPR) {
		Node *last = lower_stmt_expr_body(L, c);
		if (last && (lower_ty_scalar(last->type) || lower_ty_wide(last->type))) {
			lower_cond_branch(L, last, t, e);
			return;
		}
		lower_branch(L, last ? lower_rvalue(L, last) : ir_const(0), t, e, c->loc);
		return;
	}
	if (lower_wide_cond(L, c, t, e))
		return;
	lower_branch(L, lower_rvalue(L, c), t, e, c->loc);
}

static IrVal incdec(Lower *L, Node *n)
{
	IrVal addr = lower_address(L, n->lhs);
	Type *t = n->lhs->type;
	IrVal old = is_bitfield(n->lhs) ? bitfield_read(L, n->lhs) : load_lvalue(L, addr, n->lhs, n->loc);
	bool inc = n->kind == ND_PRE_INC || n->kind == ND_POST_INC;
	IrVal nv;
	if (canon(t)->kind == TY_PTR) {
		int64_t size = canon(canon(t)->base)->size > 0 ? canon(canon(t)->base)->size : 1;
		nv = lower_emit_val(L, IR_add, IRC_L, old, ir_const(inc ? size : -size), n->loc);
	} else {
		nv = lower_emit_val(L, inc ? IR_add : IR_sub, cls_of(t), old, ir_const(1), n->loc);
		nv = lower_renormalize(L, nv, t, n->loc);
	}
	if (is_bitfield(n->lhs))
		nv = bitfield_write(L, n->lhs, addr, nv);
	else
		store_lvalue(L, addr, nv, n->lhs, n->loc);
	return n->kind == ND_PRE_INC || n->kind == ND_PRE_DEC ? nv : old;
}

/* a helper call through libbpf's `static long (*bpf_x)(...) = (void *) N;` */
bool lower_helper_number(Node *callee, int64_t *id)
{
	while (callee->kind == ND_CAST)
		callee = callee->lhs;
	if (callee->kind != ND_VAR || callee->sym->kind != SYM_VAR || !callee->sym->init)
		return false;
	Node *e = callee->sym->init->expr;
	while (e && e->kind == ND_CAST)
		e = e->lhs;
	if (!e || e->kind != ND_NUM)
		return false;
	*id = e->ival;
	return true;
}

/* `unsigned long long load_byte(void *skb, unsigned long long off)
 * asm("llvm.bpf.load.byte")` (the selftests' bpf_legacy.h): clang's
 * names for LD_ABS/LD_IND, which the program calls as functions */
static const char packet_load_prefix[] = "llvm.bpf.load.";

static IrVal legacy_packet_load(Lower *L, Node *n, Symbol *callee)
{
	static const struct { const char *name; IrOp op; } loads[] = {
		{"byte", IR_ldpkt8}, {"half", IR_ldpkt16}, {"word", IR_ldpkt32}};
	const char *what = callee->asm_name + sizeof packet_load_prefix - 1;
	for (size_t k = 0; k < sizeof loads / sizeof loads[0]; k++) {
		if (strcmp(what, loads[k].name))
			continue;
		if (n->nargs != 2 || !lower_ty_scalar(n->type)) {
			diag_error(n->loc, "'%s' (%s, a packet load) takes the skb and an offset and returns a scalar",
				   callee->name->name, callee->asm_name);
			L->errors++;
			return ir_const(0);
		}
		IrVal skb = lower_rvalue(L, n->args), off = lower_rvalue(L, n->args->next);
		return ir_tmp(lower_emit(L, loads[k].op, cls_of(n->type), skb, off, n->loc)->dst);
	}
	diag_error(n->loc, "'%s' is not a BPF packet load clang knows (llvm.bpf.load.byte, .half or .word)",
		   callee->asm_name);
	L->errors++;
	return ir_const(0);
}

static IrVal call(Lower *L, Node *n)
{
	Node *fn = n->lhs;
	while (fn->kind == ND_DECAY || (fn->kind == ND_CAST && canon(fn->type)->kind == TY_PTR &&
					canon(fn->lhs->type)->kind == TY_PTR))
		fn = fn->lhs;
	if (fn->kind == ND_DEREF)
		fn = fn->lhs;
	Symbol *callee = NULL;
	int64_t helper = 0;
	IrVal target = {0}; /* a call through a pointer: its value */
	if (fn->kind == ND_VAR && fn->sym->kind == SYM_FUNC)
		callee = fn->sym;
	else if (!lower_helper_number(fn, &helper))
		target = lower_rvalue(L, n->lhs); /* fold may make it a function (inlined parameters, locals) */
	if (callee && !callee->body && n->nargs == 3 && callee->name) {
		/* the C library's memcpy/memmove/memset/memcmp have no BPF definition:
		 * as clang does, a call to the declared function is the builtin
		 * (inlined; a size it cannot inline is a located error here, not
		 * libbpf's "failed to find BTF for extern 'memcpy'") */
		static const struct { const char *name; int builtin; } lib[] = {
			{"memcpy", BI_MEMCPY}, {"memmove", BI_MEMMOVE}, {"memset", BI_MEMSET}, {"memcmp", BI_MEMCMP}};
		for (size_t j = 0; j < sizeof lib / sizeof lib[0]; j++)
			if (!strcmp(callee->name->name, lib[j].name)) {
				Node b = *n;
				b.kind = ND_BUILTIN;
				b.builtin = lib[j].builtin;
				return lower_builtin(L, &b);
			}
	}
	if (callee && !callee->body && callee->asm_name && !strncmp(callee->asm_name, packet_load_prefix, sizeof packet_load_prefix - 1))
		return legacy_packet_load(L, n, callee);
	/* a call to an always_inline function may pass more: inlining
	 * removes it (libbpf's BPF_PROG with 6+ arguments calls its
	 * `____name` body so); one left after inlining is the error, at
	 * instruction selection */
	bool inlined = callee && callee->body && callee->is_always_inline;
	Type *rt = canon(n->type);
	bool sret = returns_through_pointer(rt);
	if (sret && (!callee || !callee->body)) {
		diag_error(n->loc, "a call of '%s', which returns %s by value and has no body here: BPF calls return a scalar in r0",
			   callee ? callee->name->name : "a helper", memory_result(rt));
		L->errors++;
		return ir_const(0);
	}
	int nregs = sret;
	for (Node *a = n->args; a; a = a->next)
		nregs += lower_param_words(a->type);
	if (nregs > 5 && !inlined) {
		if (nregs > n->nargs)
			diag_error(n->loc, "too many arguments in a call: BPF passes at most 5 registers (r1-r5), this call needs %d (a struct of 9-16 bytes takes two%s)",
				   nregs, sret ? ", the address for the struct result one" : "");
		else
			diag_error(n->loc, "too many arguments in a call: BPF passes at most 5 (r1-r5), this call has %d",
				   n->nargs);
		L->errors++;
		return ir_const(0);
	}
	IrVal *args = xcalloc((size_t)nregs + 1, sizeof *args);
	int k = 0;
	IrVal result = {0};
	if (returns_in_memory(rt)) {
		IrInst *slot = lower_new_alloc(L, n->loc);
		slot->size = rt->size > 0 ? (rt->size + 7) & ~(int64_t)7 : 8;
		slot->align = rt->align > 8 ? rt->align : 8;
		slot->wide = lower_ty_wide(rt);
		result = ir_tmp(slot->dst);
		if (sret)
			args[k++] = result;
	}
	for (Node *a = n->args; a; a = a->next) {
		if (is_record_type(a->type)) {
			int w = record_arg(L, a, args + k);
			if (!w) {
				free(args);
				return ir_const(0);
			}
			k += w;
			continue;
		}
		if (lower_ty_wide(a->type)) { /* two words, as clang passes it */
			lower_wide_words(L, lower_wide(L, a), args + k);
			k += 2;
			continue;
		}
		args[k++] = lower_rvalue(L, a);
	}
	IrInst *i = lower_emit(L, IR_call, rt->kind == TY_VOID || result.kind ? IRC_L : cls_of(rt), target, (IrVal){0}, n->loc);
	if (!result.kind && rt->kind == TY_BOOL)
		i->ret_ext = 1;
	else if (!result.kind && lower_ty_scalar(rt) && rt->kind != TY_PTR && rt->size < 4)
		i->ret_ext = (int8_t)((lower_ty_unsigned(rt) ? 8 : -8) * rt->size);
	i->callee = callee;
	i->size = helper;
	i->nargs = k;
	i->args = arena_alloc(&L->m->arena, sizeof(IrVal) * (k ? k : 1));
	memcpy(i->args, args, sizeof(IrVal) * k);
	free(args);
	return result.kind ? result : ir_tmp(i->dst);
}

static bool ty_float(Type *t)
{
	t = canon(t);
	return t && (t->kind == TY_FLOAT || t->kind == TY_DOUBLE || t->kind == TY_LDOUBLE);
}

IrVal lower_rvalue(Lower *L, Node *n)
{
	if (ty_float(n->type) || (n->kind == ND_CAST && n->lhs && ty_float(n->lhs->type))) {
		/* a floating constant converted to an integer is that integer
		 * (bpf_timer_start(t, 10E9, 0) in the selftests), as clang folds it */
		int64_t v;
		if (!ty_float(n->type) && const_int_value(n, &v))
			return ir_const(v);
		diag_error(n->loc, "floating point is not supported: BPF has no floating-point instructions");
		L->errors++;
		return ir_const(0);
	}
	if (lower_ty_wide(n->type))
		return lower_wide(L, n).lo;
	IrVal narrow;
	if (lower_wide_narrow(L, n, &narrow))
		return narrow;
	switch (n->kind) {
	case ND_NUM:
		if (!lower_ty_scalar(n->type))
			break;
		return ir_const(n->ival);
	case ND_VAR:
		if (n->sym->kind == SYM_ENUM_CONST)
			return ir_const(n->sym->enum_value);
		/* fallthrough */
	case ND_MEMBER:
		if (is_bitfield(n))
			return bitfield_read(L, n);
		/* fallthrough */
	case ND_DEREF:
	case ND_COMPOUND_LIT:
		return load_lvalue(L, lower_address(L, n), n, n->loc);
	case ND_DECAY:
	case ND_ADDR:
		return lower_address(L, n->lhs);
	case ND_CAST:
		if (canon(n->type)->kind == TY_VOID && is_record_type(n->lhs->type)) {
			lower_address(L, n->lhs); /* (void)f(): its effects only */
			return ir_const(0);
		}
		if (!lower_ty_scalar(n->type) && canon(n->type)->kind != TY_VOID)
			break;
		if (canon(n->lhs->type)->kind != TY_ARRAY && canon(n->lhs->type)->kind != TY_FUNC &&
		    !lower_ty_scalar(n->lhs->type))
			break;
		return lower_convert(L, lower_rvalue(L, n->lhs), n->lhs->type, n->type, n->loc);
	case ND_NEG:
		return lower_emit_val(L, IR_neg, cls_of(n->type), lower_rvalue(L, n->lhs), (IrVal){0}, n->loc);
	case ND_PLUS:
		return lower_rvalue(L, n->lhs);
	case ND_BITNOT:
		return lower_emit_val(L, IR_xor, cls_of(n->type), lower_rvalue(L, n->lhs), ir_const(-1), n->loc);
	case ND_NOT:
		return lower_emit_val(L, IR_eq, cls_of(n->lhs->type), lower_rvalue(L, n->lhs), ir_const(0), n->loc);
	case ND_PRE_INC:
	case ND_PRE_DEC:
	case ND_POST_INC:
	case ND_POST_DEC:
		return incdec(L, n);
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL:
	case ND_SHR: case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_LT: case ND_LE:
	case ND_GT: case ND_GE: case ND_EQ: case ND_NE: {
		Type *opt = n->kind >= ND_LT && n->kind <= ND_NE ? n->lhs->type : n->type;
		if (!lower_ty_scalar(opt) && canon(opt)->kind != TY_ARRAY)
			break;
		return arith(L, n, n->lhs, lower_rvalue(L, n->lhs), n->rhs, opt);
	}
	case ND_LOGAND:
	case ND_LOGOR:
		return lower_logical(L, n);
	case ND_ASSIGN: {
		IrVal addr = lower_address(L, n->lhs);
		if (is_record_type(n->lhs->type)) {
			Type *t = canon(n->lhs->type);
			lower_copy_bytes(L, addr, lower_address(L, n->rhs), t->size, t->align, n->loc);
			return ir_const(0);
		}
		IrVal v = lower_rvalue(L, n->rhs);
		if (is_bitfield(n->lhs))
			return bitfield_write(L, n->lhs, addr, v);
		store_lvalue(L, addr, v, n->lhs, n->loc);
		return v;
	}
	case ND_OP_ASSIGN: {
		IrVal addr = lower_address(L, n->lhs);
		if (is_bitfield(n->lhs)) {
			Type *opt = n->optype ? n->optype : n->lhs->type;
			IrVal a = lower_convert(L, bitfield_read(L, n->lhs), n->lhs->type, opt, n->loc);
			IrVal r = lower_convert(L, arith(L, n, n->lhs, a, n->rhs, opt), opt, n->lhs->type, n->loc);
			return bitfield_write(L, n->lhs, addr, r);
		}
		IrVal old = load_lvalue(L, addr, n->lhs, n->loc);
		Type *opt = n->optype ? n->optype : n->lhs->type;
		IrVal a = lower_convert(L, old, n->lhs->type, opt, n->loc);
		IrVal r = arith(L, n, n->lhs, a, n->rhs, opt);
		r = lower_convert(L, r, canon(opt)->kind == TY_PTR ? n->lhs->type : opt, n->lhs->type, n->loc);
		store_lvalue(L, addr, r, n->lhs, n->loc);
		return r;
	}
	case ND_COND: {
		if (!lower_ty_scalar(n->type) && canon(n->type)->kind != TY_VOID)
			break;
		bool is_void = canon(n->type)->kind == TY_VOID;
		int32_t slot = is_void ? -1 : lower_temp_slot(L, canon(n->type)->size, n->loc);
		IrBlock *t = ir_block_new(L->m, L->f), *e = ir_block_new(L->m, L->f),
			*join = ir_block_new(L->m, L->f);
		IrVal tv;
		if (n->then) {
			lower_cond_branch(L, n->cond, t, e);
			L->cur = t;
			tv = lower_rvalue(L, n->then);
		} else {
			/* GNU c ?: b: c once; its value, converted, when nonzero */
			IrVal cv = lower_rvalue(L, n->cond);
			lower_branch(L, cv, t, e, n->loc);
			L->cur = t;
			tv = is_void ? cv : lower_convert(L, cv, n->cond->type, n->type, n->loc);
		}
		if (!is_void)
			lower_store(L, ir_tmp(slot), tv, n->type, n->loc);
		lower_jump(L, join, n->loc);
		L->cur = e;
		IrVal ev = lower_rvalue(L, n->els);
		if (!is_void)
			lower_store(L, ir_tmp(slot), ev, n->type, n->loc);
		lower_jump(L, join, n->loc);
		L->cur = join;
		return is_void ? ir_const(0) : lower_load(L, ir_tmp(slot), n->type, n->loc);
	}
	case ND_COMMA:
		lower_rvalue(L, n->lhs);
		return lower_rvalue(L, n->rhs);
	case ND_CALL:
		return call(L, n);
	case ND_BUILTIN:
		return lower_builtin(L, n);
	case ND_STMT_EXPR: {
		Node *last = lower_stmt_expr_body(L, n);
		return last ? lower_rvalue(L, last) : ir_const(0);
	}
	default:
		break;
	}
	lower_unsupported(L, n->loc, "this expression");
	return ir_const(0);
}

/* ---- statements ---- */

/* size bytes at addr (a stack slot: 8-byte aligned, see the back end's
 * frame layout) = the string's bytes, then zeros: each piece the widest
 * aligned constant store */
/* The widest store at byte `at` of a local's slot (slots are 8-byte
 * aligned) that stays inside `left` bytes: the verifier refuses
 * misaligned stack accesses. */
static int64_t slot_store_width(int64_t at, int64_t left)
{
	int64_t w = 8;
	while (w > 1 && (at % w || w > left))
		w >>= 1;
	return w;
}

/* addr is byte `at` of a local's slot */
static void string_init(Lower *L, IrVal addr, int64_t at, Node *str, int64_t size, SrcLoc loc)
{
	bool big = L->m->prog->opt.big_endian;
	for (int64_t off = 0; off < size;) {
		int64_t w = slot_store_width(at + off, size - off);
		uint64_t v = 0;
		for (int64_t k = 0; k < w; k++) {
			uint64_t byte = off + k < str->str_len ? (uint8_t)str->str[off + k] : 0;
			v |= byte << (8 * (big ? w - 1 - k : k));
		}
		IrVal a = off ? lower_emit_val(L, IR_add, IRC_L, addr, ir_const(off), loc) : addr;
		lower_emit(L, lower_store_op(w), IRC_NONE, ir_const(w == 8 ? (int64_t)v : (int64_t)(int32_t)(uint32_t)v), a, loc);
		off += w;
	}
}

/* a volatile object, or an array of them (to any depth) */
static bool volatile_object(Type *t)
{
	for (; t; t = canon(t)->kind == TY_ARRAY ? canon(t)->base : NULL)
		if (t->qual & Q_VOLATILE)
			return true;
	return false;
}

/* The initializer of a volatile object stores volatile (as clang's
 * volatile memset): no pass drops them.  The selftests claim frame
 * size with `volatile char buf[256] = {}` of which one byte is read. */
static void local_init(Lower *L, Symbol *s)
{
	if (!s->has_init)
		return;
	bool outer = L->volatile_init;
	L->volatile_init = volatile_object(s->type);
	local_init_stores(L, s);
	L->volatile_init = outer;
}

static void local_init_stores(Lower *L, Symbol *s)
{
	IrVal addr = lower_address(L, &(Node){.kind = ND_VAR, .sym = s, .loc = s->loc});
	Type *t = canon(s->type);
	InitEntry *only = s->init;
	if (only && !only->next && only->offset == 0 && only->expr->kind == ND_STR && canon(only->type) == t) {
		/* char buf[N] = "...": the bytes and the zeros after them, once */
		string_init(L, addr, 0, only->expr, t->size, s->loc);
		return;
	}
	if (!lower_ty_scalar(t)) {
		/* zero the bytes no initializer stores (bit-fields store into a
		 * zeroed unit), then store each initialized piece */
		uint8_t *covered = xcalloc((size_t)t->size + 1, 1);
		for (InitEntry *e = s->init; e; e = e->next)
			if (!e->bitfield)
				for (int64_t k = e->offset; k < e->offset + canon(e->type)->size && k < t->size; k++)
					covered[k] = 1;
		int64_t off = 0;
		while (off < t->size) {
			if (covered[off]) {
				off++;
				continue;
			}
			int64_t run = 0;
			while (off + run < t->size && !covered[off + run])
				run++;
			int64_t w = slot_store_width(off, run);
			IrVal a = off ? lower_emit_val(L, IR_add, IRC_L, addr, ir_const(off), s->loc) : addr;
			lower_emit(L, lower_store_op(w), IRC_NONE, ir_const(0), a, s->loc);
			off += w;
		}
		free(covered);
	}
	for (InitEntry *e = s->init; e; e = e->next) {
		IrVal a = e->offset ? lower_emit_val(L, IR_add, IRC_L, addr, ir_const(e->offset), s->loc) : addr;
		if (is_record_type(e->type) && e->expr->kind != ND_STR && !e->bitfield) {
			Type *rt = canon(e->type);
			lower_copy_bytes(L, a, lower_address(L, e->expr), rt->size, rt->align, e->expr->loc);
			continue;
		}
		if (ty_float(e->type)) {
			lower_rvalue(L, e->expr); /* the floating-point error, located */
			continue;
		}
		if (e->expr->kind == ND_STR && canon(e->type)->kind == TY_ARRAY) {
			string_init(L, a, e->offset, e->expr, canon(e->type)->size, e->expr->loc);
			continue;
		}
		if (lower_ty_wide(e->type) && !e->bitfield) {
			lower_wide_store(L, a, lower_wide_of(L, e->expr), e->type, e->expr->loc);
			continue;
		}
		if (e->expr->kind == ND_STR || !lower_ty_scalar(e->type)) {
			lower_unsupported(L, e->expr->loc, "this initializer");
			continue;
		}
		IrVal v = lower_rvalue(L, e->expr);
		if (e->bitfield) {
			Node mn = {.kind = ND_MEMBER, .member = e->bitfield, .type = e->bitfield->type,
				   .loc = e->expr->loc};
			IrVal unit = e->bitfield->offset
					     ? lower_emit_val(L, IR_add, IRC_L, a, ir_const(e->bitfield->offset), s->loc)
					     : a;
			bitfield_write(L, &mn, unit, v);
			continue;
		}
		lower_store(L, a, v, e->type, e->expr->loc);
	}
}

static void loop(Lower *L, Node *n)
{
	IrBlock *head = ir_block_new(L->m, L->f), *body = ir_block_new(L->m, L->f),
		*cont = ir_block_new(L->m, L->f), *exit = ir_block_new(L->m, L->f);
	head->loop = body->loop = n; /* the header (body: a do-while's); unroll.c reads the hint */
	int depth = L->ncleanups; /* a for's declarations live until its end */
	if (n->kind == ND_FOR && n->init) {
		if (n->init->kind == ND_DECL) {
			/* `for (T a, *b = init; ...)`: every declarator, in order */
			for (Node *d = n->init; d; d = d->next)
				stmt(L, d);
		} else if (n->init->kind == ND_BLOCK || n->init->kind == ND_EXPR_STMT)
			stmt(L, n->init);
		else
			lower_rvalue(L, n->init);
	}
	lower_jump(L, n->kind == ND_DO ? body : head, n->loc);
	L->cur = head;
	if (n->cond)
		lower_cond_branch(L, n->cond, body, exit);
	else
		lower_jump(L, body, n->loc);
	L->cur = body;
	Loop lp = {L->loops, n, exit, cont, L->ncleanups};
	L->loops = &lp;
	stmt(L, n->body ? n->body : n->then);
	L->loops = lp.up;
	lower_jump(L, cont, n->loc);
	L->cur = cont;
	if (n->inc)
		lower_rvalue(L, n->inc);
	lower_jump(L, head, n->loc);
	L->cur = exit;
	end_scope(L, depth);
}

IrBlock *lower_label_block(Lower *L, Node *label)
{
	for (int k = 0; k < L->nlabels; k++)
		if (L->labels[k].node == label)
			return L->labels[k].block;
	if (L->nlabels == L->cap_labels) {
		L->cap_labels = L->cap_labels ? L->cap_labels * 2 : 8;
		L->labels = xrealloc(L->labels, sizeof *L->labels * (size_t)L->cap_labels);
	}
	IrBlock *b = ir_block_new(L->m, L->f);
	L->labels[L->nlabels++] = (NodeBlock){label, b};
	return b;
}

/* switch as a chain of compares, in case order (the verifier has no
 * indirect jumps, so no jump tables).  A GNU range lo...hi is tested
 * with two compares of the value itself, not `v - lo <= hi - lo`: the
 * verifier tracks bounds through the former only.  The compares are the
 * switch statement's work and carry its position, not the case labels'
 * (a -g line record per label would name lines that run nothing). */
static void lower_switch(Lower *L, Node *n)
{
	if (lower_ty_wide(n->cond->type)) {
		lower_unsupported(L, n->cond->loc, "a switch on a 128-bit value");
		return;
	}
	IrVal v = lower_rvalue(L, n->cond);
	IrClass c = cls_of(n->cond->type);
	bool u = lower_ty_unsigned(n->cond->type);
	IrBlock *exit = ir_block_new(L->m, L->f);
	Switch sw = {L->sw, NULL, 0};
	int count = 0;
	for (Node *k = n->case_next; k; k = k->case_next)
		count++;
	sw.cases = xcalloc((size_t)(count ? count : 1), sizeof *sw.cases);
	IrBlock *dflt = exit;
	for (Node *k = n->case_next; k; k = k->case_next) {
		IrBlock *b = ir_block_new(L->m, L->f);
		sw.cases[sw.ncases++] = (NodeBlock){k, b};
		if (k->kind == ND_DEFAULT) {
			dflt = b;
			continue;
		}
		IrBlock *next = ir_block_new(L->m, L->f);
		if (k->case_hi == k->ival) {
			lower_branch(L, lower_emit_val(L, IR_eq, c, v, ir_const(k->ival), n->loc), b, next, n->loc);
		} else {
			IrBlock *mid = ir_block_new(L->m, L->f);
			lower_branch(L, lower_emit_val(L, u ? IR_uge : IR_sge, c, v, ir_const(k->ival), n->loc), mid, next,
			       n->loc);
			L->cur = mid;
			lower_branch(L, lower_emit_val(L, u ? IR_ule : IR_sle, c, v, ir_const(k->case_hi), n->loc), b, next,
			       n->loc);
		}
		L->cur = next;
	}
	lower_jump(L, dflt, n->loc);
	Loop lp = {L->loops, n, exit, L->loops ? L->loops->cont : NULL, L->ncleanups};
	L->loops = &lp;
	L->sw = &sw;
	stmt(L, n->body);
	L->sw = sw.up;
	L->loops = lp.up;
	lower_jump(L, exit, n->loc);
	L->cur = exit;
	free(sw.cases);
}

/* ---- __attribute__((cleanup(fn))) ---- */

static Symbol *cleanup_fn(Lower *L, const Attr *a)
{
	Node *e = a->nargs ? a->args[0] : NULL;
	while (e && (e->kind == ND_DECAY || e->kind == ND_ADDR || e->kind == ND_CAST))
		e = e->lhs;
	if (e && e->kind == ND_VAR && e->sym->kind == SYM_FUNC)
		return e->sym;
	if (e && e->kind == ND_IDENT)
		for (Symbol *g = L->m->prog->globals; g; g = g->next)
			if (g->kind == SYM_FUNC && g->name == e->ident)
				return g;
	return NULL;
}

static void push_cleanup(Lower *L, Symbol *var)
{
	for (const Attr *a = var->attrs; a; a = a->next) {
		if (strcmp(a->name->name, "cleanup"))
			continue;
		Symbol *fn = cleanup_fn(L, a);
		if (!fn) {
			diag_error(a->loc, "cleanup attribute: the argument must name a function");
			L->errors++;
			return;
		}
		if (L->ncleanups == L->cap_cleanups) {
			L->cap_cleanups = L->cap_cleanups ? L->cap_cleanups * 2 : 8;
			L->cleanups = xrealloc(L->cleanups, sizeof *L->cleanups * (size_t)L->cap_cleanups);
		}
		L->cleanups[L->ncleanups++] = (Cleanup){var, fn, a->loc};
		return;
	}
}

/* fn(&var) for the cleanups from index `down_to` up, innermost first
 * (nothing if this point cannot be reached) */
static void run_cleanups(Lower *L, int down_to)
{
	for (int k = L->ncleanups - 1; k >= down_to && L->cur; k--) {
		Cleanup *c = &L->cleanups[k];
		IrVal addr = lower_address(L, &(Node){.kind = ND_VAR, .sym = c->var, .loc = c->loc});
		IrInst *i = lower_emit(L, IR_call, IRC_L, (IrVal){0}, (IrVal){0}, c->loc);
		i->callee = c->fn;
		i->nargs = 1;
		i->args = arena_alloc(&L->m->arena, sizeof(IrVal));
		i->args[0] = addr;
	}
}

/* leaving a scope: its cleanups run and are no longer in force */
static void end_scope(Lower *L, int depth)
{
	run_cleanups(L, depth);
	L->ncleanups = depth;
}

static void stmt(Lower *L, Node *n)
{
	switch (n->kind) {
	case ND_BLOCK: {
		int depth = L->ncleanups;
		for (Node *s = n->body; s; s = s->next)
			stmt(L, s);
		end_scope(L, depth);
		return;
	}
	case ND_EXPR_STMT:
		lower_rvalue(L, n->lhs);
		return;
	case ND_DECL:
		if (n->sym->kind == SYM_VAR && n->sym->storage != SC_STATIC && n->sym->storage != SC_EXTERN) {
			local_init(L, n->sym);
			push_cleanup(L, n->sym);
		}
		return;
	case ND_IF: {
		IrBlock *t = ir_block_new(L->m, L->f), *e = n->els ? ir_block_new(L->m, L->f) : NULL,
			*join = ir_block_new(L->m, L->f);
		lower_cond_branch(L, n->cond, t, e ? e : join);
		L->cur = t;
		stmt(L, n->then);
		lower_jump(L, join, n->loc);
		if (e) {
			L->cur = e;
			stmt(L, n->els);
			lower_jump(L, join, n->loc);
		}
		L->cur = join;
		return;
	}
	case ND_WHILE:
	case ND_DO:
	case ND_FOR:
		loop(L, n);
		return;
	case ND_BREAK:
	case ND_CONTINUE:
		for (Loop *lp = L->loops; lp; lp = lp->up)
			if (lp->stmt == n->target) {
				IrBlock *to = n->kind == ND_BREAK ? lp->brk : lp->cont;
				if (to) {
					run_cleanups(L, lp->cleanup_depth);
					lower_jump(L, to, n->loc);
				}
				else
					lower_unsupported(L, n->loc, "this jump");
				return;
			}
		lower_unsupported(L, n->loc, "this jump");
		return;
	case ND_RETURN: {
		IrVal v = {0};
		if (n->lhs) {
			Type *t = canon(n->lhs->type);
			if (t->kind == TY_VOID) {
				lower_rvalue(L, n->lhs);
			} else if (is_record_type(t)) {
				/* through the hidden result pointer (none: empty) */
				IrVal src = lower_address(L, n->lhs);
				if (L->sret >= 0)
					lower_copy_bytes(L, ir_tmp(L->sret), src, t->size, t->align, n->loc);
			} else if (lower_ty_wide(t)) {
				Wide w = lower_wide(L, n->lhs);
				lower_wide_store(L, ir_tmp(L->sret), w, t, n->loc);
			} else if (!lower_ty_scalar(t))
				L->errors++; /* reported once, at the function (lower_func) */
			else
				v = lower_rvalue(L, n->lhs);
		}
		run_cleanups(L, 0); /* after the value is computed, as C says */
		ir_append(L->m, lower_cur(L), IR_ret, IRC_NONE, -1, v, (IrVal){0}, n->loc);
		L->cur = NULL;
		return;
	}
	case ND_NULL_STMT:
		return;
	case ND_SWITCH:
		lower_switch(L, n);
		return;
	case ND_CASE:
	case ND_DEFAULT:
	case ND_LABEL:
		if (enter_label(L, n))
			stmt(L, n->then);
		return;
	case ND_GOTO:
		if (!n->target) {
			lower_unsupported(L, n->loc, "a computed goto");
			return;
		}
		lower_jump(L, lower_label_block(L, n->target), n->loc);
		return;
	case ND_ASM:
		lower_asm(L, n);
		return;
	default:
		lower_unsupported(L, n->loc, "this statement");
	}
}

static void lower_func(Lower *L, Symbol *fs)
{
	IrFunc *f = ir_func_new(L->m, fs);
	L->f = f;
	L->loops = NULL;
	L->last_alloc = NULL;
	L->nlabels = 0;
	L->sw = NULL;
	memset(&L->slots, 0, sizeof L->slots);
	Type *ft = canon(fs->type);
	Type *rt = canon(ft->base);
	bool sret = returns_through_pointer(rt);
	if (sret && fs->storage != SC_STATIC && !fs->is_inline) {
		diag_error(fs->def_loc, "global function '%s' returns %s by value: the verifier accepts only a scalar result from a global function; make it static",
			   fs->name->name, memory_result(rt));
		L->errors++;
	} else if (rt->kind != TY_VOID && !returns_in_memory(rt) && !lower_ty_scalar(rt)) {
		diag_error(fs->def_loc, "function '%s' returns a floating-point value: BPF has no floating point",
			   fs->name->name);
		L->errors++;
	}
	f->ret_cls = rt->kind == TY_VOID || returns_in_memory(rt) ? IRC_NONE : cls_of(rt);
	int np = sret, nparams = 0;
	for (Symbol *p = fs->params; p; p = p->next, nparams++)
		np += lower_param_words(p->type);
	if (np > 5 && !(fs->is_always_inline && fs->storage == SC_STATIC)) {
		/* (a static always_inline one is inlined everywhere: if a copy
		 * is still emitted after that, instruction selection says so) */
		if (np > nparams)
			diag_error(fs->def_loc, "function '%s' needs %d parameter registers: BPF passes at most 5 (r1-r5; a struct of 9-16 bytes takes two%s)",
				   fs->name->name, np, sret ? ", the address for its struct result one" : "");
		else
			diag_error(fs->def_loc, "function '%s' has %d parameters: BPF passes at most 5 (r1-r5)",
				   fs->name->name, np);
		L->errors++;
	}
	f->nparams = np;
	f->params = arena_alloc(&L->m->arena, sizeof(int32_t) * (np ? np : 1));
	f->param_cls = arena_alloc(&L->m->arena, (size_t)(np ? np : 1));
	L->cur = ir_block_new(L->m, f);
	int k = 0;
	L->sret = -1;
	if (sret) {
		L->sret = f->params[k] = new_tmp(L);
		f->param_cls[k++] = IRC_L;
	}
	for (Symbol *p = fs->params; p; p = p->next) {
		if (is_record_type(p->type)) {
			/* its words (or the pointer to the caller's copy of a bigger
			 * one) into a slot of its own */
			Type *t = canon(p->type);
			int words = lower_param_words(t);
			for (int w = 0; w < words; w++) {
				f->params[k + w] = new_tmp(L);
				f->param_cls[k + w] = IRC_L;
			}
			if (!p->is_referenced && !p->is_addr_taken) {
				/* unused (the selftests' btf__core_reloc_* functions
				 * exist for their BTF): no copy */
				k += words;
				continue;
			}
			int32_t slot = make_slot(L, p);
			IrInst *a = L->last_alloc;
			if (a && a->dst == slot && t->size <= 16) {
				a->size = 8 * words; /* whole words stored */
				if (a->align < 8)
					a->align = 8;
			}
			if (t->size > 16)
				lower_copy_bytes(L, ir_tmp(slot), ir_tmp(f->params[k]), t->size, t->align, p->loc);
			else
				for (int w = 0; w < words; w++) {
					IrVal at = w ? lower_emit_val(L, IR_add, IRC_L, ir_tmp(slot), ir_const(8 * w), p->loc)
						     : ir_tmp(slot);
					lower_emit(L, IR_store64, IRC_NONE, ir_tmp(f->params[k + w]), at, p->loc);
				}
			k += words;
			continue;
		}
		if (lower_ty_wide(p->type)) {
			/* two words: stored into its slot in memory order */
			int32_t slot = make_slot(L, p);
			for (int w = 0; w < 2; w++) {
				f->params[k + w] = new_tmp(L);
				f->param_cls[k + w] = IRC_L;
				IrVal at = w ? lower_emit_val(L, IR_add, IRC_L, ir_tmp(slot), ir_const(8), p->loc) : ir_tmp(slot);
				lower_emit(L, IR_store64, IRC_NONE, ir_tmp(f->params[k + w]), at, p->loc);
			}
			k += 2;
			continue;
		}
		f->params[k] = new_tmp(L);
		if (!lower_ty_scalar(p->type)) {
			diag_error(p->loc, "parameter '%s' has a type BPF cannot pass (floating point)",
				   p->name ? p->name->name : "");
			L->errors++;
			f->param_cls[k++] = IRC_L;
			continue;
		}
		f->param_cls[k] = (uint8_t)cls_of(p->type);
		int32_t slot = make_slot(L, p);
		lower_store(L, ir_tmp(slot), ir_tmp(f->params[k]), p->type, p->loc);
		k++;
	}
	stmt(L, fs->body);
	if (L->cur) {
		/* falling off the end: main-style functions return 0 */
		IrVal v = f->ret_cls == IRC_NONE ? (IrVal){0} : ir_const(0);
		ir_append(L->m, L->cur, IR_ret, IRC_NONE, -1, v, (IrVal){0}, fs->def_loc);
		L->cur = NULL;
	}
	free(L->slots.keys);
	free(L->slots.tmps);
	free(L->labels);
	free(L->cleanups);
	L->cleanups = NULL;
	L->ncleanups = L->cap_cleanups = 0;
	L->labels = NULL;
	L->cap_labels = 0;
}

IrModule *ir_lower(Program *prog)
{
	Lower L = {.m = ir_module_new(prog)};
	int nf;
	bool *needed = ir_needed_funcs(prog, &nf);
	int k = 0;
	for (Symbol *fs = prog->funcs; fs; fs = fs->func_next, k++)
		if (needed[k])
			lower_func(&L, fs);
	free(needed);
	if (L.errors || ir_check(L.m, "lowering")) {
		ir_module_free(L.m);
		return NULL;
	}
	return L.m;
}
