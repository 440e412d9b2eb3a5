/* strength.c - ir_reduce_strength: array addresses a loop computes from
 * its counter become pointers that step.
 *
 * `for (int i = 0; i < 20; i++) descr->lens[i] = ...` computes
 * `descr + 4 + (long)i * 2` in every iteration: a sign extension, a
 * shift, an add, and a register for each scaled copy of i, which across
 * a loop's calls are spills.  clang keeps a pointer instead, `p += 2` at
 * the latch, and the addresses are `p + 4`, `p + 44`, ...: the loop
 * body is shorter, and so is every path the verifier walks through it.
 *
 * What is rewritten, in a natural loop with one latch: `add X, S*e`
 * (or `add X, e`) where
 * - e is a counter of the loop: a header phi with a constant value from
 *   outside and `phi + k` (k constant) from the latch; of class l (a
 *   long: the address is affine in it), or of class w widened by sext32
 *   or zext32 when loop.c's fill_nonneg_counters proves it stays in
 *   [0, 2^31) (then both widenings are the value itself and never wrap);
 * - S is a constant (mul, or shl by a constant);
 * - X is `base + c` with base unchanged by the loop, and a pointer the
 *   verifier lets a program move by constants: a stack slot (alloc), a
 *   global of this object outside .maps (a map value), or what a
 *   map lookup returned, checked against NULL on the way into the loop
 *   (arithmetic on map_value_or_null is refused) - never a parameter,
 *   which may be the context, nor a pointer loaded from memory (a packet
 *   or kernel pointer).
 * All such addresses with one base, counter and scale share one new
 * header phi: base + S*init from outside, `+ S*k` at the latch's end;
 * each address is that phi plus its c (which isel folds into the load's
 * or store's offset).  The constant start matters to the verifier: it
 * tracks the pointer's offset exactly, as it tracked the counter; from
 * an unknown start the pointer's offset would be unknown where the
 * index's bounds checks no longer apply.
 *
 * Runs after licm, before layout; dce then drops the scaled copies no
 * one reads. */
#include "loop.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_GROUPS = 16 };

typedef struct Sr {
	IrModule *m;
	IrFunc *f;
	Cfg *g;
	IrInst **def;   /* [tmp] */
	IrBlock **defb; /* [tmp] */
	bool *nonneg;   /* [tmp]: a counter fill_nonneg_counters vouches for */
	bool *in;       /* [block id]: in the loop */
	int32_t nt;     /* temporaries when the pass began (nonneg's size) */
	int32_t cap;    /* def's and defb's size (they grow with what is made here) */
} Sr;

static void note_def(Sr *s, IrInst *i, IrBlock *b)
{
	if (i->dst >= s->cap) {
		int32_t cap = s->cap * 2 > i->dst + 1 ? s->cap * 2 : i->dst + 1;
		s->def = xrealloc(s->def, sizeof *s->def * (size_t)cap);
		s->defb = xrealloc(s->defb, sizeof *s->defb * (size_t)cap);
		memset(s->def + s->cap, 0, sizeof *s->def * (size_t)(cap - s->cap));
		memset(s->defb + s->cap, 0, sizeof *s->defb * (size_t)(cap - s->cap));
		s->cap = cap;
	}
	s->def[i->dst] = i;
	s->defb[i->dst] = b;
}

/* the definition of a temporary (NULL: a parameter) */
static IrInst *def_of(const Sr *s, IrVal v)
{
	return v.kind == IRV_TMP && v.tmp < s->cap ? s->def[v.tmp] : NULL;
}

/* a group: the addresses base + scale * counter (+ c) */
typedef struct Group {
	IrVal base;
	IrInst *counter;
	int64_t scale;
	IrInst *phi; /* the new pointer */
} Group;

static bool inside(const Sr *s, IrVal v)
{
	if (v.kind != IRV_TMP || v.tmp >= s->cap)
		return false;
	return s->defb[v.tmp] && s->in[s->defb[v.tmp]->id];
}

/* the counter's step, if p is `phi [const from outside...], [p + k from
 * the latch]` */
static bool counter_step(const Sr *s, IrInst *p, IrBlock *latch, int64_t *step)
{
	if (p->op != IR_phi || p->dst >= s->nt || (p->cls == IRC_W && !s->nonneg[p->dst]))
		return false;
	IrInst *inc = NULL;
	for (int k = 0; k < p->nargs; k++) {
		IrVal v = p->args[k];
		if (s->in[p->preds[k]->id]) {
			if (p->preds[k] != latch || v.kind != IRV_TMP)
				return false;
			inc = def_of(s, v);
		} else if (v.kind != IRV_CONST)
			return false;
	}
	if (!inc || inc->op != IR_add || inc->cls != p->cls || inc->a.kind != IRV_TMP || inc->a.tmp != p->dst ||
	    inc->b.kind != IRV_CONST)
		return false;
	*step = inc->b.c;
	return true;
}

