/* builtin.c - every __builtin_* (and __sync_* / __atomic_*) that ebcc
 * implements, in one table; parse_has_builtin answers from it, so
 * __has_builtin tells the truth.
 *
 * The table itself (ids, kinds, signatures) is in builtins.h. */
#include "builtins.h"
#include "exprs.h"

#include <string.h>

typedef struct BuiltinDef {
	const char *name;
	uint8_t kind;
	const char *sig;
} BuiltinDef;

static const BuiltinDef builtins[BI_COUNT] = {
#define X(id, name, kind, sig) {name, kind, sig},
	BUILTIN_LIST(X)
#undef X
};

static int find_builtin(const char *name, size_t len)
{
	/* names start with "__builtin_", "__sync_" or "__atomic_" */
	if (len < 8 || name[0] != '_' || name[1] != '_')
		return -1;
	for (int i = 0; i < BI_COUNT; i++)
		if (!strncmp(builtins[i].name, name, len) && !builtins[i].name[len])
			return i;
	return -1;
}

bool parse_has_builtin(const char *name, size_t len) { return find_builtin(name, len) >= 0; }

bool is_builtin_name(const Ident *name) { return find_builtin(name->name, name->len) >= 0; }

bool builtin_is_noreturn(const Node *call)
{
	return call->kind == ND_BUILTIN && (call->builtin == BI_TRAP || call->builtin == BI_UNREACHABLE);
}

static Type *sig_type(Parser *p, char c, Type *T)
{
	switch (c) {
	case 'v': return ty_void;
	case 'i': case 'o': return ty_int;
	case 'I': case 'U': return ty_uint;
	case 'l': return ty_long;
	case 'L': case 'z': case 'W': return ty_ulong;
	case 'S': return ty_ushort;
	case 'd': return ty_double;
	case 'B': return ty_bool;
	case 'p': return pointer_to(p, ty_void);
	case 'q': return pointer_to(p, qualified(p, ty_void, Q_CONST));
	case 'c': return pointer_to(p, qualified(p, ty_char, Q_CONST));
	case 'T': return T ? T : ty_int;
	case 'P': case 'E': return T ? pointer_to(p, T) : pointer_to(p, ty_void);
	default: return ty_int;
	}
}

static Node *builtin_node(Parser *p, int id, SrcLoc loc, Type *ty)
{
	Node *n = new_node(p, ND_BUILTIN, loc);
	n->builtin = id;
	n->type = ty;
	return n;
}

static Node *sig_call(Parser *p, int id, SrcLoc loc)
{
	const BuiltinDef *d = &builtins[id];
	int nargs;
	SrcLoc rp;
	Node *args = parse_call_args(p, &nargs, &rp);
	const char *params = strchr(d->sig, ':') + 1;
	int np = (int)strlen(params);
	Type *T = NULL;
	if (params[0] == 'P' && args) {
		Node *a = rvalue(p, args);
		Type *pt = a->type;
		if (pt->kind != TY_PTR || !(is_integer(pt->base) || pt->base->kind == TY_PTR)) {
			diag_error(loc, "address argument to atomic builtin must be a pointer %s('%s' invalid)",
				   pt->kind == TY_PTR ? "to integer or pointer " : "", type_name(p, pt));
			return make_num(p, 0, ty_int, loc);
		}
		if (pt->base->qual & Q_CONST) {
			diag_error(loc, "address argument to atomic operation must be a pointer to non-const type ('%s' invalid)",
				   type_name(p, pt));
		}
		T = unqualified(p, pt->base);
	}
	Node *n = builtin_node(p, id, loc, sig_type(p, d->sig[0], T));
	n->nargs = nargs;
	if (nargs != np) {
		diag_error(nargs < np ? rp : loc, "too %s arguments to function call, expected %d, have %d",
			   nargs < np ? "few" : "many", np, nargs);
		return n;
	}
	Node *head = NULL, **tail = &head;
	int i = 0;
	for (Node *a = args, *next; a; a = next, i++) {
		next = a->next;
		a->next = NULL;
		Node *c = params[i] == 'P' ? rvalue(p, a)
					   : convert_assign_at(p, a, sig_type(p, params[i], T), "passing", a->loc);
		*tail = c;
		tail = &c->next;
	}
	n->args = head;
	return n;
}

