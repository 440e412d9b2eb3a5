/* licm.c - ir_hoist_invariants: 32-bit arithmetic a loop recomputes
 * from values it does not change moves in front of the loop.
 *
 * `for (i = 0; i < j; i++) if (j & 1) ...` computes `j & 1` once per
 * iteration of the inner loop; clang computes it once per entry, and an
 * instruction saved per iteration is thousands of instructions the
 * verifier does not walk in a bounded loop.
 *
 * What moves: arithmetic or a comparison of class w (32 bits: never a
 * pointer, so never arithmetic the verifier refuses on a pointer that
 * may be NULL or a packet pointer not yet checked), which neither reads
 * nor writes memory nor has another effect, whose operands are
 * constants or w temporaries defined outside the loop (or moved
 * already).
 * It goes to the end of the loop's preheader: the one block outside the
 * loop that enters it, and goes nowhere else.  Such an instruction may
 * run where the loop would not have run it (it was under a condition, or
 * the loop runs no iteration): on BPF that is harmless, arithmetic
 * cannot fault (division by zero gives zero).
 *
 * Loops with calls are left alone: a value live across a call needs one
 * of r6-r9, and a loop that calls helpers needs them for its own values
 * (spilling costs more than recomputing). */
#include "loop.h"

#include <stdlib.h>
#include <string.h>

static bool movable_op(const IrInst *i)
{
	switch (i->op) {
	case IR_add: case IR_sub: case IR_mul: case IR_udiv: case IR_sdiv: case IR_umod: case IR_smod:
	case IR_and: case IR_or: case IR_xor: case IR_shl: case IR_lshr: case IR_ashr: case IR_neg:
	case IR_eq: case IR_ne: case IR_ult: case IR_ule: case IR_ugt: case IR_uge:
	case IR_slt: case IR_sle: case IR_sgt: case IR_sge:
		return i->cls == IRC_W;
	default:
		return false;
	}
}

typedef struct Licm {
	IrBlock **defb; /* [tmp]: the block defining it (NULL: a parameter) */
	uint8_t *cls;   /* [tmp]: its class */
	bool *in;       /* [block id]: in the loop being looked at */
} Licm;

/* an operand that does not change in the loop and is no pointer: a
 * constant, or a temporary of class w defined outside the loop */
static bool invariant(const Licm *c, IrVal v)
{
	if (v.kind != IRV_TMP)
		return v.kind != IRV_SYM; /* an address is a pointer */
	IrBlock *b = c->defb[v.tmp];
	if (b && c->in[b->id])
		return false;
	return c->cls[v.tmp] == IRC_W; /* one of class l may be a pointer */
}

static bool has_call(IrBlock **blocks, int n, const bool *in)
{
	for (int k = 0; k < n; k++)
		if (blocks[k] && in[blocks[k]->id] && ir_block_calls(blocks[k]))
			return true;
	return false;
}

/* the block outside the loop that enters h and goes only there */
static IrBlock *preheader(const Cfg *g, IrBlock *h, const bool *in)
{
	IrBlock *pre = NULL;
	for (int k = 0; k < g->npred[h->id]; k++) {
		IrBlock *p = g->preds[h->id][k];
		if (in[p->id])
			continue;
		if (pre && pre != p)
			return NULL;
		pre = p;
	}
	IrBlock *s[2];
	if (!pre || ir_succs(pre, s) != 1)
		return NULL;
	return pre;
}

/* moves what it can of the loop (c->in) to pre */
static void hoist_loop(Licm *c, const Cfg *g, IrBlock *pre)
{
	for (bool again = true; again;) {
		again = false;
		for (int k = 0; k < g->n; k++) {
			IrBlock *b = g->blocks[k];
			if (!b || !c->in[b->id] || g->order[b->id] < 0)
				continue;
			for (IrInst *prev = NULL, *i = b->first, *next; i; i = next) {
				next = i->next;
				if (!movable_op(i) || i->dst < 0 || !invariant(c, i->a) ||
				    (ir_ops[i->op].nargs == 2 && !invariant(c, i->b))) {
					prev = i;
					continue;
				}
				ir_unlink(b, prev, i);
				/* in front of pre's terminator */
				IrInst **at = &pre->first;
				while (*at && !ir_is_term(*at))
					at = &(*at)->next;
				i->next = *at;
				*at = i;
				if (!i->next)
					pre->last = i;
				c->defb[i->dst] = pre;
				again = true;
			}
		}
	}
}

static void hoist_func(IrFunc *f)
{
	Cfg g;
	cfg_build(&g, f);
	Licm c = {
		.defb = xcalloc((size_t)f->ntmps + 1, sizeof *c.defb),
		.cls = xcalloc((size_t)f->ntmps + 1, 1),
		.in = xcalloc((size_t)g.n + 1, 1),
	};
	int *stack = xmalloc(sizeof *stack * ((size_t)g.n + 1));
	IrBlock **latches = xmalloc(sizeof *latches * ((size_t)g.n + 1));
	for (int k = 0; k < f->nparams; k++)
		if (f->params[k] >= 0 && f->params[k] < f->ntmps)
			c.cls[f->params[k]] = f->param_cls[k];
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->dst >= 0 && i->dst < f->ntmps) {
				c.defb[i->dst] = b;
				c.cls[i->dst] = i->cls;
			}
	/* headers from the last to the first in layout order: an inner
	 * loop's code moves to its preheader, inside the outer loop, then
	 * maybe further out */
	for (int k = g.n - 1; k >= 0; k--) {
		IrBlock *h = g.blocks[k];
		if (!h || g.order[h->id] < 0)
			continue;
		int nl;
		if (!loop_blocks(&g, h, c.in, stack, latches, &nl))
			continue;
		if (has_call(g.blocks, g.n, c.in))
			continue;
		IrBlock *pre = preheader(&g, h, c.in);
		if (pre)
			hoist_loop(&c, &g, pre);
	}
	free(stack);
	free(latches);
	free(c.defb);
	free(c.cls);
	free(c.in);
	cfg_free(&g);
}

void ir_hoist_invariants(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		hoist_func(f);
}
