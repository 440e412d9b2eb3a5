/* lower_wide.c - __int128 and unsigned __int128, as clang's BPF target
 * compiles them: a value is a pair of 64-bit halves (Wide: lo, hi),
 * each an ordinary `l` IR value, so the passes, instruction selection
 * and register allocation see only 64-bit arithmetic and need nothing
 * of their own.
 *
 * - In memory an __int128 is 16 bytes, the low half first in
 *   little-endian (last in big-endian), read and written as two 64-bit
 *   words.  A local's slot is marked `wide`: mem2reg splits it into two
 *   8-byte slots and promotes each, unless its address goes elsewhere.
 * - Arithmetic is on the halves: + and - carry through an unsigned
 *   compare of the low halves, shifts by a constant move bits across
 *   the boundary (by 64 or more: one half becomes the other), shifts by
 *   a variable choose between the "under 64" and "64 or more" results
 *   with a mask (no branch, and no BPF shift by 64 or more).
 * - == and != test (a.lo ^ b.lo) | (a.hi ^ b.hi); the other comparisons
 *   branch on the high halves (signed or not) and, when those are equal,
 *   on the low ones (unsigned).
 * - Multiplication, division and remainder have no BPF instruction:
 *   clang calls __multi3, __udivti3, __divti3, __umodti3, __modti3 for
 *   them, which its BPF target refuses ("A call to built-in function
 *   ... is not supported").  So does ebcc, with a located error, except
 *   where clang rewrites them into shifts and masks: a product with a
 *   constant power of two, an unsigned quotient or remainder by one.
 *   (clang also refuses shifts by a variable it cannot bound below 64,
 *   __ashlti3 and friends; ebcc makes every one inline.)
 * - Passed to functions as two argument registers holding the object's
 *   words (as clang passes it, and a 16-byte struct); returned through
 *   a hidden pointer as a struct is (lower.c: call, lower_func), which
 *   clang refuses ("only small returns supported") unless it inlines. */
#include "lower.h"

bool lower_ty_wide(Type *t)
{
	t = canon(t);
	if (t && t->kind == TY_ENUM)
		t = canon(t->base);
	return t && (t->kind == TY_INT128 || t->kind == TY_UINT128);
}

/* a op b on 64-bit halves; the identities a zero or all-ones half meets
 * (the high half of a widened unsigned value, a mask of a constant
 * shift) make no instruction */
static IrVal op2(Lower *L, IrOp op, IrVal a, IrVal b, SrcLoc loc)
{
	bool commutes = op == IR_add || op == IR_and || op == IR_or || op == IR_xor;
	if (commutes && a.kind == IRV_CONST && b.kind != IRV_CONST) {
		IrVal t = a;
		a = b;
		b = t;
	}
	if (b.kind == IRV_CONST && a.kind != IRV_CONST) {
		if (b.c == 0 && op != IR_and)
			return a; /* + - | ^ << >> by 0 */
		if (op == IR_and && (b.c == 0 || b.c == -1))
			return b.c ? a : b;
	}
	return lower_emit_val(L, op, IRC_L, a, b, loc);
}
static IrVal op1(Lower *L, IrOp op, IrVal a, SrcLoc loc) { return lower_emit_val(L, op, IRC_L, a, (IrVal){0}, loc); }
static Wide wide_const(int64_t lo, int64_t hi) { return (Wide){ir_const(lo), ir_const(hi)}; }

/* ---- memory: two words ---- */

static bool big_endian(Lower *L) { return L->m->prog->opt.big_endian; }

static IrVal word_address(Lower *L, IrVal addr, int64_t off, SrcLoc loc)
{
	if (!off)
		return addr;
	if (addr.kind == IRV_SYM) {
		addr.c += off;
		return addr;
	}
	return op2(L, IR_add, addr, ir_const(off), loc);
}

Wide lower_wide_load(Lower *L, IrVal addr, Type *t, SrcLoc loc)
{
	IrVal w[2];
	for (int k = 0; k < 2; k++) {
		IrInst *i = lower_emit(L, IR_load64, IRC_L, word_address(L, addr, 8 * k, loc), (IrVal){0}, loc);
		i->is_volatile = (t->qual & Q_VOLATILE) != 0;
		w[k] = ir_tmp(i->dst);
	}
	return big_endian(L) ? (Wide){w[1], w[0]} : (Wide){w[0], w[1]};
}

