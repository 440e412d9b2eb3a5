/* expr.c - assembler expressions: numbers, symbols, '.', numeric label
 * references, unary - + ~ !, and binary | ^ & << >> + - * / % with C-like
 * precedence.  A value is a symbol plus a constant; the difference of two
 * labels of one section is a constant once the layout is known. */
#include "as.h"

#include <string.h>

static Expr *new_expr(As *as, ExprKind k, size_t pos)
{
	Expr *e = arena_alloc(&as->arena, sizeof *e);
	e->kind = k;
	e->pos = pos;
	return e;
}

static Expr *parse_binary(As *as, const Tok *t, size_t *i, int min_prec);

static Expr *parse_unary(As *as, const Tok *t, size_t *i)
{
	const Tok *k = &t[*i];
	if (k->kind == T_NUM) {
		if (k->c) {
			if (as->quiet) /* instruction matching: as_instruction reports it */
				return NULL;
			/* reported once; parsing goes on, so no "expected an
			 * expression" follows */
			diag_error(as_loc(as, k->pos), "%s",
				   k->c == 'O' ? "number does not fit in 64 bits" : "invalid number");
		}
		(*i)++;
		Expr *e = new_expr(as, E_NUM, k->pos);
		e->num = (int64_t)k->num;
		return e;
	}
	if (k->kind == T_LABREF) {
		(*i)++;
		Expr *e = new_expr(as, E_SYM, k->pos);
		e->sym = as_numeric_label_ref(as, (int)k->num, k->c);
		return e;
	}
	if (k->kind == T_IDENT) {
		(*i)++;
		Expr *e = new_expr(as, E_SYM, k->pos);
		e->sym = k->len == 1 && k->s[0] == '.' ? as_here(as) : as_symbol(as, k->s, (size_t)k->len);
		return e;
	}
	if (k->kind != T_PUNCT)
		return NULL;
	if (tok_is(k, "(")) {
		size_t j = *i + 1;
		Expr *e = parse_binary(as, t, &j, 0);
		if (!e || !tok_is(&t[j], ")"))
			return NULL;
		*i = j + 1;
		return e;
	}
	ExprKind kind;
	if (tok_is(k, "-"))
		kind = E_NEG;
	else if (tok_is(k, "~"))
		kind = E_NOT;
	else if (tok_is(k, "!"))
		kind = E_LNOT;
	else if (tok_is(k, "+"))
		kind = E_NUM; /* unary plus: the operand itself */
	else
		return NULL;
	size_t j = *i + 1;
	Expr *sub = parse_unary(as, t, &j);
	if (!sub)
		return NULL;
	*i = j;
	if (kind == E_NUM)
		return sub;
	Expr *e = new_expr(as, kind, k->pos);
	e->l = sub;
	return e;
}

static int binop(const Tok *t, int *prec)
{
	static const struct {
		const char *s;
		int op, prec;
	} ops[] = {
		/* GNU as's levels, as LLVM's assembler has them: | ^ & below
		 * + -, shifts with * / %; a comparison is -1 when true */
		{"||", 'o', 1}, {"&&", 'a', 2},
		{"==", '=', 3}, {"!=", '!', 3}, {"<=", 'L', 3}, {">=", 'G', 3}, {"<", '<', 3}, {">", '>', 3},
		{"|", '|', 4}, {"^", '^', 4}, {"&", '&', 4}, {"+", '+', 5}, {"-", '-', 5},
		{"*", '*', 6}, {"/", '/', 6}, {"%", '%', 6}, {"<<", 'l', 6}, {">>", 'r', 6},
	};
	if (t->kind != T_PUNCT)
		return 0;
	for (size_t i = 0; i < ARRAY_LEN(ops); i++)
		if (tok_is(t, ops[i].s)) {
			*prec = ops[i].prec;
			return ops[i].op;
		}
	return 0;
}

static Expr *parse_binary(As *as, const Tok *t, size_t *i, int min_prec)
{
	Expr *l = parse_unary(as, t, i);
	if (!l)
		return NULL;
	for (;;) {
		int prec, op = binop(&t[*i], &prec);
		if (!op || prec <= min_prec)
			return l;
		size_t j = *i + 1;
		Expr *r = parse_binary(as, t, &j, prec);
		if (!r)
			return l; /* leave the operator to the caller */
		Expr *e = new_expr(as, E_BIN, t[*i].pos);
		e->op = op;
		e->l = l;
		e->r = r;
		*i = j;
		l = e;
	}
}

Expr *expr_parse(As *as, const Tok *toks, size_t *i) { return parse_binary(as, toks, i, 0); }

