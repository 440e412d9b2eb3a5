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

static void add_named_val(PtrSet *named, IrVal v)
{
	if (v.kind == IRV_SYM && v.sym->kind == SYM_FUNC)
		ptrset_add(named, v.sym);
}

/* What the module says about its functions, in one walk: which are
 * named other than as a call's callee, and every call by name. */
typedef struct Calls {
	PtrSet named; /* an IR operand or a variable's initializer names them */
	IrInst **call;
	size_t n, cap;
} Calls;

static void fill_calls(Calls *C, const IrModule *m)
{
	ir_funcs_named_by_data(m->prog, &C->named);
	for (const IrFunc *g = m->funcs; g; g = g->next)
		for (const IrBlock *b = g->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next) {
				add_named_val(&C->named, i->a);
				add_named_val(&C->named, i->b);
				for (int k = 0; k < i->nargs; k++)
					add_named_val(&C->named, i->args[k]);
				if (i->op != IR_call || !i->callee)
					continue;
				if (C->n == C->cap) {
					C->cap = C->cap ? C->cap * 2 : 64;
					C->call = xrealloc(C->call, sizeof *C->call * C->cap);
				}
				C->call[C->n++] = i;
			}
}

static void free_calls(Calls *C)
{
	ptrset_free(&C->named);
	free(C->call);
}

static bool eligible(const Calls *C, const IrFunc *f)
{
	const Symbol *s = f->sym;
	return s->storage == SC_STATIC && !s->section && !s->is_naked && f->nparams > 0 && !ptrset_has(&C->named, s);
}

enum { UNSEEN, CONST, VARYING };

static void propagate(const Calls *C, IrFunc *f)
{
	int n = f->nparams;
	int *state = xcalloc((size_t)n, sizeof *state);
	int64_t *value = xcalloc((size_t)n, sizeof *value);
	bool calls = false;
	for (size_t c = 0; c < C->n; c++) {
		const IrInst *i = C->call[c];
		if (i->callee != f->sym)
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
	Calls C = {0};
	fill_calls(&C, m);
	for (IrFunc *f = m->funcs; f; f = f->next)
		if (eligible(&C, f))
			propagate(&C, f);
	free_calls(&C);
}

void ir_mark_unread_args(IrModule *m)
{
	Calls C = {0};
	fill_calls(&C, m);
	for (IrFunc *f = m->funcs; f; f = f->next) {
		uint8_t unread = eligible(&C, f) ? unread_params(f) : 0;
		for (size_t c = 0; c < C.n && unread; c++)
			if (C.call[c]->callee == f->sym)
				C.call[c]->unread_args = unread;
	}
	free_calls(&C);
}
