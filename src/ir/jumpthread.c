/* jumpthread.c - jump threading: a branch that every predecessor's
 * constant decides is taken in each predecessor.
 *
 * The rule: where a block B ends in a branch whose condition, computed in
 * B from its phis, is a constant for the values each predecessor brings
 * (`res = phi [P1 1] [P2 2] [P3 3]; if (res == 1) ...`, what an inlined
 * function that returns a status leaves in its caller), every predecessor
 * gets its own copy of B that jumps straight to the side its constant
 * picks, and B goes.  Then the constant never reaches a register that a
 * conditional jump tests: the verifier, which keeps apart (as precise)
 * every scalar a jump it could decide has tested, no longer carries one
 * path per status value through the code that follows, and each path has
 * one compare less.
 *
 * Only all predecessors or none: where some still reach B, B stays a join
 * with fewer paths through it, the threaded ones meet it again later
 * carrying other packet ranges and bounds, and the verifier's pruning
 * (which depends on the order it meets states in) was seen to get worse
 * (katran's balancer 1.3x to 2x its work), though code got shorter.
 *
 * A compare counts as decided also where the value a predecessor brings
 * is bounded so that every value it can take goes one way (fold.c's
 * ir_bounds_compare: `ret = phi [-1] [(int)h->proto]; if (ret < 0)`).
 *
 * B is copied only when it is small (THREAD_COPY instructions that do not
 * fold away; no calls, asm or atomics), never into a loop header (that
 * would make a second entry into the loop), and at most THREAD_BUDGET
 * instructions in all per function.  Values B defines that are used past
 * it now have one definition per copy: they are demoted to a stack slot
 * (stored where each copy defines them, loaded at each use) and mem2reg,
 * run after each round, places the phis they need; fold and cfg then
 * simplify the copies (a copy left with one predecessor merges into it)
 * and the next round threads what that exposed (`else if (res == 2)`: its
 * block has a phi now). */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

enum {
	THREAD_COPY = 8,      /* instructions of B a copy may carry (what does not fold) */
	THREAD_BUDGET = 512,  /* instructions copied in one function, all rounds */
	THREAD_ROUNDS = 8,
};

typedef struct Thread {
	IrModule *m;
	IrFunc *f;
	int n;          /* blocks at the start of the round (ids below n) */
	int32_t nt;     /* temporaries at the start of the round */
	bool *touched;  /* changed this round: not analysed again until the next */
	bool *back;     /* scratch for back_edges: on the DFS stack */
	int budget;     /* instructions the function may still copy */
	IrVal *val;     /* the value each temporary of B has in the copy being made */
	bool *mapped;
	int32_t *slot;  /* demoted temporaries: their slot, -1 if not demoted */
	IrBounds *bounds; /* of the round's start: `(int)u16 < 0` decided too */
} Thread;

static bool copyable(const IrInst *i)
{
	int n = ir_ops[i->op].nargs;
	return n >= 1 && n <= 2 && !(ir_ops[i->op].flags & (OPF_SIDE | OPF_ATOMIC)) && i->op != IR_constant_p;
}

static IrVal mapv(const Thread *t, IrVal v)
{
	if (v.kind == IRV_TMP && v.tmp < t->nt && t->mapped[v.tmp])
		return t->val[v.tmp];
	return v;
}

static void unmap(Thread *t, const IrBlock *b)
{
	for (const IrInst *i = b->first; i; i = i->next)
		if (i->dst >= 0 && i->dst < t->nt)
			t->mapped[i->dst] = false;
}

/* the value phi q of B takes on the edge from p; false if p reaches B by
 * more than one edge */
static bool phi_value(const IrInst *q, const IrBlock *p, IrVal *out)
{
	int seen = 0;
	for (int j = 0; j < q->nargs; j++)
		if (q->preds[j] == p) {
			*out = q->args[j];
			seen++;
		}
	return seen == 1;
}

/* Evaluates B for the values P brings in (t->val of B's temporaries):
 * the side the branch takes (1 then, 0 else), or -1 if it is not decided
 * or a copy would carry more than THREAD_COPY instructions (*cost: how
 * many it carries). */
