/* expand.c - MIR sequences for what one BPF instruction cannot do.
 *
 * Signed division and modulo before -mcpu=v4 (which has sdiv/smod):
 * clang and GCC refuse them; ebcc computes them with unsigned
 * operations on the magnitudes, branch-free so the verifier sees no
 * extra paths:
 *     sa = a >> (N-1) (arithmetic: 0 or -1), |a| = (a ^ sa) - sa
 *     q = |a| / |b|          r = |a| % |b|
 *     a / b = (q ^ s) - s with s = sa ^ sb;   a % b = (r ^ sa) - sa
 * This keeps BPF's results for the edge cases: x / 0 = 0, x % 0 = x,
 * INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0.
 */
#include "cg.h"

static void op(MFunc *mf, MBlock *b, bool is64, int code, int32_t dst, int32_t src, int64_t imm, SrcLoc loc)
{
	MInst *i = minst_new(mf, MK_INSN);
	i->code = (uint8_t)((is64 ? BPF_ALU64 : BPF_ALU) | code | (src >= 0 ? BPF_X : BPF_K));
	i->dst = dst;
	i->src = src;
	i->imm = src >= 0 ? 0 : imm;
	i->loc = loc;
	mblock_append(b, i);
}

/* sign = x >> (N-1); mag = (x ^ sign) - sign */
static void magnitude(MFunc *mf, MBlock *b, bool is64, int32_t x, int32_t sign, int32_t mag, SrcLoc loc)
{
	op(mf, b, is64, BPF_MOV, sign, x, 0, loc);
	op(mf, b, is64, BPF_ARSH, sign, -1, is64 ? 63 : 31, loc);
	op(mf, b, is64, BPF_MOV, mag, x, 0, loc);
	op(mf, b, is64, BPF_XOR, mag, sign, 0, loc);
	op(mf, b, is64, BPF_SUB, mag, sign, 0, loc);
}

void cg_expand_sdiv(MFunc *mf, MBlock *b, bool is64, bool mod, int32_t dst, int32_t a, int32_t bb,
		    SrcLoc loc)
{
	int32_t sa = mfunc_vreg(mf), ua = mfunc_vreg(mf), sb = mfunc_vreg(mf), ub = mfunc_vreg(mf);
	magnitude(mf, b, is64, a, sa, ua, loc);
	magnitude(mf, b, is64, bb, sb, ub, loc);
	/* dst = |a| op |b|, then the sign applied */
	op(mf, b, is64, BPF_MOV, dst, ua, 0, loc);
	op(mf, b, is64, mod ? BPF_MOD : BPF_DIV, dst, ub, 0, loc);
	int32_t s = sa;
	if (!mod) {
		s = mfunc_vreg(mf);
		op(mf, b, is64, BPF_MOV, s, sa, 0, loc);
		op(mf, b, is64, BPF_XOR, s, sb, 0, loc);
	}
	op(mf, b, is64, BPF_XOR, dst, s, 0, loc);
	op(mf, b, is64, BPF_SUB, dst, s, 0, loc);
}