void lower_wide_words(Lower *L, Wide v, IrVal words[2])
{
	words[0] = big_endian(L) ? v.hi : v.lo;
	words[1] = big_endian(L) ? v.lo : v.hi;
}

void lower_wide_store(Lower *L, IrVal addr, Wide v, Type *t, SrcLoc loc)
{
	IrVal w[2];
	lower_wide_words(L, v, w);
	for (int k = 0; k < 2; k++)
		lower_emit(L, IR_store64, IRC_NONE, w[k], word_address(L, addr, 8 * k, loc), loc)->is_volatile =
			(t->qual & Q_VOLATILE) != 0;
}

/* ---- conversions ---- */

/* v, a normalized value of the narrower integer or pointer type `from`,
 * extended to 128 bits by from's signedness */
static Wide widen(Lower *L, IrVal v, Type *from, SrcLoc loc)
{
	Type *f = canon(from);
	bool u = lower_ty_unsigned(from);
	bool narrow = f->kind != TY_PTR && f->kind != TY_ARRAY && f->kind != TY_FUNC && f->size < 8;
	if (v.kind == IRV_CONST) {
		int64_t c = narrow ? (u ? (int64_t)(uint32_t)v.c : (int64_t)(int32_t)v.c) : v.c;
		return wide_const(c, u || c >= 0 ? 0 : -1);
	}
	/* a value narrower than 32 bits is already extended to 32 (lower.c) */
	if (narrow)
		v = op1(L, u ? IR_zext32 : IR_sext32, v, loc);
	return (Wide){v, u ? ir_const(0) : op2(L, IR_ashr, v, ir_const(63), loc)};
}

/* nonzero where x and y differ (x itself against 0: tcptracer's
 * `saddr_v6 == 0` is `(lo | hi) == 0`) */
static IrVal differ(Lower *L, IrVal x, IrVal y, SrcLoc loc)
{
	return y.kind == IRV_CONST && !y.c ? x : op2(L, IR_xor, x, y, loc);
}

static IrVal is_nonzero(Lower *L, Wide v, SrcLoc loc)
{
	return lower_emit_val(L, IR_ne, IRC_L, op2(L, IR_or, v.lo, v.hi, loc), ir_const(0), loc);
}

/* v (of 128-bit type from) converted to the narrower scalar type to */
static IrVal narrow_to(Lower *L, Wide v, Type *from, Type *to, SrcLoc loc)
{
	Type *t = canon(to);
	if (t->kind == TY_VOID)
		return ir_const(0);
	if (t->kind == TY_BOOL)
		return is_nonzero(L, v, loc);
	return lower_convert(L, v.lo, from, to, loc); /* the low half, truncated further */
}

/* ---- arithmetic ---- */

static Wide add(Lower *L, Wide a, Wide b, SrcLoc loc)
{
	IrVal lo = op2(L, IR_add, a.lo, b.lo, loc);
	IrVal carry = lower_emit_val(L, IR_ult, IRC_L, lo, a.lo, loc);
	return (Wide){lo, op2(L, IR_add, op2(L, IR_add, a.hi, b.hi, loc), carry, loc)};
}

static Wide sub(Lower *L, Wide a, Wide b, SrcLoc loc)
{
	IrVal borrow = lower_emit_val(L, IR_ult, IRC_L, a.lo, b.lo, loc);
	IrVal lo = op2(L, IR_sub, a.lo, b.lo, loc);
	return (Wide){lo, op2(L, IR_sub, op2(L, IR_sub, a.hi, b.hi, loc), borrow, loc)};
}

static Wide neg(Lower *L, Wide a, SrcLoc loc)
{
	IrVal borrow = lower_emit_val(L, IR_ne, IRC_L, a.lo, ir_const(0), loc);
	return (Wide){op1(L, IR_neg, a.lo, loc), op1(L, IR_neg, op2(L, IR_add, a.hi, borrow, loc), loc)};
}

static Wide bitwise(Lower *L, IrOp op, Wide a, Wide b, SrcLoc loc)
{
	return (Wide){op2(L, op, a.lo, b.lo, loc), op2(L, op, a.hi, b.hi, loc)};
}

