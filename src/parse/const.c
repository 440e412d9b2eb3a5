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

typedef struct Eval {
	Parser *p;
	const char *why; /* note explaining a failure, NULL if none */
	SrcLoc why_loc;
	int depth;
} Eval;

static bool ev(Eval *E, Node *e, int64_t *v);

/* The value v converted to integer type t (wraps; _Bool tests != 0). */
static int64_t wrap_to(const Type *t, int64_t v)
{
	if (t->kind == TY_BOOL)
		return v != 0;
	int64_t size = t->kind == TY_ENUM && t->base ? t->base->size : t->size;
	bool u = is_unsigned(t) || t->kind == TY_PTR;
	switch (size) {
	case 1: return u ? (int64_t)(uint8_t)v : (int64_t)(int8_t)v;
	case 2: return u ? (int64_t)(uint16_t)v : (int64_t)(int16_t)v;
	case 4: return u ? (int64_t)(uint32_t)v : (int64_t)(int32_t)v;
	default: return v;
	}
}

static bool fits(const Type *t, int64_t v) { return wrap_to(t, v) == v; }

/* Digits grouped by ' as clang 19 prints them in overflow warnings. */
static void group_digits(char *out, size_t n, int64_t v, bool u)
{
	char d[32];
	if (u)
		snprintf(d, sizeof d, "%llu", (unsigned long long)v);
	else
		snprintf(d, sizeof d, "%lld", (long long)v);
	size_t len = strlen(d), k = 0, start = d[0] == '-';
	for (size_t i = 0; i < len && k + 2 < n; i++) {
		out[k++] = d[i];
		size_t rest = len - i - 1;
		if (i >= start && rest && rest % 3 == 0)
			out[k++] = '\'';
	}
	out[k] = 0;
}

/* One arithmetic step in type t.  Returns false (with *why) when the
 * result is not a constant; *ovf is set on signed overflow. */
static bool arith(NodeKind k, const Type *t, int64_t a, int64_t b, int64_t *r, bool *ovf, const char **why)
{
	bool u = is_unsigned(t);
	int bits = (int)(t->size * 8);
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b, ur = 0;
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
			uint64_t x = bits == 64 ? ua : ua & ((1ull << bits) - 1);
			uint64_t y = bits == 64 ? ub : ub & ((1ull << bits) - 1);
			ur = k == ND_DIV ? x / y : x % y;
		} else if (a == INT64_MIN && b == -1) {
			ur = k == ND_DIV ? (uint64_t)INT64_MIN : 0;
			*ovf = k == ND_DIV;
		} else {
			ur = (uint64_t)(k == ND_DIV ? a / b : a % b);
		}
		break;
	case ND_SHL: case ND_SHR:
		if (b < 0 || b >= bits) {
			*why = b < 0 ? "negative shift count" : "shift count >= width of type";
			return false;
		}
		if (k == ND_SHL)
			ur = ua << b;
		else
			ur = u ? (bits == 64 ? ua : ua & ((1ull << bits) - 1)) >> b : (uint64_t)(a >> b);
		*r = wrap_to(t, (int64_t)ur);
		return true; /* shifting into the sign bit is not an overflow to clang in C */
	case ND_BITAND: ur = ua & ub; break;
	case ND_BITOR: ur = ua | ub; break;
	case ND_BITXOR: ur = ua ^ ub; break;
	default:
		*why = NULL;
		return false;
	}
	*r = wrap_to(t, (int64_t)ur);
	if (!u) {
		/* exact result in wider arithmetic decides overflow */
		if (bits < 64) {
			int64_t exact = k == ND_ADD ? a + b : k == ND_SUB ? a - b : k == ND_MUL ? a * b : *r;
			if (k == ND_MUL && (a > INT32_MAX || a < INT32_MIN || b > INT32_MAX || b < INT32_MIN))
				exact = *r; /* operands already out of range: not reached for int */
			*ovf = *ovf || exact != *r;
		} else if (k == ND_ADD) {
			*ovf = (b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b);
		} else if (k == ND_SUB) {
			*ovf = (b < 0 && a > INT64_MAX + b) || (b > 0 && a < INT64_MIN + b);
		} else if (k == ND_MUL) {
			*ovf = a != 0 && ((a == -1 && b == INT64_MIN) || (b == -1 && a == INT64_MIN) ||
					 (int64_t)((uint64_t)a * (uint64_t)b) / a != b);
		}
	}
	return true;
}

