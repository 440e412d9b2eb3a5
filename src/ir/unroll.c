/* unroll.c - full unrolling of loops with a constant trip count.
 *
 * Which loops: those a pragma asks for (`#pragma unroll`, `#pragma
 * clang loop unroll(full|enable)`, `#pragma unroll N` / `GCC unroll N`
 * / `unroll_count(N)` when the trip count is at most N), and at -O2
 * small loops whose unrolled size stays small; `unroll(disable)` and
 * `nounroll` keep the loop.  A loop the pragma asks for that cannot be
 * unrolled gets a located warning "loop not unrolled: <why>" at the
 * loop statement (lowering records the statement on the header block).
 * The BPF verifier is why: many programs rely on unrolled loops.
 *
 * What is a loop: a natural loop (a back edge to a block dominating its
 * source; no irreducible flow is ever created) with one back edge.  The
 * trip count comes from an exiting branch that runs on every iteration
 * (its block dominates the latch) and whose condition depends only on
 * constants and on phis of the header with a constant initial value:
 * loop.c simulates the loop on those values with the IR's own
 * arithmetic until that branch leaves; of several such exits the
 * earliest counts.  With a count N > 1, a loop whose trip count is over
 * N or not known is unrolled partially: N copies of the body, each
 * keeping its exits, the last one's latch going back to the header (the
 * loop stays a loop the verifier bounds as before, N times fewer back
 * edges).
 *
 * How: iteration 0 is the original blocks, iterations 1..k are copies;
 * the back edge of copy j goes to the header of copy j+1, whose phis
 * become copies of copy j's latch values; the controlling branch becomes
 * a jump (inside in copies 0..k-1, out in copy k) and the last latch,
 * now unreachable, a ret that cfg removes.  Other exits (break, return)
 * stay branches; a phi after the loop gets one operand per copy that
 * still jumps to it.  A loop value used after the loop other than
 * through such a phi is demoted to a stack slot (stored after each
 * definition, loaded at the use) and mem2reg, run next, places the phis
 * the copies need.  Loops are unrolled innermost first. */
#include "loop.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
	PRAGMA_BUDGET = 16384, /* IR instructions a pragma'd loop may unroll to (as LLVM's
	                          pragma threshold: pyperf100's 100 frames fit) */
	PARTIAL_BUDGET = 4096, /* `unroll N` of a longer loop: N copies fit in this */
	/* -O2, no pragma: at most this many.  LLVM's full-unroll threshold
	 * is 150 with up to 4x for copies that simplify; for the verifier
	 * a small constant-trip loop is cheaper unrolled: inside a loop
	 * whose entry is on its current path it compares states by range
	 * even for scalars it need not be precise about, and checkpoints
	 * less often (kernel/bpf/verifier.c is_state_visited), so header
	 * chains of different shapes do not prune.  xdp-tools'
	 * skip_ip6hdrext (6 trips, about 30 instructions each) took 1.5x
	 * the verifier's work rolled; 160 was the budget before. */
	AUTO_BUDGET = 320,
	AUTO_TRIPS = 32,
	FUNC_BUDGET = 131072, /* no unrolling past this function size (pyperf180 at v4, unrolled
	                         fully as it asks, is ~90k) */
};

/* ---- small IR helpers ---- */

static void insert_after(IrBlock *b, IrInst *prev, IrInst *i)
{
	if (prev) {
		i->next = prev->next;
		prev->next = i;
	} else {
		i->next = b->first;
		b->first = i;
	}
	if (b->last == prev)
		b->last = i;
}

static void to_jump(IrInst *t, IrBlock *to)
{
	t->op = IR_jmp;
	t->a = (IrVal){0};
	t->then = to;
	t->els = NULL;
}

/* ---- the transformation ---- */

static IrVal mapv(IrVal v, const int *dense, int32_t *tmap)
{
	if (v.kind == IRV_TMP && dense[v.tmp] >= 0)
		v.tmp = tmap[dense[v.tmp]];
	return v;
}

