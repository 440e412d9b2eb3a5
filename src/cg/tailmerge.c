/* tailmerge.c - identical instruction sequences at the ends of blocks
 * that go on to the same place are kept once: the later block jumps to
 * the earlier one's copy ("tail merging" or cross-jumping).
 *
 * Inlining repeats code: three inlined `count(slot)` calls each end in
 * the same map lookup, null check and increment before the same
 * `return`, and clang shares them.  Run after frame layout (physical
 * registers, stack offsets final, pseudo instructions expanded), before
 * the jump tidying that drops a goto to the next block.
 *
 * A block's continuation is where control goes after its last
 * instruction: the target of a final goto, the next non-empty block
 * when it falls through (followed through blocks that only jump on), or
 * nowhere after an exit.  Two blocks whose bodies (without a final
 * goto) end in the same k instructions and that have the same
 * continuation become: the earlier one split so that the k
 * instructions are a block of their own, the later one its other
 * instructions and a goto there.  It saves k-1 instructions (k if the
 * later block ended in a goto already).
 *
 * Only in functions without a cycle (a depth-first search over
 * mblock_succs finds none; a backward jump alone is no loop): every path
 * through the shared tail is a path the program had, so the function
 * stays acyclic, and no second entry into a loop's body can appear
 * (the verifier wants reducible loops).  Instructions with a CO-RE
 * relocation or inline asm are never shared.
 */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

enum { MERGE_ROUNDS = 8, CANDIDATES = 8 };


static bool same_insn(const MInst *a, const MInst *b)
{
	if (a->kind != b->kind || a->kind == MK_ASM || a->core || b->core)
		return false;
	if (a->code != b->code || a->w != b->w || a->trunc != b->trunc || a->dst != b->dst || a->src != b->src ||
	    a->off != b->off || a->imm != b->imm || a->slot != b->slot || a->sym != b->sym || a->target != b->target ||
	    a->nargs != b->nargs)
		return false;
	for (int k = 0; k < a->nargs; k++)
		if (a->args[k] != b->args[k])
			return false;
	return true;
}

/* One block as the pass sees it: its instructions (a final goto apart)
 * and where control goes after them. */
typedef struct Tail {
	MBlock *b;
	MInst **body;
	int n;
	bool has_goto; /* body is followed by a goto */
	MBlock *cont;  /* continuation; NULL after an exit */
	bool dirty;    /* changed this round: compared again next round */
	uint32_t key;
} Tail;

/* the block control reaches at b: b itself, or past blocks that are
 * empty or only jump on */
static MBlock *resolve(MBlock *b)
{
	for (int hops = 0; b && hops < 64; hops++) {
		if (!b->first) {
			b = b->next;
			continue;
		}
		if (minst_is_goto(b->first) && !b->first->next) {
			b = b->first->target;
			continue;
		}
		return b;
	}
	return b;
}

/* Whether the block graph has a cycle: a depth-first search meets a
 * block still on its path (b->start numbers the blocks here). */
static bool function_has_loop(MFunc *mf)
{
	enum { MAX_SUCCS = 8 }; /* as many as liveness follows */
	int n = 0;
	for (MBlock *b = mf->blocks; b; b = b->next)
		b->start = n++;
	if (!n)
		return false;
	MBlock **path = xmalloc(sizeof *path * (size_t)n);
	MBlock **succ = xmalloc(sizeof *succ * (size_t)n * MAX_SUCCS);
	int *nsucc = xmalloc(sizeof *nsucc * (size_t)n), *edge = xmalloc(sizeof *edge * (size_t)n);
	uint8_t *state = xcalloc((size_t)n, 1); /* 0 new, 1 on the path, 2 done */
	int sp = 0;
	bool loop = false;
	path[sp] = mf->blocks, edge[sp++] = 0, state[0] = 1;
	nsucc[0] = mblock_succs(mf->blocks, succ, MAX_SUCCS);
	while (sp && !loop) {
		MBlock *v = path[sp - 1];
		if (edge[sp - 1] == nsucc[v->start]) {
			state[v->start] = 2;
			sp--;
			continue;
		}
		MBlock *w = succ[(size_t)v->start * MAX_SUCCS + (size_t)edge[sp - 1]++];
		if (state[w->start] == 1) {
			loop = true;
		} else if (!state[w->start]) {
			state[w->start] = 1;
			nsucc[w->start] = mblock_succs(w, succ + (size_t)w->start * MAX_SUCCS, MAX_SUCCS);
			path[sp] = w, edge[sp++] = 0;
		}
	}
	free(path);
	free(succ);
	free(nsucc);
	free(edge);
	free(state);
	return loop;
}