static bool compare(NodeKind k, const Type *t, int64_t a, int64_t b)
{
	bool u = is_unsigned(t) || t->kind == TY_PTR;
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
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
	if (!n || !n->lhs || !is_integer(n->type) || is_unsigned(n->type))
		return;
	int64_t a, b = 0, r;
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
	if (!try_int_const(p, n->lhs, &a))
		return;
	if (n->kind == ND_NEG) {
		r = wrap_to(n->type, (int64_t)(0 - (uint64_t)a));
		ovf = r == a && a != 0;
	} else {
		if (!n->rhs || !try_int_const(p, n->rhs, &b))
			return;
		if (!arith((NodeKind)n->kind, n->type, a, b, &r, &ovf, &why))
			return;
	}
	if (ovf) {
		char digits[48];
		group_digits(digits, sizeof digits, r, false);
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
static bool const_var(Eval *E, Node *e, int64_t *v)
{
	Symbol *s = e->sym;
	if (!s || s->kind != SYM_VAR || !(s->type->qual & Q_CONST) || !is_integer(s->type) || !s->init ||
	    s->init->next || s->init->offset != 0 || !s->init->expr || E->depth > 64)
		return fail(E, e, NULL);
	return ev(E, s->init->expr, v);
}

static bool ev(Eval *E, Node *e, int64_t *v)
{
	if (++E->depth > 512)
		return fail(E, e, NULL);
	int64_t a, b;
	switch ((NodeKind)e->kind) {
	case ND_NUM:
		if (is_float(e->type))
			return fail(E, e, NULL);
		*v = e->ival;
		return true;
	case ND_VAR:
		return const_var(E, e, v);
	case ND_CAST: {
		Node *x = e->lhs;
		if (e->type->kind == TY_VOID || !(is_integer(e->type) || e->type->kind == TY_PTR))
			return fail(E, e, NULL);
		if (x->kind == ND_NUM && is_float(x->type)) {
			double d = x->fval;
			if (e->type->kind == TY_BOOL)
				*v = d != 0;
			else if (d != d || d >= 18446744073709551616.0 || d <= -9223372036854775809.0)
				return fail(E, e, NULL);
			else
				*v = wrap_to(e->type, is_unsigned(e->type) && d >= 9223372036854775808.0
							      ? (int64_t)(uint64_t)d : (int64_t)d);
			return true;
		}
		if (x->type->kind == TY_PTR || x->type->kind == TY_ARRAY || x->type->kind == TY_FUNC) {
			Symbol *s;
			Node *str;
			int64_t off;
			if (!eval_addr_const(E->p, x, &s, &str, &off) || s || str)
				return fail(E, e, NULL);
			*v = wrap_to(e->type, off);
			return true;
		}
		if (!is_integer(x->type) || !ev(E, x, &a))
			return false;
		*v = e->type->kind == TY_PTR ? a : wrap_to(e->type, a);
		return true;
	}
	case ND_NEG: case ND_PLUS: case ND_BITNOT:
		if (!ev(E, e->lhs, &a))
			return false;
		*v = wrap_to(e->type, e->kind == ND_NEG ? (int64_t)(0 - (uint64_t)a) : e->kind == ND_BITNOT ? ~a : a);
		return true;
	case ND_NOT:
		if (!ev(E, e->lhs, &a))
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
		if (e->lhs->type->kind == TY_PTR || is_float(e->lhs->type))
			return fail(E, e, NULL);
		if (!ev(E, e->lhs, &a) || !ev(E, e->rhs, &b))
			return false;
		*v = compare((NodeKind)e->kind, e->lhs->type, a, b);
		return true;
	case ND_LOGAND: case ND_LOGOR:
		if (!ev(E, e->lhs, &a))
			return false;
		if ((e->kind == ND_LOGAND && !a) || (e->kind == ND_LOGOR && a)) {
			*v = e->kind == ND_LOGOR;
			return true;
		}
		if (!ev(E, e->rhs, &b))
			return false;
		*v = b != 0;
		return true;
	case ND_COND:
		if (!ev(E, e->cond, &a))
			return false;
		if (a && !e->then) {
			*v = a;
			return true;
		}
		return ev(E, a ? e->then : e->els, v);
	case ND_COMMA:
		/* C17 6.6p3 forbids it; clang folds it with a warning */
		return ev(E, e->rhs, v);
	case ND_BUILTIN:
		if (builtin_fold(E->p, e, v))
			return true;
		return fail(E, e, NULL);
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
	Eval E = {p, NULL, {0}, 0};
	return ev(&E, e, val);
}

/* Where clang puts an expression's first character. */
static SrcLoc begin_loc(Node *e)
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

bool eval_int_const(Parser *p, Node *e, int64_t *val, const char *context)
{
	*val = 0;
	if (!e || !e->type)
		return false;
	if (!is_integer(e->type)) {
		if (context)
			diag_error(begin_loc(e), "%s is not an integer constant expression", context);
		return false;
	}
	if (e->kind == ND_NUM) {
		*val = e->ival;
		return true;
	}
	Eval E = {p, NULL, {0}, 0};
	if (ev(&E, e, val))
		return true;
	if (context) {
		bool sa = !strcmp(context, "static assertion expression");
		diag_error(begin_loc(e), "%s is not an %s constant expression", context, sa ? "integral" : "integer");
		if (E.why)
			diag_note(E.why_loc, "%s", E.why);
	}
	*val = 0;
	return false;
}

bool parse_int_const(Parser *p, int64_t *val, const char *context)
{
	Node *e = parse_cond_expr(p);
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
