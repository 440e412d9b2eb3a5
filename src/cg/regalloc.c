/* regalloc.c - virtual registers -> r0-r9, by linear scan.
 *
 * 1. fill_positions: every instruction gets an index i in layout order;
 *    its uses are at 2i, its definitions at 2i+1 (so a register whose
 *    last use is at i can be the destination of i: `r1 = *(u64 *)(r1 + 8)`).
 * 2. fill_liveness: live-in/live-out bit sets per block, iterated to a
 *    fixed point over the MIR control flow (jump targets, fall through).
 * 3. fill_intervals: per virtual register the segments of positions
 *    where it is live (holes included: a loop's phi copy is dead between
 *    its use at the top and its new value at the bottom, so the phi can
 *    share its register).  A register live across a call
 *    may only live in r6-r9: calls clobber r0-r5, and the verifier
 *    refuses a read of r1-r5 after a call.
 * 4. scan: ranges in order of start; a register is free for one if no
 *    range already given it meets it; each takes its hint (r1-r5 for call
 *    arguments and parameters, r0 for call results and return values,
 *    the source's register for a copy) if free, else the first free
 *    register of its class.  With none free, whichever costs least per
 *    position it frees is spilled: the new range or those in one
 *    register (cost: its uses and definitions, each a load or store
 *    once spilled; ties go to the one reaching furthest).
 * 5. spill: each use of a spilled register becomes a reload into a fresh
 *    short-lived temporary, each definition a store from one, to its own
 *    8-byte slot (pointers are spilled whole and aligned, the form the
 *    verifier tracks); then everything is computed again.
 * BPF has no callee-saved registers to preserve by hand (each frame has
 * its own r6-r9), so there is no prologue or epilogue.
 */
#include "cg.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ROUNDS = 32, NPHYS = 10 };

typedef struct Seg {
	int lo, hi;
} Seg;

typedef struct Range {
	int32_t v;  /* index: vreg - CG_VREG0 */
	int lo, hi; /* first and last position (hi < 0: never mentioned) */
	Seg *seg;   /* where it is live, in order */
	int nseg, cap;
	uint16_t forbid; /* registers it may not have */
	bool nospill, spilled;
	int8_t reg, hint;
	int32_t copy_of; /* vreg index this one is first defined as a copy of, or -1 */
	int64_t cost;    /* what spilling it adds: a load per use, a store per definition */
} Range;

typedef struct RA {
	MFunc *mf;
	int nv, words;
	int first_temp;       /* vregs from here on are spill reload/store temporaries */
	MBlock **blocks;
	int nblocks;
	uint64_t *gen, *kill; /* per block, words each */
	Range *r;             /* per vreg */
	int *calls;           /* instruction indices of calls and cmpxchgs */
	uint16_t *clobber;    /* ... and the registers each one clobbers */
	int32_t *keep_r6;     /* ... and the skb register a packet load lets stay in r6 */
	int ncalls, cap_calls;
} RA;


/* ---- positions and liveness ---- */

static void fill_positions(RA *R)
{
	int idx = 0, nb = 0;
	for (MBlock *b = R->mf->blocks; b; b = b->next)
		nb++;
	R->blocks = xcalloc((size_t)nb + 1, sizeof *R->blocks);
	R->nblocks = nb;
	nb = 0;
	R->ncalls = 0;
	for (MBlock *b = R->mf->blocks; b; b = b->next) {
		R->blocks[nb++] = b;
		b->start = 2 * idx;
		for (MInst *i = b->first; i; i = i->next) {
			if (i->kind == MK_CALL || i->kind == MK_CMPXCHG || i->kind == MK_LDPKT ||
			    (i->kind == MK_ASM && i->as->clobber)) {
				if (R->ncalls == R->cap_calls) {
					R->cap_calls = R->cap_calls ? R->cap_calls * 2 : 16;
					R->calls = xrealloc(R->calls, sizeof *R->calls * (size_t)R->cap_calls);
					R->clobber = xrealloc(R->clobber, sizeof *R->clobber * (size_t)R->cap_calls);
					R->keep_r6 = xrealloc(R->keep_r6, sizeof *R->keep_r6 * (size_t)R->cap_calls);
				}
				/* a packet load: r6 must hold the skb there, so nothing
				 * else may live across it in r6 */
				R->clobber[R->ncalls] = i->kind == MK_CALL ? 0x3f : i->kind == MK_ASM ? i->as->clobber
						      : i->kind == MK_LDPKT ? 0x7f : 0x01;
				R->keep_r6[R->ncalls] = i->kind == MK_LDPKT ? i->args[0] : -1;
				R->calls[R->ncalls++] = idx;
			}
			idx++;
		}
		b->end = b->first ? 2 * idx - 1 : 2 * idx;
	}
}

