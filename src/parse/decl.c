/* decl.c - declaration specifiers and declarators, type names, parameter
 * lists, block-scope declarations and _Static_assert.  Struct, union and
 * enum specifiers are in record.c.
 *
 * Declarators are read into a list of derivation steps (pointer, array,
 * function) in the order they apply to the base type, then replayed: the
 * token stream cannot be rewound, and replaying builds every Type once
 * with its final size. */
#include "decls.h"

#include <stdio.h>
#include <string.h>

/* ---- declaration specifiers ---- */

/* Basic type specifier words; ALLOWED[k] lists the words that may be
 * combined with k, so one table checks every combination. */
enum {
	B_VOID = 1 << 0, B_BOOL = 1 << 1, B_CHAR = 1 << 2, B_SHORT = 1 << 3, B_INT = 1 << 4,
	B_LONG = 1 << 5, B_LLONG = 1 << 6, B_SIGNED = 1 << 7, B_UNSIGNED = 1 << 8,
	B_FLOAT = 1 << 9, B_DOUBLE = 1 << 10, B_INT128 = 1 << 11, B_COMPLEX = 1 << 12,
};
#define B_SIGNS (B_SIGNED | B_UNSIGNED)

static const struct { Keyword kw; int bit, allowed; } basic_words[] = {
	{KW_VOID, B_VOID, 0},
	{KW_BOOL, B_BOOL, 0},
	{KW_CHAR, B_CHAR, B_SIGNS},
	{KW_SHORT, B_SHORT, B_INT | B_SIGNS},
	{KW_INT, B_INT, B_SHORT | B_LONG | B_LLONG | B_SIGNS},
	{KW_LONG, B_LONG, B_INT | B_SIGNS | B_DOUBLE | B_COMPLEX},
	{KW_SIGNED, B_SIGNED, B_CHAR | B_SHORT | B_INT | B_LONG | B_LLONG | B_INT128},
	{KW_UNSIGNED, B_UNSIGNED, B_CHAR | B_SHORT | B_INT | B_LONG | B_LLONG | B_INT128},
	{KW_FLOAT, B_FLOAT, B_COMPLEX},
	{KW_DOUBLE, B_DOUBLE, B_LONG | B_COMPLEX},
	{KW_INT128, B_INT128, B_SIGNS},
	{KW_COMPLEX, B_COMPLEX, B_FLOAT | B_DOUBLE | B_LONG},
};

static Type *basic_type(int m)
{
	bool u = m & B_UNSIGNED;
	if (m & B_VOID) return ty_void;
	if (m & B_BOOL) return ty_bool;
	if (m & B_CHAR) return u ? ty_uchar : (m & B_SIGNED) ? ty_schar : ty_char;
	if (m & B_SHORT) return u ? ty_ushort : ty_short;
	if (m & B_INT128) return u ? ty_uint128 : ty_int128;
	if (m & B_FLOAT) return ty_float;
	if (m & B_DOUBLE) return (m & B_LONG) ? ty_ldouble : ty_double;
	if (m & B_LLONG) return u ? ty_ullong : ty_llong;
	if (m & B_LONG) return u ? ty_ulong : ty_long;
	return u ? ty_uint : ty_int;
}

static const char *storage_name(Storage s)
{
	static const char *const n[] = {"", "extern", "static", "auto", "register", "typedef"};
	return n[s];
}

static void too_deep(Parser *p)
{
	diag_error(tok_loc(p->tok), "nesting too deep");
}

/* typeof(expr) / typeof(type-name), after the keyword */
static Type *parse_typeof(Parser *p, bool unqual)
{
	Type *t = ty_int;
	if (!expect_punct(p, P_LPAREN, "after 'typeof'"))
		return t;
	if (starts_typename(p, p->tok)) {
		t = parse_typename(p);
	} else {
		bool saved = p->in_sizeof;
		p->in_sizeof = true;
		Node *e = parse_expr(p);
		p->in_sizeof = saved;
		if (e && e->type)
			t = e->type;
		if (e && e->kind == ND_MEMBER && e->member && e->member->is_bitfield)
			diag_error(e->loc, "typeof applied to a bit-field");
	}
	expect_punct(p, P_RPAREN, "");
	return unqual ? unqualified(p, t) : t;
}