/* v as counter * scale: the counter's phi (NULL if v is not one) */
static IrInst *scaled_counter(const Sr *s, IrVal v, IrBlock *h, IrBlock *latch, int64_t *scale, int64_t *step)
{
	*scale = 1;
	for (int depth = 0; depth < 3 && v.kind == IRV_TMP; depth++) {
		IrInst *d = def_of(s, v);
		if (!d)
			return NULL;
		if (d->op == IR_phi && s->defb[d->dst] == h)
			return d->cls == IRC_L && counter_step(s, d, latch, step) ? d : NULL;
		if (d->op == IR_sext32 || d->op == IR_zext32) {
			IrInst *p = def_of(s, d->a);
			return p && p->op == IR_phi && p->cls == IRC_W && s->defb[p->dst] == h &&
					       counter_step(s, p, latch, step)
				       ? p
				       : NULL;
		}
		if (d->cls != IRC_L || d->b.kind != IRV_CONST || (d->op != IR_mul && d->op != IR_shl) ||
		    (d->op == IR_shl && (d->b.c < 0 || d->b.c > 32)))
			return NULL;
		*scale *= d->op == IR_mul ? d->b.c : (int64_t)1 << d->b.c;
		v = d->a;
	}
	return NULL;
}

/* whether a branch on `root != 0` (or `root == 0`) leads into h alone:
 * the lookup's result is a map value there, not map_value_or_null */
static bool checked_non_null(const Sr *s, int32_t root, IrBlock *h)
{
	for (int k = 0; k < s->g->n; k++) {
		IrBlock *b = s->g->blocks[k];
		IrInst *t = b ? b->last : NULL;
		if (!t || t->op != IR_br || t->a.kind != IRV_TMP || t->then == t->els || s->g->order[b->id] < 0)
			continue;
		IrBlock *nonnull = NULL;
		IrInst *c = def_of(s, t->a);
		if (t->a.tmp == root)
			nonnull = t->then;
		else if (c && (c->op == IR_eq || c->op == IR_ne)) {
			bool on_root = (c->a.kind == IRV_TMP && c->a.tmp == root && c->b.kind == IRV_CONST && c->b.c == 0) ||
				       (c->b.kind == IRV_TMP && c->b.tmp == root && c->a.kind == IRV_CONST && c->a.c == 0);
			if (on_root)
				nonnull = c->op == IR_ne ? t->then : t->els;
		}
		if (nonnull && s->g->npred[nonnull->id] == 1 && dominates(s->g, nonnull->id, h->id))
			return true;
	}
	return false;
}

/* whether base is a pointer the verifier lets the loop move by constants */
static bool movable_pointer(const Sr *s, IrVal v, IrBlock *h, int depth)
{
	if (v.kind == IRV_SYM)
		return v.sym->kind == SYM_VAR && v.sym->is_defined && v.sym->storage != SC_EXTERN &&
		       !(v.sym->section && strncmp(v.sym->section, ".maps", 5) == 0);
	if (v.kind != IRV_TMP || depth > 8)
		return false;
	if (v.tmp >= s->nt)
		return true; /* a pointer made here (an outer loop's), from such a base */
	IrInst *d = def_of(s, v);
	if (!d)
		return false; /* a parameter */
	switch (d->op) {
	case IR_alloc:
		return true;
	case IR_call: /* bpf_map_lookup_elem, bpf_map_lookup_percpu_elem */
		return !d->callee && d->a.kind == IRV_NONE && (d->size == 1 || d->size == 195) &&
		       checked_non_null(s, d->dst, h);
	case IR_copy:
		return d->cls == IRC_L && movable_pointer(s, d->a, h, depth + 1);
	case IR_add:
		return d->cls == IRC_L &&
		       (movable_pointer(s, d->a, h, depth + 1) || movable_pointer(s, d->b, h, depth + 1));
	default:
		return false;
	}
}

/* x as base + c with base defined outside the loop */
static bool split_base(const Sr *s, IrVal x, IrVal *base, int64_t *c)
{
	*c = 0;
	while (x.kind == IRV_TMP && inside(s, x)) {
		IrInst *d = def_of(s, x);
		if (!d || d->op != IR_add || d->cls != IRC_L || d->b.kind != IRV_CONST)
			return false;
		*c += d->b.c;
		x = d->a;
	}
	if (x.kind == IRV_SYM) {
		*c += x.c;
		x.c = 0;
	}
	*base = x;
	return x.kind == IRV_TMP || x.kind == IRV_SYM;
}

static IrInst *insert_before_term(Sr *s, IrBlock *b, IrOp op, IrVal a, IrVal bv)
{
	int32_t t = s->f->ntmps++;
	IrInst *i = ir_inst_new(s->m, op, IRC_L, t, a, bv, b->last ? b->last->loc : s->f->loc);
	ir_insert_before_term(b, i);
	note_def(s, i, b);
	return i;
}