static void fill_liveness(RA *R)
{
	size_t w = (size_t)R->words;
	R->gen = xcalloc((size_t)R->nblocks * w + 1, sizeof(uint64_t));
	R->kill = xcalloc((size_t)R->nblocks * w + 1, sizeof(uint64_t));
	for (int k = 0; k < R->nblocks; k++) {
		MBlock *b = R->blocks[k];
		b->live_in = arena_alloc(R->mf->arena, sizeof(uint64_t) * (w ? w : 1));
		b->live_out = arena_alloc(R->mf->arena, sizeof(uint64_t) * (w ? w : 1));
		memset(b->live_in, 0, sizeof(uint64_t) * w);
		memset(b->live_out, 0, sizeof(uint64_t) * w);
		uint64_t *gen = R->gen + (size_t)k * w, *kill = R->kill + (size_t)k * w;
		for (MInst *i = b->first; i; i = i->next) {
			MOperands o;
			minst_operands(i, &o);
			for (int u = 0; u < o.nuse; u++)
				if (is_vreg(*o.use[u]) && !bitset_has(kill, *o.use[u] - CG_VREG0))
					bitset_put(gen, *o.use[u] - CG_VREG0);
			for (int d = 0; d < o.ndef; d++)
				if (is_vreg(*o.def[d]))
					bitset_put(kill, *o.def[d] - CG_VREG0);
		}
	}
	bool changed = true;
	while (changed) {
		changed = false;
		for (int k = R->nblocks - 1; k >= 0; k--) {
			MBlock *b = R->blocks[k], *succ[8];
			int ns = mblock_succs(b, succ, 8);
			uint64_t *gen = R->gen + (size_t)k * w, *kill = R->kill + (size_t)k * w;
			for (size_t x = 0; x < w; x++) {
				uint64_t out = 0;
				for (int s = 0; s < ns; s++)
					out |= succ[s]->live_in[x];
				uint64_t in = gen[x] | (out & ~kill[x]);
				if (out != b->live_out[x] || in != b->live_in[x]) {
					b->live_out[x] = out;
					b->live_in[x] = in;
					changed = true;
				}
			}
		}
	}
}

/* ---- ranges: sorted, disjoint segments [lo, hi] per register ---- */

/* segments are built back to front, so the array holds them in
 * decreasing order until finish_ranges reverses it */
static void add_seg(Range *r, int lo, int hi)
{
	if (r->nseg) {
		Seg *f = &r->seg[r->nseg - 1];
		if (hi + 1 >= f->lo) {
			if (lo < f->lo)
				f->lo = lo;
			if (hi > f->hi)
				f->hi = hi;
			return;
		}
	}
	if (r->nseg == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 4;
		r->seg = xrealloc(r->seg, sizeof *r->seg * (size_t)r->cap);
	}
	r->seg[r->nseg++] = (Seg){lo, hi};
}

