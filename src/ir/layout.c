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
 * iteration's exact counter was a new state, past 1M); with none left, the
 * next unplaced block in the old order.  Loops keep their shape: a back
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
#include "ir.h"

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

static void layout_func(IrFunc *f)
{
	int n = f->nblocks;
	if (n < 3)
		return;
	int *npred = xcalloc((size_t)n + 1, sizeof *npred);
	bool *placed = xcalloc((size_t)n + 1, 1);
	IrBlock **old = xmalloc(sizeof *old * (size_t)n), **order = xmalloc(sizeof *order * (size_t)n);
	int nold = 0;
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
		}
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
	free(npred);
	free(placed);
	free(old);
	free(order);
}

void ir_layout(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		layout_func(f);
}
