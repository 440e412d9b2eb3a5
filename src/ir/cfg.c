/* cfg.c - CFG simplification: fewer, longer blocks.
 *
 * Repeated until nothing changes:
 * - a branch on a constant becomes a jump, and a branch whose two
 *   targets are one block becomes a jump (phis keep one edge);
 * - a jump with a constant into a block that only branches on that phi
 *   goes to the branch's target itself (thread_phi_branches);
 * - a jump to a block that only jumps on (no phis, and no instructions
 *   or only ones whose values nothing past it uses: dead_work) goes
 *   straight to where that block goes;
 * - a block reached only by a jump from its single predecessor is merged
 *   into it (its phis, having one value each, become copies);
 * - blocks that only return the same constant become one;
 * - `i >= 0 && i < n` in two branches becomes `(unsigned)i < n`
 *   (merge_range_checks), `x == 2 || x == 10` becomes `(x & ~8) == 2`
 *   (merge_one_bit_tests);
 * - blocks the entry cannot reach are removed, and their edges are
 *   removed from the phis of the blocks they jumped to.
 * Blocks are renumbered in layout order at the end, so dumps stay
 * stable.  No loop is made irreducible: only jumps are retargeted, and
 * only through blocks that do nothing. */
#include "ir.h"

#include <stdlib.h>

static bool has_phi(const IrBlock *b) { return b->first && b->first->op == IR_phi; }

static void retarget_phis(IrBlock *to, IrBlock *old_pred, IrBlock *new_pred)
{
	for (IrInst *i = to->first; i && i->op == IR_phi; i = i->next)
		for (int j = 0; j < i->nargs; j++)
			if (i->preds[j] == old_pred)
				i->preds[j] = new_pred;
}

/* every phi of `to` takes from `added` (a new edge) what it takes from `old` */
static void phis_also_from(IrModule *m, IrBlock *to, const IrBlock *old, IrBlock *added)
{
	for (IrInst *q = to->first; q && q->op == IR_phi; q = q->next)
		for (int j = 0; j < q->nargs; j++)
			if (q->preds[j] == old) {
				ir_phi_add(m, q, added, q->args[j]);
				break;
			}
}

static void to_jump(IrInst *t, IrBlock *target)
{
	t->op = IR_jmp;
	t->then = target;
	t->els = NULL;
	t->a = (IrVal){0};
}

/* number of edges into each block, from reachable blocks; marks reach */
static void count_preds(IrFunc *f, int *npred, bool *reach, IrBlock **stack)
{
	for (int i = 0; i < f->nblocks; i++) {
		npred[i] = 0;
		reach[i] = false;
	}
	int sp = 0;
	stack[sp++] = f->entry;
	reach[f->entry->id] = true;
	while (sp) {
		IrBlock *b = stack[--sp], *s[2];
		int n = ir_succs(b, s);
		for (int k = 0; k < n; k++) {
			npred[s[k]->id]++;
			if (!reach[s[k]->id]) {
				reach[s[k]->id] = true;
				stack[sp++] = s[k];
			}
		}
	}
}

static bool used_except(const IrFunc *f, int32_t tmp, const IrInst *but)
{
	for (const IrBlock *b = f->entry; b; b = b->next)
		for (const IrInst *i = b->first; i; i = i->next) {
			if (i == but)
				continue;
			if ((i->a.kind == IRV_TMP && i->a.tmp == tmp) || (i->b.kind == IRV_TMP && i->b.tmp == tmp))
				return true;
			for (int k = 0; k < i->nargs; k++)
				if (i->args[k].kind == IRV_TMP && i->args[k].tmp == tmp)
					return true;
		}
	return false;
}

/* The value a block's branch tests when its one phi is c: the block is
 * the phi, then pure operations each reading the one before (and
 * constants), then the branch (`%p = phi [a 1] [b 0]; %q = zext8 %p;
 * br %q`).  False if it is not such a block or an operation does not
 * fold. */
