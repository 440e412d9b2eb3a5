/* loop.c - loop analysis for unroll.c: the CFG with dominators
 * (Cooper, Harvey and Kennedy's iterative algorithm), natural loops,
 * and trip counts by simulation.
 *
 * A trip count comes from an exiting branch whose condition depends
 * only on constants, on values computed from constants before the loop
 * and on phis of the header with a constant initial value (the same
 * from every way in): the loop is run, iteration by iteration, on just
 * those values, with the IR's own arithmetic (a w op on the low 32 bits,
 * its result sign-extended as fold.c keeps constants), until the branch
 * leaves.  Anything else the condition needs (a load, a call, a phi of
 * the body) makes the trip count unknown. */
#include "loop.h"

#include <stdlib.h>
#include <string.h>

void cfg_free(Cfg *g)
{
	for (int i = 0; i < g->n; i++)
		free(g->preds[i]);
	free(g->blocks);
	free(g->npred);
	free(g->cappred);
	free(g->preds);
	free(g->idom);
	free(g->order);
	memset(g, 0, sizeof *g);
}

static int dom_meet(const Cfg *g, int a, int b)
{
	while (a != b) {
		while (g->order[a] > g->order[b])
			a = g->idom[a];
		while (g->order[b] > g->order[a])
			b = g->idom[b];
	}
	return a;
}

/* renumbers the blocks; predecessors (reachable ones) and dominators */
void cfg_build(Cfg *g, IrFunc *f)
{
	int n = 0;
	for (IrBlock *b = f->entry; b; b = b->next)
		b->id = n++;
	f->nblocks = n;
	g->n = n;
	g->blocks = xcalloc((size_t)n + 1, sizeof *g->blocks);
	g->npred = xcalloc((size_t)n + 1, sizeof *g->npred);
	g->cappred = xcalloc((size_t)n + 1, sizeof *g->cappred);
	g->preds = xcalloc((size_t)n + 1, sizeof *g->preds);
	g->idom = xmalloc(sizeof *g->idom * (size_t)(n + 1));
	g->order = xmalloc(sizeof *g->order * (size_t)(n + 1));
	for (IrBlock *b = f->entry; b; b = b->next)
		g->blocks[b->id] = b;
	/* iterative DFS for the postorder */
	int *post = xmalloc(sizeof *post * (size_t)(n + 1)), np = 0;
	int *stack = xmalloc(sizeof *stack * (size_t)(n + 1)), *next = xcalloc((size_t)n + 1, sizeof *next);
	bool *seen = xcalloc((size_t)n + 1, 1);
	int sp = 0;
	stack[sp++] = f->entry->id;
	seen[f->entry->id] = true;
	while (sp) {
		IrBlock *b = g->blocks[stack[sp - 1]], *s[2];
		int ns = ir_succs(b, s);
		if (next[b->id] < ns) {
			IrBlock *c = s[next[b->id]++];
			if (!seen[c->id]) {
				seen[c->id] = true;
				stack[sp++] = c->id;
			}
		} else {
			post[np++] = b->id;
			sp--;
		}
	}
	for (int i = 0; i < n; i++) {
		g->order[i] = -1;
		g->idom[i] = -1;
	}
	for (int i = 0; i < np; i++)
		g->order[post[np - 1 - i]] = i;
	for (int i = np - 1; i >= 0; i--) {
		IrBlock *b = g->blocks[post[i]], *s[2];
		int ns = ir_succs(b, s);
		for (int k = 0; k < ns; k++) {
			int c = s[k]->id;
			if (k == 1 && s[1] == s[0])
				break;
			if (g->npred[c] == g->cappred[c]) {
				g->cappred[c] = g->cappred[c] ? 2 * g->cappred[c] : 2;
				g->preds[c] = xrealloc(g->preds[c], sizeof(IrBlock *) * (size_t)g->cappred[c]);
			}
			g->preds[c][g->npred[c]++] = b;
		}
	}
	int e = f->entry->id;
	g->idom[e] = e;
	for (bool changed = true; changed;) {
		changed = false;
		for (int i = np - 2; i >= 0; i--) {
			int b = post[i], d = -1;
			for (int k = 0; k < g->npred[b]; k++) {
				int p = g->preds[b][k]->id;
				if (g->idom[p] >= 0)
					d = d < 0 ? p : dom_meet(g, p, d);
			}
			if (d != g->idom[b]) {
				g->idom[b] = d;
				changed = true;
			}
		}
	}
	free(post);
	free(stack);
	free(next);
	free(seen);
}

bool dominates(const Cfg *g, int a, int b)
{
	if (g->order[b] < 0)
		return false;
	for (;;) {
		if (a == b)
			return true;
		if (g->idom[b] == b || g->idom[b] < 0)
			return false;
		b = g->idom[b];
	}
}