static uint32_t insn_key(const MInst *i, const MBlock *cont)
{
	uint32_t h = (uint32_t)i->kind * 31u + i->code;
	h = h * 0x9E3779B1u + (uint32_t)i->dst * 17u + (uint32_t)i->src;
	h = h * 0x9E3779B1u + (uint32_t)i->off + (uint32_t)i->imm;
	h = h * 0x9E3779B1u + (uint32_t)(uintptr_t)cont + (uint32_t)(uintptr_t)i->target;
	return h;
}

static void fill_tail(MFunc *mf, Tail *t, MBlock *b)
{
	int n = 0;
	for (MInst *i = b->first; i; i = i->next)
		n++;
	t->b = b;
	t->body = arena_alloc(mf->arena, sizeof *t->body * (size_t)(n ? n : 1));
	n = 0;
	for (MInst *i = b->first; i; i = i->next)
		t->body[n++] = i;
	MInst *last = n ? t->body[n - 1] : NULL;
	t->has_goto = minst_is_goto(last);
	if (t->has_goto) {
		t->cont = resolve(last->target);
		n--;
	} else if (minst_is_exit(last)) {
		t->cont = NULL;
	} else {
		t->cont = resolve(b->next);
	}
	t->n = n;
	t->dirty = false;
	t->key = n ? insn_key(t->body[n - 1], t->cont) : 0;
}

/* how many instructions a's and b's bodies end with alike */
static int common_suffix(const Tail *a, const Tail *b)
{
	int k = 0;
	while (k < a->n && k < b->n && same_insn(a->body[a->n - 1 - k], b->body[b->n - 1 - k]))
		k++;
	return k;
}

/* b's last k body instructions are a's: b jumps to them instead */
static void merge(MFunc *mf, Tail *a, Tail *b, int k)
{
	MBlock *t = a->b;
	if (k < a->n) { /* a's tail becomes a block right after a's head */
		t = mfunc_block_after(mf, a->b);
		MInst *head_last = a->body[a->n - k - 1];
		t->first = head_last->next;
		t->last = a->b->last;
		head_last->next = NULL;
		a->b->last = head_last;
	}
	MInst *g = minst_new(mf, MK_INSN);
	g->code = BPF_JMP | BPF_JA;
	g->target = t;
	g->loc = b->body[b->n - k]->loc;
	if (k < b->n) {
		MInst *keep = b->body[b->n - k - 1];
		keep->next = g;
	} else {
		b->b->first = g;
	}
	b->b->last = g;
	a->dirty = b->dirty = true;
}

static int cmp_key(const void *x, const void *y)
{
	const Tail *a = *(Tail *const *)x, *b = *(Tail *const *)y;
	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return a->b->start < b->b->start ? -1 : a->b->start > b->b->start;
}

void cg_merge_tails(MFunc *mf)
{
	if (function_has_loop(mf))
		return;
	for (int round = 0; round < MERGE_ROUNDS; round++) {
		int n = 0;
		for (MBlock *b = mf->blocks; b; b = b->next)
			if (b->first)
				n++;
		if (n < 2)
			return;
		Tail *tails = arena_alloc(mf->arena, sizeof *tails * (size_t)n);
		Tail **order = xmalloc(sizeof *order * (size_t)n);
		int pos = 0, m = 0;
		for (MBlock *b = mf->blocks; b; b = b->next) {
			b->start = pos++;
			if (b->first) {
				fill_tail(mf, &tails[m], b);
				order[m] = &tails[m];
				m++;
			}
		}
		/* blocks with the same last instruction and continuation side
		 * by side, in layout order: each is compared with the few
		 * before it */
		qsort(order, (size_t)m, sizeof *order, cmp_key);
		bool changed = false;
		for (int j = 1; j < m; j++) {
			Tail *b = order[j];
			if (!b->n || b->dirty)
				continue;
			Tail *best = NULL;
			int best_k = 0;
			for (int c = j - 1; c >= 0 && c >= j - CANDIDATES && order[c]->key == b->key; c--) {
				Tail *a = order[c];
				if (a->dirty || a->cont != b->cont)
					continue;
				int k = common_suffix(a, b);
				if (k > best_k) {
					best = a;
					best_k = k;
				}
			}
			/* saved: k-1 instructions, one more if b had its goto */
			if (best && best_k - 1 + (b->has_goto ? 1 : 0) >= 1) {
				merge(mf, best, b, best_k);
				changed = true;
			}
		}
		free(order);
		if (!changed)
			return;
		cg_thread_jumps(mf);
		cg_drop_unreachable(mf);
	}
}