/* a shifted by the constant k (0..127); op is shl, lshr or ashr */
static Wide shift_const(Lower *L, IrOp op, Wide a, int k, SrcLoc loc)
{
	if (!k)
		return a;
	if (op == IR_shl) {
		if (k < 64)
			return (Wide){op2(L, IR_shl, a.lo, ir_const(k), loc),
				      op2(L, IR_or, op2(L, IR_shl, a.hi, ir_const(k), loc),
					  op2(L, IR_lshr, a.lo, ir_const(64 - k), loc), loc)};
		return (Wide){ir_const(0), k == 64 ? a.lo : op2(L, IR_shl, a.lo, ir_const(k - 64), loc)};
	}
	if (k < 64)
		return (Wide){op2(L, IR_or, op2(L, IR_lshr, a.lo, ir_const(k), loc),
				  op2(L, IR_shl, a.hi, ir_const(64 - k), loc), loc),
			      op2(L, op, a.hi, ir_const(k), loc)};
	IrVal fill = op == IR_ashr ? op2(L, IR_ashr, a.hi, ir_const(63), loc) : ir_const(0);
	return (Wide){k == 64 ? a.hi : op2(L, op, a.hi, ir_const(k - 64), loc), fill};
}

/* m ? x : y for a mask m of all ones or all zeros */
static IrVal select_mask(Lower *L, IrVal m, IrVal x, IrVal y, SrcLoc loc)
{
	return op2(L, IR_xor, y, op2(L, IR_and, op2(L, IR_xor, x, y, loc), m, loc), loc);
}

/* a shifted by the variable n (a 64-bit value; 0..127 is defined) */
static Wide shift_var(Lower *L, IrOp op, Wide a, IrVal n, SrcLoc loc)
{
	IrVal s = op2(L, IR_and, n, ir_const(63), loc);
	IrVal inv = op2(L, IR_xor, s, ir_const(63), loc); /* 63 - s */
	/* all ones when the shift is 64 or more */
	IrVal big = op1(L, IR_neg, op2(L, IR_and, op2(L, IR_lshr, n, ir_const(6), loc), ir_const(1), loc), loc);
	if (op == IR_shl) {
		/* under 64: lo << s, and hi << s with the bits leaving lo
		 * (lo >> (64 - s), made as two shifts so that s = 0 brings
		 * nothing in and no shift is by 64); 64 or more: lo << s
		 * becomes the high half */
		IrVal lo = op2(L, IR_shl, a.lo, s, loc);
		IrVal out = op2(L, IR_lshr, op2(L, IR_lshr, a.lo, ir_const(1), loc), inv, loc);
		IrVal hi = op2(L, IR_or, op2(L, IR_shl, a.hi, s, loc), out, loc);
		return (Wide){op2(L, IR_and, lo, op2(L, IR_xor, big, ir_const(-1), loc), loc),
			      select_mask(L, big, lo, hi, loc)};
	}
	IrVal hi = op2(L, op, a.hi, s, loc);
	IrVal out = op2(L, IR_shl, op2(L, IR_shl, a.hi, ir_const(1), loc), inv, loc);
	IrVal lo = op2(L, IR_or, op2(L, IR_lshr, a.lo, s, loc), out, loc);
	IrVal fill = op == IR_ashr ? op2(L, IR_ashr, a.hi, ir_const(63), loc) : ir_const(0);
	return (Wide){select_mask(L, big, hi, lo, loc), select_mask(L, big, fill, hi, loc)};
}

static bool is_const(Wide v) { return v.lo.kind == IRV_CONST && v.hi.kind == IRV_CONST; }

/* k if v is the constant 2^k, -1 if it is not one */
static int power_of_two(Wide v)
{
	if (!is_const(v))
		return -1;
	uint64_t lo = (uint64_t)v.lo.c, hi = (uint64_t)v.hi.c;
	if (!hi && lo && !(lo & (lo - 1)))
		return __builtin_ctzll(lo);
	if (!lo && hi && !(hi & (hi - 1)))
		return 64 + __builtin_ctzll(hi);
	return -1;
}

static void refuse(Lower *L, SrcLoc loc, const char *what, const char *libcall, const char *works)
{
	diag_error(loc, "%s of 128-bit integers is not supported: BPF has no instruction for it and clang calls %s, which BPF cannot call%s",
		   what, libcall, works);
	L->errors++;
}

