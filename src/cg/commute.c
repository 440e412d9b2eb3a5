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

void cg_commute_into_copies(MFunc *mf)
{
	uint16_t *live_in = NULL;
	for (MBlock *b = mf->blocks; b; b = b->next) {
		for (MInst *i = b->first; i && i->next; i = i->next) {
			MInst *mv = i->next;
			if (!commutes(i) || !is_move(mv) || !phys(i->dst) || !phys(i->src) || i->dst == i->src ||
			    mv->dst != i->src || mv->src != i->dst)
				continue;
			bool op64 = BPF_CLASS(i->code) == BPF_ALU64, mv64 = BPF_CLASS(mv->code) == BPF_ALU64;
			if (op64 && mv64 && BPF_OP(i->code) == BPF_ADD)
				continue;
			/* is i->dst dead after the move?  walk the rest of the
			 * block, then what its successors read */
			int32_t x = i->dst;
			bool dead = false, decided = false;
			for (MInst *k = mv->next; k && !decided; k = k->next) {
				uint16_t u, d;
				minst_reg_effects(k, &u, &d);
				if (u >> x & 1)
					decided = true; /* read: live */
				else if (d >> x & 1)
					decided = dead = true;
				else if (minst_is_exit(k))
					decided = dead = true;
			}
			if (!decided) {
				if (!live_in)
					live_in = mfunc_fill_live_in(mf);
				if (!live_in)
					goto out;
				MBlock *s[MFUNC_MAX_SUCCS];
				int ns = mblock_succs(b, s, MFUNC_MAX_SUCCS);
				uint16_t out = 0;
				for (int k = 0; k < ns; k++)
					out |= live_in[s[k]->id];
				dead = !(out >> x & 1);
			}
			if (!dead)
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
out:
	free(live_in);
}
