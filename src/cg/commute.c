/* commute.c - a commutative operation whose result is copied into its
 * other operand's register, and whose own register dies there, is done
 * in that register instead:
 *
 *     w8 += w0                         w0 += w8
 *     r0 = r8          ->              (r8 dead)
 *
 * Selection makes `d = a op b` as `d = a; d op= b`, and allocation
 * joins d with a; when the value is returned (or passed on) in the
 * register b had, the copy remains.  clang's code does the operation
 * in b's register.  One instruction less at each such place.
 *
 * The new operation is 32-bit when either the operation or the copy
 * was (the low 32 bits of add, mul, and, or, xor depend only on the
 * operands' low 32 bits, and a 32-bit result is zero-extended).  Two
 * 64-bit instructions stay as they are when the operation is an add:
 * x may be a pointer, and `scalar += pointer` is a form the verifier
 * takes but tracks less well than `pointer += scalar`.
 *
 * Runs after frame layout, before tail merging, on physical registers
 * (liveness from mir.c).
 */
#include "cg.h"

#include <stdlib.h>

static bool commutes(const MInst *i)
{
	if (i->kind != MK_INSN || !mcode_is_alu(i->code) || BPF_SRC(i->code) != BPF_X || i->off || i->core)
		return false;
	int op = BPF_OP(i->code);
	return op == BPF_ADD || op == BPF_MUL || op == BPF_AND || op == BPF_OR || op == BPF_XOR;
}

/* a plain register move (not movsx: off 0), 32- or 64-bit */
static bool is_move(const MInst *i)
{
	return i->kind == MK_INSN && !i->off && !i->core &&
	       (i->code == (BPF_ALU64 | BPF_MOV | BPF_X) || i->code == (BPF_ALU | BPF_MOV | BPF_X));
}

static bool phys(int32_t r) { return r >= 0 && r < 10; }

/* whether register x is dead after instruction `after` of block b:
 * the rest of the block, then what its successors read (live_in is
 * filled on first need; false when it cannot be) */
static bool dead_after(MFunc *mf, MBlock *b, MInst *after, int32_t x, uint16_t **live_in, bool *failed)
{
	for (MInst *k = after->next; k; k = k->next) {
		uint16_t u, d;
		minst_reg_effects(k, &u, &d);
		if (u >> x & 1)
			return false;
		if ((d >> x & 1) || minst_is_exit(k))
			return true;
	}
	if (!*live_in)
		*live_in = mfunc_fill_live_in(mf);
	if (!*live_in) {
		*failed = true;
		return false;
	}
	MBlock *s[MFUNC_MAX_SUCCS];
	int ns = mblock_succs(b, s, MFUNC_MAX_SUCCS);
	uint16_t out = 0;
	for (int k = 0; k < ns; k++)
		out |= (*live_in)[s[k]->id];
	return !(out >> x & 1);
}

void cg_commute_into_copies(MFunc *mf)
{
	uint16_t *live_in = NULL;
	bool failed = false;
	for (MBlock *b = mf->blocks; b && !failed; b = b->next) {
		for (MInst *i = b->first; i && i->next; i = i->next) {
			MInst *mv = i->next;
			if (!commutes(i) || !is_move(mv) || !phys(i->dst) || !phys(i->src) || i->dst == i->src ||
			    mv->dst != i->src || mv->src != i->dst)
				continue;
			bool op64 = BPF_CLASS(i->code) == BPF_ALU64, mv64 = BPF_CLASS(mv->code) == BPF_ALU64;
			if (op64 && mv64 && BPF_OP(i->code) == BPF_ADD)
				continue;
			int32_t x = i->dst;
			if (!dead_after(mf, b, mv, x, &live_in, &failed))
				continue;
			/* i becomes `mv->dst op= x`, the move goes */
			i->code = (uint8_t)((op64 && mv64 ? BPF_ALU64 : BPF_ALU) | BPF_OP(i->code) | BPF_X);
			i->dst = mv->dst;
			i->src = x;
			mblock_unlink(b, i, mv);
			/* live-in sets stay a safe over-estimate: x is read by i
			 * where the move read it */
		}
	}
	free(live_in);
}