/* a * b, a / b, a % b: only what is a shift or a mask */
static Wide muldiv(Lower *L, int kind, bool u, Wide a, Wide b, SrcLoc loc)
{
	if (kind == ND_MUL) {
		if (power_of_two(b) < 0 && power_of_two(a) >= 0) {
			Wide t = a;
			a = b;
			b = t;
		}
		int k = power_of_two(b);
		if (k >= 0)
			return shift_const(L, IR_shl, a, k, loc);
		if (is_const(b) && !b.lo.c && !b.hi.c)
			return wide_const(0, 0);
		refuse(L, loc, "multiplication", "__multi3", " (a product with a constant power of two is a shift)");
		return wide_const(0, 0);
	}
	bool div = kind == ND_DIV;
	int k = power_of_two(b);
	if (u && k >= 0) {
		if (div)
			return shift_const(L, IR_lshr, a, k, loc);
		Wide mask = k < 64 ? wide_const((int64_t)(((uint64_t)1 << k) - 1), 0)
				   : wide_const(-1, (int64_t)(((uint64_t)1 << (k - 64)) - 1));
		return bitwise(L, IR_and, a, mask, loc);
	}
	if (u)
		refuse(L, loc, div ? "division" : "remainder", div ? "__udivti3" : "__umodti3",
		       " (one by a constant power of two is a shift or a mask)");
	else
		refuse(L, loc, div ? "signed division" : "signed remainder", div ? "__divti3" : "__modti3", "");
	return wide_const(0, 0);
}

/* a op rhs in the 128-bit type optype (op a node kind: ND_ADD...) */
static Wide arith(Lower *L, int kind, Wide a, Node *rhs, Type *optype, SrcLoc loc)
{
	bool u = lower_ty_unsigned(optype);
	if (kind == ND_SHL || kind == ND_SHR) {
		IrOp op = kind == ND_SHL ? IR_shl : u ? IR_lshr : IR_ashr;
		IrVal n = lower_wide_of(L, rhs).lo; /* the amount: its low bits are all that matter */
		if (n.kind == IRV_CONST)
			return shift_const(L, op, a, (int)(n.c & 127), loc);
		return shift_var(L, op, a, n, loc);
	}
	Wide b = lower_wide_of(L, rhs);
	switch (kind) {
	case ND_ADD: return add(L, a, b, loc);
	case ND_SUB: return sub(L, a, b, loc);
	case ND_BITAND: return bitwise(L, IR_and, a, b, loc);
	case ND_BITOR: return bitwise(L, IR_or, a, b, loc);
	case ND_BITXOR: return bitwise(L, IR_xor, a, b, loc);
	default: return muldiv(L, kind, u, a, b, loc);
	}
}

/* ---- conditions ---- */

static bool wide_compare(const Node *c)
{
	return c->kind >= ND_LT && c->kind <= ND_NE && lower_ty_wide(c->lhs->type);
}

bool lower_wide_cond(Lower *L, Node *c, IrBlock *t, IrBlock *e)
{
	SrcLoc loc = c->loc;
	if (lower_ty_wide(c->type)) { /* if (x): either half nonzero */
		lower_branch(L, is_nonzero(L, lower_wide(L, c), loc), t, e, loc);
		return true;
	}
	if (!wide_compare(c) || c->kind == ND_EQ || c->kind == ND_NE)
		return false; /* == and != are values without branches (lower_wide_narrow) */
	Wide a = lower_wide(L, c->lhs), b = lower_wide_of(L, c->rhs);
	/* the high halves decide unless equal; then the low ones, unsigned */
	bool u = lower_ty_unsigned(c->lhs->type), less = c->kind == ND_LT || c->kind == ND_LE;
	IrOp hi_op = less ? (u ? IR_ult : IR_slt) : (u ? IR_ugt : IR_sgt);
	IrOp lo_op = c->kind == ND_LT ? IR_ult : c->kind == ND_LE ? IR_ule : c->kind == ND_GT ? IR_ugt : IR_uge;
	IrBlock *differ = ir_block_new(L->m, L->f), *low = ir_block_new(L->m, L->f);
	lower_branch(L, lower_emit_val(L, hi_op, IRC_L, a.hi, b.hi, loc), t, differ, loc);
	L->cur = differ;
	lower_branch(L, lower_emit_val(L, IR_ne, IRC_L, a.hi, b.hi, loc), e, low, loc);
	L->cur = low;
	lower_branch(L, lower_emit_val(L, lo_op, IRC_L, a.lo, b.lo, loc), t, e, loc);
	return true;
}

