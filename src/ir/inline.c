/* inline.c - inlining of direct calls.
 *
 * Which calls:
 * - a callee marked always_inline is inlined at every -O level, -O0
 *   included (as clang does: BPF programs are written around helper
 *   functions that must not become BPF-to-BPF calls); where that is
 *   impossible (a recursive call, no body) it is a located error at the
 *   call;
 * - noinline is never inlined;
 * - at -O2, a static (or inline-only) function is inlined at every
 *   call whatever its size (measured after its own inlining): the
 *   verifier walks a static subprogram once per call anyway, so the copy
 *   costs it nothing while the call's argument moves, spills and
 *   `call; exit` go and constant arguments fold (clang's inliner keeps
 *   some large helpers with several callers as calls; ebcc's copies
 *   measured fewer processed instructions on bcc's libbpf-tools and the
 *   selftests).  A global function is inlined when its body is small
 *   (it stays emitted).  With `size` (-Os) only where the code shrinks:
 *   the only reference, or a body no larger than the call it replaces.
 *   The caller stays within CALLER_LIMIT instructions and its frame with
 *   the callee's slots merged within STACK_BUDGET, since the verifier's
 *   512 bytes are shared by a call chain; within ALONE_BUDGET where the
 *   caller calls nothing else, as every chain through it went through
 *   the callee, whose frame it needed anyway.  The callee's slots
 *   form a stack region of their own (IrFunc): inlined calls share
 *   their bytes in the frame.
 *
 * How: the call's block is split after the call; the callee's blocks
 * are copied between the two halves with fresh temporaries (a parameter
 * becomes a copy of its argument, so fold propagates it), every `ret`
 * becomes a jump to the second half, where one copy (one return) or a
 * phi (several) gives the call's value.  Copied instructions keep their
 * SrcLoc.  The callee's slots move to the caller's entry block, where
 * mem2reg can promote them.  Functions are processed callees first
 * (postorder of the call graph), so a callee's own calls are already
 * inlined when it is copied; a call whose callee can reach the caller
 * (a recursive cycle) is never inlined.
 *
 * Afterwards the functions nothing refers to any more (no call, no
 * address in the IR, not a root as in needed.c) are dropped from the
 * module, so a static function inlined everywhere is not emitted. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

enum {
	GLOBAL_BODY = 64,    /* -O2: a global function's body of at most this many is inlined */
	CALLER_LIMIT = 8192, /* -O2: a caller grows to at most this many instructions */
	STACK_BUDGET = 256,  /* -O2: caller slots + callee slots, in bytes */
	ALONE_BUDGET = 384,  /* -O2: the same where the caller calls nothing else */
};

typedef struct Inl {
	IrModule *m;
	int level;
	bool size;
	int nf;
	IrFunc **funcs;
	bool *reach;   /* [a * nf + b]: a calls b, directly or not */
	int *ncalls;   /* direct calls to each function, over the module */
	int *naddr;    /* other references (its address) in the IR */
	PtrSet inits;  /* functions named by a static initializer */
	PtrSet clones; /* blocks made by inlining in the current caller */
} Inl;

static int func_index(const Inl *s, const Symbol *sym)
{
	for (int k = 0; sym && k < s->nf; k++)
		if (s->funcs[k]->sym == sym)
			return k;
	return -1;
}

/* ---- references ---- */

static void count_val(Inl *s, IrVal v, int d)
{
	if (v.kind == IRV_SYM && v.sym && v.sym->kind == SYM_FUNC) {
		int k = func_index(s, v.sym);
		if (k >= 0)
			s->naddr[k] += d;
	}
}

/* adds d to the counts of everything i refers to */
static void count_inst(Inl *s, const IrInst *i, int d)
{
	if (i->op == IR_call && i->callee) {
		int k = func_index(s, i->callee);
		if (k >= 0)
			s->ncalls[k] += d;
	}
	count_val(s, i->a, d);
	count_val(s, i->b, d);
	for (int k = 0; k < i->nargs; k++)
		count_val(s, i->args[k], d);
}

