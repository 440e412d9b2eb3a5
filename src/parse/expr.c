/* expr.c - the expression grammar of C17 6.5 with the GNU extensions BPF
 * code uses (statement expressions, ?: with the middle omitted, __alignof__
 * of an expression, __extension__), building typed nodes through the
 * checks of typecheck.c.
 *
 * Binary operators are parsed by precedence climbing over one table;
 * casts, compound literals and parenthesized expressions are told apart
 * by whether a type name follows '('.  Node locations are those clang
 * reports: the operator of a binary/unary expression, the name of a
 * member, the start of a primary expression. */
#include "exprs.h"
#include "decls.h"

#include <string.h>

enum { MAX_NESTING = 256 };

/* X(punct, precedence, node kind) for binary operators */
#define BINOP_LIST(X)                                                                  \
	X(STAR, 10, MUL) X(SLASH, 10, DIV) X(PERCENT, 10, MOD) X(PLUS, 9, ADD)           \
	X(MINUS, 9, SUB) X(SHL, 8, SHL) X(SHR, 8, SHR) X(LT, 7, LT) X(GT, 7, GT)         \
	X(LE, 7, LE) X(GE, 7, GE) X(EQ, 6, EQ) X(NE, 6, NE) X(AMP, 5, BITAND)            \
	X(CARET, 4, BITXOR) X(PIPE, 3, BITOR) X(ANDAND, 2, LOGAND) X(OROR, 1, LOGOR)

/* X(punct, operation) for assignment operators */
#define ASSIGNOP_LIST(X)                                                                \
	X(ASSIGN, ASSIGN) X(MUL_ASSIGN, MUL) X(DIV_ASSIGN, DIV) X(MOD_ASSIGN, MOD)        \
	X(ADD_ASSIGN, ADD) X(SUB_ASSIGN, SUB) X(SHL_ASSIGN, SHL) X(SHR_ASSIGN, SHR)       \
	X(AND_ASSIGN, BITAND) X(XOR_ASSIGN, BITXOR) X(OR_ASSIGN, BITOR)

static const struct { uint8_t prec, kind; } binops[P_COUNT] = {
#define X(pu, pr, k) [P_##pu] = {pr, ND_##k},
	BINOP_LIST(X)
#undef X
};

static const uint8_t assignops[P_COUNT] = {
#define X(pu, k) [P_##pu] = ND_##k,
	ASSIGNOP_LIST(X)
#undef X
};

static Node *parse_postfix_ops(Parser *p, Node *e);

static Node *poison(Parser *p, SrcLoc loc) { return make_num(p, 0, ty_int, loc); }

/* ---- primary expressions ---- */

static void implicit_function(Parser *p, Token *t)
{
	Ident *name = t->ident;
	warn_error("implicit-function-declaration", tok_loc(t),
		   "call to undeclared function '%s'; ISO C99 and later do not support implicit function declarations",
		   name->name);
	Type *ft = func_type(p, ty_int);
	ft->no_prototype = true;
	Symbol *s = new_symbol(p, SYM_FUNC, name, ft, tok_loc(t));
	s->storage = SC_EXTERN;
	s->is_implicit = true;
	bind_sym(p, s);
	add_global(p, s);
}

static Node *var_ref(Parser *p, Symbol *s, SrcLoc loc)
{
	if (s->kind == SYM_ENUM_CONST) {
		Node *n = make_num(p, s->enum_value, s->type ? s->type : ty_int, loc);
		n->sym = s;
		return n;
	}
	Node *n = new_node(p, ND_VAR, loc);
	n->sym = s;
	n->type = s->type;
	n->is_lvalue = s->kind == SYM_VAR;
	if (!p->in_sizeof)
		s->is_referenced = true;
	if (s->is_deprecated)
		diag_warn("deprecated-declarations", loc, "'%s' is deprecated", s->name->name);
	return n;
}

