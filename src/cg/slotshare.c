/* slotshare.c - after register allocation: where each stack slot goes,
 * slots that are never live at once sharing their bytes.
 *
 * Two rules say when two slots may share:
 *   regions   a slot of an inlined call's region is dead once the call
 *             returns, so slots of sibling regions never live at once
 *             (IrFunc); a region's slots meet those of its ancestors;
 *   flow      a slot is live from the first instruction that names it
 *             (an access or its address) to the last one that may touch
 *             it, through the slot or through a register holding an
 *             address inside it.  `struct strobe_map_raw map` declared
 *             at the top of an inlined helper but first used after
 *             another inlined call returned takes that call's bytes,
 *             as clang's stack coloring (lifetimes from the first use)
 *             gives them: strobemeta_bpf_loop's callback fits the
 *             512-byte call chain then.
 * Slots of one region share when the flow rule allows it; slots of
 * related regions only then too; slots under MIN_FLOW_SHARE bytes
 * only by the region rule.  A slot whose address is stored to
 * memory, handed to inline asm or to a call together with another
 * stack address (bpf_dynptr_from_mem(&buf, .., &ptr): the dynptr keeps
 * the pointer) escapes: only the region rule applies to it.
 *
 * Spill slots (regalloc.c) hold whole registers and are read only
 * after a store on every path: they share with each other by ordinary
 * liveness (a store kills), never with a C variable's slot, so a
 * spilled pointer is never partly overwritten by a narrower store
 * (refused as "corrupting" a spilled pointer without CAP_PERFMON).
 *
 * A volatile variable of 1, 2 or 4 bytes goes at the top of its 8
 * bytes, where clang puts it (`volatile int nr` at r10-4): the verifier
 * keeps a register stored at an 8-byte aligned offset as the value it
 * was, elsewhere only as some bytes.  A volatile counter in an iterator
 * loop (verifier_bits_iter.c's `nr`) must be the latter: known exactly,
 * each iteration is a new state and the loop never converges.  Only
 * from -O1 on: at -O0 every variable lives in memory and the verifier
 * knowing their values is what bounds the loops there
 * (tests/cg/exec/unroll_partial.c's `volatile unsigned seed`).
 *
 * Placement: in region order, each slot at the lowest 8-byte aligned
 * depth no slot it may not share with covers.  With no flow sharing
 * that is the region layout: a region's own slots, then its children
 * side by side below them. */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

enum {
	MAX_TRACKED = 4096, /* more slots: the region rule alone */
	/* Variables under 16 bytes keep bytes of their own: the verifier
	 * tracks the stack in 8-byte slots and a narrow store does not
	 * screen a slot's older contents from its liveness, so two small
	 * variables in one slot make otherwise equal states differ
	 * (test_cls_redirect: 79k insns processed, 115k with them shared) */
	MIN_FLOW_SHARE = 16,
};

typedef struct Share {
	MFunc *mf;
	int n, w;            /* slots, words per slot set */
	uint64_t *spillset;  /* per spill slot: the addresses ever stored in it */
	uint64_t *escaped;   /* slots whose address got away */
	bool grew;           /* spillset or escaped grew this round */
	int *scratch;        /* room for every slot (members) */
} Share;


/* a |= b; true if a changed */
static bool join(uint64_t *a, const uint64_t *b, int w)
{
	bool changed = false;
	for (int x = 0; x < w; x++)
		if (b[x] & ~a[x]) {
			a[x] |= b[x];
			changed = true;
		}
	return changed;
}

static bool empty(const uint64_t *s, int w)
{
	for (int x = 0; x < w; x++)
		if (s[x])
			return false;
	return true;
}

/* the members of a set, into out (room for every slot): how many */
static int members(const uint64_t *set, int w, int *out)
{
	int n = 0;
	for (int x = 0; x < w; x++)
		for (uint64_t m = set[x]; m; m &= m - 1)
			out[n++] = x * 64 + __builtin_ctzll(m);
	return n;
}

static bool is_spill(const Share *S, int slot) { return S->mf->slots[slot].spill; }

/* the set of a register (r0-r9; NULL for r10 and the rest) */
static uint64_t *reg_set(Share *S, uint64_t *regs, int32_t r)
{
	return r >= 0 && r < 10 ? regs + (size_t)r * (size_t)S->w : NULL;
}