static int decided_side(Thread *t, const IrBlock *b, const IrBlock *p, int *cost)
{
	*cost = 0;
	const IrInst *i = b->first;
	for (; i && i->op == IR_phi; i = i->next) {
		IrVal v;
		if (!phi_value(i, p, &v))
			return -1;
		t->val[i->dst] = v;
		t->mapped[i->dst] = true;
	}
	for (; i != b->last; i = i->next) {
		if (!copyable(i))
			return -1;
		IrVal a = mapv(t, i->a), c = mapv(t, i->b);
		int64_t r;
		int nargs = ir_ops[i->op].nargs;
		bool w = i->cls == IRC_W;
		bool folds = i->dst >= 0 && !(ir_ops[i->op].flags & OPF_MEM) && a.kind == IRV_CONST &&
			     (nargs == 1 ? ir_fold_unary((IrOp)i->op, w, a.c, &r)
					 : c.kind == IRV_CONST && ir_fold_binary((IrOp)i->op, w, a.c, c.c, &r));
		if (!folds && i->dst >= 0 && (ir_ops[i->op].flags & OPF_CMP) && a.kind == IRV_TMP &&
		    c.kind == IRV_CONST && t->bounds) {
			/* what the value P brings is bounded to decides it: an
			 * inlined parser's `return -1` or `return h->proto` (a u8),
			 * then `if (ret < 0)` in its caller */
			int e = ir_bounds_compare(t->bounds, (IrOp)i->op, w, a, c.c);
			folds = e >= 0;
			r = e;
		}
		if (folds) {
			t->val[i->dst] = ir_const(r);
			t->mapped[i->dst] = true;
		} else if (++*cost > THREAD_COPY)
			return -1;
	}
	IrVal c = mapv(t, b->last->a);
	return c.kind == IRV_CONST ? c.c != 0 : -1;
}

/* head[id]: some edge into the block is a loop's back edge (a
 * depth-first walk from the entry finds the block on its own stack;
 * t->back holds that stack's blocks) */
static void mark_loop_heads(Thread *t, bool *head)
{
	int n = t->n;
	bool *seen = xcalloc((size_t)n, sizeof *seen);
	IrBlock **stack = xmalloc(sizeof *stack * (size_t)n);
	int *next = xcalloc((size_t)n, sizeof *next), sp = 0;
	memset(head, 0, (size_t)n * sizeof *head);
	memset(t->back, 0, (size_t)n * sizeof *t->back);
	stack[sp++] = t->f->entry;
	seen[t->f->entry->id] = t->back[t->f->entry->id] = true;
	while (sp) {
		IrBlock *top = stack[sp - 1], *s[2];
		int ns = ir_succs(top, s);
		if (next[top->id] < ns) {
			IrBlock *c = s[next[top->id]++];
			if (t->back[c->id])
				head[c->id] = true;
			else if (!seen[c->id]) {
				seen[c->id] = t->back[c->id] = true;
				stack[sp++] = c;
			}
		} else {
			t->back[top->id] = false;
			sp--;
		}
	}
	free(seen);
	free(stack);
	free(next);
}

static void insert_before(IrBlock *b, IrInst *at, IrInst *i)
{
	IrInst **p = &b->first;
	while (*p != at)
		p = &(*p)->next;
	i->next = at;
	*p = i;
}

static int32_t new_slot(Thread *t, const IrInst *d)
{
	bool l = d->cls == IRC_L;
	int32_t s = t->f->ntmps++;
	IrInst *a = ir_inst_new(t->m, IR_alloc, IRC_L, s, (IrVal){0}, (IrVal){0}, d->loc);
	a->size = a->align = l ? 8 : 4;
	a->next = t->f->entry->first;
	t->f->entry->first = a;
	return s;
}

static IrInst *store_of(Thread *t, int32_t tmp, const IrInst *d, IrVal v)
{
	return ir_inst_new(t->m, d->cls == IRC_L ? IR_store64 : IR_store32, IRC_NONE, -1, v, ir_tmp(t->slot[tmp]), d->loc);
}

/* a use of tmp (defined by d) past B: a load of its slot in front of `at` in x */
static IrVal reload(Thread *t, IrBlock *x, IrInst *at, int32_t tmp, const IrInst *d)
{
	bool l = d->cls == IRC_L;
	IrInst *ld = ir_inst_new(t->m, l ? IR_load64 : IR_load32, l ? IRC_L : IRC_W, t->f->ntmps++,
				 ir_tmp(t->slot[tmp]), (IrVal){0}, at->loc);
	if (at == x->last)
		ir_insert_before_term(x, ld);
	else
		insert_before(x, at, ld);
	return ir_tmp(ld->dst);
}

/* esc[tmp]: B's definition of tmp (def[]), where tmp is used past B:
 * anywhere but in B's own instructions and in its successors' phis on
 * B's edges (those go with B) */