/* a definition at pos: the value is not live before it in this block */
static void set_from(Range *r, int pos)
{
	if (r->nseg && r->seg[r->nseg - 1].lo <= pos && r->seg[r->nseg - 1].hi >= pos)
		r->seg[r->nseg - 1].lo = pos;
	else
		add_seg(r, pos, pos); /* a value nothing reads still takes its register */
}

static void hint(RA *R, int32_t v, int reg)
{
	if (is_vreg(v) && R->r[v - CG_VREG0].hint < 0)
		R->r[v - CG_VREG0].hint = (int8_t)reg;
}

/* the registers the range may not have: those clobbered by a call or
 * cmpxchg it lives across (one segment holds the use and def points of
 * the instruction and reaches past them) */
static uint16_t clobbered(RA *R, const Range *r)
{
	uint16_t m = 0;
	for (int k = 0, s = 0; k < R->ncalls && s < r->nseg;) {
		int c = 2 * R->calls[k];
		const Seg *g = &r->seg[s];
		if (g->hi <= c + 1)
			s++;
		else if (g->lo > c) /* lo == c: live into a block the call begins */
			k++;
		else {
			m |= R->keep_r6[k] == r->v + CG_VREG0 ? R->clobber[k] & ~0x40 : R->clobber[k];
			k++;
		}
	}
	return m;
}

/* An early-clobber output is written while the inputs are still being
 * read: it lives from the asm's use point, so it gets a register of its
 * own.  No operand may be in a register the template clobbers. */
static void asm_constraints(RA *R, MInst *i, int pos)
{
	for (int k = 0; k < i->as->nout + i->as->nin; k++) {
		if (!is_vreg(i->args[k]))
			continue;
		Range *r = &R->r[i->args[k] - CG_VREG0];
		if (k < i->as->nout && (i->as->early >> k & 1))
			set_from(r, pos);
		r->forbid |= i->as->clobber;
	}
}

static void fill_intervals(RA *R)
{
	for (int v = 0; v < R->nv; v++)
		R->r[v] = (Range){.v = v, .reg = -1, .hint = -1, .copy_of = -1};
	for (int k = R->nblocks - 1; k >= 0; k--) {
		MBlock *b = R->blocks[k];
		for (int v = 0; v < R->nv; v++)
			if (bitset_has(b->live_out, v))
				add_seg(&R->r[v], b->start, b->end);
		int n = 0;
		for (MInst *i = b->first; i; i = i->next)
			n++;
		MInst **insts = xmalloc(sizeof *insts * (size_t)(n ? n : 1));
		n = 0;
		for (MInst *i = b->first; i; i = i->next)
			insts[n++] = i;
		int idx0 = b->start / 2;
		for (int j = n - 1; j >= 0; j--) {
			MInst *i = insts[j];
			int pos = 2 * (idx0 + j);
			MOperands o;
			minst_operands(i, &o);
			for (int d = 0; d < o.ndef; d++)
				if (is_vreg(*o.def[d])) {
					Range *r = &R->r[*o.def[d] - CG_VREG0];
					r->cost++;
					set_from(r, pos + 1);
					if (minst_is_copy(i) && is_vreg(i->src))
						r->copy_of = i->src - CG_VREG0;
					if (*o.def[d] - CG_VREG0 >= R->first_temp)
						r->nospill = true; /* a spill temporary: spilling it gains nothing */
				}
			for (int u = 0; u < o.nuse; u++)
				if (is_vreg(*o.use[u])) {
					add_seg(&R->r[*o.use[u] - CG_VREG0], b->start, pos);
					R->r[*o.use[u] - CG_VREG0].cost++;
				}
			if (i->kind == MK_ASM)
				asm_constraints(R, i, pos);
		}
		free(insts);
	}
	/* hints from the first instruction (in layout order) that wants one */
	for (int k = 0; k < R->nblocks; k++)
		for (MInst *i = R->blocks[k]->first; i; i = i->next)
			switch ((MKind)i->kind) {
			case MK_CALL:
				for (int a = 0; a < i->nargs; a++)
					hint(R, i->args[a], a + 1);
				hint(R, i->dst, 0);
				break;
			case MK_ENTRY:
				for (int a = 0; a < i->nargs; a++)
					hint(R, i->args[a], a + 1);
				break;
			case MK_RET:
				hint(R, i->src, 0);
				break;
			case MK_LDPKT:
				/* the skb in r6 (no move then); an offset there would
				 * be overwritten by the move that puts the skb there */
				hint(R, i->args[0], 6);
				hint(R, i->dst, 0);
				if (is_vreg(i->src) && i->src != i->args[0])
					R->r[i->src - CG_VREG0].forbid |= 0x40;
				break;
			case MK_CMPXCHG:
				/* r0 carries the expected value in and the old one out:
				 * the address and the new value must be elsewhere */
				hint(R, i->args[1], 0);
				hint(R, i->dst, 0);
				if (is_vreg(i->args[0]))
					R->r[i->args[0] - CG_VREG0].forbid |= 1;
				if (is_vreg(i->src))
					R->r[i->src - CG_VREG0].forbid |= 1;
				break;
			default:
				break;
			}
	for (int v = 0; v < R->nv; v++) {
		Range *r = &R->r[v];
		for (int a = 0, b = r->nseg - 1; a < b; a++, b--) {
			Seg t = r->seg[a];
			r->seg[a] = r->seg[b];
			r->seg[b] = t;
		}
		if (r->nseg) {
			r->lo = r->seg[0].lo;
			r->hi = r->seg[r->nseg - 1].hi;
			r->forbid |= clobbered(R, r);
		} else
			r->hi = -1;
	}
}