/* the blocks of the loop headed by h: those reaching a latch without
 * passing h; false if h heads no loop */
int loop_blocks(const Cfg *g, IrBlock *h, bool *in, int *stack, IrBlock **latches, int *nlatch)
{
	memset(in, 0, (size_t)g->n);
	int sp = 0, n = 0;
	*nlatch = 0;
	for (int k = 0; k < g->npred[h->id]; k++) {
		IrBlock *p = g->preds[h->id][k];
		if (dominates(g, h->id, p->id)) {
			latches[(*nlatch)++] = p;
			if (!in[p->id]) {
				in[p->id] = true;
				stack[sp++] = p->id;
			}
		}
	}
	if (!*nlatch)
		return 0;
	if (!in[h->id]) {
		in[h->id] = true;
		n++;
	}
	while (sp) {
		int b = stack[--sp];
		n++;
		if (b == h->id)
			continue;
		for (int k = 0; k < g->npred[b]; k++) {
			int p = g->preds[b][k]->id;
			if (!in[p]) {
				in[p] = true;
				stack[sp++] = p;
			}
		}
	}
	return n;
}

/* ---- trip counts ---- */

/* the values of the current iteration: val[t] is t's if stamp[t] is now */
typedef struct Sim {
	Loop *L;
	int64_t *val;
	int *stamp;
	int now;
} Sim;

static int64_t as_w(uint64_t v) { return (int64_t)(int32_t)(uint32_t)v; }

/* the IR's own arithmetic, as fold.c does it */
static bool eval_op(IrOp op, bool w, int64_t x, int64_t y, int64_t *out)
{
	return ir_fold_binary(op, w, x, y, out) || ir_fold_unary(op, w, x, out);
}

int phi_index(const IrInst *p, const IrBlock *pred)
{
	for (int k = 0; k < p->nargs; k++)
		if (p->preds[k] == pred)
			return k;
	return -1;
}

/* the value of v in this iteration; header phis hold theirs in val */
static bool eval(Sim *s, IrVal v, int64_t *out, int depth)
{
	if (v.kind == IRV_CONST) {
		*out = v.c;
		return true;
	}
	if (v.kind != IRV_TMP || depth > 64)
		return false;
	Loop *L = s->L;
	int t = v.tmp;
	if (s->stamp[t] == s->now) {
		*out = s->val[t];
		return true;
	}
	IrInst *d = L->def[t];
	if (d && d->op == IR_phi && !L->in[L->defb[t]->id]) {
		/* before the loop, a phi of one value (unrolling an outer
		 * loop leaves them until fold runs) is that value */
		for (int k = 1; k < d->nargs; k++)
			if (d->args[k].kind != d->args[0].kind || d->args[k].tmp != d->args[0].tmp ||
			    d->args[k].c != d->args[0].c || d->args[k].sym != d->args[0].sym)
				return false;
		return d->nargs && eval(s, d->args[0], out, depth + 1);
	}
	if (!d || d->op == IR_phi)
		return false; /* header phis are stamped; other phis are unknown */
	int nargs = ir_ops[d->op].nargs;
	if (ir_ops[d->op].flags & (OPF_MEM | OPF_ATOMIC | OPF_SIDE) || nargs < 1)
		return false;
	int64_t x = 0, y = 0;
	if (!eval(s, d->a, &x, depth + 1) || (nargs == 2 && !eval(s, d->b, &y, depth + 1)))
		return false;
	bool w = d->cls == IRC_W;
	if (d->op == IR_copy && d->a.kind == IRV_TMP && L->def[d->a.tmp] && L->def[d->a.tmp]->cls == IRC_W)
		w = true; /* an l copy of a w value: its low 32 bits */
	if (!eval_op((IrOp)d->op, w, x, y, out))
		return false;
	if (d->op == IR_copy && d->cls == IRC_L && w)
		*out = (int64_t)(uint32_t)*out;
	s->val[t] = *out;
	s->stamp[t] = s->now;
	return true;
}

/* Iterations until the branch `t` (in block e) leaves the loop: the
 * index of the iteration in which it does, -1 if it cannot be known,
 * -2 if it does not within `max` iterations. */
