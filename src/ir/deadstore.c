/* deadstore.c - stores to stack slots that nothing reads afterwards go
 * (dead-store elimination across blocks).
 *
 * `struct event e = {};` followed by `if (filter) return 0;` and then
 * every field of e written: the zeros are read on no path (the early
 * return reads nothing, the other path overwrites them), so they are
 * dropped, as clang sinks or drops them.  Each store is an instruction
 * the verifier walks on every path through it, and the zeroing of an
 * event struct is most of a small tracing handler's work.
 *
 * The rule: a store to a stack slot is dead when no byte it writes is
 * live after it, a byte being live when some path from there reads it
 * (a load that may cover it, a call passed a pointer into the slot)
 * before a store overwrites it or the function returns (a slot dies
 * with its frame).  Liveness is computed per byte, backwards, to a
 * fixed point over the blocks (loops included).
 *
 * Only slots whose address goes nowhere but into the addresses of
 * loads and stores (through adds and copies) and into call arguments
 * are tracked: any other use (stored, in a phi, compared, given to
 * asm or an atomic) lets anyone read the slot.  A store at an offset
 * not known (a variable index) kills nothing, a load at one reads the
 * whole slot, and so does a call given the slot (a helper reads the
 * memory it is passed; what it writes is not counted as a kill).
 * A slot a call was given may also be read through a pointer that call
 * hands back (fill_handed): bpf_dynptr_data's slice of a dynptr on the
 * stack, after which a store to the dynptr must stay (the verifier
 * invalidates the slice by it, and clang keeps the store).
 * Inline asm reads every slot.  Volatile stores are never dropped nor
 * kill others (a volatile object's initializer included: lower.c). */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

enum { DS_MAX_BITS = 4096 }; /* tracked bytes per function; slots past it stay live */

typedef uint64_t Word;

typedef struct DeadStores {
	int32_t *slot_of;   /* [tmp]: the alloc a pointer is made from, -1 if none */
	int64_t *off;       /* [tmp]: its byte offset in that slot, -1 if not known */
	int32_t *base_bit;  /* [alloc tmp]: the slot's first bit, -1 if not tracked */
	int64_t *slot_size; /* [alloc tmp] */
	int nesc;           /* tracked slots passed to a call: escaped, esc_slot[e] */
	int32_t esc_slot[64];
	int8_t *esc_of;     /* [alloc tmp]: its e, -1 if it does not escape */
	uint64_t *handed;   /* [tmp]: bit e: may point into esc_slot[e] (a call given it returned it) */
	int nwords;         /* per bitset */
	Word *live_in;      /* [block * nwords] */
	Word *cur;
} DeadStores;

static void set_bits(Word *w, int64_t from, int64_t n)
{
	for (int64_t k = from; k < from + n; k++)
		w[k / 64] |= (Word)1 << (k % 64);
}

static void clear_bits(Word *w, int64_t from, int64_t n)
{
	for (int64_t k = from; k < from + n; k++)
		w[k / 64] &= ~((Word)1 << (k % 64));
}

static bool any_bit(const Word *w, int64_t from, int64_t n)
{
	for (int64_t k = from; k < from + n; k++)
		if (w[k / 64] & ((Word)1 << (k % 64)))
			return true;
	return false;
}

/* the tracked slot pointer p points into (-1 if none) */
static int32_t tracked(const DeadStores *d, IrVal p)
{
	if (p.kind != IRV_TMP || d->slot_of[p.tmp] < 0)
		return -1;
	int32_t s = d->slot_of[p.tmp];
	return d->base_bit[s] >= 0 ? s : -1;
}

/* the bytes [at, at+w) of slot s that exist, clipped; false if none */
static bool clip(const DeadStores *d, int32_t s, int64_t at, int64_t *w)
{
	int64_t size = d->slot_size[s];
	if (at < 0 || at >= size)
		return false;
	if (at + *w > size)
		*w = size - at;
	return true;
}

static void read_slot(DeadStores *d, int32_t s) { set_bits(d->cur, d->base_bit[s], d->slot_size[s]); }

/* Every slot in `escaped` (bits e) live: what a pointer that a call
 * given them handed back may read */
static void read_escaped(DeadStores *d, uint64_t escaped)
{
	for (int e = 0; e < d->nesc; e++)
		if (escaped >> e & 1)
			read_slot(d, d->esc_slot[e]);
}

static uint64_t handed(const DeadStores *d, IrVal p) { return p.kind == IRV_TMP ? d->handed[p.tmp] : 0; }

/* a load through p of w bytes: those bytes (or all of the slot) live,
 * and the slots p may point into by way of a call */
static void read_at(DeadStores *d, IrVal p, int64_t w)
{
	read_escaped(d, handed(d, p));
	int32_t s = tracked(d, p);
	if (s < 0)
		return;
	int64_t at = d->off[p.tmp];
	if (at < 0 || !clip(d, s, at, &w))
		read_slot(d, s);
	else
		set_bits(d->cur, d->base_bit[s] + at, w);
}

