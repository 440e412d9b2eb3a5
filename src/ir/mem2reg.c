/* mem2reg.c - promote stack slots to SSA temporaries.
 *
 * Lowering gives every C variable an `alloc` slot.  A slot whose address
 * is used only as the address of loads and stores of the slot's own
 * width (so never escapes, never is reinterpreted) becomes a value:
 * phis go at the iterated dominance frontier of its stores (Cytron et
 * al.), and a walk of the dominator tree renames each load into the
 * value that reaches it.  A load becomes `copy` (or, for a narrow slot,
 * the zext/sext the load would have done, so the value stays exactly
 * what memory would have given), and stores and the alloc disappear.
 * A read before any store reads 0: C says indeterminate, and the
 * verifier would reject reading an uninitialized stack slot anyway.
 *
 * Keeping the rest on the stack is what the verifier needs too: a slot
 * whose address is taken is a real stack object it tracks. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

typedef struct Cfg {
	IrBlock **blocks; /* by id */
	IrBlock ***preds;
	int *npreds;
	int *idom; /* block id of the immediate dominator, -1 for entry/unreachable */
	int *rpo;  /* block ids in reverse postorder (reachable only) */
	int *rpo_index;
	int nrpo, n;
} Cfg;

static void dfs(Cfg *g, IrBlock *b, bool *seen, int *post, int *npost)
{
	/* iterative, so deep CFGs do not overflow the C stack */
	IrBlock **stack = xmalloc(sizeof *stack * (size_t)(g->n + 1));
	int *next = xcalloc((size_t)g->n + 1, sizeof *next);
	int sp = 0;
	stack[sp++] = b;
	seen[b->id] = true;
	while (sp) {
		IrBlock *top = stack[sp - 1], *s[2];
		int ns = ir_succs(top, s);
		if (next[top->id] < ns) {
			IrBlock *c = s[next[top->id]++];
			if (!seen[c->id]) {
				seen[c->id] = true;
				stack[sp++] = c;
			}
		} else {
			post[(*npost)++] = top->id;
			sp--;
		}
	}
	free(stack);
	free(next);
}

static int intersect(const Cfg *g, int a, int b)
{
	while (a != b) {
		while (g->rpo_index[a] > g->rpo_index[b])
			a = g->idom[a];
		while (g->rpo_index[b] > g->rpo_index[a])
			b = g->idom[b];
	}
	return a;
}

/* predecessors, reverse postorder and dominators (Cooper, Harvey and
 * Kennedy's iterative algorithm) */
static void fill_cfg(Cfg *g, IrFunc *f)
{
	int n = g->n = f->nblocks;
	g->blocks = xcalloc((size_t)n, sizeof *g->blocks);
	g->preds = xcalloc((size_t)n, sizeof *g->preds);
	g->npreds = xcalloc((size_t)n, sizeof *g->npreds);
	g->idom = xmalloc(sizeof *g->idom * (size_t)n);
	g->rpo = xmalloc(sizeof *g->rpo * (size_t)n);
	g->rpo_index = xmalloc(sizeof *g->rpo_index * (size_t)n);
	for (IrBlock *b = f->entry; b; b = b->next)
		g->blocks[b->id] = b;
	bool *seen = xcalloc((size_t)n, sizeof *seen);
	int *post = xmalloc(sizeof *post * (size_t)n), npost = 0;
	dfs(g, f->entry, seen, post, &npost);
	g->nrpo = npost;
	for (int i = 0; i < n; i++) {
		g->rpo_index[i] = n + 1; /* unreachable: after everything */
		g->idom[i] = -1;
	}
	for (int i = 0; i < npost; i++) {
		g->rpo[i] = post[npost - 1 - i];
		g->rpo_index[g->rpo[i]] = i;
	}
	/* predecessors from reachable blocks only */
	for (int i = 0; i < npost; i++) {
		IrBlock *s[2];
		int ns = ir_succs(g->blocks[g->rpo[i]], s);
		for (int k = 0; k < ns; k++) {
			int id = s[k]->id;
			g->preds[id] = xrealloc(g->preds[id], sizeof(IrBlock *) * (size_t)(g->npreds[id] + 1));
			g->preds[id][g->npreds[id]++] = g->blocks[g->rpo[i]];
		}
	}
	int entry = f->entry->id;
	g->idom[entry] = entry;
	for (bool changed = true; changed;) {
		changed = false;
		for (int i = 1; i < npost; i++) {
			int b = g->rpo[i], nd = -1;
			for (int k = 0; k < g->npreds[b]; k++) {
				int p = g->preds[b][k]->id;
				if (g->idom[p] < 0)
					continue;
				nd = nd < 0 ? p : intersect(g, p, nd);
			}
			if (nd != g->idom[b]) {
				g->idom[b] = nd;
				changed = true;
			}
		}
	}
	free(seen);
	free(post);
}

