/* layout.c - block placement: an order in which most jumps fall through.
 *
 * Lowering creates blocks in the order it meets them, which for `a || b`
 * and `c ? x : y` is not the order control runs through them, and every
 * block placed away from its predecessor costs a `goto`.  From the entry,
 * each placed block is followed by one of its successors not yet placed:
 * first one that only it jumps to (placing it anywhere else costs a jump
 * for sure), the `then` side before the `else` side; with none left, the
 * next unplaced block in the old order.  Loops keep their shape: a back
 * edge's target is already placed, so the body stays between header and
 * latch, and no edge is added or removed (no loop becomes irreducible). */
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
		if (ns == 2 && s[0] != s[1] && leaves(s[0], placed) && !leaves(s[1], placed)) {
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