static void walk_expr(Inl *s, const Node *n)
{
	for (; n; n = n->next) {
		if (n->kind == ND_VAR && n->sym && n->sym->kind == SYM_FUNC)
			ptrset_add(&s->inits, n->sym);
		walk_expr(s, n->lhs);
		walk_expr(s, n->rhs);
		walk_expr(s, n->cond);
		walk_expr(s, n->then);
		walk_expr(s, n->els);
		walk_expr(s, n->args);
	}
}

static void walk_inits(Inl *s, const InitEntry *e)
{
	for (; e; e = e->next)
		walk_expr(s, e->expr);
}

/* functions the object keeps whether called or not (needed.c's roots) */
static bool is_root(const Inl *s, const Symbol *f)
{
	return f->is_used || f->section || (f->storage != SC_STATIC && !f->is_inline) ||
	       ptrset_has(&s->inits, f);
}

static int body_size(const IrFunc *f)
{
	int n = 0;
	for (const IrBlock *b = f->entry; b; b = b->next)
		for (const IrInst *i = b->first; i; i = i->next)
			n += i->op != IR_alloc;
	return n;
}

static bool entry_has_preds(const IrFunc *f)
{
	for (const IrBlock *b = f->entry; b; b = b->next) {
		IrBlock *su[2];
		int ns = ir_succs((IrBlock *)b, su);
		for (int k = 0; k < ns; k++)
			if (su[k] == f->entry)
				return true;
	}
	return false;
}

/* f calls no function but g and takes no function's address: the
 * deepest call chain through f then goes through g, and f's frame with
 * g's slots merged in is never deeper than f's frame plus g's */
static bool calls_only(const IrFunc *f, const Symbol *g)
{
	for (const IrBlock *b = f->entry; b; b = b->next)
		for (const IrInst *i = b->first; i; i = i->next) {
			if ((i->op == IR_call && i->callee && i->callee != g) || i->op == IR_asm ||
			    i->op == IR_asmgoto)
				return false;
			IrVal vs[2] = {i->a, i->b};
			for (int k = -2; k < i->nargs; k++) {
				IrVal v = k < 0 ? vs[k + 2] : i->args[k];
				if (v.kind == IRV_SYM && v.sym && v.sym->kind == SYM_FUNC)
					return false;
			}
		}
	return true;
}

/* ---- the decision ---- */

typedef enum { NO, YES, FAIL } Verdict;

static Verdict decide(Inl *s, int caller, const IrInst *call, const char **why)
{
	Symbol *sym = call->callee;
	if (!sym || sym->is_noinline)
		return NO;
	int g = func_index(s, sym);
	bool always = sym->is_always_inline;
	if (!always && s->level < 2)
		return NO;
	if (g < 0) {
		*why = "function body not available";
		return always ? FAIL : NO;
	}
	if (s->reach[g * s->nf + caller]) {
		*why = "the call is recursive";
		return always ? FAIL : NO;
	}
	if (entry_has_preds(s->funcs[g])) {
		*why = "its entry block is a loop header";
		return always ? FAIL : NO;
	}
	if (always)
		return YES;
	if (sym->section || sym->is_weak || s->reach[g * s->nf + g])
		return NO; /* programs, replaceable and recursive functions stay calls */
	int gsize = body_size(s->funcs[g]);
	int fsize = body_size(s->funcs[caller]);
	/* a global function stays in the object whatever its calls become */
	bool root = is_root(s, sym);
	bool only = !root && s->ncalls[g] == 1 && s->naddr[g] == 0;
	if (s->size)
		return only || gsize <= call->nargs + 2 ? YES : NO;
	/* the caller's frame with g's slots as one more inlined region */
	int64_t own, kids, gstack = ir_slot_extent(s->funcs[g], NULL, NULL);
	ir_slot_extent(s->funcs[caller], &own, &kids);
	int64_t merged = own + (kids > gstack ? kids : gstack);
	if (merged > (calls_only(s->funcs[caller], sym) ? ALONE_BUDGET : STACK_BUDGET) ||
	    fsize + gsize > CALLER_LIMIT)
		return NO;
	return only || !root || gsize <= GLOBAL_BODY ? YES : NO;
}

/* ---- copying the callee ---- */

