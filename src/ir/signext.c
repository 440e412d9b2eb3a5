/* signext.c - one sign extension per 32-bit value on CPUs without JMP32.
 *
 * Before -mcpu=v3 a signed compare of 32-bit values is a 64-bit jump on
 * sign-extended copies.  If each compare and each `sext32` (an int
 * index widened for the address) extended the value afresh, the
 * verifier would learn bounds on one copy and see another one used:
 *
 *	if (i >= 0 && i < 4) return a[i];   // three different registers
 *
 * is refused ("math between fp pointer and register with unbounded min
 * value").  This pass gives each such value one `sext32`, placed right
 * after its definition, and makes the compares (now 64-bit, class l,
 * with sign-extended constants) and every other `sext32` of it use that
 * one value, so the register checked is the register used.  It runs
 * after the optimizer, for v1 and v2 only, from the back end.
 */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

static bool is_signed_cmp(IrOp op) { return op == IR_slt || op == IR_sle || op == IR_sgt || op == IR_sge; }

typedef struct Widen {
	IrModule *m;
	IrFunc *f;
	IrBlock **def_block; /* temporary -> block of its definition (NULL: parameter) */
	IrInst **def;        /* temporary -> its definition */
	int32_t *wide;       /* temporary -> its one sext32, or -1 */
} Widen;

static IrInst *new_sext(Widen *W, int32_t x, SrcLoc loc)
{
	return ir_inst_new(W->m, IR_sext32, IRC_L, W->f->ntmps++, ir_tmp(x), (IrVal){0}, loc);
}

/* the temporary holding x sign-extended, made right after x's definition
 * (after the phis of its block, or first in the entry for a parameter) */
static int32_t wide_of(Widen *W, int32_t x)
{
	if (W->wide[x] >= 0)
		return W->wide[x];
	IrInst *d = W->def[x];
	IrBlock *b = d ? W->def_block[x] : W->f->entry;
	IrInst *s = new_sext(W, x, d ? d->loc : W->f->loc);
	IrInst *after = d;
	if (!d || d->op == IR_phi) {
		after = NULL;
		for (IrInst *i = b->first; i && i->op == IR_phi; i = i->next)
			after = i;
	} else if (d->op == IR_asm || d->op == IR_asmout) {
		while (after->next && after->next->op == IR_asmout)
			after = after->next; /* outputs stay right after their asm */
	}
	if (after) {
		s->next = after->next;
		after->next = s;
		if (b->last == after)
			b->last = s;
	} else {
		s->next = b->first;
		b->first = s;
		if (!b->last)
			b->last = s;
	}
	W->wide[x] = s->dst;
	return s->dst;
}

static void widen_operand(Widen *W, IrVal *v)
{
	if (v->kind == IRV_TMP)
		*v = ir_tmp(wide_of(W, v->tmp));
	else if (v->kind == IRV_CONST)
		v->c = (int64_t)(int32_t)(uint32_t)v->c;
}

static void widen_func(IrModule *m, IrFunc *f)
{
	size_t n = (size_t)f->ntmps + 1;
	Widen W = {m, f, xcalloc(n, sizeof(IrBlock *)), xcalloc(n, sizeof(IrInst *)), xmalloc(n * sizeof(int32_t))};
	for (size_t k = 0; k < n; k++)
		W.wide[k] = -1;
	bool any = false;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			if (i->dst >= 0) {
				W.def[i->dst] = i;
				W.def_block[i->dst] = b;
			}
			any |= is_signed_cmp((IrOp)i->op) && i->cls == IRC_W;
		}
	if (!any)
		goto out;
	int ntmps0 = f->ntmps;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (is_signed_cmp((IrOp)i->op) && i->cls == IRC_W) {
				widen_operand(&W, &i->a);
				widen_operand(&W, &i->b);
				i->cls = IRC_L;
			}
	/* the other sign extensions of a widened value: copies of it */
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->op == IR_sext32 && i->dst < ntmps0 && i->a.kind == IRV_TMP && i->a.tmp < ntmps0 &&
			    W.wide[i->a.tmp] >= 0) {
				i->op = IR_copy;
				i->a = ir_tmp(W.wide[i->a.tmp]);
			}
out:
	free(W.def_block);
	free(W.def);
	free(W.wide);
}

void ir_share_sign_extension(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		widen_func(m, f);
}