static Node *identifier(Parser *p)
{
	Token *t = next_tok(p);
	SrcLoc loc = tok_loc(t);
	Symbol *s = lookup_sym(p, t->ident);
	if (!s && is_builtin_name(t->ident)) {
		Node *b = parse_builtin_call(p, t);
		if (b)
			return b;
	}
	if (!s) {
		const char *nm = t->ident->name;
		if (!strcmp(nm, "__func__") || !strcmp(nm, "__FUNCTION__") || !strcmp(nm, "__PRETTY_FUNCTION__")) {
			const char *fn = p->func ? p->func->name->name : "";
			if (!p->func)
				diag_warn("predefined-identifier-outside-function", loc,
					  "predefined identifier is only valid inside function");
			size_t len = strlen(fn) + 1;
			Node *n = new_node(p, ND_STR, loc);
			n->str = arena_strndup(p->arena, fn, len - 1);
			n->str_len = (int64_t)len;
			n->type = array_of(p, qualified(p, ty_char, Q_CONST), (int64_t)len);
			n->is_lvalue = true;
			return n;
		}
		if (at_punct(p, P_LPAREN)) {
			implicit_function(p, t);
			s = lookup_sym(p, t->ident);
		} else {
			diag_error(loc, "use of undeclared identifier '%s'", nm);
			return poison(p, loc);
		}
	}
	if (s->kind == SYM_TYPEDEF) {
		diag_error(loc, "unexpected type name '%s': expected expression", s->name->name);
		return poison(p, loc);
	}
	return var_ref(p, s, loc);
}

static Node *stmt_expr(Parser *p, SrcLoc loc)
{
	if (!p->func) {
		diag_error(loc, "statement expression not allowed at file scope");
		skip_nested(p, false);
		accept_punct(p, P_RPAREN);
		return poison(p, loc);
	}
	Node *n = new_node(p, ND_STMT_EXPR, loc);
	n->body = parse_compound_stmt(p);
	n->type = ty_void;
	Node *last = NULL;
	for (Node *s = n->body->body; s; s = s->next)
		last = s;
	while (last && (last->kind == ND_LABEL || last->kind == ND_CASE || last->kind == ND_DEFAULT) && last->then)
		last = last->then;
	if (last && last->kind == ND_EXPR_STMT && last->lhs && last->lhs->type) {
		last->lhs = rvalue(p, last->lhs);
		n->type = last->lhs->type;
	}
	expect_punct(p, P_RPAREN, "");
	return n;
}

static Node *compound_literal(Parser *p, Type *ty, SrcLoc loc)
{
	bool is_static = p->func == NULL;
	if (ty->kind == TY_FUNC || (ty->kind != TY_ARRAY && !ty->is_complete)) {
		diag_error(loc, "compound literal has incomplete type '%s'", type_name(p, ty));
		ty = ty_int;
	}
	Symbol *s = new_symbol(p, SYM_VAR, NULL, ty, loc);
	s->storage = is_static ? SC_STATIC : SC_AUTO;
	s->is_local = !is_static;
	s->init = parse_initializer(p, &ty, is_static);
	s->has_init = true;
	s->type = ty;
	if (p->func) {
		/* an unnamed automatic object: in the function's locals like any
		 * other (a file-scope one is reached through its ND_COMPOUND_LIT
		 * node in the initializer that uses it) */
		DeclState *st = p->decl;
		if (st->last_local && st->locals_of == p->func)
			st->last_local->next = s;
		else
			p->func->locals = s;
		st->last_local = s;
		st->locals_of = p->func;
	}
	Node *n = new_node(p, ND_COMPOUND_LIT, loc);
	n->sym = s;
	n->type = ty;
	n->is_lvalue = true;
	return n;
}