/* __builtin_offsetof(type, member-designator) */
static Node *offsetof_call(Parser *p, SrcLoc loc)
{
	SrcLoc name_loc = loc; /* clang reports a missing member at the builtin */
	Type *t = parse_typename(p);
	expect_punct(p, P_COMMA, "");
	int64_t off = 0;
	bool first = true, ok = true;
	Node *dyn = NULL;
	while (ok) {
		if (first || accept_punct(p, P_DOT)) {
			first = false;
			if (p->tok->kind != TK_IDENT) {
				diag_error(tok_loc(p->tok), "expected identifier");
				ok = false;
				break;
			}
			Token *name = next_tok(p);
			if (!is_record(t) || !t->is_complete) {
				diag_error(tok_loc(name), is_record(t) ? "offsetof of incomplete type '%s'"
								      : "offsetof requires struct, union, or class type, '%s' invalid",
					   type_name(p, t));
				ok = false;
				break;
			}
			Member *path[64];
			int n = find_member(t->canon, name->ident, path, 64);
			if (n <= 0) {
				/* clang names the record without its keyword here */
				diag_error(name_loc, "no member named '%s' in '%s'", name->ident->name,
					   t->canon->tag ? t->canon->tag->name : type_name(p, t));
				ok = false;
				break;
			}
			Member *m = path[n - 1];
			for (int i = 0; i < n; i++)
				off += path[i]->offset;
			if (m->is_bitfield) {
				diag_error(tok_loc(name), "cannot compute offset of bit-field '%s'", name->ident->name);
				ok = false;
			}
			t = m->type;
		} else if (at_punct(p, P_LBRACKET)) {
			SrcLoc bl = tok_loc(next_tok(p));
			int64_t idx = 0;
			Node *ie = rvalue(p, parse_expr(p));
			expect_punct(p, P_RBRACKET, "");
			if (!is_integer(ie->type)) {
				diag_error(ie->loc, "array subscript is not an integer");
				ok = false;
				break;
			}
			bool known = try_int_const(p, ie, &idx);
			if (t->kind != TY_ARRAY) {
				diag_error(bl, "subscripted value is not an array, pointer, or vector");
				ok = false;
				break;
			}
			t = t->base;
			if (known) {
				off += idx * t->size;
			} else {
				/* a run-time index: offsetof is then an ordinary expression */
				Node *scaled = make_binary(p, ND_MUL, cast_to(p, ie, ty_ulong),
							   make_num(p, t->size, ty_ulong, bl), bl);
				dyn = dyn ? make_binary(p, ND_ADD, dyn, scaled, bl) : scaled;
			}
		} else {
			break;
		}
	}
	while (!at_punct(p, P_RPAREN) && p->tok->kind != TK_EOF && !ok)
		next_tok(p);
	expect_punct(p, P_RPAREN, "");
	if (dyn && ok)
		return make_binary(p, ND_ADD, make_num(p, off, ty_ulong, loc), dyn, loc);
	return make_num(p, off, ty_ulong, loc);
}

static Node *two_args(Parser *p, Node **a, Node **b)
{
	int nargs;
	SrcLoc rp;
	Node *args = parse_call_args(p, &nargs, &rp);
	if (nargs != 2) {
		diag_error(nargs < 2 ? rp : (args && args->next && args->next->next ? args->next->next->loc : rp),
			   "too %s arguments to function call, expected 2, have %d", nargs < 2 ? "few" : "many", nargs);
		return NULL;
	}
	*a = args;
	*b = args->next;
	(*a)->next = NULL;
	return args;
}

static bool is_field_access(Node *e)
{
	return e->kind == ND_MEMBER || (e->kind == ND_DEREF && e->lhs && e->lhs->kind == ND_ADD);
}

static bool enum_value_arg_ok(Node *e)
{
	/* *(enum E *)ENUMERATOR */
	if (e->kind != ND_DEREF || !e->lhs || e->lhs->kind != ND_CAST)
		return false;
	Type *pt = e->lhs->type;
	Node *v = e->lhs->lhs;
	if (pt->kind != TY_PTR || pt->base->kind != TY_ENUM || v->kind != ND_NUM || !v->sym ||
	    v->sym->kind != SYM_ENUM_CONST)
		return false;
	for (EnumConst *c = pt->base->canon->enum_consts; c; c = c->next)
		if (c->name == v->sym->name)
			return true;
	return false;
}