static void parse_alignas(Parser *p, DeclSpec *ds)
{
	SrcLoc loc = tok_loc(p->prev);
	if (!expect_punct(p, P_LPAREN, "after '_Alignas'"))
		return;
	int64_t a = 0;
	if (starts_typename(p, p->tok)) {
		a = parse_typename(p)->align;
	} else if (parse_int_const(p, &a, "'_Alignas' argument")) {
		if (a != 0 && (a < 0 || (a & (a - 1)) || a > (1 << 28))) {
			diag_error(loc, "requested alignment is not a power of 2");
			a = 0;
		}
	}
	expect_punct(p, P_RPAREN, "");
	if (a > ds->align) {
		ds->align = (int)a;
		ds->align_loc = loc;
	}
}

/* Reports `unknown type name 'x'` for an identifier that cannot be
 * anything else here (followed by a declarator), and takes it as int. */
static bool unknown_type_name(Parser *p, DeclCtx ctx)
{
	Token *t = p->tok, *n = peek_tok(p, 1);
	if (t->ident->kw || (t->ident->sym && ((Symbol *)t->ident->sym)->kind != SYM_TYPEDEF && ctx != CTX_PARAM))
		return false;
	bool declarator_follows = n->kind == TK_IDENT && !tok_kw(n);
	declarator_follows |= tok_is(n, P_STAR) && ctx != CTX_BLOCK;
	declarator_follows |= ctx == CTX_PARAM && (tok_is(n, P_RPAREN) || tok_is(n, P_COMMA)) && false;
	if (!declarator_follows)
		return false;
	diag_error(tok_loc(t), "unknown type name '%s'", t->ident->name);
	next_tok(p);
	return true;
}