/* the new pointer phi of group gr in header h */
static void make_pointer(Sr *s, Group *gr, IrBlock *h, IrBlock *latch, int64_t step)
{
	IrInst *p = gr->counter;
	IrInst *phi = ir_inst_new(s->m, IR_phi, IRC_L, s->f->ntmps++, (IrVal){0}, (IrVal){0}, h->first->loc);
	phi->nargs = p->nargs;
	phi->args = arena_alloc(&s->m->arena, sizeof *phi->args * (size_t)p->nargs);
	phi->preds = arena_alloc(&s->m->arena, sizeof *phi->preds * (size_t)p->nargs);
	for (int k = 0; k < p->nargs; k++) {
		IrBlock *pred = p->preds[k];
		phi->preds[k] = pred;
		if (pred == latch)
			continue;
		int64_t init = p->args[k].c * gr->scale;
		if (gr->base.kind == IRV_SYM)
			phi->args[k] = ir_symval(gr->base.sym, init);
		else if (init == 0)
			phi->args[k] = gr->base;
		else
			phi->args[k] = ir_tmp(insert_before_term(s, pred, IR_add, gr->base, ir_const(init))->dst);
	}
	IrInst *next = insert_before_term(s, latch, IR_add, ir_tmp(phi->dst), ir_const(step * gr->scale));
	for (int k = 0; k < p->nargs; k++)
		if (p->preds[k] == latch)
			phi->args[k] = ir_tmp(next->dst);
	phi->next = h->first;
	h->first = phi;
	note_def(s, phi, h);
	gr->phi = phi;
}

static void reduce_loop(Sr *s, IrBlock *h, IrBlock *latch, IrVal *repl)
{
	Group groups[MAX_GROUPS];
	int ngroups = 0;
	for (int k = 0; k < s->g->n; k++) {
		IrBlock *b = s->g->blocks[k];
		if (!b || !s->in[b->id])
			continue;
		for (IrInst *i = b->first; i; i = i->next) {
			if (i->op != IR_add || i->cls != IRC_L || i->dst < 0 || i->dst >= s->nt ||
			    repl[i->dst].kind != IRV_NONE)
				continue;
			for (int side = 0; side < 2; side++) {
				IrVal x = side ? i->b : i->a, y = side ? i->a : i->b, base;
				int64_t scale, step, c;
				IrInst *ctr = scaled_counter(s, y, h, latch, &scale, &step);
				if (!ctr || !split_base(s, x, &base, &c))
					continue;
				int g = 0;
				while (g < ngroups && !(ir_same_val(groups[g].base, base) && groups[g].counter == ctr &&
							groups[g].scale == scale))
					g++;
				/* a base already in a group was found movable (the
				 * check scans the function for a lookup's NULL test) */
				if (g == ngroups && !movable_pointer(s, base, h, 0))
					continue;
				if (g == ngroups) {
					if (ngroups == MAX_GROUPS)
						break;
					groups[ngroups] = (Group){base, ctr, scale, NULL};
					make_pointer(s, &groups[ngroups++], h, latch, step);
				}
				/* i becomes phi + c, or the phi itself */
				if (c == 0)
					repl[i->dst] = ir_tmp(groups[g].phi->dst);
				i->a = ir_tmp(groups[g].phi->dst);
				i->b = ir_const(c);
				break;
			}
		}
	}
}

static void reduce_func(IrModule *m, IrFunc *f)
{
	Cfg g;
	cfg_build(&g, f);
	size_t nt = (size_t)f->ntmps + 1;
	Sr s = {m, f, &g, xcalloc(nt, sizeof *s.def), xcalloc(nt, sizeof *s.defb), xcalloc(nt, 1),
		xcalloc((size_t)g.n + 1, 1), f->ntmps, (int32_t)nt};
	fill_nonneg_counters(f, s.nonneg);
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->dst >= 0)
				note_def(&s, i, b);
	IrVal *repl = xcalloc(nt, sizeof *repl);
	int *stack = xmalloc(sizeof *stack * ((size_t)g.n + 1));
	IrBlock **latches = xmalloc(sizeof *latches * ((size_t)g.n + 1));
	for (int k = 0; k < g.n; k++) {
		IrBlock *h = g.blocks[k];
		int nl;
		if (!h || g.order[h->id] < 0 || !loop_blocks(&g, h, s.in, stack, latches, &nl) || nl != 1)
			continue;
		reduce_loop(&s, h, latches[0], repl);
	}
	/* room for the temporaries made here (kept) */
	repl = xrealloc(repl, sizeof *repl * ((size_t)f->ntmps + 1));
	memset(repl + nt, 0, sizeof *repl * ((size_t)f->ntmps + 1 - nt));
	ir_replace_uses(f, repl);
	free(repl);
	free(stack);
	free(latches);
	free(s.def);
	free(s.defb);
	free(s.nonneg);
	free(s.in);
	cfg_free(&g);
}

void ir_reduce_strength(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		reduce_func(m, f);
}