static Node *generic_selection(Parser *p, SrcLoc loc)
{
	expect_punct(p, P_LPAREN, "after '_Generic'");
	bool saved = p->in_sizeof;
	p->in_sizeof = true;
	Node *ctrl = rvalue(p, parse_assign_expr(p));
	p->in_sizeof = saved;
	Type *ct = unqualified(p, ctrl->type);
	Node *chosen = NULL, *deflt = NULL;
	SrcLoc deflt_loc = loc;
	struct { Type *t; SrcLoc loc; } seen[64];
	int nseen = 0;
	while (accept_punct(p, P_COMMA)) {
		SrcLoc aloc = tok_loc(p->tok);
		Type *at = NULL;
		if (accept_kw(p, KW_DEFAULT)) {
			if (deflt) {
				diag_error(aloc, "duplicate default generic association");
				diag_note(deflt_loc, "previous default generic association is here");
			}
			deflt_loc = aloc;
		} else {
			at = parse_typename(p);
			for (int i = 0; i < nseen; i++)
				if (types_compatible(seen[i].t, at)) {
					diag_error(aloc, "type '%s' in generic association compatible with previously specified type '%s'",
						   type_name(p, at), type_name(p, seen[i].t));
					diag_note(seen[i].loc, "compatible type '%s' specified here", type_name(p, seen[i].t));
				}
			if (nseen < 64)
				seen[nseen].t = at, seen[nseen++].loc = aloc;
		}
		expect_punct(p, P_COLON, "");
		Node *e = parse_assign_expr(p);
		if (!at)
			deflt = e;
		else if (!chosen && types_compatible(at, ct))
			chosen = e;
	}
	expect_punct(p, P_RPAREN, "");
	if (!chosen)
		chosen = deflt;
	if (!chosen) {
		diag_error(ctrl->loc, "controlling expression type '%s' not compatible with any generic association type",
			   type_name(p, ct));
		return poison(p, loc);
	}
	return chosen;
}

static Node *primary(Parser *p)
{
	Token *t = p->tok;
	SrcLoc loc = tok_loc(t);
	switch (t->kind) {
	case TK_NUMBER:
		next_tok(p);
		return parse_number(p, t);
	case TK_CHAR:
		next_tok(p);
		return parse_char_const(p, t);
	case TK_STRING:
		return parse_string_lit(p);
	case TK_IDENT:
		if (!t->ident->kw)
			return identifier(p);
		if (t->ident->kw == KW_GENERIC) {
			next_tok(p);
			return generic_selection(p, loc);
		}
		if (t->ident->kw == KW_TRUE || t->ident->kw == KW_FALSE) { /* C23 */
			next_tok(p);
			Node *n = new_node(p, ND_NUM, loc);
			n->type = ty_bool;
			n->ival = t->ident->kw == KW_TRUE;
			return n;
		}
		break;
	case TK_PUNCT:
		if (t->punct == P_LPAREN) {
			next_tok(p);
			if (at_punct(p, P_LBRACE))
				return stmt_expr(p, loc);
			Node *e = parse_expr(p);
			expect_punct(p, P_RPAREN, "");
			return e;
		}
		break;
	default:
		break;
	}
	diag_error(loc, "expected expression");
	/* consume the token unless it could close or end something, so the
	 * caller's recovery finds it */
	if (!(t->kind == TK_PUNCT && (t->punct == P_RPAREN || t->punct == P_RBRACE || t->punct == P_SEMI ||
				      t->punct == P_RBRACKET || t->punct == P_COMMA)) &&
	    t->kind != TK_EOF)
		next_tok(p);
	return poison(p, loc);
}

/* ---- postfix ---- */

Node *parse_call_args(Parser *p, int *nargs, SrcLoc *rparen)
{
	Node *head = NULL, **tail = &head;
	int n = 0;
	if (!at_punct(p, P_RPAREN)) {
		do {
			Node *a = parse_assign_expr(p);
			*tail = a;
			tail = &a->next;
			n++;
		} while (accept_punct(p, P_COMMA));
	}
	*rparen = tok_loc(p->tok);
	expect_punct(p, P_RPAREN, "");
	*nargs = n;
	return head;
}

