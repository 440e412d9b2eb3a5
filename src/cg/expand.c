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

/* ---- division by a constant ----
 * By a power of two, shifts and masks: the verifier follows those
 * exactly, while any div/mod result is unknown to it (a loop counter
 * halved by `n / 2` would leave the loop unbounded).  Signed division
 * rounds toward zero, so a negative dividend gets 2^k - 1 added first:
 *     bias = (a >> (N-1)) >>> (N-k)      (0, or 2^k - 1 if a < 0)
 *     a / 2^k = (a + bias) >> k          a % 2^k = a - ((a + bias) & -2^k)
 * By another constant on v1-v3, signed division works on |a| as above
 * with the divisor's sign known now. */

static bool pow2(uint64_t c, int *k)
{
	if (!c || (c & (c - 1)))
		return false;
	*k = 0;
	while (!((c >> *k) & 1))
		(*k)++;
	return true;
}

bool cg_expand_div_const(MFunc *mf, MBlock *b, int cpu, bool is64, bool sign, bool mod, int32_t dst, int32_t a,
			 int64_t c, SrcLoc loc)
{
	int n = is64 ? 64 : 32;
	if (!is64)
		c = sign ? (int64_t)(int32_t)c : (int64_t)(uint32_t)c;
	if (c == 0)
		return false; /* the instruction's own x/0 = 0, x%0 = x */
	int k;
	if (!sign) {
		if (!pow2((uint64_t)c, &k) || (mod && k > 31))
			return false;
		op(mf, b, is64, BPF_MOV, dst, a, 0, loc);
		if (mod)
			op(mf, b, is64, BPF_AND, dst, -1, (int64_t)(((uint64_t)1 << k) - 1), loc);
		else if (k)
			op(mf, b, is64, BPF_RSH, dst, -1, k, loc);
		return true;
	}
	uint64_t mag = c < 0 ? 0 - (uint64_t)c : (uint64_t)c;
	if (pow2(mag, &k) && !(mod && k > 31)) {
		if (k == 0) {
			if (mod)
				op(mf, b, is64, BPF_MOV, dst, -1, 0, loc);
			else {
				op(mf, b, is64, BPF_MOV, dst, a, 0, loc);
				if (c < 0)
					op(mf, b, is64, BPF_NEG, dst, -1, 0, loc);
			}
			return true;
		}
		int32_t t = mfunc_vreg(mf);
		op(mf, b, is64, BPF_MOV, t, a, 0, loc);
		op(mf, b, is64, BPF_ARSH, t, -1, n - 1, loc);
		op(mf, b, is64, BPF_RSH, t, -1, n - k, loc);
		op(mf, b, is64, BPF_ADD, t, a, 0, loc);
		if (mod) {
			op(mf, b, is64, BPF_AND, t, -1, (int64_t)(0 - ((uint64_t)1 << k)), loc);
			op(mf, b, is64, BPF_MOV, dst, a, 0, loc);
			op(mf, b, is64, BPF_SUB, dst, t, 0, loc);
		} else {
			op(mf, b, is64, BPF_MOV, dst, t, 0, loc);
			op(mf, b, is64, BPF_ARSH, dst, -1, k, loc);
			if (c < 0)
				op(mf, b, is64, BPF_NEG, dst, -1, 0, loc);
		}
		return true;
	}
	if (cpu >= 4 || mag > 0x7fffffff)
		return false;
	int32_t sa = mfunc_vreg(mf), ua = mfunc_vreg(mf);
	magnitude(mf, b, is64, a, sa, ua, loc);
	op(mf, b, is64, BPF_MOV, dst, ua, 0, loc);
	op(mf, b, is64, mod ? BPF_MOD : BPF_DIV, dst, -1, (int64_t)mag, loc);
	int32_t s = sa;
	if (!mod && c < 0) {
		s = mfunc_vreg(mf);
		op(mf, b, is64, BPF_MOV, s, sa, 0, loc);
		op(mf, b, is64, BPF_XOR, s, -1, -1, loc);
	}
	op(mf, b, is64, BPF_XOR, dst, s, 0, loc);
	op(mf, b, is64, BPF_SUB, dst, s, 0, loc);
	return true;
}