static bool branch_value_for(const IrBlock *b, int64_t c, int64_t *out)
{
	int32_t cur = b->first->dst;
	for (const IrInst *i = b->first->next; i != b->last; i = i->next) {
		int nargs = ir_ops[i->op].nargs;
		bool w = i->cls == IRC_W;
		if (i->dst < 0 || (ir_ops[i->op].flags & OPF_MEM) || i->a.kind != IRV_TMP || i->a.tmp != cur)
			return false;
		if (nargs == 1 ? !ir_fold_unary((IrOp)i->op, w, c, &c)
			       : nargs != 2 || i->b.kind != IRV_CONST || !ir_fold_binary((IrOp)i->op, w, c, i->b.c, &c))
			return false;
		cur = i->dst;
	}
	*out = c;
	return b->last->a.kind == IRV_TMP && b->last->a.tmp == cur;
}

/* whether the temporaries of a block other than its last are used only
 * inside it (each by the next: branch_value_for's shape) */
static bool temps_local(const IrFunc *f, const IrBlock *b)
{
	for (const IrInst *i = b->first; i != b->last; i = i->next)
		if (used_except(f, i->dst, i->next))
			return false;
	return true;
}

/* A block that only branches on its one phi (`%p = phi [a 1] [b 0];
 * br %p, T, F`, %p used nowhere else; or a chain of operations on it,
 * can_loop's `_Bool ret` widened for the test) is what `return x && y;`
 * leaves where the function is inlined into a condition, and `w1 = 1;
 * if w1 == 0 goto` in the code.  A predecessor that jumps to it with a
 * constant jumps to T or F itself (their phis get its entry with the
 * value that came from the block), so the branch's targets are
 * dominated by the checks that decided them. */
static bool thread_phi_branches(IrModule *m, IrFunc *f)
{
	bool changed = false;
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrInst *p = b->first, *br = b->last;
		int64_t probe;
		if (!p || p->op != IR_phi || p == br || br->op != IR_br || br->then == b || br->els == b ||
		    br->then == br->els || !branch_value_for(b, 0, &probe) || !temps_local(f, b))
			continue;
		for (int k = 0; k < p->nargs; k++) {
			IrBlock *pred = p->preds[k];
			int64_t v;
			if (p->args[k].kind != IRV_CONST || !pred->last || pred->last->op != IR_jmp ||
			    pred->last->then != b || !branch_value_for(b, p->args[k].c, &v))
				continue;
			IrBlock *to = v ? br->then : br->els;
			phis_also_from(m, to, b, pred);
			pred->last->then = to;
			ir_phi_drop_pred(b, pred);
			k--;
			changed = true;
		}
	}
	return changed;
}

/* whether every phi of `to` has one value from a and b */
static bool same_phi_values(const IrBlock *to, const IrBlock *a, const IrBlock *b)
{
	for (const IrInst *q = to->first; q && q->op == IR_phi; q = q->next) {
		const IrVal *va = NULL, *vb = NULL;
		for (int j = 0; j < q->nargs; j++) {
			if (q->preds[j] == a)
				va = &q->args[j];
			if (q->preds[j] == b)
				vb = &q->args[j];
		}
		if (!va || !vb || va->kind != vb->kind || va->tmp != vb->tmp || va->c != vb->c || va->sym != vb->sym)
			return false;
	}
	return true;
}

/* `i >= 0 && i < n` (bpf_for's bounds check, n a constant up to 2^31)
 * is `(unsigned)i < n`: one test, and on the register i is in, where
 * the two signed tests of -mcpu=v2 (no JMP32) were made on a
 * sign-extended copy whose bounds never reached i (iters.c
 * iter_subprog_iters passes i to a function that indexes with it).
 * A: `c = i >= 0` (or `i > -1`, or `i < 0` the other way round) going to
 * B or to E; B, reached from A alone, holds only `i < n` (signed or
 * unsigned, of i or of its sign extension) going to T or to E. */