/* default argument promotions (C17 6.5.2.2p6) */
static Node *default_promote(Parser *p, Node *a)
{
	a = rvalue(p, a);
	if (a->type->kind == TY_FLOAT)
		return cast_to(p, a, ty_double);
	if (is_integer(a->type))
		return promote_operand(p, a);
	return a;
}

static void too_many_or_few(Parser *p, Node *fn, Type *ft, int nargs, SrcLoc loc, bool few)
{
	int np = ft->nparams;
	const char *which = few ? "few" : "many";
	const char *atleast = ft->variadic ? "at least " : "";
	if (np == 1 && ft->params->name) {
		const char *pn = ft->params->name->name;
		if (few)
			diag_error(loc, "too few arguments to function call, %s argument '%s' %s",
				   ft->variadic ? "at least" : "single", pn,
				   ft->variadic ? "must be specified" : "was not specified");
		else
			diag_error(loc, "too many arguments to function call, expected single argument '%s', have %d arguments",
				   pn, nargs);
	} else {
		diag_error(loc, "too %s arguments to function call, expected %s%d, have %d", which, atleast, np, nargs);
	}
	if (fn->kind == ND_VAR && fn->sym && fn->sym->kind == SYM_FUNC)
		diag_note(fn->sym->loc, "'%s' declared here", fn->sym->name->name);
}

Node *make_call(Parser *p, Node *fn, Node *args, int nargs, SrcLoc lparen, SrcLoc rparen)
{
	Node *callee = fn;
	Node *f = rvalue(p, fn);
	if (f->type->kind != TY_PTR || f->type->base->kind != TY_FUNC) {
		diag_error(lparen, "called object type '%s' is not a function or function pointer", type_name(p, f->type));
		return poison(p, lparen);
	}
	Type *ft = f->type->base;
	/* clang's place for a call is the start of the callee */
	Node *n = new_node(p, ND_CALL, expr_begin_loc(fn));
	n->lhs = f;
	n->nargs = nargs;
	Type *rt = ft->base;
	n->type = unqualified(p, rt);
	if (rt->kind != TY_VOID && !rt->is_complete && rt->kind != TY_ARRAY)
		diag_error(lparen, "calling function with incomplete return type '%s'", type_name(p, rt));
	if (ft->no_prototype && nargs > 0 && fn->kind == ND_VAR && fn->sym && !fn->sym->is_implicit)
		diag_warn("deprecated-non-prototype", lparen,
			  "passing arguments to '%s' without a prototype is deprecated in all versions of C and is not supported in C23",
			  fn->sym->name->name);
	Node *head = NULL, **tail = &head;
	Param *pa = ft->no_prototype ? NULL : ft->params;
	int i = 0;
	bool reported = false;
	for (Node *a = args, *next; a; a = next, i++) {
		next = a->next;
		a->next = NULL;
		Node *c;
		if (pa) {
			c = convert_assign_at(p, a, unqualified(p, pa->type), "passing", a->loc);
			if (last_conversion_reported() && pa->name)
				diag_note(pa->loc, "passing argument to parameter '%s' here", pa->name->name);
			pa = pa->next;
		} else {
			if (!ft->no_prototype && !ft->variadic && !reported) {
				too_many_or_few(p, callee, ft, nargs, a->loc, false);
				reported = true;
			}
			c = default_promote(p, a);
		}
		*tail = c;
		tail = &c->next;
	}
	if (pa && !reported) {
		too_many_or_few(p, callee, ft, nargs, rparen, true);
		reported = true;
	}
	n->args = head;
	return reported ? poison(p, lparen) : n;
}

