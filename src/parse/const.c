/* const.c - integer constant expressions (C17 6.6) evaluated in the
 * operands' own types: unsigned arithmetic wraps at the type's width,
 * signed overflow wraps too but is reported (clang folds it with
 * -Winteger-overflow), division by zero and non-constant operands make
 * the expression non-constant.  Also the address constants of static
 * initializers: &object + offset, string literals, functions.
 *
 * Like clang, a const-qualified integer variable with a constant
 * initializer folds (a GNU extension clang applies silently), and the
 * old offsetof idiom `(size_t)&((T *)0)->m` is an integer constant. */
#include "exprs.h"

#include <stdio.h>
#include <string.h>

/* Values are computed in 128 bits so that __int128 constants work; the
 * interface (eval_int_const, ND_NUM.ival) carries the low 64 bits. */
__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

typedef struct Eval {
	Parser *p;
	const char *why; /* note explaining a failure, NULL if none */
	SrcLoc why_loc;
	int depth;
	/* GNU folding, as clang does for enum values and case labels: also
	 * floating comparisons and conditions, "str"[i], any float cast */
	bool fold;
} Eval;

static bool ev(Eval *E, Node *e, i128 *v);

static int type_bits(const Type *t)
{
	const Type *b = t->kind == TY_ENUM && t->base ? t->base : t;
	return b->size > 0 && b->size <= 16 ? (int)b->size * 8 : 64;
}

static bool type_unsigned(const Type *t) { return is_unsigned(t) || t->kind == TY_PTR; }

/* The value v converted to integer type t (wraps; _Bool tests != 0). */
static i128 wrap128(const Type *t, i128 v)
{
	if (t->kind == TY_BOOL)
		return v != 0;
	int bits = type_bits(t);
	if (bits >= 128)
		return type_unsigned(t) ? (i128)(u128)v : v;
	u128 mask = ((u128)1 << bits) - 1;
	u128 u = (u128)v & mask;
	if (!type_unsigned(t) && (u >> (bits - 1)) & 1)
		return (i128)(u | ~mask);
	return (i128)u;
}

static int64_t wrap_to(const Type *t, int64_t v) { return (int64_t)wrap128(t, v); }

static bool fits(const Type *t, int64_t v) { return wrap_to(t, v) == v; }

/* Digits grouped by ' as clang 19 prints them in overflow warnings. */
static void group_digits(char *out, size_t n, i128 v)
{
	char d[48];
	int k = 0;
	bool neg = v < 0;
	u128 u = neg ? (u128)0 - (u128)v : (u128)v;
	do {
		d[k++] = (char)('0' + (int)(u % 10));
		u /= 10;
	} while (u && k < 47);
	size_t o = 0;
	if (neg && o + 1 < n)
		out[o++] = '-';
	for (int i = k - 1; i >= 0 && o + 2 < n; i--) {
		out[o++] = d[i];
		if (i && i % 3 == 0)
			out[o++] = '\'';
	}
	out[o] = 0;
}

/* One arithmetic step in type t.  Returns false (with *why) when the
 * result is not a constant; *ovf is set on signed overflow. */