static bool merge_range_checks(IrFunc *f, const int *npred)
{
	bool changed = false;
	for (IrBlock *a = f->entry; a; a = a->next) {
		IrInst *ca = ir_branch_condition(a);
		if (!ca || ca->cls != IRC_W || ca->a.kind != IRV_TMP || ca->b.kind != IRV_CONST)
			continue;
		bool ge0 = (ca->op == IR_sge && ca->b.c == 0) || (ca->op == IR_sgt && ca->b.c == -1);
		bool lt0 = (ca->op == IR_slt && ca->b.c == 0) || (ca->op == IR_sle && ca->b.c == -1);
		if (!ge0 && !lt0)
			continue;
		IrBlock *b = ge0 ? a->last->then : a->last->els, *e = ge0 ? a->last->els : a->last->then;
		if (b == a || b == e || npred[b->id] != 1 || has_phi(b))
			continue;
		IrInst *cb = ir_branch_condition(b);
		if (!cb || cb->b.kind != IRV_CONST || cb->b.c <= 0 || cb->b.c > 0x80000000ll || cb->a.kind != IRV_TMP)
			continue;
		/* i itself, or its sign extension (l) made in B for the compare */
		IrInst *first = b->first;
		bool direct = cb->a.tmp == ca->a.tmp && cb->cls == IRC_W && first == cb;
		bool widened = first != cb && first->next == cb && first->op == IR_sext32 && first->a.kind == IRV_TMP &&
			       first->a.tmp == ca->a.tmp && first->dst == cb->a.tmp && cb->cls == IRC_L &&
			       !used_except(f, first->dst, cb);
		if ((!direct && !widened) || cb->next != b->last || (cb->op != IR_slt && cb->op != IR_ult) ||
		    (cb->op == IR_slt && cb->b.c > 0x7fffffff))
			continue;
		IrBlock *t = b->last->then;
		if (b->last->els != e || t == e || t == b || has_phi(t) || !same_phi_values(e, a, b))
			continue;
		/* last, as it reads the whole function: the two compares are
		 * read by their branches alone */
		if (used_except(f, ca->dst, a->last) || used_except(f, cb->dst, b->last))
			continue;
		ca->op = IR_ult;
		ca->b = cb->b;
		a->last->then = t;
		a->last->els = e;
		ir_phi_drop_pred(e, b);
		to_jump(b->last, e); /* B is unreachable now; removed below */
		changed = true;
	}
	return changed;
}

/* where b's branch goes when its compare `x == k` (or `x != k`) holds */
static IrBlock *side_if_equal(const IrBlock *b, const IrInst *c) { return c->op == IR_eq ? b->last->then : b->last->els; }

/* `x == K1 || x == K2` with K1 and K2 one bit apart (AF_INET and
 * AF_INET6, 2 and 10) is `(x & ~bit) == (K1 & ~bit)`, one test, as
 * clang makes it: the verifier walks one path past it, not one per
 * constant.  A: `x == K1` (or `x != K1` the other way round) going to T
 * or to B; B, reached from A alone, holds only `x == K2` (or `!=`)
 * going to T or to E; T takes the same values from A and from B. */
static bool merge_one_bit_tests(IrModule *m, IrFunc *f, const int *npred)
{
	for (IrBlock *a = f->entry; a; a = a->next) {
		IrInst *ca = ir_branch_condition(a);
		if (!ca || (ca->op != IR_eq && ca->op != IR_ne) || ca->a.kind != IRV_TMP || ca->b.kind != IRV_CONST)
			continue;
		IrBlock *t = side_if_equal(a, ca), *b = t == a->last->then ? a->last->els : a->last->then;
		if (b == a || b == t || npred[b->id] != 1 || has_phi(b))
			continue;
		IrInst *cb = ir_branch_condition(b);
		if (!cb || b->first != cb || cb->next != b->last || (cb->op != IR_eq && cb->op != IR_ne) ||
		    cb->cls != ca->cls || cb->a.kind != IRV_TMP || cb->a.tmp != ca->a.tmp || cb->b.kind != IRV_CONST ||
		    side_if_equal(b, cb) != t)
			continue;
		IrBlock *e = t == b->last->then ? b->last->els : b->last->then;
		bool w = ca->cls == IRC_W;
		uint64_t k1 = (uint64_t)ca->b.c, k2 = (uint64_t)cb->b.c, bit = k1 ^ k2;
		if (w)
			bit &= 0xffffffffu;
		if (e == t || e == b || !bit || (bit & (bit - 1)) || !same_phi_values(t, a, b))
			continue;
		if (used_except(f, ca->dst, a->last) || used_except(f, cb->dst, b->last))
			continue;
		int64_t mask = w ? (int64_t)(int32_t)(uint32_t)~bit : (int64_t)~bit;
		int64_t want = w ? (int64_t)(int32_t)(uint32_t)(k1 & ~bit) : (int64_t)(k1 & ~bit);
		IrInst *and = ir_inst_new(m, IR_and, (IrClass)ca->cls, f->ntmps++, ca->a, ir_const(mask), ca->loc);
		IrInst **p = &a->first;
		while (*p != ca)
			p = &(*p)->next;
		and->next = ca;
		*p = and;
		ca->op = IR_eq;
		ca->a = ir_tmp(and->dst);
		ca->b = ir_const(want);
		phis_also_from(m, e, b, a);
		a->last->then = t;
		a->last->els = e; /* B is unreachable now; removed below */
		return true; /* npred is stale: the next round counts again */
	}
	return false;
}