bool parse_declspec(Parser *p, DeclSpec *ds, DeclCtx ctx)
{
	memset(ds, 0, sizeof *ds);
	ds->loc = tok_loc(p->tok);
	int basic = 0, qual = 0;
	Type *user = NULL;
	bool any = false, auto_type = false;
	for (;;) {
		Token *t = p->tok;
		if (t->kind != TK_IDENT)
			break;
		Keyword kw = (Keyword)t->ident->kw;
		switch (kw) {
		case KW_TYPEDEF: case KW_EXTERN: case KW_STATIC: case KW_AUTO: case KW_REGISTER: {
			static const Storage sc[] = {[KW_TYPEDEF] = SC_TYPEDEF, [KW_EXTERN] = SC_EXTERN,
				[KW_STATIC] = SC_STATIC, [KW_AUTO] = SC_AUTO, [KW_REGISTER] = SC_REGISTER};
			Storage s = sc[kw];
			if (ds->storage && ds->storage != s)
				diag_error(tok_loc(t), "cannot combine with previous '%s' declaration specifier",
					   storage_name(ds->storage));
			else if (ctx == CTX_MEMBER || ctx == CTX_TYPENAME)
				diag_error(tok_loc(t), "type name does not allow storage class to be specified");
			else if (ctx == CTX_PARAM && s != SC_REGISTER)
				diag_error(tok_loc(t), "invalid storage class specifier in function declarator");
			else
				ds->storage = s; /* file-scope auto/register: declare_symbol reports it */
			next_tok(p);
			break;
		}
		case KW_THREAD_LOCAL:
			if (!ds->is_thread_local)
				diag_error(tok_loc(t), "thread-local storage is not supported for the current target");
			ds->is_thread_local = true;
			next_tok(p);
			break;
		case KW_INLINE:
			if (!ds->is_inline)
				ds->inline_loc = tok_loc(t);
			ds->is_inline = true;
			next_tok(p);
			break;
		case KW_NORETURN:
			ds->is_noreturn = true;
			next_tok(p);
			break;
		case KW_CONST: qual |= Q_CONST; next_tok(p); break;
		case KW_VOLATILE: qual |= Q_VOLATILE; next_tok(p); break;
		case KW_RESTRICT: qual |= Q_RESTRICT; next_tok(p); break;
		case KW_ATOMIC:
			next_tok(p);
			if (at_punct(p, P_LPAREN)) { /* _Atomic(type-name) */
				next_tok(p);
				Type *at = parse_typename(p);
				expect_punct(p, P_RPAREN, "");
				if (user || basic)
					diag_error(tok_loc(t), "cannot combine with previous declaration specifier");
				else
					user = qualified(p, at, Q_ATOMIC);
			} else {
				qual |= Q_ATOMIC;
			}
			break;
		case KW_STRUCT: case KW_UNION: case KW_ENUM:
			next_tok(p);
			if (user || basic) {
				diag_error(tok_loc(t), "cannot combine with previous declaration specifier");
				parse_tag_type(p, kw, ds);
			} else {
				user = parse_tag_type(p, kw, ds);
			}
			break;
		case KW_TYPEOF: case KW_TYPEOF_UNQUAL:
			next_tok(p);
			if (user || basic) {
				diag_error(tok_loc(t), "cannot combine with previous declaration specifier");
				parse_typeof(p, kw == KW_TYPEOF_UNQUAL);
			} else {
				user = parse_typeof(p, kw == KW_TYPEOF_UNQUAL);
			}
			break;
		case KW_AUTO_TYPE:
			next_tok(p);
			auto_type = true;
			break;
		case KW_BUILTIN_VA_LIST:
			next_tok(p);
			if (!user && !basic)
				user = p->decl->va_list_type;
			break;
		case KW_ATTRIBUTE:
			ds->attrs = attr_concat(ds->attrs, parse_attributes(p));
			break;
		case KW_EXTENSION:
			next_tok(p);
			break;
		case KW_ALIGNAS:
			next_tok(p);
			parse_alignas(p, ds);
			break;
		case KW_DECLSPEC:
			ds->attrs = attr_concat(ds->attrs, parse_attributes(p));
			break;
		case KW_FLOAT128:
			diag_error(tok_loc(t), "__float128 is not supported on this target");
			next_tok(p);
			basic |= basic ? 0 : B_DOUBLE;
			break;
		case KW_NONE: {
			Symbol *s = t->ident->sym;
			if (user || basic || auto_type)
				goto done;
			if (s && s->kind == SYM_TYPEDEF) {
				user = s->type;
				next_tok(p);
				break;
			}
			if ((ctx == CTX_FILE || ctx == CTX_PARAM || ctx == CTX_MEMBER || any) &&
			    unknown_type_name(p, ctx)) {
				basic = B_INT;
				break;
			}
			goto done;
		}
		default: {
			size_t i;
			for (i = 0; i < ARRAY_LEN(basic_words); i++)
				if (basic_words[i].kw == kw)
					break;
			if (i == ARRAY_LEN(basic_words))
				goto done;
			int bit = basic_words[i].bit;
			if (bit == B_LONG && (basic & B_LONG))
				bit = B_LLONG;
			if (user || (basic & bit) || (basic & ~basic_words[i].allowed & ~(bit == B_LLONG ? B_LONG : 0))) {
				/* clang names what was there: 'int', 'long long', a type */
				diag_error(tok_loc(t), "cannot combine with previous '%s' declaration specifier",
					   user ? type_name(p, user) : type_name(p, basic_type(basic)));
			} else if (bit == B_COMPLEX) {
				diag_error(tok_loc(t), "_Complex types are not supported on BPF");
			} else {
				basic |= bit;
			}
			next_tok(p);
			break;
		}
		}
		any = true;
	}
done:
	if (!any && !user && !basic)
		return false;
	Type *ty;
	if (user) {
		ty = user;
		ds->has_type = true;
	} else if (basic) {
		ty = basic_type(basic);
		ds->has_type = true;
	} else if (auto_type) {
		ty = NULL; /* from the initializer */
		ds->is_auto_type = true;
	} else {
		if (ctx != CTX_PARAM || ds->storage)
			diag_error(ds->loc, "type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int");
		ty = ty_int;
	}
	if (ty) {
		ty = qualified(p, ty, qual);
		ty = apply_type_attrs(p, ty, ds->attrs, ds->storage == SC_TYPEDEF);
	}
	ds->type = ty;
	ds->qual = qual;
	return true;
}