static bool intersect(const Range *a, const Range *b)
{
	if (a->hi < b->lo || b->hi < a->lo)
		return false;
	for (int i = 0, j = 0; i < a->nseg && j < b->nseg;) {
		const Seg *x = &a->seg[i], *y = &b->seg[j];
		if (x->hi < y->lo)
			i++;
		else if (y->hi < x->lo)
			j++;
		else
			return true;
	}
	return false;
}

/* ---- coalescing: a copy whose two sides never live at once gives
 * both one register, so the copy disappears (phi copies mostly) ---- */

static void merge_segs(Range *into, const Range *from)
{
	Seg *out = xmalloc(sizeof *out * (size_t)(into->nseg + from->nseg + 1));
	int n = 0, i = 0, j = 0;
	while (i < into->nseg || j < from->nseg) {
		Seg g = j >= from->nseg || (i < into->nseg && into->seg[i].lo <= from->seg[j].lo) ? into->seg[i++]
												  : from->seg[j++];
		if (n && g.lo <= out[n - 1].hi + 1) {
			if (g.hi > out[n - 1].hi)
				out[n - 1].hi = g.hi;
		} else
			out[n++] = g;
	}
	free(into->seg);
	into->seg = out;
	into->nseg = into->cap = n;
	if (from->lo < into->lo)
		into->lo = from->lo;
	if (from->hi > into->hi)
		into->hi = from->hi;
}

static int32_t find(int32_t *parent, int32_t v)
{
	while (parent[v] != v)
		v = parent[v] = parent[parent[v]];
	return v;
}

static bool intersect(const Range *a, const Range *b);

