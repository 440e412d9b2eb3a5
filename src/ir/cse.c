/* cse.c - common subexpressions within a block: an arithmetic
 * instruction that repeats an earlier one of the block (same op, class
 * and operands) is that one's value.  Unrolled loop bodies and inlined
 * calls repeat their conversions and scalings (`(__u64)kind * 100` in
 * every iteration).
 *
 * Not merged, for the verifier: a 64-bit add of a constant (the address
 * of a ctx field or packet byte must stay `base + const` in the load or
 * store itself: a shared address register would be ctx arithmetic),
 * comparisons (each stays next to its branch), loads (memfwd.c), and
 * anything with an effect. */
#include "ir.h"

#include <stdlib.h>

static bool mergeable(const IrInst *i)
{
	switch (i->op) {
	case IR_add:
		return !(i->cls == IRC_L && (i->a.kind == IRV_CONST || i->b.kind == IRV_CONST ||
					     i->a.kind == IRV_SYM || i->b.kind == IRV_SYM));
	case IR_sub: case IR_mul: case IR_udiv: case IR_sdiv: case IR_umod: case IR_smod:
	case IR_and: case IR_or: case IR_xor: case IR_shl: case IR_lshr: case IR_ashr: case IR_neg:
	case IR_bswap16: case IR_bswap32: case IR_bswap64:
	case IR_zext8: case IR_zext16: case IR_zext32: case IR_sext8: case IR_sext16: case IR_sext32:
		return i->dst >= 0;
	default:
		return false;
	}
}

static void cse_func(IrFunc *f)
{
	IrVal *repl = xcalloc((size_t)f->ntmps + 1, sizeof *repl);
	IrInst **seen = NULL;
	int cap = 0;
	bool any = false;
	for (IrBlock *b = f->entry; b; b = b->next) {
		int n = 0;
		for (IrInst *i = b->first; i; i = i->next) {
			i->a = ir_resolve(repl, i->a);
			i->b = ir_resolve(repl, i->b);
			for (int k = 0; k < i->nargs; k++)
				i->args[k] = ir_resolve(repl, i->args[k]);
			if (!mergeable(i))
				continue;
			IrInst *same = NULL;
			for (int k = 0; k < n && !same; k++)
				if (seen[k]->op == i->op && seen[k]->cls == i->cls && ir_same_val(seen[k]->a, i->a) &&
				    ir_same_val(seen[k]->b, i->b))
					same = seen[k];
			if (same) {
				repl[i->dst] = ir_tmp(same->dst);
				any = true;
				continue;
			}
			if (n == cap) {
				cap = cap ? cap * 2 : 32;
				seen = xrealloc(seen, sizeof *seen * (size_t)cap);
			}
			seen[n++] = i;
		}
	}
	if (any) /* uses in later blocks */
		ir_replace_uses(f, repl);
	free(seen);
	free(repl);
}

void ir_cse(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		cse_func(f);
}