static void free_cfg(Cfg *g)
{
	for (int i = 0; i < g->n; i++)
		free(g->preds[i]);
	free(g->blocks);
	free(g->preds);
	free(g->npreds);
	free(g->idom);
	free(g->rpo);
	free(g->rpo_index);
}

/* ---- which slots ---- */

typedef struct Slot {
	IrInst *alloc;
	IrClass cls;  /* class of the promoted value */
	bool ok;
	int index;    /* among promoted slots */
} Slot;

/* slot[t] for the alloc defining t; a use other than a load's or a
 * store's address, or a width other than the slot's, disqualifies it */
static void fill_slots(IrFunc *f, Slot *slot)
{
	for (IrInst *i = f->entry->first; i; i = i->next)
		if (i->op == IR_alloc && (i->size == 1 || i->size == 2 || i->size == 4 || i->size == 8)) {
			slot[i->dst] = (Slot){i, i->size == 8 ? IRC_L : IRC_W, true, -1};
		}
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			bool mem = ir_ops[i->op].flags & OPF_MEM;
			bool is_load = mem && (ir_ops[i->op].flags & OPF_VALUE);
			/* a volatile access stays one (a `volatile int i` lives in
			 * its slot, as clang keeps it: each read a load) */
			if (mem && i->is_volatile) {
				if (i->a.kind == IRV_TMP && slot[i->a.tmp].alloc)
					slot[i->a.tmp].ok = false;
				if (i->b.kind == IRV_TMP && slot[i->b.tmp].alloc)
					slot[i->b.tmp].ok = false;
			}
			/* operand a: a load's address is fine, anything else escapes */
			if (i->a.kind == IRV_TMP && slot[i->a.tmp].alloc) {
				Slot *s = &slot[i->a.tmp];
				if (!is_load || ir_access_width((IrOp)i->op) != s->alloc->size)
					s->ok = false;
			}
			if (i->b.kind == IRV_TMP && slot[i->b.tmp].alloc) {
				Slot *s = &slot[i->b.tmp];
				if (!mem || is_load || ir_access_width((IrOp)i->op) != s->alloc->size)
					s->ok = false;
			}
			for (int k = 0; k < i->nargs; k++)
				if (i->args[k].kind == IRV_TMP && slot[i->args[k].tmp].alloc)
					slot[i->args[k].tmp].ok = false;
		}
}

/* ---- renaming ---- */

typedef struct Rename {
	IrModule *m;
	IrFunc *f;
	Cfg *g;
	Slot *slot;
	int nslot_tmps; /* slot[] covers the temporaries before the phis */
	int nslots;
	IrVal **stack; /* per promoted slot: reaching values */
	int *depth, *cap;
	IrInst ***phis; /* [block][slot index]: the phi placed there, or NULL */
	int **children; /* dominator tree */
	int *nchildren;
} Rename;

static void push(Rename *r, int s, IrVal v)
{
	if (r->depth[s] == r->cap[s]) {
		r->cap[s] = r->cap[s] ? r->cap[s] * 2 : 8;
		r->stack[s] = xrealloc(r->stack[s], sizeof(IrVal) * (size_t)r->cap[s]);
	}
	r->stack[s][r->depth[s]++] = v;
}

static IrVal top(Rename *r, int s) { return r->depth[s] ? r->stack[s][r->depth[s] - 1] : ir_const(0); }