/* user[tmp]: the one block whose instructions use tmp, -1 if none,
 * -2 if more than one or a phi does */
static int32_t *fill_users(const IrFunc *f)
{
	int32_t *user = xmalloc(sizeof *user * (size_t)(f->ntmps + 1));
	for (int t = 0; t <= f->ntmps; t++)
		user[t] = -1;
	for (const IrBlock *b = f->entry; b; b = b->next)
		for (const IrInst *i = b->first; i; i = i->next) {
			IrVal vs[2] = {i->a, i->b};
			for (int k = 0; k < 2; k++)
				if (vs[k].kind == IRV_TMP)
					user[vs[k].tmp] = user[vs[k].tmp] == -1 || user[vs[k].tmp] == b->id ? b->id : -2;
			for (int k = 0; k < i->nargs; k++)
				if (i->args[k].kind == IRV_TMP)
					user[i->args[k].tmp] = i->op != IR_phi && (user[i->args[k].tmp] == -1 ||
										 user[i->args[k].tmp] == b->id) ? b->id : -2;
		}
	return user;
}

/* A block that only computes values nobody past it uses, then jumps
 * (loads and arithmetic: no store, call, asm, atomic or volatile access),
 * does no work: a branch into it may go where it jumps.  What an unused
 * memcmp result leaves: each byte's compare chooses between two ways
 * to one `return 1` (getpeername_unix_prog: 27 compares, 183 processed
 * insns where clang has 20). */
static bool dead_work(const IrBlock *via, const int32_t *user)
{
	for (const IrInst *i = via->first; i != via->last; i = i->next) {
		int n = ir_ops[i->op].nargs;
		if (i->dst < 0 || n < 1 || n > 2 || i->is_volatile || (ir_ops[i->op].flags & (OPF_SIDE | OPF_ATOMIC)) ||
		    (user[i->dst] != -1 && user[i->dst] != via->id))
			return false;
	}
	return true;
}