static void clear_reg(Share *S, uint64_t *regs, int32_t r)
{
	uint64_t *s = reg_set(S, regs, r);
	if (s)
		memset(s, 0, sizeof *s * (size_t)S->w);
}

static void copy_reg(Share *S, uint64_t *regs, int32_t dst, const uint64_t *from)
{
	uint64_t *d = reg_set(S, regs, dst);
	if (!d)
		return;
	if (from)
		memcpy(d, from, sizeof *d * (size_t)S->w);
	else
		memset(d, 0, sizeof *d * (size_t)S->w);
}

/* a call's (or a packet load's): r0-r5 hold no stack address after it */
static void clear_call_clobbered(Share *S, uint64_t *regs)
{
	for (int r = 0; r <= 5; r++)
		clear_reg(S, regs, r);
}

static void escape(Share *S, const uint64_t *s)
{
	if (s && join(S->escaped, s, S->w))
		S->grew = true;
}

/* the memory operand of a load, store or atomic: the slot it names, or
 * the addresses its base register may hold */
static void touch(Share *S, uint64_t *regs, int slot, int32_t base, uint64_t *acc, uint64_t *ment)
{
	if (slot >= 0) {
		bitset_put(acc, slot);
		bitset_put(ment, slot);
	} else if (reg_set(S, regs, base))
		join(acc, reg_set(S, regs, base), S->w);
}

/* One instruction: which slots it may touch (acc) and names (ment), and
 * the stack addresses each register may hold after it. */
static void step(Share *S, MInst *i, uint64_t *regs, uint64_t *acc, uint64_t *ment, uint64_t *tmp)
{
	int w = S->w;
	switch ((MKind)i->kind) {
	case MK_INSN: {
		uint8_t cls = BPF_CLASS(i->code);
		if (cls == BPF_LDX) {
			touch(S, regs, i->slot, i->src, acc, ment);
			copy_reg(S, regs, i->dst,
				 i->slot >= 0 && is_spill(S, i->slot) ? S->spillset + (size_t)i->slot * (size_t)w : NULL);
		} else if (cls == BPF_ST) {
			touch(S, regs, i->slot, i->dst, acc, ment);
		} else if (cls == BPF_STX) {
			touch(S, regs, i->slot, i->dst, acc, ment);
			uint64_t *v = reg_set(S, regs, i->src);
			if (BPF_MODE(i->code) == BPF_MEM && i->slot >= 0 && is_spill(S, i->slot)) {
				if (v && join(S->spillset + (size_t)i->slot * (size_t)w, v, w))
					S->grew = true;
			} else
				escape(S, v);
			if (BPF_MODE(i->code) == BPF_ATOMIC && (i->imm & BPF_FETCH))
				clear_reg(S, regs, i->imm == BPF_CMPXCHG ? 0 : i->src);
		} else if (cls == BPF_ALU || cls == BPF_ALU64) {
			bool x = BPF_SRC(i->code) == BPF_X;
			if (BPF_OP(i->code) == BPF_MOV)
				copy_reg(S, regs, i->dst, x ? reg_set(S, regs, i->src) : NULL);
			else if (x && reg_set(S, regs, i->dst) && reg_set(S, regs, i->src))
				join(reg_set(S, regs, i->dst), reg_set(S, regs, i->src), w);
		} else if (cls == BPF_LD || ((cls == BPF_JMP || cls == BPF_JMP32) && BPF_OP(i->code) == BPF_CALL)) {
			clear_call_clobbered(S, regs);
		}
		break;
	}
	case MK_LDIMM64:
		clear_reg(S, regs, i->dst);
		break;
	case MK_FRAMEADDR:
		bitset_put(ment, i->slot);
		clear_reg(S, regs, i->dst);
		if (reg_set(S, regs, i->dst))
			bitset_put(reg_set(S, regs, i->dst), i->slot);
		break;
	case MK_CALL: {
		/* the callee may read and write through each address it gets;
		 * two addresses: it may leave one in the other */
		memset(tmp, 0, sizeof *tmp * (size_t)w);
		int with_addr = 0;
		for (int a = 0; a < i->nargs; a++) {
			uint64_t *s = reg_set(S, regs, i->args[a]);
			if (s && !empty(s, w)) {
				join(tmp, s, w);
				with_addr++;
			}
		}
		join(acc, tmp, w);
		if (with_addr > 1)
			escape(S, tmp);
		clear_call_clobbered(S, regs);
		copy_reg(S, regs, i->dst, tmp); /* it may return one of them */
		break;
	}
	case MK_CMPXCHG:
		touch(S, regs, i->slot, i->args[0], acc, ment);
		escape(S, reg_set(S, regs, i->src));
		clear_reg(S, regs, 0);
		clear_reg(S, regs, i->dst);
		break;
	case MK_ASM: {
		memset(tmp, 0, sizeof *tmp * (size_t)w);
		for (int k = 0; k < i->as->nout + i->as->nin; k++)
			if (reg_set(S, regs, i->args[k]))
				join(tmp, reg_set(S, regs, i->args[k]), w);
		join(acc, tmp, w);
		escape(S, tmp);
		for (int r = 0; r < 10; r++)
			if (i->as->clobber >> r & 1)
				clear_reg(S, regs, r);
		for (int k = 0; k < i->as->nout; k++)
			copy_reg(S, regs, i->args[k], tmp);
		break;
	}
	case MK_LDPKT:
		clear_call_clobbered(S, regs);
		clear_reg(S, regs, i->dst);
		break;
	case MK_ENTRY:
		for (int a = 0; a < i->nargs; a++)
			clear_reg(S, regs, i->args[a]);
		break;
	case MK_RET:
		break;
	}
}