/* the load of a narrow slot does an extension: keep it on the value */
static IrOp load_as_op(IrOp load, IrClass cls)
{
	switch (load) {
	case IR_load8: return IR_zext8;
	case IR_loads8: return IR_sext8;
	case IR_load16: return IR_zext16;
	case IR_loads16: return IR_sext16;
	case IR_load32: return cls == IRC_L ? IR_zext32 : IR_copy;
	case IR_loads32: return cls == IRC_L ? IR_sext32 : IR_copy;
	default: return IR_copy;
	}
}

static void rename_block(Rename *r, int bid)
{
	IrBlock *b = r->g->blocks[bid];
	int *saved = xmalloc(sizeof *saved * (size_t)(r->nslots ? r->nslots : 1));
	memcpy(saved, r->depth, sizeof *saved * (size_t)r->nslots);
	for (int s = 0; s < r->nslots; s++)
		if (r->phis[bid][s])
			push(r, s, ir_tmp(r->phis[bid][s]->dst));
	IrInst *prev = NULL;
	for (IrInst *i = b->first, *next; i; i = next) {
		next = i->next;
		bool drop = false;
		bool mem = ir_ops[i->op].flags & OPF_MEM;
		if (mem && (ir_ops[i->op].flags & OPF_VALUE) && i->a.kind == IRV_TMP &&
		    i->a.tmp < r->nslot_tmps && r->slot[i->a.tmp].ok) {
			Slot *s = &r->slot[i->a.tmp];
			i->op = (uint8_t)load_as_op((IrOp)i->op, (IrClass)i->cls);
			i->a = top(r, s->index);
		} else if (mem && i->b.kind == IRV_TMP && i->b.tmp < r->nslot_tmps && r->slot[i->b.tmp].ok) {
			push(r, r->slot[i->b.tmp].index, i->a);
			drop = true;
		} else if (i->op == IR_alloc && i->dst < r->nslot_tmps && r->slot[i->dst].ok) {
			drop = true;
		}
		if (drop) {
			ir_unlink(b, prev, i);
		} else {
			prev = i;
		}
	}
	/* phi operands of the successors, for the edge from this block */
	IrBlock *s2[2] = {NULL, NULL};
	int ns = ir_succs(b, s2);
	for (int k = 0; k < ns; k++) {
		if (k == 1 && s2[1] == s2[0])
			break; /* br x, @b, @b: one edge as far as phis go */
		for (int s = 0; s < r->nslots; s++) {
			IrInst *phi = r->phis[s2[k]->id][s];
			if (!phi)
				continue;
			for (int p = 0; p < phi->nargs; p++)
				if (phi->preds[p] == b)
					phi->args[p] = top(r, s);
		}
	}
	for (int c = 0; c < r->nchildren[bid]; c++)
		rename_block(r, r->children[bid][c]);
	memcpy(r->depth, saved, sizeof *saved * (size_t)r->nslots);
	free(saved);
}

/* ---- __int128 slots: two words ----
 * Lowering keeps an __int128 in a 16-byte slot marked `wide`, read and
 * written as two 64-bit words: at the slot and at `add slot, 8`.  When
 * those are its only uses (each address only the address of a whole,
 * non-volatile load or store), the slot becomes two 8-byte slots, which
 * the promotion below makes two values like any `long`'s. */

enum { WORD_NONE, WORD_SLOT, WORD_PLUS8 }; /* what a temporary is to split_wide_slots */

/* operand k (0: a, 1: b) of i, a word address, is used as one */
static bool word_access(const IrInst *i, int k)
{
	return !i->is_volatile && (k == 0 ? i->op == IR_load64 : i->op == IR_store64);
}