/* ---- expressions ---- */

/* n is a constant expression without side effects (the constant
 * evaluator skips a comma's left side) */
static bool pure_constant_shape(const Node *n, int depth)
{
	if (depth > 64)
		return false;
	switch (n->kind) {
	case ND_NUM:
		return true;
	case ND_CAST: case ND_NEG: case ND_PLUS: case ND_BITNOT: case ND_NOT:
		return pure_constant_shape(n->lhs, depth + 1);
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR:
	case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_LT: case ND_LE: case ND_GT: case ND_GE:
	case ND_EQ: case ND_NE:
		return pure_constant_shape(n->lhs, depth + 1) && pure_constant_shape(n->rhs, depth + 1);
	default:
		return false;
	}
}

Wide lower_wide_of(Lower *L, Node *n)
{
	if (lower_ty_wide(n->type))
		return lower_wide(L, n);
	return widen(L, lower_rvalue(L, n), n->type, n->loc);
}

static bool bitfield_refused(Lower *L, Node *lv)
{
	if (!is_bitfield(lv))
		return false;
	lower_unsupported(L, lv->loc, "a 128-bit bit-field");
	return true;
}

/* lv op= rhs (lv of any integer type, the arithmetic in 128 bits):
 * stores the result; returns it converted to lv's type */
static Wide op_assign(Lower *L, Node *n, IrVal *narrow)
{
	Type *lt = n->lhs->type, *opt = n->optype ? n->optype : lt;
	if (bitfield_refused(L, n->lhs))
		return wide_const(0, 0);
	IrVal addr = lower_address(L, n->lhs);
	bool wide = lower_ty_wide(lt);
	Wide a = wide ? lower_wide_load(L, addr, lt, n->loc) : widen(L, lower_load(L, addr, lt, n->loc), lt, n->loc);
	Wide r = arith(L, n->op, a, n->rhs, opt, n->loc);
	if (wide) {
		lower_wide_store(L, addr, r, lt, n->loc);
		return r;
	}
	*narrow = narrow_to(L, r, opt, lt, n->loc);
	lower_store(L, addr, *narrow, lt, n->loc);
	return r;
}

static Wide incdec(Lower *L, Node *n)
{
	Type *t = n->lhs->type;
	if (bitfield_refused(L, n->lhs))
		return wide_const(0, 0);
	IrVal addr = lower_address(L, n->lhs);
	Wide old = lower_wide_load(L, addr, t, n->loc);
	bool inc = n->kind == ND_PRE_INC || n->kind == ND_POST_INC;
	Wide nv = inc ? add(L, old, wide_const(1, 0), n->loc) : sub(L, old, wide_const(1, 0), n->loc);
	lower_wide_store(L, addr, nv, t, n->loc);
	return n->kind == ND_PRE_INC || n->kind == ND_PRE_DEC ? nv : old;
}

/* c ? a : b (and GNU c ?: b) through two word slots, which mem2reg
 * makes phis */
static Wide conditional(Lower *L, Node *n)
{
	int32_t s0 = lower_temp_slot(L, 8, n->loc), s1 = lower_temp_slot(L, 8, n->loc);
	IrBlock *t = ir_block_new(L->m, L->f), *e = ir_block_new(L->m, L->f), *join = ir_block_new(L->m, L->f);
	Wide v;
	if (n->then) {
		lower_cond_branch(L, n->cond, t, e);
		L->cur = t;
		v = lower_wide_of(L, n->then);
	} else {
		v = lower_wide_of(L, n->cond);
		lower_branch(L, is_nonzero(L, v, n->loc), t, e, n->loc);
		L->cur = t;
	}
	for (int side = 0; side < 2; side++) {
		lower_emit(L, IR_store64, IRC_NONE, v.lo, ir_tmp(s0), n->loc);
		lower_emit(L, IR_store64, IRC_NONE, v.hi, ir_tmp(s1), n->loc);
		lower_jump(L, join, n->loc);
		if (!side) {
			L->cur = e;
			v = lower_wide_of(L, n->els);
		}
	}
	L->cur = join;
	return (Wide){op1(L, IR_load64, ir_tmp(s0), n->loc), op1(L, IR_load64, ir_tmp(s1), n->loc)};
}