static Node *subscript(Parser *p, Node *a, Node *b, SrcLoc loc)
{
	a = rvalue(p, a);
	b = rvalue(p, b);
	if (a->type->kind != TY_PTR && b->type->kind == TY_PTR) {
		Node *t = a;
		a = b;
		b = t;
	}
	if (a->type->kind != TY_PTR) {
		diag_error(loc, "subscripted value is not an array, pointer, or vector");
		return poison(p, loc);
	}
	if (!is_integer(b->type)) {
		diag_error(b->loc, "array subscript is not an integer");
		return poison(p, loc);
	}
	if (a->type->base->kind == TY_FUNC) {
		diag_error(loc, "subscript of pointer to function type '%s'", type_name(p, a->type->base));
		return poison(p, loc);
	}
	Node *sum = make_binary(p, ND_ADD, a, b, loc);
	Node *d = new_node(p, ND_DEREF, loc);
	d->lhs = sum;
	d->type = a->type->base;
	d->is_lvalue = true;
	if (!d->type->is_complete && d->type->kind != TY_VOID && !p->in_sizeof)
		diag_error(loc, "subscript of pointer to incomplete type '%s'", type_name(p, d->type));
	return d;
}

static Node *parse_postfix_ops(Parser *p, Node *e)
{
	for (;;) {
		Token *t = p->tok;
		if (t->kind != TK_PUNCT)
			return e;
		SrcLoc loc = tok_loc(t);
		switch (t->punct) {
		case P_LBRACKET: {
			next_tok(p);
			Node *idx = parse_expr(p);
			expect_punct(p, P_RBRACKET, "");
			e = subscript(p, e, idx, loc);
			break;
		}
		case P_LPAREN: {
			next_tok(p);
			int nargs;
			SrcLoc rp;
			Node *args = parse_call_args(p, &nargs, &rp);
			e = make_call(p, e, args, nargs, loc, rp);
			break;
		}
		case P_DOT: case P_ARROW: {
			next_tok(p);
			if (p->tok->kind != TK_IDENT) {
				diag_error(tok_loc(p->tok), "expected identifier");
				return poison(p, loc);
			}
			Token *name = next_tok(p);
			e = make_member(p, e, name->ident, t->punct == P_ARROW, loc, tok_loc(name));
			break;
		}
		case P_INC: case P_DEC:
			next_tok(p);
			e = make_unary(p, t->punct == P_INC ? ND_POST_INC : ND_POST_DEC, e, loc);
			break;
		default:
			return e;
		}
	}
}

/* ---- unary ---- */

static Node *sizeof_type(Parser *p, Type *t, SrcLoc loc, Node *e, bool align, SrcLoc eloc)
{
	const char *op = align ? "alignof" : "sizeof";
	if (e && e->kind == ND_MEMBER && e->member->is_bitfield) {
		diag_error(eloc, "invalid application of '%s' to bit-field", op);
		return make_num(p, 1, ty_ulong, loc);
	}
	if (t->kind == TY_FUNC || t->kind == TY_VOID)
		return make_num(p, 1, ty_ulong, loc); /* GNU extension */
	if (t->kind == TY_ARRAY && align)
		t = t->base;
	if (!t->is_complete || t->size < 0) {
		diag_error(e ? eloc : loc, "invalid application of '%s' to an incomplete type '%s'", op, type_name(p, t));
		if (is_record(t) || t->kind == TY_ENUM)
			if (t->canon->loc.file)
				diag_note(t->canon->loc, "forward declaration of '%s'", type_name(p, t->canon));
		return make_num(p, 1, ty_ulong, loc);
	}
	int64_t v = t->size;
	if (align) {
		v = t->align;
		if (e && e->kind == ND_VAR && e->sym && e->sym->align > v)
			v = e->sym->align;
		else if (e && e->kind == ND_MEMBER && e->member->align > v)
			v = e->member->align;
	}
	return make_num(p, v, ty_ulong, loc);
}

/* sizeof / _Alignof: a parenthesized type name or a unary expression,
 * never evaluated */