/* A store through p of w bytes: true if it is dead (none of its bytes
 * live); a live one kills its bytes (when their offset is known). */
static bool store_at(DeadStores *d, const IrInst *i)
{
	int32_t s = tracked(d, i->b);
	if (s < 0 || i->is_volatile)
		return false;
	int64_t at = d->off[i->b.tmp], w = ir_access_width((IrOp)i->op);
	if (at < 0)
		return false;
	if (!clip(d, s, at, &w))
		return false;
	if (!any_bit(d->cur, d->base_bit[s] + at, w))
		return true;
	clear_bits(d->cur, d->base_bit[s] + at, w);
	return false;
}

static void read_all(DeadStores *d, int nbits) { set_bits(d->cur, 0, nbits); }

/* slot_of and off: pointers made from allocs by adding offsets (known
 * constants or not); base_bit: the slots no other use exposes */
static int fill_tracked(DeadStores *d, IrFunc *f, size_t n)
{
	for (size_t t = 0; t < n; t++) {
		d->slot_of[t] = -1;
		d->off[t] = -1;
		d->base_bit[t] = -1;
	}
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			if (i->dst < 0)
				continue;
			if (i->op == IR_alloc) {
				d->slot_of[i->dst] = i->dst;
				d->off[i->dst] = 0;
				d->slot_size[i->dst] = i->size;
			} else if ((i->op == IR_add || i->op == IR_copy) && i->cls == IRC_L && i->a.kind == IRV_TMP &&
				   d->slot_of[i->a.tmp] >= 0) {
				d->slot_of[i->dst] = d->slot_of[i->a.tmp];
				int64_t base = d->off[i->a.tmp];
				if (i->op == IR_copy)
					d->off[i->dst] = base;
				else if (i->b.kind == IRV_CONST && base >= 0 && base + i->b.c >= 0)
					d->off[i->dst] = base + i->b.c;
			} else if (i->op == IR_add && i->cls == IRC_L && i->b.kind == IRV_TMP && d->slot_of[i->b.tmp] >= 0)
				d->slot_of[i->dst] = d->slot_of[i->b.tmp];
		}
	bool *exposed = xcalloc(n, 1);
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			IrOp op = (IrOp)i->op;
			bool deriving = (op == IR_add || op == IR_copy) && i->cls == IRC_L && i->dst >= 0 &&
					d->slot_of[i->dst] >= 0;
			if (i->a.kind == IRV_TMP && d->slot_of[i->a.tmp] >= 0 && !ir_is_load(op) && !deriving)
				exposed[d->slot_of[i->a.tmp]] = true;
			if (i->b.kind == IRV_TMP && d->slot_of[i->b.tmp] >= 0 && !ir_is_store(op) && !deriving)
				exposed[d->slot_of[i->b.tmp]] = true;
			if (op != IR_call)
				for (int k = 0; k < i->nargs; k++)
					if (i->args[k].kind == IRV_TMP && d->slot_of[i->args[k].tmp] >= 0)
						exposed[d->slot_of[i->args[k].tmp]] = true;
		}
	int nbits = 0;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->op == IR_alloc && i->dst >= 0 && !exposed[i->dst] && i->size > 0 &&
			    nbits + i->size <= DS_MAX_BITS) {
				d->base_bit[i->dst] = nbits;
				nbits += (int)i->size;
			}
	free(exposed);
	/* the tracked slots calls are given (past 64, not tracked) */
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			for (int k = 0; i->op == IR_call && k < i->nargs; k++) {
				int32_t s = tracked(d, i->args[k]);
				if (s < 0 || d->esc_of[s] >= 0)
					continue;
				if (d->nesc == 64) {
					d->base_bit[s] = -1;
					continue;
				}
				d->esc_of[s] = (int8_t)d->nesc;
				d->esc_slot[d->nesc++] = s;
			}
	return nbits;
}

/* the slots call i is given (bits e) */
static uint64_t escapes_at(const DeadStores *d, const IrInst *i)
{
	uint64_t m = 0;
	for (int k = 0; i->op == IR_call && k < i->nargs; k++) {
		int32_t s = tracked(d, i->args[k]);
		if (s >= 0 && d->esc_of[s] >= 0)
			m |= (uint64_t)1 << d->esc_of[s];
	}
	return m;
}

/* handed: what a pointer may point into besides its own slot.  A
 * helper or kfunc given slot s may return a pointer into it
 * (bpf_dynptr_slice returns its buffer); nothing else can make one: the
 * verifier lets no BPF function return a stack pointer or spill one
 * into its caller's frame, no helper writes one, and a parameter never
 * points into this frame.  So a call's result may point into the slots
 * it is given, and arithmetic and phis into what their operands may. */