static bool arith(NodeKind k, const Type *t, i128 a, i128 b, i128 *r, bool *ovf, const char **why)
{
	bool u = type_unsigned(t);
	int bits = type_bits(t);
	u128 ua = (u128)wrap128(t, a), ub = (u128)wrap128(t, b), ur = 0;
	*ovf = false;
	switch (k) {
	case ND_ADD: ur = ua + ub; break;
	case ND_SUB: ur = ua - ub; break;
	case ND_MUL: ur = ua * ub; break;
	case ND_DIV: case ND_MOD:
		if (b == 0) {
			*why = "division by zero";
			return false;
		}
		if (u) {
			ur = k == ND_DIV ? ua / ub : ua % ub;
		} else {
			i128 x = wrap128(t, a), y = wrap128(t, b);
			i128 min = bits >= 128 ? (i128)((u128)1 << 127) : -((i128)1 << (bits - 1));
			if (x == min && y == -1) {
				ur = k == ND_DIV ? (u128)x : 0;
				*ovf = k == ND_DIV;
			} else {
				ur = (u128)(k == ND_DIV ? x / y : x % y);
			}
		}
		*r = wrap128(t, (i128)ur);
		return true;
	case ND_SHL: case ND_SHR:
		/* clang's C folding: a negative count shifts the other way, a
		 * count >= the width acts as width - 1 (no error in C) */
		if (b < 0) {
			k = k == ND_SHL ? ND_SHR : ND_SHL;
			b = b == -b ? bits - 1 : -b;
		}
		if (b >= bits)
			b = bits - 1;
		if (k == ND_SHL)
			ur = ua << (int)b;
		else if (u)
			ur = ua >> (int)b;
		else
			ur = (u128)(wrap128(t, a) >> (int)b);
		*r = wrap128(t, (i128)ur);
		return true; /* shifting into the sign bit is not an overflow to clang in C */
	case ND_BITAND: ur = ua & ub; break;
	case ND_BITOR: ur = ua | ub; break;
	case ND_BITXOR: ur = ua ^ ub; break;
	default:
		*why = NULL;
		return false;
	}
	*r = wrap128(t, (i128)ur);
	if (!u && bits < 128) {
		/* the exact result fits in 128 bits for operands of <= 64 bits */
		i128 x = wrap128(t, a), y = wrap128(t, b);
		i128 exact = k == ND_ADD ? x + y : k == ND_SUB ? x - y : k == ND_MUL ? x * y : *r;
		*ovf = exact != *r;
	}
	return true;
}

static bool compare(NodeKind k, const Type *t, i128 a, i128 b)
{
	bool u = type_unsigned(t);
	u128 ua = (u128)wrap128(t, a), ub = (u128)wrap128(t, b);
	a = wrap128(t, a);
	b = wrap128(t, b);
	switch (k) {
	case ND_LT: return u ? ua < ub : a < b;
	case ND_LE: return u ? ua <= ub : a <= b;
	case ND_GT: return u ? ua > ub : a > b;
	case ND_GE: return u ? ua >= ub : a >= b;
	case ND_EQ: return a == b;
	default: return a != b;
	}
}

void check_const_overflow(Parser *p, Node *n)
{
	if (!n || !n->lhs || !is_integer(n->type) || is_unsigned(n->type) || dead_operand_depth)
		return;
	i128 a, b = 0, r;
	bool ovf = false;
	const char *why = NULL;
	/* only literal operands: evaluating whole subtrees at every node
	 * would make long constant chains quadratic */
	Node *l = n->lhs, *rr = n->rhs;
	while (l->kind == ND_CAST)
		l = l->lhs;
	while (rr && rr->kind == ND_CAST)
		rr = rr->lhs;
	if (l->kind != ND_NUM || (rr && rr->kind != ND_NUM))
		return;
	Eval E = {p, NULL, {0}, 0, false};
	if (!ev(&E, n->lhs, &a))
		return;
	if (n->kind == ND_NEG) {
		r = wrap128(n->type, -a);
		ovf = r == a && a != 0;
	} else {
		if (!n->rhs || !ev(&E, n->rhs, &b))
			return;
		if (!arith((NodeKind)n->kind, n->type, a, b, &r, &ovf, &why))
			return;
	}
	if (ovf) {
		char digits[64];
		group_digits(digits, sizeof digits, r);
		diag_warn("integer-overflow", n->loc, "overflow in expression; result is %s with type '%s'", digits,
			  type_name(p, n->type));
	}
}

static bool fail(Eval *E, Node *e, const char *why)
{
	if (!E->why) {
		E->why = why;
		E->why_loc = e->loc;
	}
	return false;
}

/* A const integer variable with a constant initializer. */
static bool const_var(Eval *E, Node *e, i128 *v)
{
	Symbol *s = e->sym;
	if (!s || s->kind != SYM_VAR || !(s->type->qual & Q_CONST) || (s->type->qual & Q_VOLATILE) || !is_integer(s->type) || !s->init ||
	    s->init->next || s->init->offset != 0 || !s->init->expr || E->depth > 64)
		return fail(E, e, NULL);
	return ev(E, s->init->expr, v);
}