static bool simplify_once(IrModule *m, IrFunc *f, int *npred, bool *reach, IrBlock **stack)
{
	bool changed = thread_phi_branches(m, f);
	count_preds(f, npred, reach, stack);
	if (merge_range_checks(f, npred))
		changed = true; /* npred is stale until the next round */
	else
		changed |= merge_one_bit_tests(m, f, npred);
	/* constant and same-target branches */
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrInst *t = b->last;
		if (!t || t->op != IR_br)
			continue;
		if (t->then == t->els) {
			to_jump(t, t->then);
			changed = true;
		} else if (t->a.kind == IRV_CONST) {
			IrBlock *keep = t->a.c ? t->then : t->els, *gone = t->a.c ? t->els : t->then;
			ir_phi_drop_pred(gone, b);
			to_jump(t, keep);
			changed = true;
		}
	}
	/* jumps through empty blocks, and through blocks whose work nothing
	 * uses (see dead_work) */
	int32_t *user = NULL;
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrInst *t = b->last;
		if (!t)
			continue;
		for (int k = 0; k < ir_nsuccs(t); k++) {
			IrBlock **slot = k ? &t->els : &t->then;
			IrBlock *via = *slot;
			if (via == b || !via->last || via->last->op != IR_jmp || has_phi(via))
				continue;
			if (via->first != via->last) {
				if (!user)
					user = fill_users(f);
				if (!dead_work(via, user))
					continue;
			}
			IrBlock *to = via->last->then;
			if (to == via || has_phi(to))
				continue;
			*slot = to;
			changed = true;
		}
	}
	free(user);
	/* one block per returned constant: `if (...) return 2;` in five
	 * places becomes five branches to one `ret 2` */
	IrBlock *rets[8];
	int nrets = 0;
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrInst *t = b->last;
		if (!t)
			continue;
		for (int k = 0; k < ir_nsuccs(t); k++) {
			IrBlock **slot = k ? &t->els : &t->then;
			IrInst *r = (*slot)->first;
			if (!r || r != (*slot)->last || r->op != IR_ret || (r->a.kind != IRV_CONST && r->a.kind != IRV_NONE))
				continue;
			IrBlock *same = NULL;
			for (int j = 0; j < nrets && !same; j++) {
				IrInst *q = rets[j]->first;
				if (q && q->op == IR_ret && q == rets[j]->last && q->a.kind == r->a.kind &&
				    (r->a.kind == IRV_NONE || q->a.c == r->a.c))
					same = rets[j];
			}
			if (!same && nrets < 8)
				rets[nrets++] = *slot;
			else if (same && same != *slot) {
				*slot = same;
				changed = true;
			}
		}
	}
	/* removal of unreachable blocks */
	count_preds(f, npred, reach, stack);
	for (IrBlock *b = f->entry, *prev = NULL; b; b = b->next) {
		if (reach[b->id]) {
			prev = b;
			continue;
		}
		IrBlock *s[2];
		int n = ir_succs(b, s);
		for (int k = 0; k < n; k++)
			ir_phi_drop_pred(s[k], b);
		prev->next = b->next; /* the entry is always reachable: prev is set */
		if (f->last == b)
			f->last = prev;
		changed = true;
	}
	/* merging a block into its only predecessor */
	count_preds(f, npred, reach, stack);
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrInst *t = b->last;
		while (t && t->op == IR_jmp && t->then != b && t->then != f->entry &&
		       npred[t->then->id] == 1) {
			IrBlock *c = t->then, *s[2] = {NULL, NULL};
			/* with one way in, a phi is a copy of its one value */
			for (IrInst *p = c->first; p && p->op == IR_phi; p = p->next) {
				p->op = IR_copy;
				p->a = p->nargs ? p->args[0] : ir_const(0);
				p->nargs = 0;
			}
			int n = ir_succs(c, s);
			for (int k = 0; k < n; k++)
				if (k == 0 || s[1] != s[0])
					retarget_phis(s[k], c, b);
			/* b's jump is replaced by c's instructions */
			IrInst *before = NULL;
			for (IrInst *i = b->first; i && i != t; i = i->next)
				before = i;
			if (before)
				before->next = c->first;
			else
				b->first = c->first;
			b->last = c->last;
			c->first = c->last = NULL;
			/* c is now empty and unreachable: give it a ret so the IR
			 * stays well formed until the next sweep removes it */
			c->first = c->last = t;
			t->op = IR_ret;
			t->next = NULL;
			t->then = NULL;
			t->a = (IrVal){0};
			npred[c->id] = 0;
			changed = true;
			t = b->last;
		}
	}
	return changed;
}

static void simplify_func(IrModule *m, IrFunc *f)
{
	int n = f->nblocks;
	int *npred = xcalloc((size_t)n + 1, sizeof *npred);
	bool *reach = xcalloc((size_t)n + 1, sizeof *reach);
	IrBlock **stack = xcalloc((size_t)n + 1, sizeof *stack);
	for (int guard = 0; simplify_once(m, f, npred, reach, stack) && guard < 1000; guard++)
		;
	/* the merged-away blocks are unreachable now: one last sweep */
	count_preds(f, npred, reach, stack);
	for (IrBlock *b = f->entry, *prev = NULL; b; b = b->next) {
		if (reach[b->id]) {
			prev = b;
			continue;
		}
		prev->next = b->next;
		if (f->last == b)
			f->last = prev;
	}
	int id = 0;
	for (IrBlock *b = f->entry; b; b = b->next)
		b->id = id++;
	f->nblocks = id;
	free(npred);
	free(reach);
	free(stack);
}

void ir_simplify_cfg(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		simplify_func(m, f);
}