bool starts_typename(Parser *p, Token *t)
{
	(void)p;
	if (t->kind != TK_IDENT)
		return false;
	switch ((Keyword)t->ident->kw) {
	case KW_VOID: case KW_BOOL: case KW_CHAR: case KW_SHORT: case KW_INT: case KW_LONG:
	case KW_SIGNED: case KW_UNSIGNED: case KW_FLOAT: case KW_DOUBLE: case KW_INT128:
	case KW_COMPLEX: case KW_STRUCT: case KW_UNION: case KW_ENUM: case KW_CONST:
	case KW_VOLATILE: case KW_RESTRICT: case KW_ATOMIC: case KW_TYPEOF: case KW_TYPEOF_UNQUAL:
	case KW_BUILTIN_VA_LIST: case KW_ALIGNAS: case KW_FLOAT128: case KW_AUTO_TYPE:
		return true;
	case KW_ATTRIBUTE: case KW_EXTENSION:
		return true; /* a cast may start with attributes: (__attribute__(..) int)x */
	case KW_NONE: {
		Symbol *s = t->ident->sym;
		return s && s->kind == SYM_TYPEDEF;
	}
	default:
		return false;
	}
}

/* The declaration specifiers that begin a block-scope declaration. */
static bool starts_declaration(Parser *p, Token *t)
{
	switch (tok_kw(t)) {
	case KW_TYPEDEF: case KW_EXTERN: case KW_STATIC: case KW_AUTO: case KW_REGISTER:
	case KW_THREAD_LOCAL: case KW_INLINE: case KW_NORETURN: case KW_STATIC_ASSERT:
		return true;
	case KW_EXTENSION: case KW_ATTRIBUTE:
		return false; /* statements may start with them: the caller looks further */
	default:
		return starts_typename(p, t);
	}
}

/* ---- declarators ---- */
typedef enum { OP_PTR, OP_ARRAY, OP_FUNC } OpKind;

typedef struct DOp DOp;
struct DOp {
	DOp *next;
	OpKind kind;
	int qual;
	Attr *attrs;
	SrcLoc loc;
	int64_t len;      /* ARRAY: -1 for [] */
	Param *params;    /* FUNC */
	int nparams;
	bool variadic, no_prototype, kr;
};

typedef struct { DOp *head, *tail; } DOpList;

static void ops_append(DOpList *l, DOpList m)
{
	if (!m.head)
		return;
	if (l->tail)
		l->tail->next = m.head;
	else
		l->head = m.head;
	l->tail = m.tail;
}

static void ops_push(DOpList *l, DOp *op)
{
	op->next = NULL;
	DOpList m = {op, op};
	ops_append(l, m);
}

/* Steps are transient: recycled once the declarator's type is built. */
static DOp *new_op(Parser *p, OpKind k, SrcLoc loc)
{
	DOp *op = p->decl->free_ops;
	if (op) {
		p->decl->free_ops = op->next;
		memset(op, 0, sizeof *op);
	} else {
		op = arena_alloc(p->arena, sizeof *op);
	}
	op->kind = k;
	op->loc = loc;
	return op;
}

/* Parameter types are adjusted (C17 6.7.6.3p7-8): arrays and functions
 * become pointers; `int a[const 4]` gives `int *const`. */
static Type *adjust_param(Parser *p, Type *t, int array_qual)
{
	if (t->kind == TY_ARRAY)
		return qualified(p, pointer_to(p, t->base), array_qual);
	if (t->kind == TY_FUNC)
		return pointer_to(p, t);
	return t;
}

