/* memfwd.c - loads that memory already answers, within a block and
 * from the blocks before it (what all its predecessors knew alike).
 *
 * A load of the bytes a store in the same block just wrote is the
 * stored value (store-to-load forwarding: `e->payload[k] = x; s +=
 * e->payload[k]` adds x), and a load of what an earlier load in the
 * block read, with no store that may overlap in between, is that load's
 * value.  For the verifier this is only better: a value kept in its
 * register keeps the bounds it was checked with, where a reload from the
 * stack or a map value starts over unknown.
 *
 * Addresses are compared as base + constant offset (a temporary, an
 * `alloc` slot or a symbol as the base, `add base, c` unfolded).  Two
 * accesses can only be told apart when they have the same base and
 * disjoint bytes, or bases that are different objects (two slots, two
 * symbols, a slot and a symbol); any other store forgets everything
 * it may overlap (a slot whose address only goes to loads, stores and
 * call arguments is overlapped only by pointers made from it, and not
 * if a call given it returns a pointer that is used: bpf_dynptr_slice
 * returns its buffer), a call forgets all but such slots it is not
 * passed, and an atomic or inline
 * asm forgets all.  A store forgets nothing of another type class
 * (distinct_types: type-based aliasing, the classes lowering gives each
 * access from its C lvalue).
 * A load all of whose bytes constant stores wrote is their constant
 * (constant_from_parts); stores nothing reads are deadstore.c's.
 * Volatile loads are never answered and never answer.  The replaced
 * loads stay for dce.c to remove.
 * A base temporary is first mapped to the earliest one computing the
 * same arithmetic of the same values (value numbering, for comparing
 * only: `&f[i]` computed again in the next block is the same address,
 * but no register is replaced, so none loses the bounds the verifier
 * tracks for it). */
#include "ir.h"
#include "loop.h"

#include <stdlib.h>
#include <string.h>

typedef struct Addr {
	IrVal base; /* IRV_TMP or IRV_SYM (offset 0 in .c) */
	int64_t off;
	bool is_slot; /* base is an `alloc` temporary */
} Addr;

typedef struct Known {
	Addr at;
	int width;
	uint8_t alias; /* IR_ALIAS_*: the access's type class */
	bool stored;  /* a store's value, else a load's result */
	uint8_t op;   /* the load (stored == false) */
	uint8_t cls;  /* of val */
	IrVal val;
} Known;

enum { MAX_KNOWN = 64 };

typedef struct MemFwd {
	IrInst **def;  /* [tmp] */
	uint8_t *cls;  /* [tmp] */
	IrVal *repl;   /* [tmp]: the value replacing a load's result */
	int32_t *slot_of; /* [tmp]: the `alloc` a pointer is derived from, -1 if none */
	bool *exposed;    /* [alloc tmp]: its address is stored, in a phi, in asm: anyone may write it */
	int32_t *vn;      /* [tmp]: the first temporary of the same value (fill_value_numbers) */
	IrInst **vtab;    /* the pure instructions by (op, class, numbered operands) */
	size_t vcap;
	Known known[MAX_KNOWN];
	int nknown;
	bool big_endian; /* the target's byte order, for constants stored in parts */
} MemFwd;

static IrVal numbered(const MemFwd *s, IrVal v);
static bool split_index(const MemFwd *s, const IrInst *d, IrVal *base, int64_t *off);

static Addr address_of(const MemFwd *s, IrVal p)
{
	Addr a = {p, 0, false};
	if (p.kind == IRV_SYM) {
		a.off = p.c;
		a.base.c = 0;
		return a;
	}
	if (p.kind != IRV_TMP)
		return a;
	IrInst *d = s->def[p.tmp];
	if (d && d->op == IR_add && d->cls == IRC_L && d->b.kind == IRV_CONST && d->a.kind == IRV_TMP) {
		a.base = d->a;
		a.off = d->b.c;
		d = s->def[d->a.tmp];
	}
	a.is_slot = d && d->op == IR_alloc;
	if (!a.is_slot)
		split_index(s, d, &a.base, &a.off);
	a.base = numbered(s, a.base);
	return a;
}

static bool same_base(const Addr *x, const Addr *y)
{
	return x->base.kind == y->base.kind && x->base.tmp == y->base.tmp && x->base.sym == y->base.sym;
}

/* different objects for sure: two slots, two symbols, a slot and a symbol */
static bool distinct_objects(const Addr *x, const Addr *y)
{
	bool xo = x->is_slot || x->base.kind == IRV_SYM, yo = y->is_slot || y->base.kind == IRV_SYM;
	return xo && yo && !same_base(x, y);
}