/* stores t after its definition into a new slot; returns the slot */
static int32_t demote(IrModule *m, Loop *L, int32_t t, int32_t *slot_of)
{
	if (slot_of[t] >= 0)
		return slot_of[t];
	IrFunc *f = L->f;
	IrInst *d = L->def[t];
	IrBlock *db = L->defb[t];
	bool l = d->cls == IRC_L;
	int32_t slot = f->ntmps++;
	IrInst *a = ir_inst_new(m, IR_alloc, IRC_L, slot, (IrVal){0}, (IrVal){0}, d->loc);
	a->size = l ? 8 : 4;
	a->align = l ? 8 : 4;
	insert_after(f->entry, NULL, a);
	IrInst *after = d;
	while (after->next && (after->op == IR_phi ? after->next->op == IR_phi : after->next->op == IR_asmout))
		after = after->next;
	insert_after(db, after, ir_inst_new(m, l ? IR_store64 : IR_store32, IRC_NONE, -1, ir_tmp(t), ir_tmp(slot), d->loc));
	slot_of[t] = slot;
	return slot;
}

static IrVal reload(IrModule *m, Loop *L, IrBlock *b, IrInst *before, int32_t t, int32_t *slot_of)
{
	int32_t slot = demote(m, L, t, slot_of);
	bool l = L->def[t]->cls == IRC_L;
	IrInst *prev = NULL;
	for (IrInst *i = b->first; i && i != before; i = i->next)
		prev = i;
	IrInst *ld = ir_inst_new(m, l ? IR_load64 : IR_load32, l ? IRC_L : IRC_W, L->f->ntmps++, ir_tmp(slot), (IrVal){0},
			before->loc);
	insert_after(b, prev, ld);
	return ir_tmp(ld->dst);
}

static bool defined_in(const Loop *L, IrVal v)
{
	return v.kind == IRV_TMP && L->defb[v.tmp] && L->in[L->defb[v.tmp]->id];
}

/* values of the loop used after it other than by exit phis: to slots */
static void demote_outside_uses(IrModule *m, Loop *L)
{
	IrFunc *f = L->f;
	int32_t *slot_of = xmalloc(sizeof *slot_of * (size_t)(f->ntmps + 1));
	for (int t = 0; t < f->ntmps; t++)
		slot_of[t] = -1;
	int ntmps = f->ntmps;
	for (IrBlock *b = f->entry; b; b = b->next) {
		if (b->id < L->g->n && L->in[b->id])
			continue;
		for (IrInst *i = b->first; i; i = i->next) {
			if (i->op == IR_phi) {
				for (int k = 0; k < i->nargs; k++)
					if (!L->in[i->preds[k]->id] && i->args[k].tmp < ntmps && defined_in(L, i->args[k]))
						i->args[k] = reload(m, L, i->preds[k], i->preds[k]->last, i->args[k].tmp, slot_of);
				continue;
			}
			IrVal *ops[2] = {&i->a, &i->b};
			for (int k = 0; k < 2; k++)
				if (ops[k]->kind == IRV_TMP && ops[k]->tmp < ntmps && defined_in(L, *ops[k]))
					*ops[k] = reload(m, L, b, i, ops[k]->tmp, slot_of);
			for (int k = 0; k < i->nargs; k++)
				if (i->args[k].kind == IRV_TMP && i->args[k].tmp < ntmps && defined_in(L, i->args[k]))
					i->args[k] = reload(m, L, b, i, i->args[k].tmp, slot_of);
		}
	}
	free(slot_of);
}

/* k + 1 iterations: the originals and k copies.  e is the controlling
 * exit (full unrolling: it leaves in iteration k), or NULL to keep the
 * loop: every copy keeps its exits and the last copy's latch goes back
 * to the header (partial unrolling, `#pragma unroll N` of a longer
 * loop). */