static void parse_params(Parser *p, DOp *op)
{
	/* at the token after '(' */
	if (at_punct(p, P_RPAREN)) {
		op->no_prototype = true;
		next_tok(p);
		return;
	}
	if (at_kw(p, KW_VOID) && tok_is(peek_tok(p, 1), P_RPAREN)) {
		next_tok(p);
		next_tok(p);
		return;
	}
	/* K&R identifier list: int f(a, b) */
	if (p->tok->kind == TK_IDENT && !p->tok->ident->kw && !starts_typename(p, p->tok)) {
		Token *n = peek_tok(p, 1);
		if (tok_is(n, P_COMMA) || tok_is(n, P_RPAREN)) {
			op->kr = op->no_prototype = true;
			Param **tail = &op->params;
			do {
				if (p->tok->kind == TK_IDENT && starts_typename(p, p->tok) && !p->tok->ident->kw) {
					diag_error(tok_loc(p->tok), "unexpected type name '%s': expected identifier",
						   p->tok->ident->name);
					break;
				}
				if (p->tok->kind != TK_IDENT || p->tok->ident->kw) {
					diag_error(tok_loc(p->tok), "expected identifier");
					break;
				}
				Param *pa = arena_alloc(p->arena, sizeof *pa);
				pa->name = p->tok->ident;
				pa->loc = tok_loc(p->tok);
				pa->type = ty_int;
				*tail = pa;
				tail = &pa->next;
				op->nparams++;
				next_tok(p);
			} while (accept_punct(p, P_COMMA));
			if (!at_punct(p, P_RPAREN)) { /* after an error: to the ')' */
				op->kr = false; /* no "parameter not declared" on top of it */
				int depth = 0;
				while (p->tok->kind != TK_EOF && !at_punct(p, P_SEMI) && !at_punct(p, P_LBRACE) &&
				       (depth || !at_punct(p, P_RPAREN))) {
					depth += at_punct(p, P_LPAREN) - at_punct(p, P_RPAREN);
					next_tok(p);
				}
			}
			accept_punct(p, P_RPAREN);
			return;
		}
	}
	scope_push(p); /* prototype scope: tags declared here end with it */
	int saved_proto = p->decl->proto_depth;
	p->decl->proto_depth = p->depth;
	Param **tail = &op->params;
	for (;;) {
		if (at_punct(p, P_ELLIPSIS)) {
			next_tok(p);
			op->variadic = true;
			if (!op->params)
				diag_error(tok_loc(p->prev), "ISO C requires a named parameter before '...'");
			break;
		}
		DeclSpec ds;
		SrcLoc loc = tok_loc(p->tok);
		if (!parse_declspec(p, &ds, CTX_PARAM)) {
			if (p->tok->kind == TK_IDENT && !p->tok->ident->kw)
				diag_error(loc, "unknown type name '%s'", p->tok->ident->name);
			else
				diag_error(loc, "expected parameter declarator");
			while (p->tok->kind != TK_EOF && !at_punct(p, P_COMMA) && !at_punct(p, P_RPAREN) &&
			       !at_punct(p, P_SEMI) && !at_punct(p, P_LBRACE))
				next_tok(p);
			if (accept_punct(p, P_COMMA))
				continue;
			break;
		}
		Declarator d;
		parse_declarator(p, ds.type ? ds.type : ty_int, &d, true);
		Attr *after = parse_attributes(p);
		Param *pa = arena_alloc(p->arena, sizeof *pa);
		pa->name = d.name;
		pa->loc = d.loc; /* the name, or where it would be (clang's place) */
		pa->attrs = attr_concat(attr_concat(ds.attrs, d.attrs), after);
		Type *t = d.type;
		if (t->kind == TY_VOID && !t->typedef_sym && !d.name && !op->params && at_punct(p, P_RPAREN) && !t->qual) {
			/* (void) with a typedef of void is also accepted by clang */
		}
		if (t->kind == TY_VOID) {
			if (op->params || !at_punct(p, P_RPAREN) || d.name || t->qual)
				diag_error(pa->loc, d.name ? "argument may not have 'void' type" :
							 "'void' must be the first and only parameter if specified");
			else {
				next_tok(p);
				p->decl->proto_depth = saved_proto;
				scope_pop(p);
				return;
			}
		}
		pa->type = adjust_param(p, t, d.array_param_qual);
		*tail = pa;
		tail = &pa->next;
		op->nparams++;
		if (!accept_punct(p, P_COMMA))
			break;
	}
	p->decl->proto_depth = saved_proto;
	scope_pop(p);
	if (!expect_punct(p, P_RPAREN, "")) {
		while (p->tok->kind != TK_EOF && !at_punct(p, P_RPAREN) && !at_punct(p, P_SEMI) &&
		       !at_punct(p, P_LBRACE))
			next_tok(p);
		accept_punct(p, P_RPAREN);
	}
}