/* A slot whose address never leaves the function's loads, stores and
 * call arguments can only be written through a pointer made from it:
 * a BPF callee cannot keep a stack pointer past the call (the verifier
 * lets no stack pointer into a map), so a call writes it only when it
 * is passed it.  The slot an address is made from (-1 if none), and
 * that slot if it is such. */
static int32_t root_slot(const MemFwd *s, const Addr *a)
{
	if (a->base.kind != IRV_TMP)
		return -1;
	return s->slot_of[a->base.tmp];
}

static int32_t private_root(const MemFwd *s, const Addr *a)
{
	int32_t r = root_slot(s, a);
	return r >= 0 && !s->exposed[r] ? r : -1;
}

static bool may_overlap(const MemFwd *s, const Addr *x, int xw, const Addr *y, int yw)
{
	if (same_base(x, y))
		return x->off < y->off + yw && y->off < x->off + xw;
	if (distinct_objects(x, y))
		return false;
	/* in a private slot, and a pointer not made from that slot */
	int32_t rx = private_root(s, x), ry = private_root(s, y);
	if (rx >= 0 && root_slot(s, y) != rx)
		return false;
	if (ry >= 0 && root_slot(s, x) != ry)
		return false;
	return true;
}

/* type-based: accesses of two different type classes, neither
 * IR_ALIAS_ANY, are of different objects (C11 6.5p7; clang assumes it at
 * -O1 and up): a store of a packet's u16 field leaves a u32 read of the
 * context known, so `skb->data` is not read again unchecked */
static bool distinct_types(uint8_t x, uint8_t y) { return x && y && x != y; }

static void forget_overlapping(MemFwd *s, const Addr *at, int width, uint8_t alias)
{
	int n = 0;
	for (int k = 0; k < s->nknown; k++)
		if (distinct_types(s->known[k].alias, alias) ||
		    !may_overlap(s, &s->known[k].at, s->known[k].width, at, width))
			s->known[n++] = s->known[k];
	s->nknown = n;
}

/* a call forgets all but the private slots it is not passed */
static void forget_at_call(MemFwd *s, const IrInst *call)
{
	int n = 0;
	for (int k = 0; k < s->nknown; k++) {
		int32_t root = private_root(s, &s->known[k].at);
		bool keep = root >= 0;
		for (int j = 0; j < call->nargs && keep; j++)
			if (call->args[j].kind == IRV_TMP && s->slot_of[call->args[j].tmp] == root)
				keep = false;
		if (keep)
			s->known[n++] = s->known[k];
	}
	s->nknown = n;
}

/* whether call i's 64-bit result is used: it may be a pointer into a
 * slot it is given (bpf_dynptr_slice returns its buffer), through which
 * the slot is then written */
static bool handed_back(const IrInst *i, const bool *used)
{
	return i->dst >= 0 && i->cls == IRC_L && used[i->dst];
}

/* slot_of and exposed: pointers made from slots by adding offsets */
static void fill_slots(MemFwd *s, IrFunc *f)
{
	bool *used = xcalloc((size_t)f->ntmps + 1, sizeof *used);
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			if (i->a.kind == IRV_TMP)
				used[i->a.tmp] = true;
			if (i->b.kind == IRV_TMP)
				used[i->b.tmp] = true;
			for (int k = 0; k < i->nargs; k++)
				if (i->args[k].kind == IRV_TMP)
					used[i->args[k].tmp] = true;
		}
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			if (i->dst < 0)
				continue;
			if (i->op == IR_alloc)
				s->slot_of[i->dst] = i->dst;
			else if ((i->op == IR_add || i->op == IR_copy) && i->cls == IRC_L && i->a.kind == IRV_TMP &&
				 s->slot_of[i->a.tmp] >= 0)
				s->slot_of[i->dst] = s->slot_of[i->a.tmp];
			else if (i->op == IR_add && i->cls == IRC_L && i->b.kind == IRV_TMP && s->slot_of[i->b.tmp] >= 0)
				s->slot_of[i->dst] = s->slot_of[i->b.tmp];
		}
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			IrOp op = (IrOp)i->op;
			bool deriving = (op == IR_add || op == IR_copy) && i->cls == IRC_L && i->dst >= 0 &&
					s->slot_of[i->dst] >= 0;
			/* a: a load's or atomic's address is no exposure; b: a store's */
			if (i->a.kind == IRV_TMP && s->slot_of[i->a.tmp] >= 0 && !ir_is_load(op) && !deriving &&
			    !(ir_ops[op].flags & OPF_ATOMIC))
				s->exposed[s->slot_of[i->a.tmp]] = true;
			if (i->b.kind == IRV_TMP && s->slot_of[i->b.tmp] >= 0 && !ir_is_store(op) && !deriving)
				s->exposed[s->slot_of[i->b.tmp]] = true;
			if (op != IR_call || handed_back(i, used))
				for (int k = 0; k < i->nargs; k++)
					if (i->args[k].kind == IRV_TMP && s->slot_of[i->args[k].tmp] >= 0)
						s->exposed[s->slot_of[i->args[k].tmp]] = true;
		}
	free(used);
}