static void find_escaping(const Thread *t, const IrBlock *b, const IrInst **def, const IrInst **esc)
{
	int32_t nt = t->nt;
	for (const IrBlock *x = t->f->entry; x; x = x->next)
		for (const IrInst *i = x->first; i; i = i->next) {
			if (x == b && i->op != IR_phi)
				continue;
			IrVal vs[2] = {i->a, i->b};
			for (int k = 0; k < 2 && i->op != IR_phi; k++)
				if (vs[k].kind == IRV_TMP && vs[k].tmp < nt && def[vs[k].tmp])
					esc[vs[k].tmp] = def[vs[k].tmp];
			for (int k = 0; k < i->nargs; k++)
				if (i->args[k].kind == IRV_TMP && i->args[k].tmp < nt && def[i->args[k].tmp] &&
				    (i->op != IR_phi || i->preds[k] != b))
					esc[i->args[k].tmp] = def[i->args[k].tmp];
		}
}

/* B's definitions used past it (esc[]): each use a load of its slot */
static void demote_escaping(Thread *t, IrBlock *b, const IrInst **def)
{
	int32_t ntmps = t->nt;
	for (IrBlock *x = t->f->entry; x; x = x->next)
		for (IrInst *i = x->first; i; i = i->next) {
			if (x == b && i->op != IR_phi)
				continue;
			if (i->op == IR_phi) {
				for (int k = 0; k < i->nargs; k++) {
					IrVal *v = &i->args[k];
					if (i->preds[k] != b && v->kind == IRV_TMP && v->tmp < ntmps && def[v->tmp])
						*v = reload(t, i->preds[k], i->preds[k]->last, v->tmp, def[v->tmp]);
				}
				continue;
			}
			IrVal *ops[2] = {&i->a, &i->b};
			for (int k = 0; k < 2; k++)
				if (ops[k]->kind == IRV_TMP && ops[k]->tmp < ntmps && def[ops[k]->tmp])
					*ops[k] = reload(t, x, i, ops[k]->tmp, def[ops[k]->tmp]);
			for (int k = 0; k < i->nargs; k++)
				if (i->args[k].kind == IRV_TMP && i->args[k].tmp < ntmps && def[i->args[k].tmp])
					i->args[k] = reload(t, x, i, i->args[k].tmp, def[i->args[k].tmp]);
		}
}

static void append(IrBlock *c, IrInst *i)
{
	if (c->last)
		c->last->next = i;
	else
		c->first = i;
	c->last = i;
}

/* a copy of B for predecessor p, going to `to` */
static IrBlock *copy_block(Thread *t, IrBlock *b, IrBlock *p, IrBlock *to)
{
	IrBlock *c = ir_block_new(t->m, t->f);
	int cost;
	decided_side(t, b, p, &cost); /* sets val[] of the phis and of what folds */
	for (IrInst *i = b->first; i != b->last; i = i->next) {
		if (i->op != IR_phi && !(i->dst >= 0 && t->mapped[i->dst])) {
			IrInst *k = ir_inst_new(t->m, (IrOp)i->op, (IrClass)i->cls, -1, (IrVal){0}, (IrVal){0}, i->loc);
			*k = *i;
			k->next = NULL;
			k->a = mapv(t, i->a);
			k->b = mapv(t, i->b);
			if (i->dst >= 0) {
				k->dst = t->f->ntmps++;
				t->val[i->dst] = ir_tmp(k->dst);
				t->mapped[i->dst] = true;
			}
			append(c, k);
		}
		if (i->dst >= 0 && t->slot[i->dst] >= 0) {
			IrInst *s = store_of(t, i->dst, i, t->val[i->dst]);
			append(c, s);
		}
	}
	IrInst *j = ir_inst_new(t->m, IR_jmp, IRC_NONE, -1, (IrVal){0}, (IrVal){0}, b->last->loc);
	j->then = to;
	append(c, j);
	for (IrInst *q = to->first; q && q->op == IR_phi; q = q->next) {
		IrVal v;
		if (phi_value(q, b, &v))
			ir_phi_add(t->m, q, c, mapv(t, v));
	}
	unmap(t, b);
	return c;
}

static void retarget(IrBlock *p, IrBlock *from, IrBlock *to)
{
	IrInst *term = p->last;
	if (term->then == from)
		term->then = to;
	else
		term->els = to;
}