static bool eval_error(As *as, const Expr *e, const char *msg)
{
	if (as->quiet)
		return false;
	diag_error(as_loc(as, e->pos), "%s", msg);
	return false;
}

bool expr_eval(As *as, const Expr *e, Value *v)
{
	Value a, b;
	switch (e->kind) {
	case E_NUM:
		*v = (Value){NULL, e->num};
		return true;
	case E_SYM: {
		Symbol *s = e->sym;
		s->referenced = true;
		if (s->is_set) {
			if (s->evaluating)
				return eval_error(as, e,
						  arena_printf(&as->arena, "definition of '%s' is circular",
							       s->name));
			s->evaluating = true;
			bool ok = expr_eval(as, s->set_expr, v);
			s->evaluating = false;
			return ok;
		}
		*v = (Value){s, 0};
		return true;
	}
	case E_NEG:
	case E_NOT:
	case E_LNOT:
		if (!expr_eval(as, e->l, &a))
			return false;
		if (a.sym)
			return eval_error(as, e, "operator needs a constant operand");
		v->sym = NULL;
		v->add = e->kind == E_NEG ? (int64_t)(0 - (uint64_t)a.add)
			 : e->kind == E_NOT ? ~a.add : !a.add;
		return true;
	case E_BIN:
		break;
	}
	if (!expr_eval(as, e->l, &a) || !expr_eval(as, e->r, &b))
		return false;
	uint64_t x = (uint64_t)a.add, y = (uint64_t)b.add;
	if (e->op == '+') {
		if (a.sym && b.sym)
			return eval_error(as, e, "cannot add two symbols");
		*v = (Value){a.sym ? a.sym : b.sym, (int64_t)(x + y)};
		return true;
	}
	if (e->op == '-') {
		if (a.sym && b.sym) {
			if (!a.sym->defined || !b.sym->defined || a.sym->sec != b.sym->sec)
				return eval_error(as, e,
						  "difference of symbols that are not in one section");
			*v = (Value){NULL, (int64_t)(a.sym->value + x - b.sym->value - y)};
			return true;
		}
		if (b.sym)
			return eval_error(as, e, "cannot subtract a symbol from a constant");
		*v = (Value){a.sym, (int64_t)(x - y)};
		return true;
	}
	if (a.sym || b.sym)
		return eval_error(as, e, "operator needs constant operands");
	v->sym = NULL;
	switch (e->op) {
	case '*': v->add = (int64_t)(x * y); break;
	case '/':
	case '%':
		if (y == 0)
			return eval_error(as, e, "division by zero");
		if (b.add == -1)
			v->add = e->op == '/' ? (int64_t)(0 - x) : 0;
		else
			v->add = e->op == '/' ? a.add / b.add : a.add % b.add;
		break;
	case '&': v->add = (int64_t)(x & y); break;
	case '|': v->add = (int64_t)(x | y); break;
	case '^': v->add = (int64_t)(x ^ y); break;
	case 'l': v->add = y >= 64 ? 0 : (int64_t)(x << y); break;
	case 'r': v->add = y >= 64 ? 0 : (int64_t)(x >> y); break;
	case '=': v->add = -(int64_t)(x == y); break;
	case '!': v->add = -(int64_t)(x != y); break;
	case '<': v->add = -(int64_t)(a.add < b.add); break;
	case '>': v->add = -(int64_t)(a.add > b.add); break;
	case 'L': v->add = -(int64_t)(a.add <= b.add); break;
	case 'G': v->add = -(int64_t)(a.add >= b.add); break;
	case 'a': v->add = x && y; break;
	case 'o': v->add = x || y; break;
	}
	return true;
}

bool expr_is_constant_now(As *as, const Expr *e)
{
	switch (e->kind) {
	case E_NUM:
		return true;
	case E_SYM:
		if (!e->sym->is_set || e->sym->evaluating)
			return false;
		e->sym->evaluating = true;
		bool ok = expr_is_constant_now(as, e->sym->set_expr);
		e->sym->evaluating = false;
		return ok;
	case E_NEG:
	case E_NOT:
	case E_LNOT:
		return expr_is_constant_now(as, e->l);
	case E_BIN:
		return expr_is_constant_now(as, e->l) && expr_is_constant_now(as, e->r);
	}
	return false;
}

bool expr_const(As *as, const Expr *e, int64_t *out)
{
	if (!expr_is_constant_now(as, e))
		return eval_error(as, e, "expected a constant expression");
	Value v;
	if (!expr_eval(as, e, &v))
		return false;
	*out = v.add;
	return true;
}