static bool pure_op(const IrInst *i)
{
	switch (i->op) {
	case IR_add: case IR_sub: case IR_mul: case IR_and: case IR_or: case IR_xor:
	case IR_shl: case IR_lshr: case IR_ashr: case IR_neg:
	case IR_zext8: case IR_zext16: case IR_zext32: case IR_sext8: case IR_sext16: case IR_sext32:
		return i->dst >= 0;
	default:
		return false;
	}
}

static IrVal numbered(const MemFwd *s, IrVal v)
{
	if (v.kind == IRV_TMP)
		v.tmp = s->vn[v.tmp];
	return v;
}

static size_t vn_slot(const MemFwd *s, uint8_t op, uint8_t cls, IrVal a, IrVal b)
{
	return (size_t)ir_op_hash(op, cls, a, b) & (s->vcap - 1);
}

/* The table entry for op(a, b) (numbered operands): the instruction
 * computing it, or an empty entry where it would go. */
static IrInst **vn_probe(const MemFwd *s, uint8_t op, uint8_t cls, IrVal a, IrVal b)
{
	for (size_t k = vn_slot(s, op, cls, a, b);; k = (k + 1) & (s->vcap - 1)) {
		IrInst *e = s->vtab[k];
		if (!e || (e->op == op && e->cls == cls && ir_same_val(numbered(s, e->a), a) &&
			   ir_same_val(numbered(s, e->b), b)))
			return &s->vtab[k];
	}
}

/* the temporary computing op(a, b) (numbered operands), -1 if none */
static int32_t vn_find(const MemFwd *s, uint8_t op, uint8_t cls, IrVal a, IrVal b)
{
	IrInst *e = *vn_probe(s, op, cls, a, b);
	return e ? s->vn[e->dst] : -1;
}

/* vn: in layout order, each pure instruction looked up by (op, class,
 * numbered operands); a copy is its operand's number.  One pass: an
 * operand defined later in the layout keeps its own number (less
 * sharing, never a wrong one: SSA values do not change). */
static void fill_value_numbers(MemFwd *s, IrFunc *f, size_t n)
{
	for (size_t t = 0; t < n; t++)
		s->vn[t] = (int32_t)t;
	s->vcap = 64;
	while (s->vcap < 2 * n)
		s->vcap *= 2;
	s->vtab = xcalloc(s->vcap, sizeof *s->vtab);
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			if (i->op == IR_copy && i->dst >= 0 && i->a.kind == IRV_TMP) {
				s->vn[i->dst] = s->vn[i->a.tmp];
				continue;
			}
			if (!pure_op(i))
				continue;
			IrInst **e = vn_probe(s, i->op, i->cls, numbered(s, i->a), numbered(s, i->b));
			if (*e)
				s->vn[i->dst] = s->vn[(*e)->dst];
			else
				*e = i;
		}
}

/* An indexed address `p + (T)(z + k) * c` is `p + (T)z * c` plus k * c
 * bytes, when the instructions of the second form exist (`&f[i + 1]`
 * next to `&f[i]`: two stores that do not overlap).  T is a 64-bit or a
 * sign-extended 32-bit index: a signed 32-bit z + k that wraps would be
 * undefined in C, and 2^32 elements away from any object anyway.  Sets
 * *base and *off and returns true if it applies. */
