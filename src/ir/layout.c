/* layout.c - block placement: an order in which most jumps fall through.
 *
 * Lowering creates blocks in the order it meets them, which for `a || b`
 * and `c ? x : y` is not the order control runs through them, and every
 * block placed away from its predecessor costs a `goto`.  From the entry,
 * each placed block is followed by one of its successors not yet placed:
 * first one that only it jumps to (placing it anywhere else costs a jump
 * for sure), the `then` side before the `else` side, except that a side
 * which only leaves (returns, continues) goes last, and after a test of
 * `x == constant` the `else` side goes first: the verifier walks the
 * fall-through first, and the states it keeps there, where x is only
 * known unequal, cover those of the other side, where x is that
 * constant (iters.c iter_obfuscate_counter: walked the other way, each
 * iteration's exact counter was a new state, past 1M).  For the same
 * reason the body of an `if` without `else` that makes a value constant
 * (constant_arm) goes out of line, after the join: the skip is walked
 * first.  With none left, the next unplaced block in the old order.  Loops keep their shape: a back
 * edge's target is already placed, so the body stays between header and
 * latch, and no edge is added or removed (no loop becomes irreducible).
 *
 * Then each small loop whose header tests and leaves (`while (i < n)`),
 * whose last block jumps back to it, left only through that test and
 * without calls (closed_loop), gets the test at the bottom: the header
 * moves after that latch, which now falls into it, and the header's
 * branch goes back to the body.  An iteration runs one jump fewer (the
 * latch's goto); entering costs one (a jump to the test), as in clang's
 * rotated loops, whose guard in front is the same test. */
#include "loop.h"

#include <stdlib.h>

/* whether b only leaves: straight-line code (no branch of its own,
 * a few blocks at most) that ends in a return or goes back to a block
 * already placed (a loop's header: `continue`, or an inlined `return`
 * inside a loop body) */
static bool leaves(IrBlock *b, const bool *placed)
{
	for (int steps = 0; steps < 4; steps++) {
		if (placed[b->id])
			return steps > 0;
		IrBlock *s[2];
		int ns = ir_succs(b, s);
		if (ns == 0)
			return true;
		if (ns != 1 && !(ns == 2 && s[0] == s[1]))
			return false;
		b = s[0];
	}
	return false;
}

/* The loop header that straight-line code from b (a few blocks, no
 * branch, no call) goes back to: a block dominating `from` (the branch
 * that leads to b); NULL if it returns, branches, calls or gets nowhere
 * such. */
static IrBlock *continues_to(const Cfg *g, IrBlock *b, const IrBlock *from)
{
	for (int steps = 0; steps < 4; steps++) {
		if (steps > 0 && dominates(g, b->id, from->id))
			return b;
		IrBlock *s[2];
		int ns = ir_succs(b, s);
		if (ns != 1 || ir_block_calls(b))
			return NULL;
		b = s[0];
	}
	return NULL;
}

/* whether the skip from b by way of `skip` brings into the joins it
 * meets before the header only values the iteration began with (the
 * header's phis, or values from before the loop): then the states it leaves at the
 * header are like the ones before, and cover what the long side brings.
 * A skip that brings a constant (strobemeta's `if (!location) return
 * 0;`, a payload offset reset) makes each state new: walked first,
 * strobemeta went past 1M. */
static bool skip_keeps_values(const Cfg *g, IrBlock *b, IrBlock *skip, IrBlock *h, const bool *in,
			      IrBlock **defb)
{
	IrBlock *from = b, *x = skip;
	for (int steps = 0; steps < 5; steps++) {
		if (x == h)
			return true; /* what the latch passes on is the same either way */
		for (IrInst *p = x->first; p && p->op == IR_phi; p = p->next)
			for (int a = 0; a < p->nargs; a++) {
				if (p->preds[a] != from)
					continue;
				IrVal v = p->args[a];
				if (v.kind != IRV_TMP)
					return false;
				IrBlock *d = defb[v.tmp];
				if (d && in[d->id] && d != h)
					return false;
				if (d == h) {
					/* a header phi, not something computed in h */
					IrInst *q = h->first;
					while (q && q->op == IR_phi && q->dst != v.tmp)
						q = q->next;
					if (!q || q->op != IR_phi)
						return false;
				}
			}
		IrBlock *s[2];
		if (ir_succs(x, s) != 1)
			return false;
		from = x;
		x = s[0];
	}
	return false;
}

/* whether the loop of h (in[]) has another loop inside, or is long:
 * its bodies, walked after the skips, would walk their own loops from
 * each state (strobemeta's maps loop, whose body loops over the map's
 * entries, went past 1M so; and so did it with those entries unrolled,
 * 732 IR instructions) */