static IrVal map_val(IrVal v, int32_t base)
{
	if (v.kind == IRV_TMP)
		v.tmp += base;
	return v;
}

static void retarget_phis(IrBlock *to, IrBlock *old_pred, IrBlock *new_pred)
{
	for (IrInst *i = to->first; i && i->op == IR_phi; i = i->next)
		for (int k = 0; k < i->nargs; k++)
			if (i->preds[k] == old_pred)
				i->preds[k] = new_pred;
}

/* inlines `call` (in block b, after prev) of callee g into f */
static void inline_call(Inl *s, IrFunc *f, IrBlock *b, IrInst *prev, IrInst *call, IrFunc *g)
{
	IrModule *m = s->m;
	int32_t base = f->ntmps;
	f->ntmps += g->ntmps;
	IrBlock *old_next = b->next, *old_last = f->last;
	int nb = 0;
	for (IrBlock *x = g->entry; x; x = x->next)
		nb = x->id + 1 > nb ? x->id + 1 : nb;
	IrBlock **map = xcalloc((size_t)nb + 1, sizeof *map);
	for (IrBlock *x = g->entry; x; x = x->next) {
		map[x->id] = ir_block_new(m, f);
		map[x->id]->loop = x->loop;
		ptrset_add(&s->clones, map[x->id]);
	}
	IrBlock *cont = ir_block_new(m, f);
	/* the second half of b: everything after the call */
	cont->first = call->next;
	cont->last = b->last;
	IrBlock *su[2];
	int ns = ir_succs(cont, su);
	for (int k = 0; k < ns; k++)
		if (k == 0 || su[1] != su[0])
			retarget_phis(su[k], b, cont);
	if (prev)
		prev->next = NULL;
	else
		b->first = NULL;
	b->last = prev;
	/* parameters: copies of the arguments */
	for (int k = 0; k < g->nparams; k++) {
		IrVal a = k < call->nargs ? call->args[k] : ir_const(0);
		IrInst *c = ir_append(m, b, IR_copy, (IrClass)g->param_cls[k], g->params[k] + base, a,
				      (IrVal){0}, call->loc);
		(void)c;
	}
	IrInst *j = ir_append(m, b, IR_jmp, IRC_NONE, -1, (IrVal){0}, (IrVal){0}, call->loc);
	j->then = map[g->entry->id];
	/* the callee's stack regions, nested in a new one of f's region 0
	 * (the call is in f's own code: calls in copied blocks are never
	 * inlined here); parents come before children */
	int gn = g->nregions ? g->nregions : 1;
	int32_t *rmap = xmalloc(sizeof *rmap * (size_t)gn);
	rmap[0] = ir_region_new(m, f, 0);
	for (int r = 1; r < gn; r++)
		rmap[r] = ir_region_new(m, f, rmap[g->region_parent[r]]);
	/* the body */
	IrBlock **rets = NULL;
	IrVal *vals = NULL;
	int nrets = 0;
	IrInst *allocs = NULL, *alloc_last = NULL;
	for (IrBlock *x = g->entry; x; x = x->next) {
		IrBlock *y = map[x->id];
		for (IrInst *i = x->first; i; i = i->next) {
			IrInst *c = arena_alloc(&m->arena, sizeof *c);
			*c = *i;
			c->next = NULL;
			if (c->dst >= 0)
				c->dst += base;
			c->a = map_val(c->a, base);
			c->b = map_val(c->b, base);
			if (i->nargs) {
				c->args = arena_alloc(&m->arena, sizeof(IrVal) * (size_t)i->nargs);
				for (int k = 0; k < i->nargs; k++)
					c->args[k] = map_val(i->args[k], base);
			}
			if (i->op == IR_phi) {
				c->preds = arena_alloc(&m->arena, sizeof(IrBlock *) * (size_t)(i->nargs + 1));
				for (int k = 0; k < i->nargs; k++)
					c->preds[k] = map[i->preds[k]->id];
			}
			if (c->then)
				c->then = map[c->then->id];
			if (c->els)
				c->els = map[c->els->id];
			count_inst(s, c, 1);
			if (c->op == IR_alloc) {
				c->region = c->region >= 0 && c->region < gn ? rmap[c->region] : 0;
				/* to the caller's entry, where mem2reg looks */
				if (alloc_last)
					alloc_last->next = c;
				else
					allocs = c;
				alloc_last = c;
				continue;
			}
			if (c->op == IR_ret) {
				IrVal v = c->a.kind == IRV_NONE ? ir_const(0) : c->a;
				if (g->ret_cls != IRC_NONE && g->ret_cls != call->cls && v.kind == IRV_TMP) {
					int32_t t = f->ntmps++;
					ir_append(m, y, IR_copy, (IrClass)call->cls, t, v, (IrVal){0}, c->loc);
					v = ir_tmp(t);
				}
				rets = xrealloc(rets, sizeof *rets * (size_t)(nrets + 1));
				vals = xrealloc(vals, sizeof *vals * (size_t)(nrets + 1));
				rets[nrets] = y;
				vals[nrets++] = v;
				c->op = IR_jmp;
				c->a = (IrVal){0};
				c->then = cont;
			}
			if (y->last)
				y->last->next = c;
			else
				y->first = c;
			y->last = c;
		}
	}
	if (allocs) {
		alloc_last->next = f->entry->first;
		f->entry->first = allocs;
		if (!f->entry->last)
			f->entry->last = alloc_last;
	}
	/* the call's value */
	if (call->dst >= 0) {
		IrInst *v;
		if (nrets == 1) {
			v = ir_inst_new(m, IR_copy, (IrClass)call->cls, call->dst, vals[0], (IrVal){0}, call->loc);
		} else if (nrets == 0) {
			v = ir_inst_new(m, IR_copy, (IrClass)call->cls, call->dst, ir_const(0), (IrVal){0}, call->loc);
		} else {
			v = ir_inst_new(m, IR_phi, (IrClass)call->cls, call->dst, (IrVal){0}, (IrVal){0}, call->loc);
			v->nargs = nrets;
			v->args = arena_alloc(&m->arena, sizeof(IrVal) * (size_t)nrets);
			v->preds = arena_alloc(&m->arena, sizeof(IrBlock *) * (size_t)nrets);
			memcpy(v->args, vals, sizeof(IrVal) * (size_t)nrets);
			memcpy(v->preds, rets, sizeof(IrBlock *) * (size_t)nrets);
		}
		v->next = cont->first;
		cont->first = v;
	}
	count_inst(s, call, -1);
	/* the new blocks go right after b in the layout */
	if (b != old_last) {
		IrBlock *first_new = old_last->next;
		old_last->next = NULL;
		b->next = first_new;
		f->last->next = old_next;
		f->last = old_last;
	}
	free(map);
	free(rmap);
	free(rets);
	free(vals);
}