/* Floating constants, for casts such as (int)-3.9 */
static bool evf(Eval *E, Node *e, double *d, int depth)
{
	if (depth > 64)
		return false;
	double a, b;
	i128 iv;
	switch ((NodeKind)e->kind) {
	case ND_NUM:
		*d = is_float(e->type) ? e->fval : (double)e->ival;
		return true;
	case ND_CAST:
		if (is_float(e->lhs->type)) {
			if (!evf(E, e->lhs, d, depth + 1))
				return false;
		} else if (is_integer(e->lhs->type) && ev(E, e->lhs, &iv)) {
			*d = type_unsigned(e->lhs->type) ? (double)(u128)iv : (double)iv;
		} else {
			return false;
		}
		if (e->type->kind == TY_FLOAT)
			*d = (float)*d;
		return true;
	case ND_NEG: case ND_PLUS:
		if (!evf(E, e->lhs, d, depth + 1))
			return false;
		if (e->kind == ND_NEG)
			*d = -*d;
		return true;
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV:
		if (!is_float(e->type) || !evf(E, e->lhs, &a, depth + 1) || !evf(E, e->rhs, &b, depth + 1))
			return false;
		*d = e->kind == ND_ADD ? a + b : e->kind == ND_SUB ? a - b : e->kind == ND_MUL ? a * b : a / b;
		if (e->type->kind == TY_FLOAT)
			*d = (float)*d;
		return true;
	default:
		return false;
	}
}

static bool float_to_int(const Type *t, double d, i128 *v)
{
	if (t->kind == TY_BOOL) {
		*v = d != 0;
		return true;
	}
	int bits = type_bits(t);
	double lim = bits >= 128 ? 1.7e38 : (double)((u128)1 << (bits - (type_unsigned(t) ? 0 : 1)));
	if (d != d || d >= lim || (type_unsigned(t) ? d <= -1.0 : d < -lim))
		return false;
	*v = d < 0 ? (i128)d : (i128)(u128)d;
	return true;
}

/* Folding only: a scalar operand's truth value, floats included. */
static bool truth(Eval *E, Node *e, i128 *v)
{
	double d;
	if (E->fold && is_float(e->type)) {
		if (!evf(E, e, &d, 0))
			return fail(E, e, NULL);
		*v = d != 0;
		return true;
	}
	return ev(E, e, v);
}

/* Folding only: *"str", "str"[i] */
static bool string_byte(Eval *E, Node *e, i128 *v)
{
	Node *a = e->lhs, *s = NULL;
	i128 idx = 0;
	if (a->kind == ND_ADD) {
		Node *x = a->lhs, *y = a->rhs;
		if (x->kind != ND_DECAY)
			x = a->rhs, y = a->lhs;
		if (x->kind != ND_DECAY || !ev(E, y, &idx))
			return false;
		s = x->lhs;
	} else if (a->kind == ND_DECAY) {
		s = a->lhs;
	}
	if (!s || s->kind != ND_STR || s->type->base->size != 1 || idx < 0 || idx >= s->str_len)
		return false;
	*v = e->type->kind == TY_UCHAR ? (i128)(uint8_t)s->str[idx] : (i128)(int8_t)s->str[idx];
	return true;
}