static bool coalesce(RA *R)
{
	int32_t *parent = xmalloc(sizeof *parent * (size_t)(R->nv ? R->nv : 1));
	for (int v = 0; v < R->nv; v++)
		parent[v] = v;
	bool changed = false;
	for (int k = 0; k < R->nblocks; k++)
		for (MInst *i = R->blocks[k]->first; i; i = i->next) {
			if (!minst_is_copy(i) || !is_vreg(i->dst) || !is_vreg(i->src))
				continue;
			int32_t a = find(parent, i->dst - CG_VREG0), b = find(parent, i->src - CG_VREG0);
			Range *ra = &R->r[a], *rb = &R->r[b];
			if (a == b || ra->nospill || rb->nospill || intersect(ra, rb))
				continue;
			merge_segs(ra, rb);
			parent[b] = a;
			changed = true;
		}
	if (changed)
		for (int k = 0; k < R->nblocks; k++) {
			MBlock *b = R->blocks[k];
			MInst *prev = NULL;
			for (MInst *i = b->first; i; i = i->next) {
				MOperands o;
				minst_operands(i, &o);
				for (int u = 0; u < o.nuse; u++)
					if (is_vreg(*o.use[u]))
						*o.use[u] = CG_VREG0 + find(parent, *o.use[u] - CG_VREG0);
				for (int d = 0; d < o.ndef; d++)
					if (is_vreg(*o.def[d]))
						*o.def[d] = CG_VREG0 + find(parent, *o.def[d] - CG_VREG0);
				/* a copy joined with its source is gone now, not left for
				 * frame.c: were the register spilled, it would become a
				 * reload and a store of the same slot */
				if (minst_is_copy(i) && is_vreg(i->dst) && i->dst == i->src) {
					mblock_unlink(b, prev, i);
					continue;
				}
				prev = i;
			}
		}
	free(parent);
	return changed;
}

/* ---- the scan ---- */

static int cmp_range(const void *a, const void *b)
{
	const Range *x = *(Range *const *)a, *y = *(Range *const *)b;
	if (x->lo != y->lo)
		return x->lo < y->lo ? -1 : 1;
	return x->v < y->v ? -1 : x->v > y->v;
}

/* preference among free registers: caller-saved first, so r6-r9 stay
 * for the ranges that live across calls */
static const int8_t order_any[NPHYS] = {1, 2, 3, 4, 5, 0, 6, 7, 8, 9};

typedef struct RegUse {
	Range **r;
	int n, cap;
} RegUse;

/* drops the ranges that ended before `pos` (nothing later meets them);
 * true if one of the rest meets cur */
static bool reg_busy(RegUse *u, const Range *cur)
{
	int w = 0;
	bool busy = false;
	for (int k = 0; k < u->n; k++) {
		if (u->r[k]->hi < cur->lo)
			continue;
		u->r[w++] = u->r[k];
		if (!busy && intersect(u->r[k], cur))
			busy = true;
	}
	u->n = w;
	return busy;
}

static void reg_take(RegUse *u, Range *r)
{
	if (u->n == u->cap) {
		u->cap = u->cap ? u->cap * 2 : 8;
		u->r = xrealloc(u->r, sizeof *u->r * (size_t)u->cap);
	}
	u->r[u->n++] = r;
}

/* false if a short-lived temporary found no register (cannot happen
 * with 10 registers and at most 6 operands, but never silently) */