static Node *sizeof_expr(Parser *p, bool align)
{
	Token *kw = next_tok(p);
	SrcLoc loc = tok_loc(kw);
	bool saved = p->in_sizeof;
	p->in_sizeof = true;
	Node *r;
	if (at_punct(p, P_LPAREN) && starts_typename(p, peek_tok(p, 1))) {
		next_tok(p);
		SrcLoc tloc = tok_loc(p->tok);
		Type *t = parse_typename(p);
		expect_punct(p, P_RPAREN, "");
		if (at_punct(p, P_LBRACE)) {
			Node *e = parse_postfix_ops(p, compound_literal(p, t, tloc));
			r = sizeof_type(p, e->type, loc, e, align, tloc);
		} else {
			r = sizeof_type(p, t, loc, NULL, align, tloc);
		}
	} else {
		SrcLoc eloc = tok_loc(p->tok); /* clang points at the operand, parentheses included */
		/* the standard spelling takes only a type; GNU's __alignof__ both */
		if (align && kw->len == 8 && !memcmp(kw->text, "_Alignof", 8))
			diag_warn("gnu-alignof-expression", loc,
				  "'_Alignof' applied to an expression is a GNU extension");
		Node *e = parse_unary(p);
		r = sizeof_type(p, e->type, loc, e, align, eloc);
	}
	p->in_sizeof = saved;
	return r;
}

Node *parse_unary(Parser *p)
{
	Token *t = p->tok;
	SrcLoc loc = tok_loc(t);
	if (t->kind == TK_PUNCT) {
		NodeKind k = ND_COUNT;
		switch (t->punct) {
		case P_INC: k = ND_PRE_INC; break;
		case P_DEC: k = ND_PRE_DEC; break;
		case P_PLUS: k = ND_PLUS; break;
		case P_MINUS: k = ND_NEG; break;
		case P_TILDE: k = ND_BITNOT; break;
		case P_BANG: k = ND_NOT; break;
		case P_AMP:
			next_tok(p);
			return make_addr(p, parse_cast_expr(p), loc);
		case P_STAR:
			next_tok(p);
			return make_deref(p, parse_cast_expr(p), loc);
		case P_ANDAND:
			next_tok(p);
			diag_error(loc, "labels as values are not supported for BPF");
			if (p->tok->kind == TK_IDENT)
				next_tok(p);
			return make_num(p, 0, pointer_to(p, ty_void), loc);
		default:
			break;
		}
		if (k != ND_COUNT) {
			next_tok(p);
			Node *e = (k == ND_PRE_INC || k == ND_PRE_DEC) ? parse_unary(p) : parse_cast_expr(p);
			return make_unary(p, k, e, loc);
		}
	} else if (t->kind == TK_IDENT) {
		switch ((Keyword)t->ident->kw) {
		case KW_SIZEOF:
			return sizeof_expr(p, false);
		case KW_ALIGNOF:
			return sizeof_expr(p, true);
		case KW_EXTENSION:
			next_tok(p);
			return parse_cast_expr(p);
		case KW_REAL: case KW_IMAG: {
			next_tok(p);
			Node *e = parse_cast_expr(p);
			if (t->ident->kw == KW_IMAG)
				return make_num(p, 0, rvalue(p, e)->type, loc);
			return e;
		}
		default:
			break;
		}
	}
	return parse_postfix_ops(p, primary(p));
}

void skip_nested(Parser *p, bool to_semi)
{
	int depth = 0;
	do {
		Token *t = p->tok;
		if (t->kind == TK_EOF)
			return;
		if (t->kind == TK_PUNCT) {
			if (t->punct == P_LPAREN || t->punct == P_LBRACKET || t->punct == P_LBRACE)
				depth++;
			else if (t->punct == P_RPAREN || t->punct == P_RBRACKET || t->punct == P_RBRACE) {
				if (depth == 0)
					return; /* closes an outer level */
				depth--;
			} else if (t->punct == P_SEMI && depth == 0 && to_semi) {
				next_tok(p);
				return;
			}
		}
		next_tok(p);
	} while (depth > 0 || to_semi);
}

