/* dce.c - dead code elimination: definitions nobody uses go.
 *
 * An instruction is kept when it has an effect (a store, a call, a
 * terminator) or when a kept instruction uses its value; everything
 * else is dropped, phis in dead cycles included (the marking starts
 * from the effects, so a phi that only feeds itself is not "used").
 * An unused load goes too: loading has no effect a BPF program relies
 * on, and the verifier checks only the loads that remain; but not a
 * volatile one (READ_ONCE: the program asked for the access). */
#include "ir.h"

#include <stdlib.h>

static bool has_effect(const IrInst *i)
{
	return i->op == IR_call || (ir_is_term(i)) || (ir_ops[i->op].flags & (OPF_ATOMIC | OPF_SIDE)) || i->is_volatile ||
	       ((ir_ops[i->op].flags & OPF_MEM) && !(ir_ops[i->op].flags & OPF_VALUE));
}

static void mark(IrInst **def, bool *live, IrInst **work, int *nw, IrVal v)
{
	if (v.kind != IRV_TMP || live[v.tmp] || !def[v.tmp])
		return;
	live[v.tmp] = true;
	work[(*nw)++] = def[v.tmp];
}

static void dce_func(IrFunc *f)
{
	size_t n = (size_t)f->ntmps + 1;
	IrInst **def = xcalloc(n, sizeof *def);
	bool *live = xcalloc(n, sizeof *live);
	int ninst = 0;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			ninst++;
			if (i->dst >= 0)
				def[i->dst] = i;
		}
	IrInst **work = xmalloc(sizeof *work * (size_t)(ninst + 1));
	int nw = 0;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (has_effect(i)) {
				if (i->dst >= 0)
					live[i->dst] = true;
				work[nw++] = i;
			}
	while (nw) {
		IrInst *i = work[--nw];
		mark(def, live, work, &nw, i->a);
		mark(def, live, work, &nw, i->b);
		for (int k = 0; k < i->nargs; k++)
			mark(def, live, work, &nw, i->args[k]);
	}
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrInst *prev = NULL;
		for (IrInst *i = b->first, *next; i; i = next) {
			next = i->next;
			if (has_effect(i) || i->dst < 0 || live[i->dst]) {
				prev = i;
				continue;
			}
			ir_unlink(b, prev, i);
		}
	}
	free(def);
	free(live);
	free(work);
}

void ir_dce(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		dce_func(f);
}