enum { SKIP_LOOP = 300 }; /* IR instructions: pyperf's frame loop is 82 */
static bool holds_loop(const Cfg *g, const IrBlock *h, const bool *in)
{
	int size = 0;
	for (int y = 0; y < g->n; y++)
		if (in[y])
			for (IrInst *i = g->blocks[y]->first; i; i = i->next)
				size++;
	if (size > SKIP_LOOP)
		return true;
	for (int y = 0; y < g->n; y++)
		if (in[y] && y != h->id && g->order[y] >= 0)
			for (int k = 0; k < g->npred[y]; k++)
				if (dominates(g, y, g->preds[y][k]->id))
					return true;
	return false;
}

/* the header of the innermost loop b is in (the nearest dominator of b
 * whose natural loop holds b), NULL if none */
static IrBlock *innermost_header(const Cfg *g, IrBlock *b, bool *in, int *stack, IrBlock **latches)
{
	for (int h = b->id;; h = g->idom[h]) {
		int nl;
		if (loop_blocks(g, g->blocks[h], in, stack, latches, &nl) && in[b->id])
			return g->blocks[h];
		if (g->idom[h] == h || g->idom[h] < 0)
			return NULL;
	}
}

/* A loop's `continue` (`if (!p) continue;`, or `if (p && f(p)) {...}`
 * whose false side only steps the counter) is walked first by the
 * verifier when it is the fall-through: the skipping iterations run to
 * the loop's end, keeping states at the header as they go, and the long
 * sides, walked later, end at those states.  Walked the other way
 * (the body first, as laid out for fewest jumps) each skip left pending
 * walked the rest of the loop: pyperf600_nounroll's frame_ptr and f_code
 * checks, 828k processed instructions against clang's 531k, 484k so.
 * The skipping side gets a block of its own on that edge (a jump to
 * where it went: one instruction on that way) that is placed right
 * after the branch: the blocks made here are those numbered from the
 * function's block count before (returned).  Only where the other side
 * calls (a body worth walking later) and the side that skips goes back
 * to the header of the branch's innermost loop (a `break` of an inner
 * loop that goes on to the outer loop's next iteration is no skip:
 * strobemeta's map entries loop, walked so, went past 1M). */
static int split_continues(IrModule *m, IrFunc *f)
{
	Cfg g;
	cfg_build(&g, f);
	int n0 = f->nblocks;
	bool *in = xcalloc((size_t)n0 + 1, 1);
	IrBlock **defb = xcalloc((size_t)f->ntmps + 1, sizeof *defb);
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->dst >= 0 && i->dst < f->ntmps)
				defb[i->dst] = b;
	int *stack = xmalloc(sizeof *stack * ((size_t)n0 + 1));
	IrBlock **latches = xmalloc(sizeof *latches * ((size_t)n0 + 1));
	for (int k = 0; k < g.n; k++) { /* g.blocks: not the blocks made here */
		IrBlock *b = g.blocks[k];
		IrInst *t = b->last;
		if (!t || t->op != IR_br || t->then == t->els || g.order[b->id] < 0)
			continue;
		IrBlock *c0 = continues_to(&g, t->then, b), *c1 = continues_to(&g, t->els, b);
		if (!c0 == !c1 || innermost_header(&g, b, in, stack, latches) != (c0 ? c0 : c1))
			continue;
		IrBlock *skip = c0 ? t->then : t->els, *body = c0 ? t->els : t->then;
		/* in[]: the innermost loop's blocks (innermost_header left them) */
		if (!in[body->id] || !skip_keeps_values(&g, b, skip, c0 ? c0 : c1, in, defb) ||
		    holds_loop(&g, c0 ? c0 : c1, in))
			continue; /* (a body that leaves the loop: b is the loop's own test) */
		bool calls = false;
		IrBlock *x = body;
		for (int steps = 0; steps < 8 && x && !calls; steps++) {
			IrBlock *s[2];
			calls = ir_block_calls(x);
			x = ir_succs(x, s) >= 1 ? s[0] : NULL;
		}
		if (!calls)
			continue;
		IrBlock *e = ir_block_new(m, f);
		e->first = e->last = ir_inst_new(m, IR_jmp, IRC_NONE, -1, (IrVal){0}, (IrVal){0}, t->loc);
		e->last->then = skip;
		for (IrInst *p = skip->first; p && p->op == IR_phi; p = p->next)
			for (int a = 0; a < p->nargs; a++)
				if (p->preds[a] == b)
					p->preds[a] = e;
		if (c0)
			t->then = e;
		else
			t->els = e;
	}
	free(in);
	free(defb);
	free(stack);
	free(latches);
	cfg_free(&g);
	return n0;
}

