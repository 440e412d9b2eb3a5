/* dce.c - dead code elimination: definitions nobody uses go.
 *
 * An instruction is kept when it has an effect (a store, a call, a
 * terminator) or when a kept instruction uses its value; everything
 * else is dropped, phis in dead cycles included (the marking starts
 * from the effects, so a phi that only feeds itself is not "used").
 * An unused load goes too: loading has no effect a BPF program relies
 * on, and the verifier checks only the loads that remain; but not a
 * volatile one (READ_ONCE: the program asked for the access).
 *
 * Stores go too when nothing can read them: a stack slot whose address
 * only ever serves as the address of plain stores (through adds and
 * copies) is written and never read, typically once memfwd has answered
 * every load of it (`struct foo *f[200]` filled and read back in the same
 * iteration: 1600 bytes of frame otherwise).  Any other use of the
 * address (a load, a call, asm, a phi, a compare, storing the address
 * itself) keeps every store to the slot. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

static bool has_effect(const IrInst *i)
{
	return i->op == IR_call || (ir_is_term(i)) || (ir_ops[i->op].flags & (OPF_ATOMIC | OPF_SIDE)) || i->is_volatile ||
	       ((ir_ops[i->op].flags & OPF_MEM) && !(ir_ops[i->op].flags & OPF_VALUE));
}

static bool dead_store(const bool *unread, const IrInst *i)
{
	return unread && ir_is_store((IrOp)i->op) && !i->is_volatile && i->b.kind == IRV_TMP && unread[i->b.tmp];
}

static void mark(IrInst **def, bool *live, IrInst **work, int *nw, IrVal v)
{
	if (v.kind != IRV_TMP || live[v.tmp] || !def[v.tmp])
		return;
	live[v.tmp] = true;
	work[(*nw)++] = def[v.tmp];
}

/* from[t]: the alloc whose address temporary t is (plus an offset),
 * -1 if none; a slot whose address is used otherwise escapes. */
static bool derives(const int32_t *from, IrVal v) { return v.kind == IRV_TMP && from[v.tmp] >= 0; }

static bool kept(const bool *live, const IrInst *i)
{
	return has_effect(i) || i->dst < 0 || live[i->dst];
}

/* [t]: t is the address of a slot written and never read (see above),
 * judging by the instructions `live` keeps (a load memfwd answered is
 * still there, unused); NULL if no slot is such */
static bool *fill_write_only(IrFunc *f, size_t n, const bool *live)
{
	int32_t *from = xmalloc(sizeof *from * n);
	for (size_t t = 0; t < n; t++)
		from[t] = -1;
	bool *dead = xcalloc(n, sizeof *dead);
	bool any = false;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->op == IR_alloc && i->dst >= 0) {
				from[i->dst] = i->dst;
				dead[i->dst] = any = true;
			}
	if (!any) {
		free(from);
		free(dead);
		return NULL;
	}
	/* address arithmetic: repeated to a fixed point (defs come before
	 * uses in the layout almost always, so once or twice) */
	for (bool changed = true; changed;) {
		changed = false;
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next) {
				if (i->dst < 0 || from[i->dst] >= 0)
					continue;
				int32_t src = -1;
				if (i->op == IR_copy && derives(from, i->a))
					src = from[i->a.tmp];
				else if (i->op == IR_add && i->cls == IRC_L && derives(from, i->a) != derives(from, i->b))
					src = derives(from, i->a) ? from[i->a.tmp] : from[i->b.tmp];
				if (src >= 0) {
					from[i->dst] = src;
					changed = true;
				}
			}
	}
	/* every other use of a derived address makes its slot live */
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			if (!kept(live, i))
				continue;
			bool arith = i->dst >= 0 && from[i->dst] >= 0 && i->op != IR_alloc;
			bool store = ir_is_store((IrOp)i->op) && !i->is_volatile;
			if (derives(from, i->a) && !arith)
				dead[from[i->a.tmp]] = false; /* loaded, or stored as a value */
			if (derives(from, i->b) && !arith && !store)
				dead[from[i->b.tmp]] = false;
			for (int k = 0; k < i->nargs; k++)
				if (derives(from, i->args[k]))
					dead[from[i->args[k].tmp]] = false;
		}
	/* a store is dead when its address is a dead slot's */
	bool *dead_tmp = xcalloc(n, sizeof *dead_tmp);
	any = false;
	for (size_t t = 0; t < n; t++) {
		dead_tmp[t] = from[t] >= 0 && dead[from[t]];
		any |= dead_tmp[t];
	}
	free(from);
	free(dead);
	if (!any) {
		free(dead_tmp);
		return NULL;
	}
	return dead_tmp;
}

/* live[t]: a kept instruction uses t; marking starts from the effects,
 * less the stores `unread` says nobody reads */
static void mark_live(IrFunc *f, IrInst **def, bool *live, size_t n, IrInst **work, const bool *unread)
{
	memset(live, 0, n * sizeof *live);
	int nw = 0;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (has_effect(i) && !dead_store(unread, i)) {
				if (i->dst >= 0)
					live[i->dst] = true;
				work[nw++] = i;
			}
	while (nw) {
		IrInst *i = work[--nw];
		mark(def, live, work, &nw, i->a);
		mark(def, live, work, &nw, i->b);
		for (int k = 0; k < i->nargs; k++)
			mark(def, live, work, &nw, i->args[k]);
	}
}

static void dce_func(IrFunc *f)
{
	size_t n = (size_t)f->ntmps + 1;
	IrInst **def = xcalloc(n, sizeof *def);
	bool *live = xcalloc(n, sizeof *live);
	int ninst = 0;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			ninst++;
			if (i->dst >= 0)
				def[i->dst] = i;
		}
	IrInst **work = xmalloc(sizeof *work * (size_t)(ninst + 1));
	mark_live(f, def, live, n, work, NULL);
	bool *unread = fill_write_only(f, n, live);
	if (unread) /* again, without the stores nobody reads */
		mark_live(f, def, live, n, work, unread);
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrInst *prev = NULL;
		for (IrInst *i = b->first, *next; i; i = next) {
			next = i->next;
			if (!dead_store(unread, i) && kept(live, i)) {
				prev = i;
				continue;
			}
			ir_unlink(b, prev, i);
		}
	}
	free(unread);
	free(def);
	free(live);
	free(work);
}

void ir_dce(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		dce_func(f);
}