static bool split_index(const MemFwd *s, const IrInst *d, IrVal *base, int64_t *off)
{
	if (!d || d->op != IR_add || d->cls != IRC_L || d->a.kind != IRV_TMP || d->b.kind != IRV_TMP)
		return false;
	for (int side = 0; side < 2; side++) {
		IrVal p = side ? d->b : d->a, idx = side ? d->a : d->b;
		const IrInst *m = s->def[idx.tmp];
		int64_t c;
		if (m && m->op == IR_mul && m->cls == IRC_L && m->b.kind == IRV_CONST && m->a.kind == IRV_TMP)
			c = m->b.c;
		else
			continue;
		const IrInst *x = s->def[m->a.tmp];
		IrVal z;
		int64_t k;
		uint8_t widen = 0;
		if (x && x->op == IR_sext32 && x->a.kind == IRV_TMP) {
			const IrInst *y = s->def[x->a.tmp];
			if (!y || y->op != IR_add || y->cls != IRC_W || y->a.kind != IRV_TMP || y->b.kind != IRV_CONST)
				continue;
			z = y->a;
			k = (int32_t)y->b.c;
			widen = IR_sext32;
		} else if (x && x->op == IR_add && x->cls == IRC_L && x->a.kind == IRV_TMP && x->b.kind == IRV_CONST) {
			z = x->a;
			k = x->b.c;
		} else {
			continue;
		}
		IrVal t = numbered(s, z);
		if (widen) {
			int32_t w = vn_find(s, widen, IRC_L, t, (IrVal){0});
			if (w < 0)
				continue;
			t = ir_tmp(w);
		}
		int32_t sc = vn_find(s, IR_mul, IRC_L, t, ir_const(c));
		if (sc < 0)
			continue;
		IrVal pv = numbered(s, p);
		int32_t a = vn_find(s, IR_add, IRC_L, pv, ir_tmp(sc));
		if (a < 0)
			a = vn_find(s, IR_add, IRC_L, ir_tmp(sc), pv);
		if (a < 0)
			continue;
		*base = ir_tmp(a);
		*off += k * c;
		return true;
	}
	return false;
}

static void remember(MemFwd *s, Known k)
{
	if (s->nknown == MAX_KNOWN)
		return;
	s->known[s->nknown++] = k;
}

static const Known *find(const MemFwd *s, const Addr *at, int width)
{
	for (int k = s->nknown - 1; k >= 0; k--) {
		const Known *e = &s->known[k];
		if (e->width == width && same_base(&e->at, at) && e->at.off == at->off)
			return e;
	}
	return NULL;
}

/* The bytes a load of `width` at `at` reads, when constant stores that
 * are still known wrote every one of them (an IPv6 address or a MAC
 * built byte by byte, then compared a word at a time): their value, as
 * the target's byte order puts them together.  Only stores the load
 * may alias by type: character stores (IR_ALIAS_ANY) or its own class. */
static bool constant_from_parts(const MemFwd *s, const Addr *at, int width, uint8_t alias, uint64_t *out)
{
	uint64_t v = 0;
	for (int byte = 0; byte < width; byte++) {
		int64_t off = at->off + byte;
		const Known *e = NULL;
		for (int k = s->nknown - 1; k >= 0 && !e; k--) {
			const Known *c = &s->known[k];
			if (c->stored && same_base(&c->at, at) && c->at.off <= off && off < c->at.off + c->width)
				e = c;
		}
		if (!e || e->val.kind != IRV_CONST || (e->alias && alias && e->alias != alias))
			return false;
		int at_byte = (int)(off - e->at.off); /* of the stored value, in memory order */
		int shift = s->big_endian ? 8 * (e->width - 1 - at_byte) : 8 * at_byte;
		uint64_t b = ((uint64_t)e->val.c >> shift) & 0xff;
		v |= b << (s->big_endian ? 8 * (width - 1 - byte) : 8 * byte);
	}
	*out = v;
	return true;
}

/* The load i reads what the store of v (class vcls) wrote: rewrite i
 * into v itself (replacing its result) or a conversion of v; false if
 * the classes do not allow it. */
static bool forward_store(MemFwd *s, IrInst *i, IrVal v, uint8_t vcls)
{
	int width = ir_access_width((IrOp)i->op);
	bool sign = i->op == IR_loads8 || i->op == IR_loads16 || i->op == IR_loads32;
	if (v.kind == IRV_CONST) {
		s->repl[i->dst] = ir_const(ir_load_result((IrOp)i->op, (IrClass)i->cls, (uint64_t)v.c));
		return true;
	}
	if (v.kind != IRV_TMP)
		return false;
	if (width == 8 && i->cls == IRC_L && vcls == IRC_L) {
		s->repl[i->dst] = v;
		return true;
	}
	if (width == 4 && i->cls == IRC_W && vcls == IRC_W) { /* signed or not: all 32 bits */
		s->repl[i->dst] = v;
		return true;
	}
	/* a narrower load of the stored value: the same widening of it */
	static const IrOp zext[] = {0, IR_zext8, IR_zext16, 0, IR_zext32};
	static const IrOp sext[] = {0, IR_sext8, IR_sext16, 0, IR_sext32};
	if (width == 4 && i->cls == IRC_L && vcls == IRC_W) {
		i->op = (uint8_t)(sign ? IR_sext32 : IR_zext32);
		i->a = v;
		return true;
	}
	if (width <= 2 && vcls == i->cls) {
		i->op = (uint8_t)(sign ? sext[width] : zext[width]);
		i->a = v;
		return true;
	}
	return false;
}