int trip_of(Loop *L, IrInst *t, int max, int64_t *val, int *stamp, int64_t *nextv)
{
	IrBlock *h = L->head;
	bool out_if_true = !L->in[t->then->id];
	int nphis = 0;
	for (IrInst *p = h->first; p && p->op == IR_phi; p = p->next)
		nphis++;
	IrInst **phis = xmalloc(sizeof *phis * (size_t)(nphis + 1));
	bool *known = xcalloc((size_t)nphis + 1, 1);
	int64_t *init = xcalloc((size_t)nphis + 1, sizeof *init);
	Sim s = {L, val, stamp, 1};
	nphis = 0;
	for (IrInst *p = h->first; p && p->op == IR_phi; p = p->next) {
		/* the initial value: the same constant from every way in (a
		 * value computed before the loop from constants is one) */
		bool ok = true, have = false;
		int64_t c = 0;
		for (int k = 0; k < p->nargs && ok; k++) {
			int64_t v;
			if (L->in[p->preds[k]->id])
				continue;
			if (!eval(&s, p->args[k], &v, 0) || (have && v != c))
				ok = false;
			c = v;
			have = true;
		}
		known[nphis] = ok && have && phi_index(p, L->latch) >= 0;
		init[nphis] = c;
		phis[nphis++] = p;
	}
	int result = -2;
	for (int it = 0; it <= max; it++) {
		s.now++;
		for (int k = 0; k < nphis; k++)
			if (known[k]) {
				int64_t v = it == 0 ? init[k] : nextv[k];
				val[phis[k]->dst] = phis[k]->cls == IRC_W ? as_w((uint64_t)v) : v;
				stamp[phis[k]->dst] = s.now;
			}
		int64_t c;
		if (!eval(&s, t->a, &c, 0)) {
			result = -1;
			break;
		}
		if ((c != 0) == out_if_true) {
			result = it;
			break;
		}
		for (int k = 0; k < nphis; k++)
			if (known[k] && !eval(&s, phis[k]->args[phi_index(phis[k], L->latch)], &nextv[k], 0))
				known[k] = false; /* an error only if the condition needs it */
	}
	free(phis);
	free(known);
	free(init);
	return result;
}

/* Counters that never go negative: a phi of a loop header whose value
 * from outside is a constant in [0, 2^31) and from inside `phi + k`
 * (0 < k), computed only where the header's own test `phi < C` (signed
 * or unsigned, C a constant with C - 1 + k < 2^31) held, the test's
 * other side leaving the loop.  The phi is in [0, C - 1 + k] and so is
 * the increment. */
static bool counter_of(const Cfg *g, IrBlock *h, IrInst *p, const bool *in, IrInst **def, IrBlock **defb)
{
	IrInst *t = h->last;
	if (!t || t->op != IR_br || t->a.kind != IRV_TMP || !def[t->a.tmp] || defb[t->a.tmp] != h)
		return false;
	IrInst *c = def[t->a.tmp];
	if ((c->op != IR_slt && c->op != IR_ult) || c->cls != IRC_W || c->a.kind != IRV_TMP ||
	    c->a.tmp != p->dst || c->b.kind != IRV_CONST || c->b.c <= 0 || !in[t->then->id] || in[t->els->id])
		return false;
	int32_t next = -1;
	for (int k = 0; k < p->nargs; k++) {
		IrVal v = p->args[k];
		if (!in[p->preds[k]->id]) {
			if (v.kind != IRV_CONST || v.c < 0 || v.c > 0x7fffffff)
				return false;
		} else if (v.kind != IRV_TMP || (next >= 0 && v.tmp != next))
			return false;
		else
			next = v.tmp;
	}
	IrInst *inc = next >= 0 ? def[next] : NULL;
	return inc && inc->op == IR_add && inc->cls == IRC_W && inc->a.kind == IRV_TMP && inc->a.tmp == p->dst &&
	       inc->b.kind == IRV_CONST && inc->b.c > 0 && inc->b.c <= 0x10000 &&
	       c->b.c - 1 + inc->b.c <= 0x7fffffff && dominates(g, t->then->id, defb[next]->id);
}

void fill_nonneg_counters(IrFunc *f, bool *nonneg)
{
	Cfg g;
	cfg_build(&g, f);
	size_t nt = (size_t)f->ntmps + 1;
	IrInst **def = xcalloc(nt, sizeof *def);
	IrBlock **defb = xcalloc(nt, sizeof *defb);
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->dst >= 0 && (size_t)i->dst < nt) {
				def[i->dst] = i;
				defb[i->dst] = b;
			}
	bool *in = xcalloc((size_t)g.n + 1, 1);
	int *stack = xmalloc(sizeof *stack * ((size_t)g.n + 1));
	IrBlock **latches = xmalloc(sizeof *latches * ((size_t)g.n + 1));
	for (int k = 0; k < g.n; k++) {
		IrBlock *h = g.blocks[k];
		int nl;
		if (!h || g.order[h->id] < 0 || !loop_blocks(&g, h, in, stack, latches, &nl))
			continue;
		for (IrInst *p = h->first; p && p->op == IR_phi; p = p->next)
			if (p->cls == IRC_W && counter_of(&g, h, p, in, def, defb)) {
				nonneg[p->dst] = true;
				for (int a = 0; a < p->nargs; a++)
					if (p->args[a].kind == IRV_TMP)
						nonneg[p->args[a].tmp] = true;
			}
	}
	free(def);
	free(defb);
	free(in);
	free(stack);
	free(latches);
	cfg_free(&g);
}