static void split_wide_slots(IrModule *m, IrFunc *f)
{
	int n = f->ntmps;
	uint8_t *what = NULL;
	for (IrInst *i = f->entry->first; i; i = i->next)
		if (i->op == IR_alloc && i->wide && i->size == 16) {
			if (!what)
				what = xcalloc((size_t)n + 1, 1);
			what[i->dst] = WORD_SLOT;
		}
	if (!what)
		return;
	int32_t *slot_of = xmalloc(sizeof *slot_of * ((size_t)n + 1)); /* a word address's slot */
	bool *bad = xcalloc((size_t)n + 1, sizeof *bad);
	for (int t = 0; t < n; t++)
		slot_of[t] = t;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->op == IR_add && i->cls == IRC_L && i->a.kind == IRV_TMP && what[i->a.tmp] == WORD_SLOT &&
			    i->b.kind == IRV_CONST && i->b.c == 8 && i->dst >= 0) {
				what[i->dst] = WORD_PLUS8;
				slot_of[i->dst] = i->a.tmp;
			}
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			if (i->dst >= 0 && i->dst < n && what[i->dst] == WORD_PLUS8)
				continue; /* the high word's address itself */
			const IrVal *ops[2] = {&i->a, &i->b};
			for (int k = 0; k < 2; k++)
				if (ops[k]->kind == IRV_TMP && ops[k]->tmp < n && what[ops[k]->tmp] && !word_access(i, k))
					bad[slot_of[ops[k]->tmp]] = true;
			for (int k = 0; k < i->nargs; k++)
				if (i->args[k].kind == IRV_TMP && i->args[k].tmp < n && what[i->args[k].tmp])
					bad[slot_of[i->args[k].tmp]] = true;
		}
	int32_t *high = xmalloc(sizeof *high * ((size_t)n + 1));
	bool any = false;
	for (IrInst *i = f->entry->first; i; i = i->next) {
		if (i->op != IR_alloc || !i->wide || i->size != 16 || bad[i->dst])
			continue;
		IrInst *h = arena_alloc(&m->arena, sizeof *h);
		*h = *i;
		h->dst = f->ntmps++;
		h->next = i->next;
		i->next = h;
		if (f->entry->last == i)
			f->entry->last = h;
		i->size = h->size = 8;
		i->align = h->align = 8;
		i->wide = h->wide = false;
		high[i->dst] = h->dst;
		any = true;
		i = h;
	}
	if (any) {
		IrVal *repl = xcalloc((size_t)f->ntmps + 1, sizeof *repl);
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first, *prev = NULL, *next; i; i = next) {
				next = i->next;
				if (i->dst >= 0 && i->dst < n && what[i->dst] == WORD_PLUS8 && !bad[slot_of[i->dst]]) {
					repl[i->dst] = ir_tmp(high[slot_of[i->dst]]);
					ir_unlink(b, prev, i);
					continue;
				}
				prev = i;
			}
		ir_replace_uses(f, repl);
		free(repl);
	}
	free(high);
	free(what);
	free(slot_of);
	free(bad);
}