/* one round over f: every block whose predecessors are untouched */
static bool thread_round(Thread *t)
{
	IrFunc *f = t->f;
	t->bounds = ir_bounds_new(f); /* numbers the blocks in layout order */
	t->n = f->nblocks;
	t->touched = xcalloc((size_t)t->n, sizeof *t->touched);
	t->back = xcalloc((size_t)t->n, sizeof *t->back);
	bool *head = xcalloc((size_t)t->n, sizeof *head);
	t->val = xcalloc((size_t)f->ntmps + 1, sizeof *t->val);
	t->mapped = xcalloc((size_t)f->ntmps + 1, sizeof *t->mapped);
	int32_t ntmps0 = t->nt = f->ntmps;
	mark_loop_heads(t, head);
	bool changed = false;
	IrBlock **preds = xmalloc(sizeof *preds * (size_t)(t->n + 1));
	int *side = xmalloc(sizeof *side * (size_t)(t->n + 1));
	for (IrBlock *b = f->entry; b && t->budget > 0; b = b->next) {
		IrInst *br = b->last;
		if (b->id >= t->n || t->touched[b->id] || head[b->id] || b == f->entry || !b->first ||
		    b->first->op != IR_phi || !br || br->op != IR_br || br->then == br->els || br->then == b ||
		    br->els == b || br->a.kind != IRV_TMP)
			continue;
		/* the predecessors that decide the branch */
		int np = 0, cost = 0;
		bool ok = true;
		IrInst *phi0 = b->first;
		for (int k = 0; k < phi0->nargs && ok; k++) {
			IrBlock *p = phi0->preds[k];
			if (p->id >= t->n || t->touched[p->id])
				ok = false; /* a copy made this round, or changed: next round */
		}
		for (IrInst *i = b->first; i && ok; i = i->next)
			if (i->dst >= ntmps0)
				ok = false; /* a reload an earlier block's threading put here */
		for (int k = 0; k < phi0->nargs && ok; k++) {
			IrBlock *p = phi0->preds[k];
			IrInst *pt = p->last;
			int c, s;
			if (!pt || (pt->op != IR_jmp && pt->op != IR_br) || (pt->op == IR_br && pt->then == pt->els))
				continue;
			s = decided_side(t, b, p, &c);
			unmap(t, b);
			if (s < 0 || cost + c > t->budget)
				continue;
			cost += c;
			preds[np] = p;
			side[np++] = s;
		}
		if (!ok || np != phi0->nargs)
			continue;
		/* B's temporaries, those used past B to slots */
		const IrInst **def = xcalloc((size_t)ntmps0 + 1, sizeof *def);
		for (IrInst *i = b->first; i != br; i = i->next)
			if (i->dst >= 0 && i->dst < ntmps0)
				def[i->dst] = i;
		t->slot = xmalloc(sizeof *t->slot * (size_t)(f->ntmps + 1));
		for (int k = 0; k <= f->ntmps; k++)
			t->slot[k] = -1;
		const IrInst **esc = xcalloc((size_t)ntmps0 + 1, sizeof *esc);
		find_escaping(t, b, def, esc);
		for (int k = 0; k < ntmps0; k++)
			if (esc[k])
				t->slot[k] = new_slot(t, esc[k]);
		demote_escaping(t, b, esc);
		free(esc);
		free(def);
		/* the copies */
		t->touched[b->id] = true;
		for (int k = 0; k < np; k++) {
			IrBlock *p = preds[k], *to = side[k] ? br->then : br->els;
			IrBlock *c = copy_block(t, b, p, to);
			retarget(p, b, c);
			ir_phi_drop_pred(b, p);
			t->touched[p->id] = true;
			if (to->id < t->n)
				t->touched[to->id] = true;
		}
		t->budget -= cost + np;
		free(t->slot);
		t->slot = NULL;
		changed = true;
		/* val/mapped are sized for the temporaries of the round's start:
		 * B's are all below it, the copies' are never looked up */
	}
	free(preds);
	free(side);
	free(head);
	free(t->touched);
	free(t->back);
	free(t->val);
	free(t->mapped);
	ir_bounds_free(t->bounds);
	t->bounds = NULL;
	return changed;
}

void ir_thread_jumps(IrModule *m)
{
	int nf = 0;
	for (IrFunc *f = m->funcs; f; f = f->next)
		nf++;
	int *budget = xmalloc(sizeof *budget * (size_t)(nf + 1));
	for (int k = 0; k < nf; k++)
		budget[k] = THREAD_BUDGET;
	for (int round = 0; round < THREAD_ROUNDS; round++) {
		bool changed = false;
		int k = 0;
		for (IrFunc *f = m->funcs; f; f = f->next, k++) {
			Thread t = {.m = m, .f = f, .budget = budget[k]};
			if (budget[k] > 0 && thread_round(&t))
				changed = true;
			budget[k] = t.budget;
		}
		if (!changed)
			break;
		ir_mem2reg(m);
		ir_fold(m);
		ir_simplify_cfg(m);
	}
	free(budget);
}