/* ---- flow interference of C variables' slots: live = named before
 * (forward) and touched after (backward), no kills ---- */

typedef struct Flow {
	uint64_t *in_regs;      /* per block id: 10 register sets on entry */
	uint64_t *acc, *ment;   /* per block id: touched, named */
	uint64_t *live_in, *live_out, *named_in;
} Flow;

static uint64_t *row(uint64_t *base, int k, size_t len) { return base + (size_t)k * len; }

static int succs_of(MBlock *b, MBlock **s) { return mblock_succs(b, s, MFUNC_MAX_SUCCS); }

/* register sets to a fixed point (spill sets and escapes with them),
 * then each block's touched and named slots */
static bool fill_flow(Share *S, Flow *F)
{
	int w = S->w;
	size_t rl = (size_t)10 * (size_t)w;
	uint64_t *regs = xcalloc(rl + 1, sizeof *regs), *tmp = xcalloc((size_t)w + 1, sizeof *tmp);
	uint64_t *acc = xcalloc((size_t)w + 1, sizeof *acc), *ment = xcalloc((size_t)w + 1, sizeof *ment);
	bool ok = true;
	for (bool changed = true; changed && ok;) {
		changed = false;
		S->grew = false;
		for (MBlock *b = S->mf->blocks; b; b = b->next) {
			memcpy(regs, row(F->in_regs, b->id, rl), sizeof *regs * rl);
			for (MInst *i = b->first; i; i = i->next)
				step(S, i, regs, acc, ment, tmp);
			MBlock *s[MFUNC_MAX_SUCCS];
			int ns = succs_of(b, s);
			if (ns == MFUNC_MAX_SUCCS) {
				ok = false;
				break;
			}
			for (int k = 0; k < ns; k++)
				changed |= join(row(F->in_regs, s[k]->id, rl), regs, (int)rl);
		}
		changed |= S->grew;
	}
	for (MBlock *b = S->mf->blocks; b && ok; b = b->next) {
		memcpy(regs, row(F->in_regs, b->id, rl), sizeof *regs * rl);
		for (MInst *i = b->first; i; i = i->next)
			step(S, i, regs, row(F->acc, b->id, (size_t)w), row(F->ment, b->id, (size_t)w), tmp);
	}
	free(regs);
	free(tmp);
	free(acc);
	free(ment);
	return ok;
}

static void fill_live(Share *S, Flow *F, MBlock **order, int nb)
{
	size_t w = (size_t)S->w;
	for (bool changed = true; changed;) {
		changed = false;
		for (int k = nb - 1; k >= 0; k--) {
			MBlock *b = order[k], *s[MFUNC_MAX_SUCCS];
			int ns = succs_of(b, s);
			uint64_t *out = row(F->live_out, b->id, w), *in = row(F->live_in, b->id, w);
			for (int j = 0; j < ns; j++)
				join(out, row(F->live_in, s[j]->id, w), (int)w);
			changed |= join(in, out, (int)w);
			changed |= join(in, row(F->acc, b->id, w), (int)w);
		}
	}
	for (bool changed = true; changed;) {
		changed = false;
		for (int k = 0; k < nb; k++) {
			MBlock *b = order[k], *s[MFUNC_MAX_SUCCS];
			int ns = succs_of(b, s);
			uint64_t *named = row(F->named_in, b->id, w);
			for (int j = 0; j < ns; j++) {
				uint64_t *sn = row(F->named_in, s[j]->id, w);
				changed |= join(sn, named, (int)w);
				changed |= join(sn, row(F->ment, b->id, w), (int)w);
			}
		}
	}
}

