/* ipcp.c - arguments of static functions: a parameter that every call
 * passes the same constant becomes that constant in the body, and a
 * parameter the body never reads is not passed (the call leaves its
 * register alone).
 *
 * `udp_dport(skb, 0)` from every call site: the body adds a constant 0
 * (which folding drops) instead of copying r2 to a callee-saved register
 * and adding it, and the callers no longer set r2.  clang does both
 * (constant propagation into functions, dead argument elimination).
 *
 * Only for functions with internal linkage that are not programs, not
 * naked (their asm reads the argument registers itself), and whose
 * address goes nowhere: every mention of them in the module is the
 * callee of a call (no IR operand names them: a callback passed to
 * bpf_loop is one) and no initializer of a global or static variable
 * names them (struct_ops tables).  The verifier checks the arguments of
 * global functions against their BTF, not those of static ones, so an
 * argument register a static callee never reads may stay unset. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

/* whether the expression tree n names f */
static bool names(const Node *n, const Symbol *f)
{
	for (; n; n = n->next) {
		if (n->kind == ND_VAR && n->sym == f)
			return true;
		if (names(n->lhs, f) || names(n->rhs, f) || names(n->cond, f) || names(n->then, f) ||
		    names(n->els, f) || names(n->args, f))
			return true;
	}
	return false;
}

static bool init_names(const InitEntry *e, const Symbol *f)
{
	for (; e; e = e->next)
		if (names(e->expr, f))
			return true;
	return false;
}

static bool named_by_data(const Program *prog, const Symbol *f)
{
	for (const Symbol *g = prog->globals; g; g = g->next)
		if (g->kind == SYM_VAR && init_names(g->init, f))
			return true;
	for (const Symbol *fn = prog->funcs; fn; fn = fn->func_next)
		for (const Symbol *l = fn->locals; l; l = l->next)
			if (l->kind == SYM_VAR && l->storage == SC_STATIC && init_names(l->init, f))
				return true;
	return false;
}

static bool val_names(IrVal v, const Symbol *f) { return v.kind == IRV_SYM && v.sym == f; }

/* every mention of f in the module's code is as a call's callee */
static bool only_called(const IrModule *m, const Symbol *f)
{
	for (const IrFunc *g = m->funcs; g; g = g->next)
		for (const IrBlock *b = g->entry; b; b = b->next)
			for (const IrInst *i = b->first; i; i = i->next) {
				if (val_names(i->a, f) || val_names(i->b, f))
					return false;
				for (int k = 0; k < i->nargs; k++)
					if (val_names(i->args[k], f))
						return false;
			}
	return true;
}

static bool eligible(const IrModule *m, const IrFunc *f)
{
	const Symbol *s = f->sym;
	return s->storage == SC_STATIC && !s->section && !s->is_naked && f->nparams > 0 && only_called(m, s) &&
	       !named_by_data(m->prog, s);
}

enum { UNSEEN, CONST, VARYING };

static void propagate(IrModule *m, IrFunc *f)
{
	int n = f->nparams;
	int *state = xcalloc((size_t)n, sizeof *state);
	int64_t *value = xcalloc((size_t)n, sizeof *value);
	bool calls = false;
	for (IrFunc *g = m->funcs; g; g = g->next)
		for (IrBlock *b = g->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next) {
				if (i->op != IR_call || i->callee != f->sym)
					continue;
				calls = true;
				for (int k = 0; k < n; k++) {
					IrVal a = k < i->nargs ? i->args[k] : (IrVal){0};
					if (a.kind != IRV_CONST || (state[k] == CONST && value[k] != a.c))
						state[k] = VARYING;
					else if (state[k] == UNSEEN) {
						state[k] = CONST;
						value[k] = a.c;
					}
				}
			}
	IrVal *repl = xcalloc((size_t)f->ntmps + 1, sizeof *repl);
	bool any = false;
	for (int k = 0; k < n && calls; k++)
		if (state[k] == CONST) {
			repl[f->params[k]] = ir_const(value[k]);
			any = true;
		}
	if (any)
		ir_replace_uses(f, repl);
	free(repl);
	free(state);
	free(value);
}

/* bit k: parameter k has no use in f's body */
static uint8_t unread_params(const IrFunc *f)
{
	uint8_t unread = 0;
	for (int k = 0; k < f->nparams && k < 8; k++)
		unread |= (uint8_t)(1u << k);
	for (const IrBlock *b = f->entry; b && unread; b = b->next)
		for (const IrInst *i = b->first; i; i = i->next) {
			for (int k = 0; k < f->nparams && k < 8; k++) {
				bool used = (i->a.kind == IRV_TMP && i->a.tmp == f->params[k]) ||
					    (i->b.kind == IRV_TMP && i->b.tmp == f->params[k]);
				for (int j = 0; j < i->nargs && !used; j++)
					used = i->args[j].kind == IRV_TMP && i->args[j].tmp == f->params[k];
				if (used)
					unread &= (uint8_t) ~(1u << k);
			}
		}
	return unread;
}

void ir_propagate_args(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		if (eligible(m, f))
			propagate(m, f);
}

void ir_mark_unread_args(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next) {
		if (!eligible(m, f))
			continue;
		uint8_t unread = unread_params(f);
		if (!unread)
			continue;
		for (IrFunc *g = m->funcs; g; g = g->next)
			for (IrBlock *b = g->entry; b; b = b->next)
				for (IrInst *i = b->first; i; i = i->next)
					if (i->op == IR_call && i->callee == f->sym)
						i->unread_args = unread;
	}
}