static int mem_bytes(uint8_t code)
{
	switch (BPF_SIZE(code)) {
	case BPF_B: return 1;
	case BPF_H: return 2;
	case BPF_W: return 4;
	default: return 8;
	}
}

/* a 64-bit stack store of a register and, right after it, a 64-bit load
 * of the same bytes: allocation's spill of a value that is used at once
 * (a call's result kept past the next call) */
static bool fill_after_spill(const MInst *st, const MInst *ld)
{
	return st->kind == MK_INSN && ld->kind == MK_INSN && st->code == (BPF_STX | BPF_MEM | BPF_DW) &&
	       ld->code == (BPF_LDX | BPF_MEM | BPF_DW) && st->dst == BPF_REG_FP && ld->src == BPF_REG_FP &&
	       st->off == ld->off && !st->core && !ld->core && phys(st->src) && phys(ld->dst);
}

/* A load whose register is only copied to another, or a copy only
 * stored, goes through that other register directly:
 *
 *     r1 = *(u64 *)(r10 - 80)          r9 = *(u64 *)(r10 - 80)
 *     r9 = r1             ->           (r1 dead)
 *
 *     r1 = r9                          *(u64 *)(r10 - 80) = r9
 *     *(u64 *)(r10 - 80) = r1  ->      (r1 dead)
 *
 * Allocation leaves these where a phi's value or its copy was spilled
 * (strobemeta's `off`, carried round a loop through the stack).  And a
 * 64-bit fill right after the spill of the same slot is the spilled
 * register itself (dropped, or a copy where it fills another).  A
 * 32-bit copy only where it changes no bits the memory access moves (a
 * load of 4 bytes or fewer, not sign-extending; a store of 4 or fewer).
 * Same registers and bits: the verifier sees the same values. */
void cg_fold_copies_into_memops(MFunc *mf)
{
	uint16_t *live_in = NULL;
	bool failed = false;
	for (MBlock *b = mf->blocks; b && !failed; b = b->next) {
		MInst *prev = NULL;
		for (MInst *i = b->first; i && i->next;) {
			MInst *n = i->next;
			bool done = false;
			if (i->kind == MK_INSN && BPF_CLASS(i->code) == BPF_LDX && is_move(n) && n->src == i->dst &&
			    phys(i->dst) && phys(n->dst) && n->dst != i->dst &&
			    (BPF_CLASS(n->code) == BPF_ALU64 ||
			     (BPF_MODE(i->code) == BPF_MEM && mem_bytes(i->code) <= 4)) &&
			    dead_after(mf, b, n, i->dst, &live_in, &failed)) {
				i->dst = n->dst;
				mblock_unlink(b, i, n);
				done = true;
			} else if (is_move(i) && n->kind == MK_INSN && BPF_CLASS(n->code) == BPF_STX &&
				   BPF_MODE(n->code) == BPF_MEM && n->src == i->dst && n->dst != i->dst && phys(i->dst) &&
				   phys(i->src) && (BPF_CLASS(i->code) == BPF_ALU64 || mem_bytes(n->code) <= 4) &&
				   dead_after(mf, b, n, i->dst, &live_in, &failed)) {
				n->src = i->src;
				mblock_unlink(b, prev, i);
				i = n;
				done = true;
			}
			if (!done && fill_after_spill(i, n)) {
				if (n->dst == i->src) {
					mblock_unlink(b, i, n); /* the register still holds it */
				} else {
					n->code = BPF_ALU64 | BPF_MOV | BPF_X;
					n->src = i->src;
					n->off = 0;
				}
				done = true;
			}
			if (!done) {
				prev = i;
				i = i->next;
			}
		}
	}
	free(live_in);
}