static void unroll_loop(IrModule *m, Loop *L, IrBlock *e, int k)
{
	IrFunc *f = L->f;
	demote_outside_uses(m, L);
	int nb = L->nblocks, ncopy = k + 1;
	int32_t *dense = xmalloc(sizeof *dense * (size_t)(f->ntmps + 1));
	for (int t = 0; t < f->ntmps; t++)
		dense[t] = -1;
	int ndefs = 0;
	for (int b = 0; b < nb; b++)
		for (IrInst *i = L->blocks[b]->first; i; i = i->next)
			if (i->dst >= 0)
				dense[i->dst] = ndefs++;
	int *bidx = xmalloc(sizeof *bidx * (size_t)(L->g->n + 1));
	for (int b = 0; b < L->g->n; b++)
		bidx[b] = -1;
	for (int b = 0; b < nb; b++)
		bidx[L->blocks[b]->id] = b;
	int32_t **tmap = xmalloc(sizeof *tmap * (size_t)ncopy);
	IrBlock ***blk = xmalloc(sizeof *blk * (size_t)ncopy);
	for (int j = 0; j < ncopy; j++) {
		tmap[j] = xmalloc(sizeof **tmap * (size_t)(ndefs + 1));
		blk[j] = xmalloc(sizeof **blk * (size_t)(nb + 1));
		for (int b = 0; b < nb; b++) {
			if (j == 0) {
				blk[j][b] = L->blocks[b];
			} else {
				blk[j][b] = ir_block_new(m, f);
				blk[j][b]->loop = L->blocks[b]->loop;
			}
		}
		for (int b = 0; b < nb; b++)
			for (IrInst *i = L->blocks[b]->first; i; i = i->next)
				if (i->dst >= 0)
					tmap[j][dense[i->dst]] = j == 0 ? i->dst : f->ntmps++;
	}
	IrBlock *h = L->head, *latch = L->latch;
	int hb = bidx[h->id];
	IrBlock *out = !e ? NULL : L->in[e->last->then->id] ? e->last->els : e->last->then;
	/* copies 1..k */
	for (int j = 1; j < ncopy; j++)
		for (int b = 0; b < nb; b++) {
			IrBlock *y = blk[j][b];
			for (IrInst *i = L->blocks[b]->first; i; i = i->next) {
				IrInst *c = arena_alloc(&m->arena, sizeof *c);
				*c = *i;
				c->next = NULL;
				if (c->dst >= 0)
					c->dst = tmap[j][dense[i->dst]];
				if (i->op == IR_phi && b == hb) {
					/* one way in: from the previous copy's latch */
					int p = phi_index(i, latch);
					c->op = IR_copy;
					c->a = mapv(i->args[p], dense, tmap[j - 1]);
					c->nargs = 0;
					c->args = NULL;
					c->preds = NULL;
				} else {
					c->a = mapv(i->a, dense, tmap[j]);
					c->b = mapv(i->b, dense, tmap[j]);
					if (i->nargs) {
						c->args = arena_alloc(&m->arena, sizeof(IrVal) * (size_t)i->nargs);
						for (int q = 0; q < i->nargs; q++)
							c->args[q] = mapv(i->args[q], dense, tmap[j]);
					}
					if (i->op == IR_phi) {
						c->preds = arena_alloc(&m->arena, sizeof(IrBlock *) * (size_t)i->nargs);
						for (int q = 0; q < i->nargs; q++)
							c->preds[q] = blk[j][bidx[i->preds[q]->id]];
					}
				}
				if (y->last)
					y->last->next = c;
				else
					y->first = c;
				y->last = c;
			}
		}
	/* edges: inside a copy, to the copy; the back edge to the next copy */
	for (int j = 0; j < ncopy; j++)
		for (int b = 0; b < nb; b++) {
			IrInst *t = blk[j][b]->last;
			if (!ir_nsuccs(t))
				continue;
			IrBlock **to[2] = {&t->then, &t->els};
			for (int q = 0; q < ir_nsuccs(t); q++) {
				IrBlock *x = *to[q];
				if (x == h && L->blocks[b] == latch)
					*to[q] = j + 1 < ncopy ? blk[j + 1][hb] : h; /* fixed below for j = k */
				else if (L->in[x->id])
					*to[q] = blk[j][bidx[x->id]];
			}
		}
	if (!e) {
		/* partial: the header's back edge comes from the last copy */
		IrBlock *last = blk[k][bidx[latch->id]];
		for (IrInst *p = h->first; p && p->op == IR_phi; p = p->next) {
			int q = phi_index(p, latch);
			p->args[q] = mapv(p->args[q], dense, tmap[k]);
			p->preds[q] = last;
		}
		goto phis_after;
	}
	/* the header of iteration 0 is entered only from outside now */
	ir_phi_drop_pred(h, latch);
	/* the controlling exit: in (copies 0..k-1), out (copy k) */
	int eb = bidx[e->id];
	for (int j = 0; j < ncopy; j++) {
		IrInst *t = blk[j][eb]->last;
		IrBlock *inside = t->then == out ? t->els : t->then;
		if (j < k) {
			to_jump(t, inside);
		} else {
			if (inside != h) /* h: the back edge no copy takes */
				ir_phi_drop_pred(inside, blk[j][eb]);
			to_jump(t, out);
		}
	}
	/* the last latch (unless it is the exit) cannot be reached */
	IrBlock *last = blk[k][bidx[latch->id]];
	if (latch != e) {
		IrBlock *s[2];
		int ns = ir_succs(last, s);
		for (int q = 0; q < ns; q++)
			ir_phi_drop_pred(s[q], last);
		IrInst *t = last->last;
		t->op = IR_ret;
		t->then = t->els = NULL;
		t->a = f->ret_cls == IRC_NONE ? (IrVal){0} : ir_const(0);
		t->b = (IrVal){0};
	}
phis_after:
	/* phis after the loop: one operand per copy that still goes there */
	for (IrBlock *x = f->entry; x; x = x->next) {
		if (x->id >= L->g->n || L->in[x->id])
			continue; /* a copy, or the loop */
		for (IrInst *p = x->first; p && p->op == IR_phi; p = p->next) {
			int n = 0;
			for (int q = 0; q < p->nargs; q++)
				n += L->in[p->preds[q]->id] ? ncopy : 1;
			IrVal *args = arena_alloc(&m->arena, sizeof(IrVal) * (size_t)(n + 1));
			IrBlock **preds = arena_alloc(&m->arena, sizeof(IrBlock *) * (size_t)(n + 1));
			n = 0;
			for (int q = 0; q < p->nargs; q++) {
				IrBlock *pb = p->preds[q];
				if (!L->in[pb->id]) {
					args[n] = p->args[q];
					preds[n++] = pb;
					continue;
				}
				for (int j = 0; j < ncopy; j++) {
					IrBlock *c = blk[j][bidx[pb->id]], *s[2];
					int ns = ir_succs(c, s);
					if (!(ns >= 1 && s[0] == x) && !(ns == 2 && s[1] == x))
						continue;
					args[n] = mapv(p->args[q], dense, tmap[j]);
					preds[n++] = c;
				}
			}
			p->args = args;
			p->preds = preds;
			p->nargs = n;
		}
	}
	for (int j = 0; j < ncopy; j++) {
		free(tmap[j]);
		free(blk[j]);
	}
	free(tmap);
	free(blk);
	free(dense);
	free(bidx);
}

