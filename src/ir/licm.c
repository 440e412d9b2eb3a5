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
 * Loops with calls keep their arithmetic: a value live across a call
 * needs one of r6-r9, and a loop that calls helpers needs them for its
 * own values (spilling costs more than recomputing).
 *
 * Also moved, from any loop: the address of a global array's element
 * at an index the loop does not change (movable_address). */
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
	int *tested;    /* [tmp]: == stamp if the loop compares it or branches on it */
	int stamp;      /* the loop being looked at */
	bool addresses_only; /* a loop with calls: only movable_address */
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

/* defined outside the loop (or moved out already) and never tested in
 * it: the verifier knows as much of it in the preheader as in the loop */
static bool quiet(const Licm *c, IrVal v)
{
	if (v.kind == IRV_CONST)
		return true;
	if (v.kind != IRV_TMP)
		return false;
	IrBlock *b = c->defb[v.tmp];
	return !(b && c->in[b->id]) && c->tested[v.tmp] != c->stamp;
}

/* The address of an element of a global array indexed by a value the
 * loop does not change: `arr + (long)row * 20` of `arr[row][col]` in a
 * loop over col (sext32/zext32 of the index, mul or shl by a constant,
 * the global's address added).  In front of the loop it is computed
 * once; inside an iterator loop (bpf_for) it would be computed from
 * `row` after the verifier forgot row's bounds (it widens the scalars it
 * was not asked to keep precise at each bpf_iter_num_next; iters.c
 * iter_nested_iters), clang's code keeps the pointer instead.  Only
 * indices the loop never tests: their bounds in the preheader are all
 * the verifier will have in the loop too, so the arithmetic is checked
 * the same there (an index bounds-checked inside the loop stays). */
static bool movable_address(const Licm *c, const IrInst *i)
{
	if (i->cls != IRC_L || i->dst < 0 || c->tested[i->dst] == c->stamp)
		return false;
	switch (i->op) {
	case IR_sext32: case IR_zext32:
		return i->a.kind == IRV_TMP && c->cls[i->a.tmp] == IRC_W && quiet(c, i->a);
	case IR_mul: case IR_shl:
		return i->a.kind == IRV_TMP && i->b.kind == IRV_CONST && quiet(c, i->a);
	case IR_add:
		return (i->a.kind == IRV_SYM && i->b.kind == IRV_TMP && quiet(c, i->b)) ||
		       (i->b.kind == IRV_SYM && i->a.kind == IRV_TMP && quiet(c, i->a));
	default:
		return false;
	}
}

static void fill_tested(Licm *c, IrBlock **blocks, int n)
{
	c->stamp++;
	for (int k = 0; k < n; k++) {
		if (!blocks[k] || !c->in[blocks[k]->id])
			continue;
		for (IrInst *i = blocks[k]->first; i; i = i->next) {
			bool cmp = (ir_ops[i->op].flags & OPF_CMP) != 0;
			if ((cmp || i->op == IR_br) && i->a.kind == IRV_TMP)
				c->tested[i->a.tmp] = c->stamp;
			if (cmp && i->b.kind == IRV_TMP)
				c->tested[i->b.tmp] = c->stamp;
		}
	}
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
				bool arith = !c->addresses_only && movable_op(i) && i->dst >= 0 && invariant(c, i->a) &&
					     (ir_ops[i->op].nargs != 2 || invariant(c, i->b));
				if (!arith && !movable_address(c, i)) {
					prev = i;
					continue;
				}
				ir_unlink(b, prev, i);
				ir_insert_before_term(pre, i);
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
		.tested = xcalloc((size_t)f->ntmps + 1, sizeof *c.tested),
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
		c.addresses_only = has_call(g.blocks, g.n, c.in);
		fill_tested(&c, g.blocks, g.n);
		IrBlock *pre = preheader(&g, h, c.in);
		if (pre)
			hoist_loop(&c, &g, pre);
	}
	free(stack);
	free(latches);
	free(c.defb);
	free(c.cls);
	free(c.in);
	free(c.tested);
	cfg_free(&g);
}

void ir_hoist_invariants(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		hoist_func(f);
}
