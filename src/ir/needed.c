/* needed.c - which defined functions the object must contain.
 *
 * As clang does, a static (or inline) function nothing refers to is not
 * compiled at all: headers are full of static inline helpers for other
 * targets (x86's asm/swab.h has inline asm) and of BPF helpers a program
 * does not use, and none of them may cost an error or an instruction.
 * The roots are the functions with external linkage that are not inline
 * definitions, those marked `used`, and every function a global
 * variable's initializer refers to; from them, every function named in
 * a needed body is needed. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

typedef struct Need {
	PtrSet set;
	Symbol **work;
	size_t nwork, capwork;
	Program *prog;
} Need;

static void need(Need *N, Symbol *s)
{
	if (!s || s->kind != SYM_FUNC || !ptrset_add(&N->set, s))
		return;
	if (N->nwork == N->capwork) {
		N->capwork = N->capwork ? N->capwork * 2 : 64;
		N->work = xrealloc(N->work, sizeof *N->work * N->capwork);
	}
	N->work[N->nwork++] = s;
}

static void walk(Need *N, const Node *n);

static void walk_init(Need *N, InitEntry *e)
{
	for (; e; e = e->next)
		walk(N, e->expr);
}

static void walk_subtree(void *N, const Node *sub) { walk(N, sub); }

static void walk(Need *N, const Node *n)
{
	/* lists (statements, arguments) by iteration, trees by recursion */
	for (; n; n = n->next) {
		if (n->kind == ND_VAR && n->sym)
			need(N, n->sym);
		if (n->sym && n->sym->kind == SYM_VAR && (n->kind == ND_DECL || n->kind == ND_COMPOUND_LIT))
			walk_init(N, n->sym->init);
		if (n->kind == ND_DECL && n->sym && n->sym->kind == SYM_VAR)
			for (Attr *a = n->sym->attrs; a; a = a->next)
				if (!strcmp(a->name->name, "cleanup") && a->nargs) { /* cleanup(fn) calls fn */
					if (a->args[0]->kind == ND_IDENT) {
						for (Symbol *g = N->prog->globals; g; g = g->next)
							if (g->kind == SYM_FUNC && g->name == a->args[0]->ident)
								need(N, g);
					} else
						walk(N, a->args[0]);
				}
		ast_each_subtree(n, walk_subtree, N);
	}
}

static bool is_root(const Symbol *f)
{
	if (f->is_used)
		return true;
	return f->storage != SC_STATIC && !f->is_inline;
}

/* the functions the initializers of global and static variables name */
static void walk_data(Need *N)
{
	for (Symbol *g = N->prog->globals; g; g = g->next)
		if (g->kind == SYM_VAR)
			walk_init(N, g->init);
	for (Symbol *f = N->prog->funcs; f; f = f->func_next)
		for (Symbol *l = f->locals; l; l = l->next)
			if (l->kind == SYM_VAR && l->storage == SC_STATIC)
				walk_init(N, l->init);
}

void ir_funcs_named_by_data(Program *prog, PtrSet *out)
{
	Need N = {0};
	N.prog = prog;
	N.set = *out;
	walk_data(&N);
	*out = N.set;
	free(N.work);
}

bool *ir_needed_funcs(Program *prog, int *nfuncs)
{
	Need N = {0};
	N.prog = prog;
	for (Symbol *f = prog->funcs; f; f = f->func_next)
		if (is_root(f))
			need(&N, f);
	walk_data(&N);
	while (N.nwork) {
		Symbol *f = N.work[--N.nwork];
		walk(&N, f->body);
	}
	int n = 0;
	for (Symbol *f = prog->funcs; f; f = f->func_next)
		n++;
	bool *out = xcalloc((size_t)n + 1, 1);
	n = 0;
	for (Symbol *f = prog->funcs; f; f = f->func_next, n++)
		out[n] = ptrset_has(&N.set, f);
	*nfuncs = n;
	ptrset_free(&N.set);
	free(N.work);
	return out;
}