/* every slot live with another at one point of the function: the
 * points worth looking at are block entries and the instructions that
 * name or touch a slot (elsewhere the live set only shrinks) */
static void add_conflicts(Share *S, uint64_t *conflict, const uint64_t *named, const uint64_t *later,
			  const uint64_t *tracked, uint64_t *live)
{
	int w = S->w;
	for (int x = 0; x < w; x++)
		live[x] = named[x] & later[x] & tracked[x];
	int n = members(live, w, S->scratch);
	for (int k = 0; k < n; k++)
		join(row(conflict, S->scratch[k], (size_t)w), live, w);
}

static void fill_flow_conflicts(Share *S, Flow *F, const uint64_t *tracked, uint64_t *conflict)
{
	int w = S->w;
	size_t rl = (size_t)10 * (size_t)w;
	uint64_t *regs = xcalloc(rl + 1, sizeof *regs), *tmp = xcalloc((size_t)w + 1, sizeof *tmp);
	uint64_t *acc = xcalloc((size_t)w + 1, sizeof *acc), *ment = xcalloc((size_t)w + 1, sizeof *ment);
	uint64_t *named = xcalloc((size_t)w + 1, sizeof *named), *later = xcalloc((size_t)w + 1, sizeof *later);
	uint64_t *live = xcalloc((size_t)w + 1, sizeof *live);
	int *left = xcalloc((size_t)S->n + 1, sizeof *left);
	for (MBlock *b = S->mf->blocks; b; b = b->next) {
		/* left[s]: the instructions of the block still to touch s */
		memcpy(regs, row(F->in_regs, b->id, rl), sizeof *regs * rl);
		for (MInst *i = b->first; i; i = i->next) {
			memset(acc, 0, sizeof *acc * (size_t)w);
			step(S, i, regs, acc, ment, tmp);
			int n = members(acc, w, S->scratch);
			for (int k = 0; k < n; k++)
				left[S->scratch[k]]++;
		}
		memcpy(regs, row(F->in_regs, b->id, rl), sizeof *regs * rl);
		memcpy(named, row(F->named_in, b->id, (size_t)w), sizeof *named * (size_t)w);
		memcpy(later, row(F->live_out, b->id, (size_t)w), sizeof *later * (size_t)w);
		for (int s = 0; s < S->n; s++)
			if (left[s])
				bitset_put(later, s);
		/* the block's entry, then each instruction that names or
		 * touches a slot (its own touches still ahead) */
		add_conflicts(S, conflict, named, later, tracked, live);
		for (MInst *i = b->first; i; i = i->next) {
			memset(acc, 0, sizeof *acc * (size_t)w);
			memset(ment, 0, sizeof *ment * (size_t)w);
			step(S, i, regs, acc, ment, tmp);
			if (empty(acc, w) && empty(ment, w))
				continue;
			join(named, ment, w);
			add_conflicts(S, conflict, named, later, tracked, live);
			int n = members(acc, w, S->scratch);
			for (int k = 0; k < n; k++) {
				int s = S->scratch[k];
				if (--left[s] == 0 && !bitset_has(row(F->live_out, b->id, (size_t)w), s))
					bitset_drop(later, s);
			}
		}
	}
	free(regs);
	free(tmp);
	free(acc);
	free(ment);
	free(named);
	free(later);
	free(live);
	free(left);
}

/* ---- spill slots: ordinary liveness, a store kills ---- */

static void spill_effect(const Share *S, const MInst *i, int *load, int *store)
{
	*load = *store = -1;
	if (i->kind != MK_INSN || i->slot < 0 || !is_spill(S, i->slot))
		return;
	if (BPF_CLASS(i->code) == BPF_LDX)
		*load = i->slot;
	else if (BPF_CLASS(i->code) == BPF_STX && BPF_MODE(i->code) == BPF_MEM)
		*store = i->slot;
	else
		*load = i->slot; /* anything else reads it as far as we know */
}