/* whether v is the address of a stack slot (plus offsets): what is
 * stored there is the verifier's state, unlike a global's bytes */
static bool slot_address(IrInst *const *def, IrVal v)
{
	for (int steps = 0; steps < 4 && v.kind == IRV_TMP && def[v.tmp]; steps++) {
		const IrInst *d = def[v.tmp];
		if (d->op == IR_alloc)
			return true;
		if ((d->op != IR_add && d->op != IR_copy) || d->cls != IRC_L)
			return false;
		v = d->a;
	}
	return false;
}

/* Whether `arm` is the body of an `if` without `else` at b (b's one
 * successor that only b reaches, going straight on to `join`, b's
 * other one) that makes a value of the verifier's state constant:
 * stores a constant to the stack, or hands the join's phis a constant
 * where b hands them something else (not a global: netif_receive_skb's
 * `if (err >= 0) { bpf_printk(...); ret = -ERANGE; }` changes no state,
 * and out of line, the join, reached by the skip soon after a
 * checkpoint, kept no state of its own for the body to meet).  Laid
 * out of line, it is walked by the verifier after the skip, whose state
 * at the join (the value unknown) covers the arm's (the value known):
 * katran's `if (flags & F_HASH_DPORT_ONLY) memset(srcv6, 0, 16)`
 * before the hash, walked first, left zeros that no later path matched,
 * and the hash was walked again for each. */
static bool constant_arm(const IrBlock *b, const IrBlock *arm, const IrBlock *other, const int *npred,
			 IrInst *const *def)
{
	/* the skip may go through a block of its own (an edge of `c ?: 8`
	 * whose other edge is the arm: both bring the join a value) */
	const IrBlock *join = other, *via = b;
	if (npred[other->id] == 1 && other->first && other->first == other->last && other->last->op == IR_jmp) {
		join = other->last->then;
		via = other;
	}
	IrBlock *s[2];
	if (npred[arm->id] != 1 || ir_succs((IrBlock *)arm, s) != 1 || s[0] != join)
		return false;
	bool stores_constant = false;
	for (const IrInst *i = arm->first; i; i = i->next) {
		if (i->op == IR_asm)
			return false; /* its own jumps: `asm("goto -1")` after it never falls through */
		stores_constant |= ir_is_store((IrOp)i->op) && !i->is_volatile && i->a.kind == IRV_CONST &&
				   slot_address(def, i->b);
	}
	if (stores_constant)
		return true;
	for (const IrInst *p = join->first; p && p->op == IR_phi; p = p->next) {
		const IrVal *from_arm = NULL, *from_b = NULL;
		for (int k = 0; k < p->nargs; k++) {
			if (p->preds[k] == arm)
				from_arm = &p->args[k];
			if (p->preds[k] == via)
				from_b = &p->args[k];
		}
		if (from_arm && from_b && from_arm->kind == IRV_CONST && from_b->kind != IRV_CONST)
			return true;
	}
	return false;
}

/* whether b ends in a branch on `x == constant` computed in b: its
 * `then` side knows x exactly, its `else` side only what it knew */
static bool tests_equal_const(const IrBlock *b)
{
	const IrInst *c = ir_branch_condition(b);
	return c && c->op == IR_eq && (c->a.kind == IRV_CONST || c->b.kind == IRV_CONST);
}

/* Whether the blocks order[h+1..l] only go to blocks of order[h..l]
 * and call nothing: a loop left only through its test, without calls.
 * The verifier walks the fall-through of the bottom test, the exit,
 * before the next iteration; for a loop with other exits (`break`) or
 * calls that multiplied the states it kept (strobemeta, the
 * test_verif_scale balancers went past 1M instructions). */
enum { SMALL_LOOP = 64 }; /* IR instructions of a loop tested at the bottom */

/* b is in order[h..l], or straight-line code placed elsewhere that
 * comes back there (the `else` of an `if` in the body, out of line) */
static bool back_in(IrBlock *b, int h, int l, const int *pos)
{
	for (int steps = 0; steps < 4; steps++) {
		if (pos[b->id] >= h && pos[b->id] <= l)
			return true;
		IrBlock *s[2];
		if (ir_block_calls(b) || ir_succs(b, s) != 1)
			return false;
		b = s[0];
	}
	return false;
}