/* ---- the call graph ---- */

static void fill_reach(Inl *s)
{
	int nf = s->nf;
	bool *edge = xcalloc((size_t)nf * (size_t)nf + 1, 1);
	for (int a = 0; a < nf; a++)
		for (IrBlock *b = s->funcs[a]->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next)
				if (i->op == IR_call && i->callee) {
					int c = func_index(s, i->callee);
					if (c >= 0)
						edge[a * nf + c] = true;
				}
	int *stack = xmalloc(sizeof *stack * (size_t)(nf + 1));
	for (int a = 0; a < nf; a++) {
		bool *r = &s->reach[a * nf];
		int sp = 0;
		stack[sp++] = a;
		while (sp) {
			int x = stack[--sp];
			for (int y = 0; y < nf; y++)
				if (edge[x * nf + y] && !r[y]) {
					r[y] = true;
					stack[sp++] = y;
				}
		}
	}
	free(stack);
	free(edge);
}

/* callees before callers: postorder of the direct-call graph */
static void postorder(const Inl *s, int a, bool *seen, int *order, int *n)
{
	seen[a] = true;
	for (IrBlock *b = s->funcs[a]->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->op == IR_call && i->callee) {
				int c = func_index(s, i->callee);
				if (c >= 0 && !seen[c])
					postorder(s, c, seen, order, n);
			}
	order[(*n)++] = a;
}