static void fill_spill_conflicts(Share *S, MBlock **order, int nb, uint64_t *conflict)
{
	size_t w = (size_t)S->w;
	int ids = mfunc_max_block_id(S->mf) + 1;
	uint64_t *gen = xcalloc((size_t)ids * w + 1, sizeof *gen), *kill = xcalloc((size_t)ids * w + 1, sizeof *kill);
	uint64_t *in = xcalloc((size_t)ids * w + 1, sizeof *in), *live = xcalloc(w + 1, sizeof *live);
	for (int k = 0; k < nb; k++)
		for (MInst *i = order[k]->first; i; i = i->next) {
			int ld, st;
			spill_effect(S, i, &ld, &st);
			if (ld >= 0 && !bitset_has(row(kill, order[k]->id, w), ld))
				bitset_put(row(gen, order[k]->id, w), ld);
			if (st >= 0)
				bitset_put(row(kill, order[k]->id, w), st);
		}
	for (bool changed = true; changed;) {
		changed = false;
		for (int k = nb - 1; k >= 0; k--) {
			MBlock *b = order[k], *s[MFUNC_MAX_SUCCS];
			int ns = succs_of(b, s);
			memset(live, 0, sizeof *live * w);
			for (int j = 0; j < ns; j++)
				join(live, row(in, s[j]->id, w), (int)w);
			for (size_t x = 0; x < w; x++)
				live[x] = row(gen, b->id, w)[x] | (live[x] & ~row(kill, b->id, w)[x]);
			changed |= join(row(in, b->id, w), live, (int)w);
		}
	}
	/* a store meets what is live after it; what is live at the entry
	 * (read before any store on some path) meets all of that too */
	for (int k = 0; k < nb; k++) {
		MBlock *b = order[k], *s[MFUNC_MAX_SUCCS];
		int ns = succs_of(b, s);
		int n = 0;
		MInst **insts;
		for (MInst *i = b->first; i; i = i->next)
			n++;
		insts = xcalloc((size_t)n + 1, sizeof *insts);
		n = 0;
		for (MInst *i = b->first; i; i = i->next)
			insts[n++] = i;
		memset(live, 0, sizeof *live * w);
		for (int j = 0; j < ns; j++)
			join(live, row(in, s[j]->id, w), (int)w);
		for (int j = n - 1; j >= 0; j--) {
			int ld, st;
			spill_effect(S, insts[j], &ld, &st);
			if (st >= 0) {
				int m = members(live, (int)w, S->scratch);
				for (int q = 0; q < m; q++) {
					bitset_put(row(conflict, st, w), S->scratch[q]);
					bitset_put(row(conflict, S->scratch[q], w), st);
				}
				bitset_drop(live, st);
			}
			if (ld >= 0)
				bitset_put(live, ld);
		}
		free(insts);
		if (b == S->mf->blocks) {
			int m = members(live, (int)w, S->scratch);
			for (int q = 0; q < m; q++)
				join(row(conflict, S->scratch[q], w), live, (int)w);
		}
	}
	free(gen);
	free(kill);
	free(in);
	free(live);
}

/* ---- placement ---- */

static bool region_related(const IrFunc *f, int32_t a, int32_t b)
{
	int n = f->nregions ? f->nregions : 1;
	if (a < 0 || a >= n || b < 0 || b >= n)
		return true;
	if (a < b) { /* an ancestor has the smaller number */
		int32_t t = a;
		a = b;
		b = t;
	}
	while (a > b)
		a = f->region_parent[a];
	return a == b;
}

typedef struct Span {
	int64_t lo, hi; /* depth below r10: [lo, hi) */
} Span;