static bool scan(RA *R, int *nspilled)
{
	Range **sorted = xmalloc(sizeof *sorted * (size_t)(R->nv ? R->nv : 1));
	int n = 0;
	for (int v = 0; v < R->nv; v++)
		if (R->r[v].hi >= 0)
			sorted[n++] = &R->r[v];
	qsort(sorted, (size_t)n, sizeof *sorted, cmp_range);
	RegUse regs[NPHYS];
	memset(regs, 0, sizeof regs);
	bool ok = true;
	*nspilled = 0;
	for (int k = 0; k < n && ok; k++) {
		Range *cur = sorted[k];
		int8_t order[NPHYS];
		int norder = 0;
		for (int q = 0; q < NPHYS; q++)
			if (!(cur->forbid >> order_any[q] & 1))
				order[norder++] = order_any[q];
		bool busy[NPHYS];
		for (int q = 0; q < norder; q++)
			busy[order[q]] = reg_busy(&regs[order[q]], cur);
		int pick = -1;
		int want[2] = {cur->hint, cur->copy_of >= 0 ? R->r[cur->copy_of].reg : -1};
		for (int w = 0; w < 2 && pick < 0; w++)
			for (int q = 0; q < norder; q++)
				if (order[q] == want[w] && !busy[order[q]])
					pick = order[q];
		for (int q = 0; q < norder && pick < 0; q++)
			if (!busy[order[q]])
				pick = order[q];
		if (pick < 0) {
			/* spill what costs least per position it frees: cur, or
			 * the ranges meeting it in one register (all of them);
			 * the cost is the loads and stores spilling adds, what it
			 * frees runs from here to the furthest end.  A long range
			 * used rarely goes first, as with furthest-end alone, but
			 * not a short one read all the time (a loop's counter and
			 * pointers) for one that reaches a little further.
			 * (Weighting uses by loop depth spilled better code in
			 * loops and cost the verifier more: pyperf600_nounroll at
			 * v4 went past 1M instructions.) */
			int best = -1, best_hi = cur->hi;
			int64_t best_cost = cur->cost;
			bool have = !cur->nospill; /* best_cost/best_hi are a candidate's */
			for (int q = 0; q < norder; q++) {
				RegUse *u = &regs[order[q]];
				int hi = -1;
				int64_t cost = 0;
				bool movable = true;
				for (int j = 0; j < u->n; j++)
					if (intersect(u->r[j], cur)) {
						if (u->r[j]->nospill)
							movable = false;
						if (u->r[j]->hi > hi)
							hi = u->r[j]->hi;
						cost += u->r[j]->cost;
					}
				if (!movable)
					continue;
				/* cost / (hi - lo) < best_cost / (best_hi - lo) */
				__int128 mine = (__int128)cost * (best_hi - cur->lo + 1),
					 theirs = (__int128)best_cost * (hi - cur->lo + 1);
				if (!have || mine < theirs || (mine == theirs && hi > best_hi)) {
					have = true;
					best = order[q];
					best_hi = hi;
					best_cost = cost;
				}
			}
			if (best < 0) {
				if (cur->nospill)
					ok = false;
				else {
					cur->spilled = true;
					(*nspilled)++;
				}
				continue;
			}
			RegUse *u = &regs[best];
			int w = 0;
			for (int j = 0; j < u->n; j++) {
				if (intersect(u->r[j], cur)) {
					u->r[j]->spilled = true;
					u->r[j]->reg = -1;
					(*nspilled)++;
				} else
					u->r[w++] = u->r[j];
			}
			u->n = w;
			pick = best;
		}
		cur->reg = (int8_t)pick;
		reg_take(&regs[pick], cur);
	}
	for (int p = 0; p < NPHYS; p++)
		free(regs[p].r);
	free(sorted);
	return ok;
}

/* ---- spilling ---- */

static MInst *spill_access(MFunc *mf, bool store, int32_t reg, int slot, SrcLoc loc)
{
	MInst *i = minst_new(mf, MK_INSN);
	if (store) {
		i->code = BPF_STX | BPF_MEM | BPF_DW;
		i->dst = BPF_REG_FP;
		i->src = reg;
	} else {
		i->code = BPF_LDX | BPF_MEM | BPF_DW;
		i->dst = reg;
		i->src = BPF_REG_FP;
	}
	i->slot = slot;
	i->loc = loc;
	return i;
}