static bool closed_loop(IrBlock **order, int h, int l, const int *pos)
{
	int size = 0;
	if (ir_block_calls(order[h]))
		return false;
	for (int k = h + 1; k <= l; k++) {
		for (IrInst *i = order[k]->first; i; i = i->next)
			size++;
		if (size > SMALL_LOOP)
			return false;
		IrBlock *s[2];
		int ns = ir_succs(order[k], s);
		for (int j = 0; j < ns; j++)
			if (!back_in(s[j], h, l, pos))
				return false;
		if (ir_block_calls(order[k]))
			return false;
	}
	return true;
}

/* order[0..n) with pos[id] its inverse: moves each loop test down */
static void tests_at_bottom(IrBlock **order, int n, int *pos)
{
	for (int l = 1; l < n; l++) {
		IrBlock *latch = order[l], *s[2];
		if (ir_succs(latch, s) != 1)
			continue;
		IrBlock *head = s[0];
		int h = pos[head->id];
		if (h >= l)
			continue;
		IrBlock *hs[2];
		if (ir_succs(head, hs) != 2 || hs[0] == hs[1])
			continue;
		IrBlock *body = order[h + 1];
		IrBlock *exit = hs[0] == body ? hs[1] : hs[1] == body ? hs[0] : NULL;
		if (!exit || (pos[exit->id] >= h && pos[exit->id] <= l) || !closed_loop(order, h, l, pos))
			continue;
		for (int k = h; k < l; k++) {
			order[k] = order[k + 1];
			pos[order[k]->id] = k;
		}
		order[l] = head;
		pos[head->id] = l;
	}
}

static void layout_func(IrModule *m, IrFunc *f)
{
	if (f->nblocks < 3)
		return;
	int made = split_continues(m, f); /* blocks from this id on: skips placed first */
	int n = f->nblocks;
	int *npred = xcalloc((size_t)n + 1, sizeof *npred);
	bool *placed = xcalloc((size_t)n + 1, 1);
	IrBlock **old = xmalloc(sizeof *old * (size_t)n), **order = xmalloc(sizeof *order * (size_t)n);
	int nold = 0;
	IrInst **def = xcalloc((size_t)f->ntmps + 1, sizeof *def);
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->dst >= 0)
				def[i->dst] = i;
	for (IrBlock *b = f->entry; b; b = b->next) {
		old[nold++] = b;
		IrBlock *s[2];
		int ns = ir_succs(b, s);
		for (int k = 0; k < ns; k++)
			if (k == 0 || s[1] != s[0])
				npred[s[k]->id]++;
	}
	int nplaced = 0, scan = 0;
	IrBlock *b = f->entry;
	while (b) {
		placed[b->id] = true;
		order[nplaced++] = b;
		IrBlock *s[2], *next = NULL;
		int ns = ir_succs(b, s);
		bool swap = false;
		if (ns == 2 && s[0] != s[1]) {
			bool l0 = leaves(s[0], placed), l1 = leaves(s[1], placed);
			swap = (l0 && !l1) || (l0 == l1 && tests_equal_const(b));
			if ((s[0]->id >= made) != (s[1]->id >= made))
				swap = s[1]->id >= made;
			else if (!l0 && !l1 && constant_arm(b, s[0], s[1], npred, def) && !placed[s[1]->id])
				next = s[1];
			else if (!l0 && !l1 && constant_arm(b, s[1], s[0], npred, def) && !placed[s[0]->id])
				next = s[0];
		}
		if (next)
			ns = 0; /* the join chosen above */
		if (swap) {
			IrBlock *t = s[0];
			s[0] = s[1];
			s[1] = t;
		}
		for (int k = 0; k < ns && !next; k++)
			if (!placed[s[k]->id] && npred[s[k]->id] == 1)
				next = s[k];
		for (int k = 0; k < ns && !next; k++)
			if (!placed[s[k]->id])
				next = s[k];
		while (!next && scan < nold) {
			if (!placed[old[scan]->id])
				next = old[scan];
			scan++;
		}
		b = next;
	}
	/* blocks nothing reaches keep their place at the end (cfg removes
	 * them; at this point there are none) */
	for (int k = 0; k < nold; k++)
		if (!placed[old[k]->id])
			order[nplaced++] = old[k];
	for (int k = 0; k < nplaced; k++)
		npred[order[k]->id] = k; /* now the position of each block */
	tests_at_bottom(order, nplaced, npred);
	for (int k = 0; k < nplaced; k++)
		order[k]->next = k + 1 < nplaced ? order[k + 1] : NULL;
	f->entry = order[0];
	f->last = order[nplaced - 1];
	int id = 0;
	for (IrBlock *x = f->entry; x; x = x->next)
		x->id = id++;
	free(def);
	free(npred);
	free(placed);
	free(old);
	free(order);
}

void ir_layout(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		layout_func(m, f);
}