static int cmp_span(const void *a, const void *b)
{
	const Span *x = a, *y = b;
	return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* slots in region order (a region's own before its children's), each
 * region's in slot order */
typedef struct Order {
	int32_t region;
	int slot;
} Order;

static int cmp_order(const void *a, const void *b)
{
	const Order *x = a, *y = b;
	if (x->region != y->region)
		return x->region < y->region ? -1 : 1;
	return x->slot < y->slot ? -1 : x->slot > y->slot;
}

int64_t cg_place_slots(MFunc *mf)
{
	int n = mf->nslots;
	if (!n)
		return 0;
	Share S = {.mf = mf, .n = n, .w = (n + 63) / 64};
	size_t w = (size_t)S.w;
	bool flow = n <= MAX_TRACKED;
	uint64_t *conflict = NULL;
	uint64_t *tracked = xcalloc(w + 1, sizeof *tracked);
	S.spillset = xcalloc((size_t)n * w + 1, sizeof *S.spillset);
	S.escaped = xcalloc(w + 1, sizeof *S.escaped);
	S.scratch = xcalloc((size_t)n + 1, sizeof *S.scratch);
	if (flow) {
		int nb = 0;
		for (MBlock *b = mf->blocks; b; b = b->next)
			nb++;
		MBlock **order = xcalloc((size_t)nb + 1, sizeof *order);
		nb = 0;
		for (MBlock *b = mf->blocks; b; b = b->next)
			order[nb++] = b;
		int ids = mfunc_max_block_id(mf) + 1;
		Flow F = {0};
		F.in_regs = xcalloc((size_t)ids * 10 * w + 1, sizeof *F.in_regs);
		F.acc = xcalloc((size_t)ids * w + 1, sizeof *F.acc);
		F.ment = xcalloc((size_t)ids * w + 1, sizeof *F.ment);
		F.live_in = xcalloc((size_t)ids * w + 1, sizeof *F.live_in);
		F.live_out = xcalloc((size_t)ids * w + 1, sizeof *F.live_out);
		F.named_in = xcalloc((size_t)ids * w + 1, sizeof *F.named_in);
		conflict = xcalloc((size_t)n * w + 1, sizeof *conflict);
		flow = fill_flow(&S, &F);
		if (flow) {
			for (int k = 0; k < n; k++)
				if (!mf->slots[k].spill && !bitset_has(S.escaped, k) && mf->slots[k].size >= MIN_FLOW_SHARE)
					bitset_put(tracked, k);
			fill_live(&S, &F, order, nb);
			fill_flow_conflicts(&S, &F, tracked, conflict);
			fill_spill_conflicts(&S, order, nb, conflict);
		}
		free(F.in_regs);
		free(F.acc);
		free(F.ment);
		free(F.live_in);
		free(F.live_out);
		free(F.named_in);
		free(order);
	}
	Order *ord = xcalloc((size_t)n + 1, sizeof *ord);
	for (int k = 0; k < n; k++)
		ord[k] = (Order){mf->slots[k].region, k};
	qsort(ord, (size_t)n, sizeof *ord, cmp_order);
	int64_t *lo = xcalloc((size_t)n + 1, sizeof *lo);
	Span *busy = xcalloc((size_t)n + 1, sizeof *busy);
	int64_t top = 0;
	for (int q = 0; q < n; q++) {
		int k = ord[q].slot;
		const MSlot *s = &mf->slots[k];
		int64_t size = (s->size + 7) / 8 * 8;
		int nbusy = 0;
		for (int p = 0; p < q; p++) {
			int j = ord[p].slot;
			const MSlot *t = &mf->slots[j];
			bool meet;
			if (s->spill != t->spill)
				meet = true;
			else if (s->spill)
				meet = !flow || bitset_has(row(conflict, k, w), j);
			else
				meet = region_related(mf->ir, s->region, t->region) &&
				       (!flow || !bitset_has(tracked, k) || !bitset_has(tracked, j) || bitset_has(row(conflict, k, w), j));
			if (meet)
				busy[nbusy++] = (Span){lo[j], lo[j] + (mf->slots[j].size + 7) / 8 * 8};
		}
		qsort(busy, (size_t)nbusy, sizeof *busy, cmp_span);
		int64_t at = 0;
		for (int b = 0; b < nbusy && busy[b].lo < at + size; b++)
			if (busy[b].hi > at)
				at = busy[b].hi;
		lo[k] = at;
		mf->slots[k].offset = -(at + size);
		if (s->is_volatile && mf->opt->opaque_volatiles && (s->size == 1 || s->size == 2 || s->size == 4))
			mf->slots[k].offset = -(at + s->size); /* see the top */
		if (at + size > top)
			top = at + size;
	}
	free(ord);
	free(lo);
	free(busy);
	free(conflict);
	free(tracked);
	free(S.spillset);
	free(S.escaped);
	free(S.scratch);
	return top;
}