/* ---- per function ---- */

typedef struct Ctx {
	IrModule *m;
	int level;
	bool size;
	IrBlock **tried; /* headers attempted (in their current context) */
	int ntried, captried;
	struct Fail { IrBlock *head; char why[160]; } *fails;
	int nfails, capfails;
} Ctx;

static bool tried(const Ctx *c, const IrBlock *h)
{
	for (int k = 0; k < c->ntried; k++)
		if (c->tried[k] == h)
			return true;
	return false;
}

static void fail(Ctx *c, IrBlock *h, const char *why)
{
	int k = 0;
	while (k < c->nfails && c->fails[k].head != h)
		k++;
	if (k == c->nfails && c->nfails == c->capfails) {
		c->capfails = c->capfails ? 2 * c->capfails : 8;
		c->fails = xrealloc(c->fails, sizeof *c->fails * (size_t)c->capfails);
	}
	c->fails[k].head = h;
	snprintf(c->fails[k].why, sizeof c->fails[k].why, "%s", why);
	c->nfails += k == c->nfails;
}

static int hint_of(const IrBlock *h) { return h->loop ? h->loop->unroll : UNROLL_NONE; }

enum { KEPT, UNROLLED };

/* one attempt at the loop headed by h */
static int attempt(Ctx *c, IrFunc *f, Cfg *g, IrBlock *h, bool *in, int *stack, IrBlock **latches,
		    int fsize)
{
	int hint = hint_of(h);
	bool pragma = hint == UNROLL_FULL || hint == UNROLL_ENABLE || hint > 0;
	if (hint == UNROLL_DISABLE || (!pragma && (c->level < 2 || c->size)))
		return KEPT;
	int nl;
	int nblocks = loop_blocks(g, h, in, stack, latches, &nl);
	if (!nblocks)
		return KEPT;
	if (h == f->entry) {
		if (pragma)
			fail(c, h, "the loop starts the function");
		return KEPT;
	}
	if (nl > 1) {
		if (pragma)
			fail(c, h, "it has more than one back edge");
		return KEPT;
	}
	Loop L = {f, g, h, latches[0], in, NULL, 0, 0, NULL, NULL};
	L.blocks = xmalloc(sizeof *L.blocks * (size_t)nblocks);
	L.def = xcalloc((size_t)f->ntmps + 1, sizeof *L.def);
	L.defb = xcalloc((size_t)f->ntmps + 1, sizeof *L.defb);
	for (IrBlock *b = f->entry; b; b = b->next) {
		if (in[b->id])
			L.blocks[L.nblocks++] = b;
		for (IrInst *i = b->first; i; i = i->next) {
			if (in[b->id])
				L.size++;
			if (i->dst >= 0) {
				L.def[i->dst] = i;
				L.defb[i->dst] = b;
			}
		}
	}
	int budget = pragma ? PRAGMA_BUDGET : AUTO_BUDGET;
	int max = budget / (L.size ? L.size : 1) + 1;
	if (!pragma && max > AUTO_TRIPS)
		max = AUTO_TRIPS;
	if (hint > 0 && max > hint)
		max = hint;
	int64_t *val = xcalloc((size_t)f->ntmps + 1, sizeof *val), *nextv = NULL;
	int *stamp = xcalloc((size_t)f->ntmps + 1, sizeof *stamp);
	int nphis = 0;
	for (IrInst *p = h->first; p && p->op == IR_phi; p = p->next)
		nphis++;
	nextv = xcalloc((size_t)nphis + 1, sizeof *nextv);
	IrBlock *best = NULL;
	int best_k = -1;
	bool too_many = false;
	for (int b = 0; b < L.nblocks; b++) {
		IrBlock *e = L.blocks[b];
		IrInst *t = e->last;
		if (t->op != IR_br || t->a.kind != IRV_TMP || in[t->then->id] == in[t->els->id] ||
		    !dominates(g, e->id, L.latch->id))
			continue;
		memset(stamp, 0, sizeof *stamp * (size_t)(f->ntmps + 1));
		int k = trip_of(&L, t, max, val, stamp, nextv);
		if (k == -2)
			too_many = true;
		if (k >= 0 && (!best || k < best_k)) {
			best = e;
			best_k = k;
		}
	}
	int changed = KEPT;
	char why[160];
	why[0] = 0;
	/* `unroll N` of a longer loop, or of one whose trip count is not
	 * known: N copies that keep their exits, still a loop.  The count is
	 * a hint: fewer copies where N would not fit the budgets, and below
	 * two none, without a warning (the loop is a loop either way) */
	int factor = 0;
	if (!best && hint > 1) {
		int64_t size = L.size ? L.size : 1, room = PARTIAL_BUDGET / size;
		if (room > (FUNC_BUDGET - fsize) / size + 1)
			room = (FUNC_BUDGET - fsize) / size + 1;
		factor = hint < room ? hint : (int)room;
		if (factor < 2)
			factor = -1; /* kept, silently */
	}
	if (factor)
		;
	else if (!best && too_many && hint > 0)
		snprintf(why, sizeof why, "its trip count is more than the unroll count %d", hint);
	else if (!best && too_many)
		snprintf(why, sizeof why, "unrolled it would exceed %d IR instructions", budget);
	else if (!best)
		snprintf(why, sizeof why, "its trip count is not a compile-time constant");
	else if (fsize + (best_k) * L.size > FUNC_BUDGET)
		snprintf(why, sizeof why, "the function would exceed %d IR instructions", FUNC_BUDGET);
	/* `unroll(enable)` asks for unrolling where it fits: a loop too big
	 * for it stays a loop without a word, as clang leaves it */
	bool only_hint = hint == UNROLL_ENABLE && (too_many || best);
	if (why[0]) {
		if (pragma && !only_hint)
			fail(c, h, why);
	} else if (factor >= 2) {
		unroll_loop(c->m, &L, NULL, factor - 1);
		changed = UNROLLED;
	} else if (factor == 0) {
		unroll_loop(c->m, &L, best, best_k);
		changed = UNROLLED;
	}
	free(val);
	free(nextv);
	free(stamp);
	free(L.blocks);
	free(L.def);
	free(L.defb);
	return changed;
}