static Node *bpf_call(Parser *p, int id, SrcLoc loc)
{
	const BuiltinDef *d = &builtins[id];
	Node *a, *b;
	if (!two_args(p, &a, &b))
		return make_num(p, 0, sig_type(p, d->sig[0], NULL), loc);
	Node *n = builtin_node(p, id, loc, sig_type(p, d->sig[0], NULL));
	bool ok = true;
	if (d->kind == BK_FIELD_INFO && !is_field_access(a)) {
		diag_error(a->loc, "%s argument 1 not a field access", d->name);
		ok = false;
	} else if (d->kind == BK_TYPE_INFO &&
		   (!(a->kind == ND_VAR || a->kind == ND_DEREF) ||
		    !(a->type->typedef_sym || is_record(a->type) || a->type->kind == TY_ENUM))) {
		/* clang: a variable or *(T *)0 whose type is named (record,
		 * enum or typedef) */
		diag_error(a->loc, "%s argument 1 invalid", d->name);
		ok = false;
	} else if (d->kind == BK_ENUM_VALUE && !enum_value_arg_ok(a)) {
		diag_error(a->loc, "%s argument 1 invalid", d->name);
		ok = false;
	}
	int64_t flag;
	if (ok && !try_int_const(p, b, &flag)) {
		diag_error(b->loc, "%s argument 2 not a constant", d->name);
		ok = false;
	}
	if (!ok)
		return make_num(p, 0, n->type, loc);
	a->next = make_num(p, flag, ty_ulong, b->loc);
	n->args = a;
	n->nargs = 2;
	return n;
}

Node *parse_builtin_call(Parser *p, Token *name)
{
	int id = find_builtin(name->ident->name, name->ident->len);
	if (id < 0)
		return NULL;
	SrcLoc loc = tok_loc(name);
	if (!expect_punct(p, P_LPAREN, "after builtin name"))
		return make_num(p, 0, ty_int, loc);
	const BuiltinDef *d = &builtins[id];
	switch ((BuiltinKind)d->kind) {
	case BK_SIG:
		return sig_call(p, id, loc);
	case BK_CONSTANT_P: {
		bool saved = p->in_sizeof;
		p->in_sizeof = true;
		Node *e = parse_assign_expr(p);
		p->in_sizeof = saved;
		expect_punct(p, P_RPAREN, "");
		int64_t v;
		Symbol *s;
		Node *str;
		e = rvalue(p, e);
		bool c = (is_integer(e->type) && try_int_const(p, e, &v)) ||
			 (e->kind == ND_NUM) || (e->type->kind == TY_PTR && eval_addr_const(p, e, &s, &str, &v) && !s);
		Node *var = e;
		while (var->kind == ND_CAST)
			var = var->lhs;
		if (!c && var->kind == ND_VAR && var->sym->kind == SYM_VAR && var->sym->is_local &&
		    is_integer(e->type)) {
			/* a local or parameter may be a constant once the function
			 * is inlined (libbpf's bpf_tail_call_static asks about its
			 * slot): the optimizer answers, after inlining */
			Node *n = builtin_node(p, id, loc, ty_int);
			n->args = e;
			n->nargs = 1;
			return n;
		}
		return make_num(p, c, ty_int, loc);
	}
	case BK_OFFSETOF:
		return offsetof_call(p, loc);
	case BK_TYPES_COMPATIBLE: {
		Type *a = parse_typename(p);
		expect_punct(p, P_COMMA, "");
		Type *b = parse_typename(p);
		expect_punct(p, P_RPAREN, "");
		return make_num(p, types_compatible(unqualified(p, a), unqualified(p, b)), ty_int, loc);
	}
	case BK_CHOOSE_EXPR: {
		int64_t c = 0;
		Node *ce = parse_assign_expr(p);
		if (!eval_int_const(p, ce, &c, NULL))
			diag_error(ce->loc, "'__builtin_choose_expr' requires a constant expression");
		expect_punct(p, P_COMMA, "");
		Node *a = parse_assign_expr(p);
		expect_punct(p, P_COMMA, "");
		Node *b = parse_assign_expr(p);
		expect_punct(p, P_RPAREN, "");
		return c ? a : b;
	}
	case BK_PRESERVE_ACCESS: {
		int nargs;
		SrcLoc rp;
		Node *args = parse_call_args(p, &nargs, &rp);
		if (nargs != 1) {
			diag_error(nargs < 1 ? rp : args->next->loc, "too %s arguments to function call, expected 1, have %d",
				   nargs < 1 ? "few" : "many", nargs);
			return make_num(p, 0, ty_int, loc);
		}
		Node *n = builtin_node(p, id, loc, NULL);
		n->args = rvalue(p, args);
		n->nargs = 1;
		n->type = n->args->type;
		return n;
	}
	case BK_OBJECT_SIZE: {
		Node *a, *b;
		if (!two_args(p, &a, &b))
			return make_num(p, -1, ty_ulong, loc);
		int64_t t = 0;
		if (!try_int_const(p, b, &t) || t < 0 || t > 3)
			diag_error(b->loc, "argument value %lld is outside the valid range [0, 3]", (long long)t);
		return make_num(p, t >= 2 ? 0 : -1, ty_ulong, loc);
	}
	case BK_FIELD_INFO: case BK_TYPE_INFO: case BK_ENUM_VALUE: case BK_BTF_TYPE_ID:
		return bpf_call(p, id, loc);
	}
	return NULL;
}