static void inline_into(Inl *s, int fi)
{
	IrFunc *f = s->funcs[fi];
	for (IrBlock *b = f->entry; b; b = b->next) {
		if (ptrset_has(&s->clones, b))
			continue; /* the callee's calls were decided in the callee */
		for (IrInst *i = b->first, *prev = NULL; i; prev = i, i = i->next) {
			if (i->op != IR_call)
				continue;
			const char *why = "";
			Verdict v = decide(s, fi, i, &why);
			if (v == FAIL)
				diag_error(i->loc, "inlining failed in call to always_inline '%s': %s",
					   i->callee->name->name, why);
			if (v != YES)
				continue;
			inline_call(s, f, b, prev, i, s->funcs[func_index(s, i->callee)]);
			break; /* the rest of b is in the continuation block, visited later */
		}
	}
	ptrset_free(&s->clones);
	s->clones = (PtrSet){0};
}

/* drops the functions nothing reachable from a root refers to */
static void drop_unreferenced(Inl *s)
{
	int nf = s->nf;
	bool *live = xcalloc((size_t)nf + 1, 1);
	int *stack = xmalloc(sizeof *stack * (size_t)(nf + 1)), sp = 0;
	for (int k = 0; k < nf; k++)
		if (is_root(s, s->funcs[k]->sym)) {
			live[k] = true;
			stack[sp++] = k;
		}
	while (sp) {
		IrFunc *f = s->funcs[stack[--sp]];
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next) {
				const Symbol *refs[3] = {i->op == IR_call ? i->callee : NULL,
							 i->a.kind == IRV_SYM ? i->a.sym : NULL,
							 i->b.kind == IRV_SYM ? i->b.sym : NULL};
				for (int k = -3; k < i->nargs; k++) {
					const Symbol *r = k < 0 ? refs[k + 3]
							   : i->args[k].kind == IRV_SYM ? i->args[k].sym : NULL;
					int c = func_index(s, r);
					if (c >= 0 && !live[c]) {
						live[c] = true;
						stack[sp++] = c;
					}
				}
			}
	}
	IrFunc **link = &s->m->funcs;
	s->m->last = NULL;
	for (int k = 0; k < nf; k++) {
		if (!live[k])
			continue;
		*link = s->funcs[k];
		link = &s->funcs[k]->next;
		s->m->last = s->funcs[k];
	}
	*link = NULL;
	free(live);
	free(stack);
}

void ir_inline(IrModule *m, int level, bool size)
{
	Inl s = {.m = m, .level = level, .size = size};
	for (IrFunc *f = m->funcs; f; f = f->next)
		s.nf++;
	if (!s.nf)
		return;
	s.funcs = xmalloc(sizeof *s.funcs * (size_t)s.nf);
	int k = 0;
	for (IrFunc *f = m->funcs; f; f = f->next)
		s.funcs[k++] = f;
	s.reach = xcalloc((size_t)s.nf * (size_t)s.nf + 1, 1);
	s.ncalls = xcalloc((size_t)s.nf + 1, sizeof *s.ncalls);
	s.naddr = xcalloc((size_t)s.nf + 1, sizeof *s.naddr);
	fill_reach(&s);
	for (IrFunc *f = m->funcs; f; f = f->next)
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next)
				count_inst(&s, i, 1);
	if (m->prog) {
		for (Symbol *g = m->prog->globals; g; g = g->next)
			if (g->kind == SYM_VAR)
				walk_inits(&s, g->init);
		for (Symbol *f = m->prog->funcs; f; f = f->func_next)
			for (Symbol *l = f->locals; l; l = l->next)
				if (l->kind == SYM_VAR && l->storage == SC_STATIC)
					walk_inits(&s, l->init);
	}
	bool *seen = xcalloc((size_t)s.nf + 1, 1);
	int *order = xmalloc(sizeof *order * (size_t)(s.nf + 1)), n = 0;
	for (k = 0; k < s.nf; k++)
		if (!seen[k])
			postorder(&s, k, seen, order, &n);
	for (k = 0; k < n; k++)
		inline_into(&s, order[k]);
	drop_unreferenced(&s);
	ptrset_free(&s.inits);
	free(seen);
	free(order);
	free(s.funcs);
	free(s.reach);
	free(s.ncalls);
	free(s.naddr);
}