/* innermost loops first: a header with no untried header inside; after
 * an unrolling, the loops it contained are tried again (their copies
 * have constants where the outer loop's values were) */
static void unroll_func(Ctx *c, IrFunc *f)
{
	for (bool again = true; again;) {
		Cfg g = {0};
		cfg_build(&g, f);
		int n = g.n, fsize = 0, nl;
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next)
				fsize++;
		bool *in = xcalloc((size_t)n + 1, 1);
		int *stack = xmalloc(sizeof *stack * (size_t)(n + 1));
		IrBlock **latches = xmalloc(sizeof *latches * (size_t)(n + 1)), *pick = NULL;
		for (IrBlock *h = f->entry; h && !pick; h = h->next) {
			if (tried(c, h) || !loop_blocks(&g, h, in, stack, latches, &nl))
				continue;
			pick = h;
			for (IrBlock *x = f->entry; x && pick; x = x->next)
				for (int k = 0; x != h && in[x->id] && !tried(c, x) && k < g.npred[x->id]; k++)
					if (dominates(&g, x->id, g.preds[x->id][k]->id))
						pick = NULL;
		}
		again = pick != NULL;
		if (pick) {
			if (c->ntried == c->captried) {
				c->captried = c->captried ? 2 * c->captried : 16;
				c->tried = xrealloc(c->tried, sizeof *c->tried * (size_t)c->captried);
			}
			c->tried[c->ntried++] = pick;
			loop_blocks(&g, pick, in, stack, latches, &nl);
			bool *was = xmalloc((size_t)n + 1);
			memcpy(was, in, (size_t)n + 1);
			if (attempt(c, f, &g, pick, in, stack, latches, fsize) == UNROLLED) {
				int k = 0;
				for (int j = 0; j < c->ntried; j++)
					if (c->tried[j]->id >= n || !was[c->tried[j]->id] || c->tried[j] == pick)
						c->tried[k++] = c->tried[j];
				c->ntried = k;
			}
			free(was);
		}
		free(in);
		free(stack);
		free(latches);
		cfg_free(&g);
	}
}

void ir_unroll(IrModule *m, int level, bool size)
{
	Ctx c = {.m = m, .level = level, .size = size};
	PtrSet warned = {0}; /* one warning per loop statement, even if inlined twice */
	for (IrFunc *f = m->funcs; f; f = f->next) {
		c.nfails = c.ntried = 0;
		unroll_func(&c, f);
		/* a warning for each requested loop that is still a loop */
		Cfg g = {0};
		cfg_build(&g, f);
		for (int k = 0; k < c.nfails; k++) {
			IrBlock *h = c.fails[k].head;
			bool loop = false;
			for (IrBlock *b = f->entry; b && !loop; b = b->next)
				for (int q = 0; b == h && q < g.npred[h->id]; q++)
					loop |= dominates(&g, h->id, g.preds[h->id][q]->id);
			if (loop && h->loop && ptrset_add(&warned, h->loop))
				diag_warning(h->loop->loc, "loop not unrolled: %s", c.fails[k].why);
		}
		cfg_free(&g);
	}
	ptrset_free(&warned);
	free(c.tried);
	free(c.fails);
}