static bool ev(Eval *E, Node *e, i128 *v)
{
	if (++E->depth > 512)
		return fail(E, e, NULL);
	i128 a, b;
	if (E->fold && e->kind == ND_DEREF && e->lhs && string_byte(E, e, v))
		return true;
	switch ((NodeKind)e->kind) {
	case ND_NUM:
		if (is_float(e->type))
			return fail(E, e, NULL);
		*v = type_unsigned(e->type) ? (i128)(uint64_t)e->ival : (i128)e->ival;
		return true;
	case ND_VAR:
		return const_var(E, e, v);
	case ND_CAST: {
		Node *x = e->lhs;
		if (e->type->kind == TY_VOID || !(is_integer(e->type) || e->type->kind == TY_PTR))
			return fail(E, e, NULL);
		if (is_float(x->type)) {
			double d;
			if (!evf(E, x, &d, 0))
				return fail(E, e, NULL);
			if (!float_to_int(e->type, d, v)) {
				if (!E->fold || d != d || d >= 1.7e38 || d <= -1.7e38)
					return fail(E, e, NULL);
				*v = (i128)d; /* out of range: undefined; folded as GNU does */
			}
			*v = wrap128(e->type, *v);
			return true;
		}
		if (x->type->kind == TY_PTR || x->type->kind == TY_ARRAY || x->type->kind == TY_FUNC) {
			Symbol *s;
			Node *str;
			int64_t off;
			if (!eval_addr_const(E->p, x, &s, &str, &off) || s || str)
				return fail(E, e, NULL);
			*v = wrap128(e->type, off);
			return true;
		}
		if (!is_integer(x->type) || !ev(E, x, &a))
			return false;
		*v = wrap128(e->type, a);
		return true;
	}
	case ND_NEG: case ND_PLUS: case ND_BITNOT:
		if (!ev(E, e->lhs, &a))
			return false;
		*v = wrap128(e->type, e->kind == ND_NEG ? (i128)((u128)0 - (u128)a) : e->kind == ND_BITNOT ? ~a : a);
		return true;
	case ND_NOT:
		if (!truth(E, e->lhs, &a))
			return false;
		*v = !a;
		return true;
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR:
	case ND_BITAND: case ND_BITOR: case ND_BITXOR: {
		if (!is_integer(e->type))
			return fail(E, e, NULL);
		if (!ev(E, e->lhs, &a) || !ev(E, e->rhs, &b))
			return false;
		bool ovf;
		const char *why = NULL;
		if (!arith((NodeKind)e->kind, e->type, a, b, v, &ovf, &why))
			return fail(E, e, why);
		return true;
	}
	case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
		if (E->fold && is_float(e->lhs->type)) {
			double x, y;
			if (!evf(E, e->lhs, &x, 0) || !evf(E, e->rhs, &y, 0))
				return fail(E, e, NULL);
			switch ((NodeKind)e->kind) {
			case ND_LT: *v = x < y; break;
			case ND_LE: *v = x <= y; break;
			case ND_GT: *v = x > y; break;
			case ND_GE: *v = x >= y; break;
			case ND_EQ: *v = x == y; break;
			default: *v = x != y; break;
			}
			return true;
		}
		if (e->lhs->type->kind == TY_PTR || is_float(e->lhs->type))
			return fail(E, e, NULL);
		if (!ev(E, e->lhs, &a) || !ev(E, e->rhs, &b))
			return false;
		*v = compare((NodeKind)e->kind, e->lhs->type, a, b);
		return true;
	case ND_LOGAND: case ND_LOGOR:
		if (!truth(E, e->lhs, &a))
			return false;
		if ((e->kind == ND_LOGAND && !a) || (e->kind == ND_LOGOR && a)) {
			*v = e->kind == ND_LOGOR;
			return true;
		}
		if (!truth(E, e->rhs, &b))
			return false;
		*v = b != 0;
		return true;
	case ND_COND:
		if (!truth(E, e->cond, &a))
			return false;
		if (a && !e->then) {
			*v = is_integer(e->type) ? wrap128(e->type, a) : a;
			return true;
		}
		return ev(E, a ? e->then : e->els, v);
	case ND_COMMA:
		/* C17 6.6p3 forbids it; clang folds it with a warning */
		return ev(E, e->rhs, v);
	case ND_BUILTIN: {
		int64_t r;
		if (builtin_fold(E->p, e, &r)) {
			*v = type_unsigned(e->type) ? (i128)(uint64_t)r : (i128)r;
			return true;
		}
		return fail(E, e, NULL);
	}
	default:
		return fail(E, e, NULL);
	}
}

bool try_int_const(Parser *p, Node *e, int64_t *val)
{
	if (!e || !e->type || !is_integer(e->type))
		return false;
	if (e->kind == ND_NUM) {
		*val = e->ival;
		return true;
	}
	Eval E = {p, NULL, {0}, 0, false};
	i128 v;
	if (!ev(&E, e, &v))
		return false;
	*val = (int64_t)v;
	return true;
}

