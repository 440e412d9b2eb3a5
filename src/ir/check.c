/* check.c - the IR's invariants, checked after lowering and between
 * passes (`ir_check(m, "mem2reg")`), so a pass that breaks the IR is
 * named at once instead of showing up as wrong BPF code much later.
 *
 * Checked: every block ends in exactly one terminator; every branch
 * target is a block of the same function; every temporary is defined
 * once (SSA); every use names a temporary the function defines (a
 * parameter or an instruction), and a use in the defining block comes
 * after the definition; value ops have a class; operands are present. */
#include "ir.h"

#include <stdlib.h>

static int report(const IrFunc *f, const IrBlock *b, const char *after, const char *what)
{
	error_plain("IR check after %s: function %s, block @b%d: %s", after, f->sym->name->name,
		    b ? b->id : -1, what);
	return 1;
}

static bool block_in(const IrFunc *f, const IrBlock *t)
{
	for (const IrBlock *b = f->entry; b; b = b->next)
		if (b == t)
			return true;
	return false;
}

/* def_block[t]: the block defining t (NULL for parameters), order[t]:
 * its position there; defined[t] tells whether t is defined at all */
typedef struct Defs {
	const IrBlock **block;
	int *pos;
	bool *defined;
} Defs;

static int check_use(const IrFunc *f, const IrBlock *b, int pos, IrVal v, const Defs *d,
		     const char *after)
{
	if (v.kind != IRV_TMP)
		return 0;
	if (v.tmp < 0 || v.tmp >= f->ntmps || !d->defined[v.tmp])
		return report(f, b, after, "use of an undefined temporary");
	if (d->block[v.tmp] == b && d->pos[v.tmp] >= pos)
		return report(f, b, after, "use before the definition in the same block");
	return 0;
}

static int check_func(const IrFunc *f, const char *after)
{
	int bad = 0;
	size_t n = f->ntmps ? (size_t)f->ntmps : 1;
	Defs d = {xcalloc(n, sizeof *d.block), xcalloc(n, sizeof *d.pos),
		  xcalloc(n, sizeof *d.defined)};
	for (int k = 0; k < f->nparams; k++) {
		int t = f->params[k];
		if (t < 0 || t >= f->ntmps || d.defined[t])
			bad += report(f, NULL, after, "bad parameter temporary");
		else
			d.defined[t] = true;
	}
	for (const IrBlock *b = f->entry; b; b = b->next) {
		int pos = 0;
		for (const IrInst *i = b->first; i; i = i->next, pos++) {
			if (i->dst < 0)
				continue;
			if (i->dst >= f->ntmps)
				bad += report(f, b, after, "temporary out of range");
			else if (d.defined[i->dst])
				bad += report(f, b, after, "temporary defined twice (not SSA)");
			else {
				d.defined[i->dst] = true;
				d.block[i->dst] = b;
				d.pos[i->dst] = pos;
			}
		}
	}
	for (const IrBlock *b = f->entry; b; b = b->next) {
		if (!ir_is_term(b->last))
			bad += report(f, b, after, "block without a terminator");
		int pos = 0;
		for (const IrInst *i = b->first, *prev = NULL; i; prev = i, i = i->next, pos++) {
			const IrOpInfo *info = &ir_ops[i->op];
			if (ir_is_term(i) && i != b->last)
				bad += report(f, b, after, "terminator in the middle of a block");
			if ((info->flags & OPF_VALUE) && (i->dst < 0 || i->cls == IRC_NONE) &&
			    i->op != IR_call)
				bad += report(f, b, after, "value op without a destination or class");
			if (i->op == IR_asmout && (!prev || (prev->op != IR_asm && prev->op != IR_asmout)))
				bad += report(f, b, after, "asmout not right after its asm");
			if (ir_nsuccs(i) &&
			    (!block_in(f, i->then) || (ir_nsuccs(i) == 2 && !block_in(f, i->els))))
				bad += report(f, b, after, "branch to a block of another function");
			if (info->nargs >= 1 && i->a.kind == IRV_NONE)
				bad += report(f, b, after, "missing operand");
			if (info->nargs >= 2 && i->b.kind == IRV_NONE)
				bad += report(f, b, after, "missing second operand");
			if (i->op == IR_phi) {
				for (int k = 0; k < i->nargs; k++)
					if (i->args[k].kind == IRV_TMP &&
					    (i->args[k].tmp < 0 || i->args[k].tmp >= f->ntmps ||
					     !d.defined[i->args[k].tmp]))
						bad += report(f, b, after, "phi of an undefined temporary");
				continue; /* phi operands come from predecessors */
			}
			bad += check_use(f, b, pos, i->a, &d, after);
			bad += check_use(f, b, pos, i->b, &d, after);
			for (int k = 0; k < i->nargs; k++)
				bad += check_use(f, b, pos, i->args[k], &d, after);
		}
	}
	free(d.block);
	free(d.pos);
	free(d.defined);
	return bad;
}

int ir_check(const IrModule *m, const char *after)
{
	int bad = 0;
	for (const IrFunc *f = m->funcs; f; f = f->next)
		bad += check_func(f, after);
	return bad;
}