Wide lower_wide(Lower *L, Node *n)
{
	int64_t lo, hi;
	if (pure_constant_shape(n, 0) && const_int128_value(n, &lo, &hi))
		return wide_const(lo, hi);
	switch (n->kind) {
	case ND_VAR:
	case ND_MEMBER:
		if (bitfield_refused(L, n))
			return wide_const(0, 0);
		/* fallthrough */
	case ND_DEREF:
	case ND_COMPOUND_LIT:
	case ND_CALL: /* returned through the caller's slot */
		return lower_wide_load(L, lower_address(L, n), n->type, n->loc);
	case ND_CAST:
		if (lower_ty_wide(n->lhs->type))
			return lower_wide(L, n->lhs); /* signed <-> unsigned: the same bits */
		if (!lower_ty_scalar(n->lhs->type) && canon(n->lhs->type)->kind != TY_ARRAY &&
		    canon(n->lhs->type)->kind != TY_FUNC) {
			lower_rvalue(L, n->lhs); /* floating point: its error */
			return wide_const(0, 0);
		}
		return widen(L, lower_rvalue(L, n->lhs), n->lhs->type, n->loc);
	case ND_PLUS:
		return lower_wide(L, n->lhs);
	case ND_NEG:
		return neg(L, lower_wide(L, n->lhs), n->loc);
	case ND_BITNOT:
		return bitwise(L, IR_xor, lower_wide(L, n->lhs), wide_const(-1, -1), n->loc);
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR:
	case ND_BITAND: case ND_BITOR: case ND_BITXOR:
		return arith(L, n->kind, lower_wide_of(L, n->lhs), n->rhs, n->type, n->loc);
	case ND_ASSIGN: {
		if (bitfield_refused(L, n->lhs))
			return wide_const(0, 0);
		IrVal addr = lower_address(L, n->lhs);
		Wide v = lower_wide_of(L, n->rhs);
		lower_wide_store(L, addr, v, n->lhs->type, n->loc);
		return v;
	}
	case ND_OP_ASSIGN: {
		IrVal unused;
		return op_assign(L, n, &unused);
	}
	case ND_PRE_INC: case ND_PRE_DEC: case ND_POST_INC: case ND_POST_DEC:
		return incdec(L, n);
	case ND_COND:
		return conditional(L, n);
	case ND_COMMA:
		lower_rvalue(L, n->lhs);
		return lower_wide(L, n->rhs);
	case ND_STMT_EXPR: {
		Node *last = lower_stmt_expr_body(L, n);
		return last ? lower_wide_of(L, last) : wide_const(0, 0);
	}
	default:
		break;
	}
	lower_unsupported(L, n->loc, "this 128-bit expression");
	return wide_const(0, 0);
}

bool lower_wide_narrow(Lower *L, Node *n, IrVal *v)
{
	switch (n->kind) {
	case ND_CAST:
		if (!lower_ty_wide(n->lhs->type))
			return false;
		*v = narrow_to(L, lower_wide(L, n->lhs), n->lhs->type, n->type, n->loc);
		return true;
	case ND_NOT:
		if (!lower_ty_wide(n->lhs->type))
			return false;
		*v = lower_emit_val(L, IR_eq, IRC_L, is_nonzero(L, lower_wide(L, n->lhs), n->loc), ir_const(0), n->loc);
		return true;
	case ND_OP_ASSIGN:
		if (!n->optype || !lower_ty_wide(n->optype))
			return false;
		op_assign(L, n, v);
		return true;
	case ND_EQ:
	case ND_NE: {
		if (!wide_compare(n))
			return false;
		Wide a = lower_wide(L, n->lhs), b = lower_wide_of(L, n->rhs);
		SrcLoc loc = n->loc;
		IrVal d = op2(L, IR_or, differ(L, a.lo, b.lo, loc), differ(L, a.hi, b.hi, loc), loc);
		*v = lower_emit_val(L, n->kind == ND_EQ ? IR_eq : IR_ne, IRC_L, d, ir_const(0), n->loc);
		return true;
	}
	case ND_LT: case ND_LE: case ND_GT: case ND_GE:
		if (!wide_compare(n))
			return false;
		*v = lower_logical(L, n); /* through lower_wide_cond's branches */
		return true;
	default:
		return false;
	}
}