/* Where clang puts an expression's first character. */
SrcLoc expr_begin_loc(Node *e)
{
	for (int i = 0; i < 256 && e; i++) {
		switch ((NodeKind)e->kind) {
		case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR:
		case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_LT: case ND_LE: case ND_GT: case ND_GE:
		case ND_EQ: case ND_NE: case ND_LOGAND: case ND_LOGOR: case ND_ASSIGN: case ND_OP_ASSIGN:
		case ND_COMMA: case ND_POST_INC: case ND_POST_DEC: case ND_CALL:
			e = e->lhs;
			continue;
		case ND_COND:
			e = e->cond;
			continue;
		case ND_MEMBER:
			if (e->lhs && (e->lhs->loc.line < e->loc.line ||
				       (e->lhs->loc.line == e->loc.line && e->lhs->loc.col < e->loc.col))) {
				e = e->lhs;
				continue;
			}
			return e->loc;
		case ND_CAST: case ND_DECAY:
			if (e->lhs && e->lhs->loc.file == e->loc.file && e->lhs->loc.line == e->loc.line &&
			    e->lhs->loc.col == e->loc.col) {
				e = e->lhs;
				continue;
			}
			return e->loc;
		case ND_DEREF:
			if (e->lhs && e->lhs->kind == ND_ADD && e->lhs->loc.col == e->loc.col &&
			    e->lhs->loc.line == e->loc.line) {
				e = e->lhs;
				continue;
			}
			return e->loc;
		default:
			return e->loc;
		}
	}
	return e ? e->loc : (SrcLoc){0};
}

void drop_const_expr(Parser *p, Node *e)
{
	if (e && e->kind == ND_NUM)
		arena_release_last(p->arena, e, sizeof *e);
}

bool eval_int_const(Parser *p, Node *e, int64_t *val, const char *context)
{
	*val = 0;
	if (!e || !e->type)
		return false;
	if (!is_integer(e->type)) {
		if (context)
			diag_error(expr_begin_loc(e), "expression is not an integer constant expression");
		return false;
	}
	if (e->kind == ND_NUM) {
		*val = e->ival;
		return true;
	}
	Eval E = {p, NULL, {0}, 0, false};
	i128 v;
	if (ev(&E, e, &v)) {
		*val = (int64_t)v;
		return true;
	}
	bool sa = context && !strcmp(context, "static assertion expression");
	if (!sa) {
		/* enum values, case labels, array sizes: clang folds what it can
		 * (-Wgnu-folding-constant, off by default) */
		Eval F = {p, NULL, {0}, 0, true};
		if (ev(&F, e, &v)) {
			*val = (int64_t)v;
			return true;
		}
	}
	if (context) {
		/* clang's wording does not depend on the context; it points at
		 * the operand that is not constant, or at the start when a
		 * note explains (division by zero) */
		SrcLoc at = !E.why && E.why_loc.file ? E.why_loc : expr_begin_loc(e);
		if (sa)
			diag_error(at, "static assertion expression is not an integral constant expression");
		else
			diag_error(at, "expression is not an integer constant expression");
		if (E.why)
			diag_note(E.why_loc, "%s", E.why);
	}
	*val = 0;
	return false;
}

bool parse_int_const(Parser *p, int64_t *val, const char *context)
{
	bool saved = p->in_const_expr;
	p->in_const_expr = true;
	Node *e = parse_cond_expr(p);
	p->in_const_expr = saved;
	return eval_int_const(p, e, val, context ? context : "expression");
}

/* ---- address constants ---- */

static bool addr_of(Parser *p, Node *e, Symbol **sym, Node **str, int64_t *off, int depth);

static bool lvalue_addr(Parser *p, Node *e, Symbol **sym, Node **str, int64_t *off, int depth)
{
	if (depth > 256)
		return false;
	switch ((NodeKind)e->kind) {
	case ND_VAR: {
		Symbol *s = e->sym;
		if (s->kind == SYM_FUNC || (s->kind == SYM_VAR && (!s->is_local || s->storage == SC_STATIC ||
								     s->storage == SC_EXTERN))) {
			*sym = s;
			*off = 0;
			return true;
		}
		return false;
	}
	case ND_COMPOUND_LIT:
		if (e->sym->storage != SC_STATIC)
			return false;
		*sym = e->sym;
		*off = 0;
		return true;
	case ND_STR:
		*str = e;
		*off = 0;
		return true;
	case ND_MEMBER:
		if (e->member->is_bitfield || !lvalue_addr(p, e->lhs, sym, str, off, depth + 1))
			return false;
		*off += e->member->offset;
		return true;
	case ND_DEREF:
		return addr_of(p, e->lhs, sym, str, off, depth + 1);
	default:
		return false;
	}
}