Node *parse_cast_expr(Parser *p)
{
	if (++p->nesting > MAX_NESTING) {
		SrcLoc loc = tok_loc(p->tok);
		diag_error(loc, "nesting too deep");
		skip_nested(p, false);
		p->nesting--;
		return poison(p, loc);
	}
	Node *r;
	if (at_punct(p, P_LPAREN) && starts_typename(p, peek_tok(p, 1))) {
		SrcLoc loc = tok_loc(next_tok(p));
		SrcLoc tloc = tok_loc(p->tok);
		Type *t = parse_typename(p);
		expect_punct(p, P_RPAREN, "");
		if (at_punct(p, P_LBRACE))
			r = parse_postfix_ops(p, compound_literal(p, t, tloc));
		else
			r = make_cast(p, t, parse_cast_expr(p), loc);
	} else {
		r = parse_unary(p);
	}
	p->nesting--;
	return r;
}

/* ---- binary, conditional, assignment, comma ---- */

int dead_operand_depth;

/* Does constant `c` make the next operand dead?  want: the value that
 * skips it (0 for &&, 1 for ||). */
static bool skips(Parser *p, Node *c, int want)
{
	int64_t v;
	return try_int_const(p, rvalue(p, c), &v) && (v != 0) == want;
}

static Node *binary(Parser *p, int min_prec)
{
	Node *l = parse_cast_expr(p);
	for (;;) {
		Token *t = p->tok;
		if (t->kind != TK_PUNCT || !binops[t->punct].prec || binops[t->punct].prec < min_prec)
			return l;
		int prec = binops[t->punct].prec;
		NodeKind k = binops[t->punct].kind;
		SrcLoc loc = tok_loc(next_tok(p));
		/* the right operand is checked for overflow only when a constant
		 * left operand makes clang evaluate it */
		bool dead = (k == ND_LOGAND && !skips(p, l, 1)) || (k == ND_LOGOR && !skips(p, l, 0));
		bool unreachable = (k == ND_LOGAND && skips(p, l, 0)) || (k == ND_LOGOR && skips(p, l, 1));
		dead_operand_depth += dead;
		diag_unreachable += unreachable;
		Node *r = binary(p, prec + 1);
		dead_operand_depth -= dead;
		diag_unreachable -= unreachable;
		if (k == ND_LOGAND || k == ND_LOGOR)
			l = make_logical(p, k, l, r, loc);
		else
			l = make_binary(p, k, l, r, loc);
	}
}

Node *parse_cond_expr(Parser *p)
{
	Node *c = binary(p, 1);
	if (!at_punct(p, P_QUESTION))
		return c;
	SrcLoc loc = tok_loc(next_tok(p));
	Node *a = NULL;
	/* clang's overflow check (on the full expression) does not look
	 * into either arm of a ?:, so neither do we */
	dead_operand_depth++;
	/* a constant condition: the other arm never runs (diag_unreachable) */
	bool then_dead = skips(p, c, 0), else_dead = skips(p, c, 1);
	diag_unreachable += then_dead;
	if (!at_punct(p, P_COLON))
		a = parse_expr(p);
	diag_unreachable -= then_dead;
	expect_punct(p, P_COLON, "");
	diag_unreachable += else_dead;
	Node *b = parse_cond_expr(p);
	diag_unreachable -= else_dead;
	dead_operand_depth--;
	return make_cond(p, c, a, b, loc);
}

Node *parse_assign_expr(Parser *p)
{
	Node *l = parse_cond_expr(p);
	Token *t = p->tok;
	if (t->kind != TK_PUNCT || !assignops[t->punct])
		return l;
	SrcLoc loc = tok_loc(next_tok(p));
	Node *r = parse_assign_expr(p);
	return make_assign(p, assignops[t->punct], l, r, loc);
}

Node *parse_expr(Parser *p)
{
	Node *e = parse_assign_expr(p);
	while (at_punct(p, P_COMMA)) {
		SrcLoc loc = tok_loc(next_tok(p));
		Node *r = parse_assign_expr(p);
		Node *n = new_node(p, ND_COMMA, loc);
		n->lhs = e;
		n->rhs = rvalue(p, r);
		n->type = n->rhs->type;
		e = n;
	}
	return e;
}