static DOp *parse_array_suffix(Parser *p, Declarator *d)
{
	DOp *op = new_op(p, OP_ARRAY, tok_loc(p->tok));
	next_tok(p); /* [ */
	op->len = -1;
	/* parameter arrays: [static const 4] */
	for (;;) {
		if (accept_kw(p, KW_STATIC))
			continue;
		Keyword k = tok_kw(p->tok);
		if (k == KW_CONST || k == KW_VOLATILE || k == KW_RESTRICT || k == KW_ATOMIC) {
			d->array_param_qual |= k == KW_CONST ? Q_CONST : k == KW_VOLATILE ? Q_VOLATILE :
					      k == KW_RESTRICT ? Q_RESTRICT : Q_ATOMIC;
			next_tok(p);
			continue;
		}
		break;
	}
	if (at_punct(p, P_RBRACKET)) {
		next_tok(p);
		return op;
	}
	if (at_punct(p, P_STAR) && tok_is(peek_tok(p, 1), P_RBRACKET)) {
		diag_error(tok_loc(p->tok), "variable length arrays are not supported");
		next_tok(p);
		next_tok(p);
		return op;
	}
	Node *e = parse_assign_expr(p);
	int64_t n = 0;
	if (e && e->type && !is_integer(e->type)) {
		diag_error(e->loc, "size of array has non-integer type '%s'", type_name(p, e->type));
		n = 1;
	} else if (!e || !eval_int_const(p, e, &n, NULL)) {
		if (p->depth == 0 && d->name)
			diag_error(d->loc, "variable length array declaration not allowed at file scope");
		else
			diag_error(e ? e->loc : op->loc, "variable length arrays are not supported");
		n = 1;
	} else if (n < 0 && !(e->type && is_unsigned(e->type))) {
		if (d->name)
			diag_error(e->loc, "'%s' declared as an array with a negative size", d->name->name);
		else
			diag_error(e->loc, "array size is negative");
		n = 1;
	} else if ((uint64_t)n > ((uint64_t)1 << 61)) {
		diag_error(e->loc, "array is too large (%llu elements)", (unsigned long long)n);
		n = 1;
	}
	op->len = n;
	drop_const_expr(p, e);
	expect_punct(p, P_RBRACKET, "");
	return op;
}

/* Is the '(' at the current token the start of a nested declarator
 * (rather than a parameter list)? */
static bool nested_declarator(Parser *p)
{
	Token *n = peek_tok(p, 1);
	if (tok_is(n, P_STAR) || tok_is(n, P_LPAREN) || tok_is(n, P_LBRACKET) || tok_is(n, P_CARET))
		return !tok_is(n, P_LBRACKET);
	if (n->kind != TK_IDENT)
		return false;
	Keyword k = tok_kw(n);
	if (k == KW_ATTRIBUTE || k == KW_DECLSPEC)
		return true;
	if (k != KW_NONE)
		return false;
	Symbol *s = n->ident->sym;
	return !(s && s->kind == SYM_TYPEDEF);
}

static DOpList declarator_ops(Parser *p, Declarator *d, bool abstract_ok)
{
	DOpList ptrs = {0}, inner = {0}, suffix = {0}, all = {0};
	if (++p->nesting > 256) {
		if (!d->error)
			too_deep(p);
		d->error = true;
		p->nesting--;
		return all;
	}
	while (at_punct(p, P_STAR)) {
		DOp *op = new_op(p, OP_PTR, tok_loc(p->tok));
		next_tok(p);
		for (;;) {
			Keyword k = tok_kw(p->tok);
			if (k == KW_CONST) op->qual |= Q_CONST;
			else if (k == KW_VOLATILE) op->qual |= Q_VOLATILE;
			else if (k == KW_RESTRICT) op->qual |= Q_RESTRICT;
			else if (k == KW_ATOMIC) op->qual |= Q_ATOMIC;
			else if (k == KW_ATTRIBUTE || k == KW_DECLSPEC) {
				op->attrs = attr_concat(op->attrs, parse_attributes(p));
				continue;
			} else if (k == KW_EXTENSION) {
			} else
				break;
			next_tok(p);
		}
		ops_push(&ptrs, op);
	}
	if (at_kw(p, KW_ATTRIBUTE))
		d->attrs = attr_concat(d->attrs, parse_attributes(p));
	if (at_punct(p, P_LPAREN) && !d->name && nested_declarator(p)) {
		next_tok(p);
		if (at_kw(p, KW_ATTRIBUTE))
			d->attrs = attr_concat(d->attrs, parse_attributes(p));
		inner = declarator_ops(p, d, abstract_ok);
		if (d->error) { /* unwinding after "nesting too deep": quietly */
			p->nesting--;
			return all;
		}
		expect_punct(p, P_RPAREN, "");
	} else if (p->tok->kind == TK_IDENT && !p->tok->ident->kw) {
		d->name = p->tok->ident;
		d->loc = tok_loc(p->tok);
		next_tok(p);
	} else if (!abstract_ok) {
		if (!d->error) {
			if (at_kw(p, KW_NONE) || p->tok->kind != TK_IDENT)
				diag_error(tok_loc(p->tok), "expected identifier or '('");
			else
				diag_error(tok_loc(p->tok), "expected identifier or '(' before '%s'",
					   p->tok->ident->name);
		}
		d->error = true;
		d->loc = tok_loc(p->tok);
	} else {
		d->loc = tok_loc(p->tok);
	}
	for (;;) {
		if (at_punct(p, P_LBRACKET)) {
			DOp *op = parse_array_suffix(p, d);
			op->next = suffix.head; /* suffixes apply right to left */
			suffix.head = op;
			if (!suffix.tail)
				suffix.tail = op;
		} else if (at_punct(p, P_LPAREN)) {
			DOp *op = new_op(p, OP_FUNC, tok_loc(p->tok));
			next_tok(p);
			parse_params(p, op);
			op->next = suffix.head;
			suffix.head = op;
			if (!suffix.tail)
				suffix.tail = op;
		} else {
			break;
		}
	}
	ops_append(&all, ptrs);
	ops_append(&all, suffix);
	ops_append(&all, inner);
	p->nesting--;
	return all;
}