static bool forward_block(MemFwd *s, IrBlock *b)
{
	bool any = false;
	for (IrInst *i = b->first; i; i = i->next) {
		i->a = ir_resolve(s->repl, i->a);
		i->b = ir_resolve(s->repl, i->b);
		IrOp op = (IrOp)i->op;
		if (ir_is_load(op)) {
			Addr at = address_of(s, i->a);
			int width = ir_access_width(op);
			if (i->is_volatile)
				continue;
			const Known *e = find(s, &at, width);
			if (e && e->stored && forward_store(s, i, e->val, e->cls)) {
				any = true;
				continue;
			}
			if (e && !e->stored && e->op == op && e->cls == i->cls) {
				s->repl[i->dst] = e->val;
				any = true;
				continue;
			}
			uint64_t parts;
			if (!e && width > 1 && constant_from_parts(s, &at, width, i->alias, &parts)) {
				s->repl[i->dst] = ir_const(ir_load_result(op, (IrClass)i->cls, parts));
				any = true;
				continue;
			}
			remember(s, (Known){at, width, i->alias, false, i->op, i->cls, ir_tmp(i->dst)});
		} else if (ir_is_store(op)) {
			Addr at = address_of(s, i->b);
			int width = ir_access_width(op);
			forget_overlapping(s, &at, width, i->alias);
			uint8_t vcls = i->a.kind == IRV_TMP ? s->cls[i->a.tmp] : IRC_NONE;
			if (!i->is_volatile)
				remember(s, (Known){at, width, i->alias, true, 0, vcls, i->a});
		} else if (op == IR_call) {
			forget_at_call(s, i);
		} else if (op == IR_asm || op == IR_asmgoto || (ir_ops[op].flags & (OPF_ATOMIC | OPF_SIDE | OPF_MEM))) {
			s->nknown = 0;
		}
	}
	return any;
}

static bool same_known(const Known *x, const Known *y)
{
	return same_base(&x->at, &y->at) && x->at.off == y->at.off && x->width == y->width &&
	       x->alias == y->alias && x->stored == y->stored && x->op == y->op && x->cls == y->cls &&
	       ir_same_val(x->val, y->val);
}

/* What a block knows at its start: what its predecessors all knew at
 * their ends, when each was done before it (the reverse postorder does
 * every predecessor but a loop's back edge first).  One predecessor:
 * its knowledge (the checks of a parser follow each other so: each
 * block loads what the one before loaded).  Several: what every one of
 * them knew alike, the same value at the same bytes (a struct filled
 * before an early `return 0` test, copied after the join).  Any entry
 * left was made on every path to the block, so its value is defined
 * there too. */
static void start_state(MemFwd *s, int npreds, IrBlock **preds, const bool *done, Known **at_end,
			const int *nat_end)
{
	s->nknown = 0;
	if (npreds == 0)
		return;
	for (int k = 0; k < npreds; k++)
		if (!done[preds[k]->id] || !at_end[preds[k]->id])
			return;
	const Known *first = at_end[preds[0]->id];
	for (int e = 0; e < nat_end[preds[0]->id]; e++) {
		bool everywhere = true;
		for (int k = 1; k < npreds && everywhere; k++) {
			const Known *other = at_end[preds[k]->id];
			bool found = false;
			for (int j = 0; j < nat_end[preds[k]->id] && !found; j++)
				found = same_known(&first[e], &other[j]);
			everywhere = found;
		}
		if (everywhere)
			s->known[s->nknown++] = first[e];
	}
}