static void rewrite_spills(RA *R)
{
	MFunc *mf = R->mf;
	int *slot = xmalloc(sizeof *slot * (size_t)(R->nv ? R->nv : 1));
	for (int v = 0; v < R->nv; v++)
		if ((slot[v] = R->r[v].spilled ? mfunc_slot(mf, 8, 8) : -1) >= 0)
			mf->slots[slot[v]].spill = true;
	for (MBlock *b = mf->blocks; b; b = b->next) {
		MInst *prev = NULL;
		for (MInst *i = b->first; i;) {
			MInst *next = i->next;
			MOperands o;
			minst_operands(i, &o);
			/* one temporary per spilled register per instruction, shared by
			 * its use and its definition (`add` reads and writes dst) */
			int32_t seen[48], temp[48];
			int ns = 0;
			MInst *last = i;
			for (int pass = 0; pass < 2; pass++) {
				int cnt = pass ? o.ndef : o.nuse;
				for (int u = 0; u < cnt; u++) {
					int32_t *f = pass ? o.def[u] : o.use[u];
					if (!is_vreg(*f) || slot[*f - CG_VREG0] < 0)
						continue;
					int32_t v = *f, t = -1;
					for (int s = 0; s < ns; s++)
						if (seen[s] == v)
							t = temp[s];
					bool fresh = t < 0;
					if (fresh) {
						t = mfunc_vreg(mf);
						seen[ns] = v;
						temp[ns++] = t;
					}
					if (!pass && fresh) {
						MInst *ld = spill_access(mf, false, t, slot[v - CG_VREG0], i->loc);
						mblock_insert_after(b, prev, ld);
						prev = ld;
					}
					if (pass) {
						MInst *st = spill_access(mf, true, t, slot[v - CG_VREG0], i->loc);
						mblock_insert_after(b, last, st);
						last = st;
					}
				}
			}
			/* rename after the scan: a field may be in both lists */
			for (int pass = 0; pass < 2; pass++) {
				int cnt = pass ? o.ndef : o.nuse;
				for (int u = 0; u < cnt; u++) {
					int32_t *f = pass ? o.def[u] : o.use[u];
					for (int s = 0; s < ns; s++)
						if (*f == seen[s])
							*f = temp[s];
				}
			}
			prev = last;
			i = next;
		}
	}
	free(slot);
}

/* ---- the whole allocation ---- */

static void free_round(RA *R)
{
	for (int v = 0; R->r && v < R->nv; v++)
		free(R->r[v].seg);
	free(R->blocks);
	free(R->gen);
	free(R->kill);
	free(R->r);
	R->blocks = NULL;
	R->gen = R->kill = NULL;
	R->r = NULL;
}

bool cg_regalloc(MFunc *mf)
{
	RA R = {.mf = mf, .first_temp = mf->nvregs};
	for (int round = 0;; round++) {
		R.nv = mf->nvregs;
		R.words = (R.nv + 63) / 64;
		R.r = xcalloc((size_t)R.nv + 1, sizeof *R.r);
		fill_positions(&R);
		fill_liveness(&R);
		fill_intervals(&R);
		if (round == 0 && coalesce(&R)) {
			/* the merged ranges are recomputed from the renamed code */
			free_round(&R);
			continue;
		}
		int nspilled = 0;
		bool ok = scan(&R, &nspilled);
		if (!ok || (nspilled && round == MAX_ROUNDS)) {
			diag_error(mf->ir->loc, "cannot allocate registers for function '%s'",
				   mf->ir->sym->name->name);
			free_round(&R);
			free(R.calls);
			free(R.clobber);
			free(R.keep_r6);
			mf->errors++;
			return false;
		}
		if (!nspilled)
			break;
		rewrite_spills(&R);
		free_round(&R);
	}
	/* virtual -> physical */
	for (MBlock *b = mf->blocks; b; b = b->next)
		for (MInst *i = b->first; i; i = i->next) {
			MOperands o;
			minst_operands(i, &o);
			for (int u = 0; u < o.nuse; u++)
				if (is_vreg(*o.use[u]))
					*o.use[u] = R.r[*o.use[u] - CG_VREG0].reg;
			for (int d = 0; d < o.ndef; d++)
				if (is_vreg(*o.def[d]))
					*o.def[d] = R.r[*o.def[d] - CG_VREG0].reg;
		}
	free_round(&R);
	free(R.calls);
	free(R.clobber);
	free(R.keep_r6);
	return true;
}