static void promote(IrModule *m, IrFunc *f)
{
	split_wide_slots(m, f);
	Slot *slot = xcalloc((size_t)f->ntmps + 1, sizeof *slot);
	fill_slots(f, slot);
	int nslots = 0;
	for (int t = 0; t < f->ntmps; t++)
		if (slot[t].alloc && slot[t].ok)
			slot[t].index = nslots++;
	if (!nslots) {
		free(slot);
		return;
	}
	Cfg g = {0};
	fill_cfg(&g, f);
	int n = g.n;
	/* dominance frontiers */
	int **df = xcalloc((size_t)n, sizeof *df), *ndf = xcalloc((size_t)n, sizeof *ndf);
	for (int b = 0; b < n; b++) {
		if (g.npreds[b] < 2 || g.idom[b] < 0)
			continue;
		for (int k = 0; k < g.npreds[b]; k++) {
			for (int x = g.preds[b][k]->id; x != g.idom[b] && x >= 0; x = g.idom[x]) {
				bool have = false;
				for (int j = 0; j < ndf[x]; j++)
					have |= df[x][j] == b;
				if (!have) {
					df[x] = xrealloc(df[x], sizeof(int) * (size_t)(ndf[x] + 1));
					df[x][ndf[x]++] = b;
				}
				if (x == g.idom[x])
					break;
			}
		}
	}
	Rename r = {.m = m, .f = f, .g = &g, .slot = slot, .nslot_tmps = f->ntmps, .nslots = nslots};
	r.stack = xcalloc((size_t)nslots, sizeof *r.stack);
	r.depth = xcalloc((size_t)nslots, sizeof *r.depth);
	r.cap = xcalloc((size_t)nslots, sizeof *r.cap);
	r.phis = xcalloc((size_t)n, sizeof *r.phis);
	for (int b = 0; b < n; b++)
		r.phis[b] = xcalloc((size_t)nslots, sizeof **r.phis);
	/* phis at the iterated frontier of each slot's stores */
	int *work = xmalloc(sizeof *work * (size_t)(n + 1));
	bool *queued = xmalloc((size_t)n);
	int ntmps = f->ntmps; /* phis add temporaries past the slots' table */
	for (int t = 0; t < ntmps; t++) {
		if (!slot[t].alloc || !slot[t].ok)
			continue;
		int s = slot[t].index, nw = 0;
		memset(queued, 0, (size_t)n);
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next)
				if ((ir_ops[i->op].flags & OPF_MEM) && i->b.kind == IRV_TMP && i->b.tmp == t &&
				    !queued[b->id] && g.idom[b->id] >= 0) {
					queued[b->id] = true;
					work[nw++] = b->id;
				}
		while (nw) {
			int x = work[--nw];
			for (int j = 0; j < ndf[x]; j++) {
				int y = df[x][j];
				if (r.phis[y][s])
					continue;
				IrInst *phi = arena_alloc(&m->arena, sizeof *phi);
				phi->op = IR_phi;
				phi->cls = (uint8_t)slot[t].cls;
				phi->dst = f->ntmps++;
				phi->nargs = g.npreds[y];
				phi->args = arena_alloc(&m->arena, sizeof(IrVal) * (size_t)(phi->nargs + 1));
				phi->preds = arena_alloc(&m->arena, sizeof(IrBlock *) * (size_t)(phi->nargs + 1));
				for (int p = 0; p < phi->nargs; p++) {
					phi->preds[p] = g.preds[y][p];
					phi->args[p] = ir_const(0);
				}
				phi->loc = slot[t].alloc->loc;
				IrBlock *yb = g.blocks[y];
				phi->next = yb->first;
				yb->first = phi;
				if (!yb->last)
					yb->last = phi;
				r.phis[y][s] = phi;
				if (!queued[y]) {
					queued[y] = true;
					work[nw++] = y;
				}
			}
		}
	}
	/* the dominator tree, children in reverse postorder */
	r.children = xcalloc((size_t)n, sizeof *r.children);
	r.nchildren = xcalloc((size_t)n, sizeof *r.nchildren);
	for (int i = 1; i < g.nrpo; i++) {
		int b = g.rpo[i], d = g.idom[b];
		if (d < 0)
			continue;
		r.children[d] = xrealloc(r.children[d], sizeof(int) * (size_t)(r.nchildren[d] + 1));
		r.children[d][r.nchildren[d]++] = b;
	}
	rename_block(&r, f->entry->id);
	/* unreachable blocks keep their code; their loads of promoted slots
	 * read 0 (they never run; CFG simplification removes them) */
	for (int b = 0; b < n; b++) {
		if (g.idom[b] >= 0)
			continue;
		for (IrInst *i = g.blocks[b]->first, *prev = NULL, *next; i; i = next) {
			next = i->next;
			bool mem = ir_ops[i->op].flags & OPF_MEM;
			if (mem && (ir_ops[i->op].flags & OPF_VALUE) && i->a.kind == IRV_TMP &&
			    i->a.tmp < ntmps && slot[i->a.tmp].ok) {
				i->op = IR_copy;
				i->a = ir_const(0);
			} else if (mem && i->b.kind == IRV_TMP && i->b.tmp < ntmps && slot[i->b.tmp].ok) {
				ir_unlink(g.blocks[b], prev, i);
				continue;
			}
			prev = i;
		}
	}
	for (int b = 0; b < n; b++) {
		free(df[b]);
		free(r.phis[b]);
		free(r.children[b]);
	}
	for (int s = 0; s < nslots; s++)
		free(r.stack[s]);
	free(df);
	free(ndf);
	free(work);
	free(queued);
	free(r.stack);
	free(r.depth);
	free(r.cap);
	free(r.phis);
	free(r.children);
	free(r.nchildren);
	free_cfg(&g);
	free(slot);
}

void ir_mem2reg(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		promote(m, f);
}