static void forward_func(IrFunc *f, bool big_endian)
{
	size_t n = (size_t)f->ntmps + 1;
	MemFwd *s = xcalloc(1, sizeof *s);
	s->big_endian = big_endian;
	s->def = xcalloc(n, sizeof *s->def);
	s->cls = xcalloc(n, sizeof *s->cls);
	s->repl = xcalloc(n, sizeof *s->repl);
	s->slot_of = xmalloc(sizeof *s->slot_of * n);
	for (size_t k = 0; k < n; k++)
		s->slot_of[k] = -1;
	s->exposed = xcalloc(n, sizeof *s->exposed);
	for (int k = 0; k < f->nparams; k++)
		s->cls[f->params[k]] = f->param_cls[k];
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->dst >= 0) {
				s->def[i->dst] = i;
				s->cls[i->dst] = i->cls;
			}
	s->vn = xmalloc(sizeof *s->vn * n);
	fill_value_numbers(s, f, n);
	fill_slots(s, f);
	/* Each block starts from what its predecessors knew (start_state).
	 * The blocks go in reverse postorder, so the predecessors are done
	 * first but for back edges: lowering places `a || b || c`'s last
	 * test before the one that leads to it (`ctx->sk->state` after
	 * `ctx->sk->type` then loaded ctx->sk again, which the verifier sees
	 * as maybe NULL). */
	Cfg g = {0};
	cfg_build(&g, f); /* numbers the blocks in layout order */
	int nb = g.n;
	IrBlock **rpo = xcalloc((size_t)nb + 1, sizeof *rpo);
	for (int k = 0; k < nb; k++)
		if (g.order[k] >= 0)
			rpo[g.order[k]] = g.blocks[k];
	bool *done = xcalloc((size_t)nb + 1, sizeof *done);
	int *npreds = xcalloc((size_t)nb + 1, sizeof *npreds);
	IrBlock ***preds = xcalloc((size_t)nb + 1, sizeof *preds);
	int *nsucc_left = xcalloc((size_t)nb + 1, sizeof *nsucc_left);
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrBlock *succ[2];
		int ns = ir_succs(b, succ);
		for (int k = 0; k < ns; k++)
			if (k == 0 || succ[1] != succ[0]) {
				npreds[succ[k]->id]++;
				nsucc_left[b->id]++;
			}
	}
	for (int k = 0; k <= nb; k++)
		preds[k] = xcalloc((size_t)npreds[k] + 1, sizeof **preds);
	int *filled = xcalloc((size_t)nb + 1, sizeof *filled);
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrBlock *succ[2];
		int ns = ir_succs(b, succ);
		for (int k = 0; k < ns; k++)
			if (k == 0 || succ[1] != succ[0])
				preds[succ[k]->id][filled[succ[k]->id]++] = b;
	}
	free(filled);
	/* what a block knew at its end, kept until every successor is done
	 * (an unrolled function has thousands of blocks: no full table each) */
	Known **at_end = xcalloc((size_t)nb + 1, sizeof *at_end);
	int *nat_end = xcalloc((size_t)nb + 1, sizeof *nat_end);
	bool any = false;
	for (int r = 0; r < nb && rpo[r]; r++) {
		IrBlock *b = rpo[r];
		done[b->id] = true;
		start_state(s, b == f->entry ? 0 : npreds[b->id], preds[b->id], done, at_end, nat_end);
		any |= forward_block(s, b);
		IrBlock *succ[2];
		int ns = ir_succs(b, succ);
		bool wanted = false;
		for (int k = 0; k < ns; k++)
			wanted |= !done[succ[k]->id];
		if (wanted && s->nknown) {
			at_end[b->id] = xmalloc(sizeof(Known) * (size_t)s->nknown);
			memcpy(at_end[b->id], s->known, sizeof(Known) * (size_t)s->nknown);
			nat_end[b->id] = s->nknown;
		}
		/* a predecessor all of whose successors are done is needed no more */
		for (int k = 0; k < npreds[b->id]; k++) {
			IrBlock *p = preds[b->id][k];
			if (--nsucc_left[p->id] == 0) {
				free(at_end[p->id]);
				at_end[p->id] = NULL;
			}
		}
	}
	for (int k = 0; k <= nb; k++) {
		free(at_end[k]);
		free(preds[k]);
	}
	free(preds);
	free(nsucc_left);
	free(npreds);
	free(rpo);
	free(done);
	cfg_free(&g);
	free(at_end);
	free(nat_end);
	if (any) /* uses in later blocks, phis and call arguments */
		ir_replace_uses(f, s->repl);
	free(s->def);
	free(s->cls);
	free(s->repl);
	free(s->slot_of);
	free(s->exposed);
	free(s->vn);
	free(s->vtab);
	free(s);
}

void ir_forward_memory(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		forward_func(f, m->prog->opt.big_endian);
}