static const char *decl_name(Declarator *d) { return d->name ? d->name->name : "type name"; }

void parse_declarator(Parser *p, Type *base, Declarator *d, bool abstract_ok)
{
	memset(d, 0, sizeof *d);
	DOpList ops = declarator_ops(p, d, abstract_ok);
	Type *t = base;
	for (DOp *op = ops.head; op; op = op->next) {
		switch (op->kind) {
		case OP_PTR:
			t = pointer_to(p, t);
			t = qualified(p, t, op->qual);
			if (op->attrs)
				t = apply_type_attrs(p, t, op->attrs, false);
			break;
		case OP_ARRAY:
			if (t->kind == TY_FUNC) {
				diag_error(op->loc, "'%s' declared as array of functions of type '%s'",
					   decl_name(d), type_name(p, t));
				t = pointer_to(p, t);
			} else if (!t->is_complete && t->kind != TY_VOID) {
				diag_error(op->loc, "array has incomplete element type '%s'", type_name(p, t));
				note_forward_declaration(p, t);
			} else if (t->kind == TY_VOID) {
				diag_error(op->loc, "array has incomplete element type '%s'", type_name(p, t));
			}
			t = array_of(p, t, op->len);
			break;
		case OP_FUNC: {
			if (t->kind == TY_FUNC) {
				diag_error(op->loc, "function cannot return function type '%s'", type_name(p, t));
				t = ty_int;
			} else if (t->kind == TY_ARRAY) {
				diag_error(op->loc, "function cannot return array type '%s'", type_name(p, t));
				t = ty_int;
			}
			Type *f = func_type(p, t);
			f->params = op->params;
			f->nparams = op->nparams;
			f->variadic = op->variadic;
			f->no_prototype = op->no_prototype;
			t = f;
			if (!op->next) {
				d->fn_params = op->params;
				d->fn_is_outer = true;
				d->kr_list = op->kr;
			}
			break;
		}
		}
	}
	d->type = t;
	if (ops.tail) {
		ops.tail->next = p->decl->free_ops;
		p->decl->free_ops = ops.head;
	}
}

Type *parse_typename(Parser *p)
{
	DeclSpec ds;
	SrcLoc loc = tok_loc(p->tok);
	if (!parse_declspec(p, &ds, CTX_TYPENAME)) {
		diag_error(loc, "expected a type");
		return ty_int;
	}
	if (ds.is_auto_type) {
		diag_error(loc, "'__auto_type' not allowed in type name");
		ds.type = ty_int;
	}
	Declarator d;
	parse_declarator(p, ds.type, &d, true);
	if (d.name)
		diag_error(d.loc, "expected ')'");
	Attr *after = parse_attributes(p);
	if (after)
		d.type = apply_type_attrs(p, d.type, after, false);
	return d.type;
}

/* ---- _Static_assert ---- */
/* The start of presumed line `line` of f's text, or NULL. */
static const char *source_line(const SrcFile *f, int line)
{
	int phys = line - f->line_delta;
	const char *s = f->text, *end = f->text + f->len;
	for (int l = 1; l < phys && s < end; s++)
		if (*s == '\n')
			l++;
	return s < end ? s : NULL;
}

