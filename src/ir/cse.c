/* cse.c - common subexpressions: an arithmetic instruction that repeats
 * an earlier one (same op, class and operands) in its block or in a
 * block that dominates it is that one's value.  Unrolled loop bodies
 * and inlined calls repeat their conversions and scalings (`(__u64)kind
 * * 100` in every iteration); and a bounds check and the access it
 * guards each sign-extend the index (`if ((long)i < N) ... arr[(long)i]`):
 * with one value, the register the verifier saw checked is the one that
 * indexes (bpf_for's `i < end` against a size_t in the selftests' iters.c).
 *
 * Not merged, for the verifier: a 64-bit add of a constant (the address
 * of a ctx field or packet byte must stay `base + const` in the load or
 * store itself: a shared address register would be ctx arithmetic),
 * unless its base is a zero-extended 32-bit value: that is a packet
 * pointer (`(void *)(long)ctx->data`) or a scalar, and neither minds
 * sharing, so `eth + 1` checked against data_end and then parsed as the
 * IP header is one register, as it is in the source;
 * comparisons (each stays next to its branch), loads (memfwd.c), and
 * anything with an effect. */
#include "ir.h"
#include "loop.h"

#include <stdlib.h>

/* a is a temporary defined by a zero extension from 32 bits */
static bool zext32_tmp(IrVal a, const uint8_t *zext32)
{
	return a.kind == IRV_TMP && zext32[a.tmp];
}

static bool mergeable(const IrInst *i, const uint8_t *zext32)
{
	switch (i->op) {
	case IR_add:
		if (i->cls != IRC_L)
			return true;
		if (i->a.kind == IRV_SYM || i->b.kind == IRV_SYM)
			return false;
		if (i->a.kind == IRV_CONST)
			return zext32_tmp(i->b, zext32);
		if (i->b.kind == IRV_CONST)
			return zext32_tmp(i->a, zext32);
		return true;
	case IR_sub: case IR_mul: case IR_udiv: case IR_sdiv: case IR_umod: case IR_smod:
	case IR_and: case IR_or: case IR_xor: case IR_shl: case IR_lshr: case IR_ashr: case IR_neg:
	case IR_bswap16: case IR_bswap32: case IR_bswap64:
	case IR_zext8: case IR_zext16: case IR_zext32: case IR_sext8: case IR_sext16: case IR_sext32:
		return i->dst >= 0;
	default:
		return false;
	}
}

/* the instructions seen so far, hashed by what they compute; each with
 * its block, so that only one dominating the current block answers */
typedef struct Seen {
	IrInst **inst;
	int *block;
	uint32_t cap, n;
} Seen;

static uint32_t inst_hash(const IrInst *i) { return (uint32_t)ir_op_hash(i->op, i->cls, i->a, i->b); }

static bool same_computation(const IrInst *x, const IrInst *y)
{
	return x->op == y->op && x->cls == y->cls && ir_same_val(x->a, y->a) && ir_same_val(x->b, y->b);
}

static void seen_add(Seen *s, IrInst *i, int block)
{
	if ((s->n + 1) * 2 > s->cap) {
		Seen old = *s;
		s->cap = old.cap ? old.cap * 2 : 64;
		s->inst = xcalloc(s->cap, sizeof *s->inst);
		s->block = xcalloc(s->cap, sizeof *s->block);
		s->n = 0;
		for (uint32_t k = 0; k < old.cap; k++)
			if (old.inst[k])
				seen_add(s, old.inst[k], old.block[k]);
		free(old.inst);
		free(old.block);
	}
	uint32_t k = inst_hash(i) & (s->cap - 1);
	while (s->inst[k])
		k = (k + 1) & (s->cap - 1);
	s->inst[k] = i;
	s->block[k] = block;
	s->n++;
}

/* an earlier instruction computing what i does, in a block dominating b */
static IrInst *seen_find(const Seen *s, const Cfg *g, const IrInst *i, int b)
{
	if (!s->cap)
		return NULL;
	for (uint32_t k = inst_hash(i) & (s->cap - 1); s->inst[k]; k = (k + 1) & (s->cap - 1))
		if (same_computation(s->inst[k], i) && dominates(g, s->block[k], b))
			return s->inst[k];
	return NULL;
}

static void cse_func(IrFunc *f)
{
	Cfg g = {0};
	cfg_build(&g, f);
	/* blocks in reverse postorder: a dominator before what it dominates */
	IrBlock **rpo = xcalloc((size_t)g.n + 1, sizeof *rpo);
	for (int b = 0; b < g.n; b++)
		if (g.order[b] >= 0)
			rpo[g.order[b]] = g.blocks[b];
	IrVal *repl = xcalloc((size_t)f->ntmps + 1, sizeof *repl);
	uint8_t *zext32 = xcalloc((size_t)f->ntmps + 1, 1);
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->op == IR_zext32 && i->dst >= 0)
				zext32[i->dst] = 1;
	Seen seen = {0};
	bool any = false;
	for (int k = 0; k < g.n && rpo[k]; k++) {
		IrBlock *b = rpo[k];
		for (IrInst *i = b->first; i; i = i->next) {
			i->a = ir_resolve(repl, i->a);
			i->b = ir_resolve(repl, i->b);
			for (int a = 0; a < i->nargs; a++)
				i->args[a] = ir_resolve(repl, i->args[a]);
			if (!mergeable(i, zext32))
				continue;
			IrInst *same = seen_find(&seen, &g, i, b->id);
			if (same) {
				repl[i->dst] = ir_tmp(same->dst);
				any = true;
				continue;
			}
			seen_add(&seen, i, b->id);
		}
	}
	if (any) /* phis and uses in blocks visited before their operands' */
		ir_replace_uses(f, repl);
	free(seen.inst);
	free(seen.block);
	free(repl);
	free(zext32);
	free(rpo);
	cfg_free(&g);
}

void ir_cse(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		cse_func(f);
}