static bool addr_of(Parser *p, Node *e, Symbol **sym, Node **str, int64_t *off, int depth)
{
	if (depth > 256)
		return false;
	int64_t v;
	if (is_integer(e->type) && try_int_const(p, e, &v)) {
		*off = v;
		return true;
	}
	switch ((NodeKind)e->kind) {
	case ND_ADDR: case ND_DECAY:
		return lvalue_addr(p, e->lhs, sym, str, off, depth + 1);
	case ND_VAR:
		if (e->sym->kind == SYM_FUNC)
			return lvalue_addr(p, e, sym, str, off, depth + 1);
		return false;
	case ND_CAST:
		if (e->type->kind != TY_PTR && !(is_integer(e->type) && e->type->size == 8))
			return false;
		if (is_integer(e->lhs->type)) {
			if (!try_int_const(p, e->lhs, &v))
				return false;
			*off = v;
			return true;
		}
		return addr_of(p, e->lhs, sym, str, off, depth + 1);
	case ND_ADD: case ND_SUB: {
		Node *ptr = e->lhs, *n = e->rhs;
		if (e->kind == ND_ADD && ptr->type->kind != TY_PTR) {
			ptr = e->rhs;
			n = e->lhs;
		}
		if (ptr->type->kind != TY_PTR || !is_integer(n->type) || !try_int_const(p, n, &v))
			return false;
		if (!addr_of(p, ptr, sym, str, off, depth + 1))
			return false;
		Type *b = ptr->type->base;
		int64_t size = b->kind == TY_VOID || b->kind == TY_FUNC ? 1 : b->size;
		*off += (e->kind == ND_ADD ? v : -v) * size;
		return true;
	}
	case ND_COND:
		if (!try_int_const(p, e->cond, &v))
			return false;
		if (v && !e->then)
			return addr_of(p, e->cond, sym, str, off, depth + 1);
		return addr_of(p, v ? e->then : e->els, sym, str, off, depth + 1);
	case ND_NUM:
		if (!is_integer(e->type))
			return false;
		*off = e->ival;
		return true;
	case ND_BUILTIN:
		/* __builtin_preserve_access_index(&x->y) and friends keep the
		 * address of their argument */
		return e->args && e->nargs == 1 && e->type->kind == TY_PTR &&
		       addr_of(p, e->args, sym, str, off, depth + 1);
	default:
		if (is_integer(e->type) && try_int_const(p, e, &v)) {
			*off = v;
			return true;
		}
		return false;
	}
}

bool eval_addr_const(Parser *p, Node *e, Symbol **sym, Node **str, int64_t *off)
{
	*sym = NULL;
	*str = NULL;
	*off = 0;
	if (!e || !e->type)
		return false;
	if (e->type->kind == TY_ARRAY || e->type->kind == TY_FUNC)
		return lvalue_addr(p, e, sym, str, off, 0);
	return addr_of(p, e, sym, str, off, 0);
}

bool const_fits(const Type *t, int64_t v) { return fits(t, v); }

/* For the back end, after type checking: no parser, no diagnostics. */
bool const_int_value(Node *e, int64_t *val) { return try_int_const(NULL, e, val); }

bool const_int128_value(Node *e, int64_t *lo, int64_t *hi)
{
	if (!e || !e->type || !is_integer(e->type))
		return false;
	Eval E = {0};
	i128 v;
	if (!ev(&E, e, &v))
		return false;
	v = wrap128(e->type, v);
	*lo = (int64_t)(uint64_t)(u128)v;
	*hi = (int64_t)(uint64_t)((u128)v >> 64);
	return true;
}

bool const_addr_value(Node *e, Symbol **sym, Node **str, int64_t *off)
{
	return eval_addr_const(NULL, e, sym, str, off);
}