void parse_static_assert(Parser *p)
{
	SrcLoc kwloc = tok_loc(p->prev);
	if (!expect_punct(p, P_LPAREN, "after '_Static_assert'")) {
		skip_to_sync(p);
		return;
	}
	SrcLoc eloc = tok_loc(p->tok); /* clang points at the expression's start */
	Node *e = parse_cond_expr(p);
	Token *last = p->prev; /* the condition's last token */
	int64_t v = 1;
	bool ok = e && eval_int_const(p, e, &v, "static assertion expression");
	Node *msg = NULL;
	if (accept_punct(p, P_COMMA)) {
		if (p->tok->kind != TK_STRING) {
			diag_error(tok_loc(p->tok), "expected string literal for diagnostic message in static_assert");
			skip_to_sync(p);
			return;
		}
		msg = parse_assign_expr(p);
	}
	if (!msg && at_punct(p, P_RPAREN) && p->opt.std < 202311)
		diag_warn("c23-extensions", tok_loc(p->tok), "'_Static_assert' with no message is a C23 extension");
	if (!expect_punct(p, P_RPAREN, "")) {
		skip_to_sync(p);
		return;
	}
	expect_punct(p, P_SEMI, "after static_assert");
	if (ok && v == 0) {
		SrcLoc at = e ? eloc : kwloc;
		/* clang quotes the condition as written */
		const char *text = NULL;
		if (e && last && last->file == at.file && at.file && (int)last->line == at.line && !(last->flags & TF_FROM_MACRO) &&
		    (int)last->col >= at.col) {
			const char *line = source_line(at.file, at.line);
			if (line)
				text = arena_strndup(p->arena, line + at.col - 1, (size_t)(last->col - at.col) + last->len);
		}
		if (text && msg && msg->kind == ND_STR)
			diag_error(at, "static assertion failed due to requirement '%s': %s", text, msg->str);
		else if (text)
			diag_error(at, "static assertion failed due to requirement '%s'", text);
		/* and for a comparison, the values compared */
		static const char *const ops[ND_COUNT] = {[ND_EQ] = "==", [ND_NE] = "!=", [ND_LT] = "<",
			[ND_LE] = "<=", [ND_GT] = ">", [ND_GE] = ">="};
		int64_t l, r;
		if (text && e->kind < ND_COUNT && ops[e->kind] && e->lhs && e->rhs &&
		    eval_int_const(p, e->lhs, &l, NULL) && eval_int_const(p, e->rhs, &r, NULL)) {
			bool ul = e->lhs->type && is_unsigned(e->lhs->type);
			bool ur = e->rhs->type && is_unsigned(e->rhs->type);
			char ls[24], rs[24];
			snprintf(ls, sizeof ls, ul ? "%llu" : "%lld", (unsigned long long)l);
			snprintf(rs, sizeof rs, ur ? "%llu" : "%lld", (unsigned long long)r);
			diag_note(e->loc, "expression evaluates to '%s %s %s'", ls, ops[e->kind], rs);
		}
		else if (msg && msg->kind == ND_STR)
			diag_error(at, "static assertion failed: %s", msg->str);
		else
			diag_error(at, "static assertion failed");
	}
}

/* ---- block-scope declarations ---- */
Node *parse_local_declaration(Parser *p)
{
	SrcLoc loc = tok_loc(p->tok);
	if (accept_kw(p, KW_STATIC_ASSERT)) {
		parse_static_assert(p);
		return new_node(p, ND_NULL_STMT, loc);
	}
	DeclSpec ds;
	if (!parse_declspec(p, &ds, CTX_BLOCK)) {
		diag_error(loc, "expected declaration");
		skip_to_sync(p);
		return new_node(p, ND_NULL_STMT, loc);
	}
	Node *head = NULL, **tail = &head;
	parse_init_declarators(p, &ds, tail);
	return head ? head : new_node(p, ND_NULL_STMT, loc);
}

bool at_local_declaration(Parser *p)
{
	Token *t = p->tok;
	if (starts_declaration(p, t))
		return true;
	Keyword k = tok_kw(t);
	if (k == KW_EXTENSION || k == KW_ATTRIBUTE) {
		for (int i = 1; i < 4; i++) {
			Token *n = peek_tok(p, i);
			Keyword nk = tok_kw(n);
			if (nk == KW_EXTENSION)
				continue;
			return starts_declaration(p, n);
		}
	}
	return false;
}