bool builtin_fold(Parser *p, Node *n, int64_t *v)
{
	int64_t a;
	if (!n->args || !try_int_const(p, n->args, &a))
		return false;
	uint64_t u = (uint64_t)a;
	int bits = 64;
	switch (n->builtin) {
	case BI_EXPECT: case BI_EXPECT_PROB:
		*v = a;
		return true;
	case BI_BSWAP16:
		*v = (int64_t)(uint16_t)((u >> 8 & 0xff) | (u & 0xff) << 8);
		return true;
	case BI_BSWAP32: case BI_BSWAP64: {
		int nb = n->builtin == BI_BSWAP32 ? 4 : 8;
		uint64_t r = 0;
		for (int i = 0; i < nb; i++)
			r |= (u >> (8 * i) & 0xff) << (8 * (nb - 1 - i));
		*v = (int64_t)r;
		return true;
	}
	case BI_CLZ: case BI_CTZ: case BI_POPCOUNT: case BI_PARITY:
		bits = 32;
		u &= 0xffffffffu;
		/* fall through */
	case BI_CLZL: case BI_CLZLL: case BI_CTZL: case BI_CTZLL: case BI_POPCOUNTL: case BI_POPCOUNTLL:
	case BI_PARITYL: case BI_PARITYLL: {
		int id = n->builtin;
		if (id == BI_POPCOUNT || id == BI_POPCOUNTL || id == BI_POPCOUNTLL || id == BI_PARITY ||
		    id == BI_PARITYL || id == BI_PARITYLL) {
			int c = 0;
			for (uint64_t x = u; x; x &= x - 1)
				c++;
			*v = id == BI_PARITY || id == BI_PARITYL || id == BI_PARITYLL ? c & 1 : c;
			return true;
		}
		if (!u)
			return false; /* undefined for 0: not a constant */
		int c = 0;
		if (id == BI_CLZ || id == BI_CLZL || id == BI_CLZLL)
			while (!(u >> (bits - 1 - c) & 1))
				c++;
		else
			while (!(u >> c & 1))
				c++;
		*v = c;
		return true;
	}
	case BI_FFS: case BI_FFSL: case BI_FFSLL: {
		if (n->builtin == BI_FFS)
			u &= 0xffffffffu;
		int c = 0;
		if (u)
			for (c = 1; !(u & 1); u >>= 1)
				c++;
		*v = c;
		return true;
	}
	case BI_ABS:
		*v = (int32_t)a < 0 ? -(int64_t)(int32_t)a : (int32_t)a;
		return true;
	case BI_LABS:
		*v = a < 0 ? (int64_t)(0 - u) : a;
		return true;
	default:
		return false;
	}
}