static void fill_handed(DeadStores *d, IrFunc *f)
{
	for (bool changed = true; changed;) {
		changed = false;
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next) {
				if (i->dst < 0 || ir_is_load((IrOp)i->op))
					continue;
				uint64_t m = 0;
				if (i->op == IR_call)
					m = escapes_at(d, i);
				else if (i->op == IR_phi)
					for (int k = 0; k < i->nargs; k++)
						m |= handed(d, i->args[k]);
				else
					m = handed(d, i->a) | handed(d, i->b);
				if ((d->handed[i->dst] | m) != d->handed[i->dst]) {
					d->handed[i->dst] |= m;
					changed = true;
				}
			}
	}
}

/* Backwards through b from what is live at its end (d->cur); with
 * `drop`, dead stores are unlinked.  True if one was. */
static bool walk_block(DeadStores *d, IrBlock *b, int nbits, bool drop)
{
	/* backwards over a singly linked list: the instructions in an array */
	int n = 0;
	for (IrInst *i = b->first; i; i = i->next)
		n++;
	IrInst **is = xmalloc(sizeof *is * (size_t)(n + 1));
	n = 0;
	for (IrInst *i = b->first; i; i = i->next)
		is[n++] = i;
	bool *dead = drop ? xcalloc((size_t)n + 1, 1) : NULL;
	bool any = false;
	for (int k = n - 1; k >= 0; k--) {
		IrInst *i = is[k];
		IrOp op = (IrOp)i->op;
		if (op == IR_ret)
			memset(d->cur, 0, sizeof(Word) * (size_t)d->nwords);
		else if (ir_is_load(op))
			read_at(d, i->a, ir_access_width(op));
		else if (ir_ops[op].flags & OPF_ATOMIC)
			read_escaped(d, handed(d, i->a)); /* what it may reach by way of a call */
		else if (ir_is_store(op)) {
			if (store_at(d, i) && dead) {
				dead[k] = true;
				any = true;
			}
		} else if (op == IR_call) {
			for (int j = 0; j < i->nargs; j++) {
				read_escaped(d, handed(d, i->args[j])); /* a pointer a call handed back */
				int32_t s = tracked(d, i->args[j]);
				if (s >= 0)
					read_slot(d, s);
			}
		} else if (op == IR_asm || op == IR_asmgoto)
			read_all(d, nbits);
	}
	if (any) {
		IrInst *prev = NULL;
		for (int k = 0; k < n; k++)
			if (dead[k])
				ir_unlink(b, prev, is[k]);
			else
				prev = is[k];
	}
	free(dead);
	free(is);
	return any;
}

/* what is live at b's end: the union of its successors' starts */
static void live_out(DeadStores *d, IrBlock *b)
{
	memset(d->cur, 0, sizeof(Word) * (size_t)d->nwords);
	IrBlock *succ[2];
	int ns = ir_succs(b, succ);
	for (int s = 0; s < ns; s++)
		for (int k = 0; k < d->nwords; k++)
			d->cur[k] |= d->live_in[(size_t)succ[s]->id * (size_t)d->nwords + (size_t)k];
}

static void drop_func(IrFunc *f)
{
	size_t n = (size_t)f->ntmps + 1;
	DeadStores d = {0};
	d.slot_of = xmalloc(sizeof *d.slot_of * n);
	d.off = xmalloc(sizeof *d.off * n);
	d.base_bit = xmalloc(sizeof *d.base_bit * n);
	d.slot_size = xcalloc(n, sizeof *d.slot_size);
	d.esc_of = xmalloc(n);
	memset(d.esc_of, -1, n);
	d.handed = xcalloc(n, sizeof *d.handed);
	int nbits = fill_tracked(&d, f, n);
	if (nbits > 0) {
		fill_handed(&d, f);
		int nb = 0;
		for (IrBlock *b = f->entry; b; b = b->next)
			b->id = nb++;
		IrBlock **order = xmalloc(sizeof *order * (size_t)(nb + 1));
		nb = 0;
		for (IrBlock *b = f->entry; b; b = b->next)
			order[nb++] = b;
		d.nwords = (nbits + 63) / 64;
		d.live_in = xcalloc((size_t)nb * (size_t)d.nwords, sizeof(Word));
		d.cur = xmalloc(sizeof(Word) * (size_t)d.nwords);
		/* to a fixed point, last block first (most edges go forward) */
		for (bool changed = true; changed;) {
			changed = false;
			for (int k = nb - 1; k >= 0; k--) {
				IrBlock *b = order[k];
				live_out(&d, b);
				walk_block(&d, b, nbits, false);
				Word *in = &d.live_in[(size_t)b->id * (size_t)d.nwords];
				if (memcmp(in, d.cur, sizeof(Word) * (size_t)d.nwords)) {
					memcpy(in, d.cur, sizeof(Word) * (size_t)d.nwords);
					changed = true;
				}
			}
		}
		for (int k = 0; k < nb; k++) {
			live_out(&d, order[k]);
			walk_block(&d, order[k], nbits, true);
		}
		free(order);
		free(d.live_in);
		free(d.cur);
	}
	free(d.slot_of);
	free(d.off);
	free(d.base_bit);
	free(d.slot_size);
	free(d.esc_of);
	free(d.handed);
}

void ir_drop_dead_stores(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		drop_func(f);
}
