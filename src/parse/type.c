/* type.c - types of clang's BPF target (LP64, char signed, long double =
 * double), constructors, qualified/typedef variants, compatibility,
 * promotions and the usual arithmetic conversions, and type spelling for
 * diagnostics.
 *
 * Variants: a qualified or typedef'd type is a copy of the node it was
 * made from, with `canon` pointing to the unqualified, untypedef'd node
 * and `qual` holding every qualifier it carries.  Records and enums chain
 * their variants (variant_next) so completing the record updates them. */
#include "decls.h"

#include <string.h>

Type *ty_void, *ty_bool, *ty_char, *ty_schar, *ty_uchar, *ty_short, *ty_ushort, *ty_int,
	*ty_uint, *ty_long, *ty_ulong, *ty_llong, *ty_ullong, *ty_int128, *ty_uint128, *ty_float,
	*ty_double, *ty_ldouble;

/* X(var, kind, size, align) of the BPF target */
#define BASIC_TYPES(X)                                                                   \
	X(ty_void, VOID, 1, 1) X(ty_bool, BOOL, 1, 1) X(ty_char, CHAR, 1, 1)              \
	X(ty_schar, SCHAR, 1, 1) X(ty_uchar, UCHAR, 1, 1) X(ty_short, SHORT, 2, 2)        \
	X(ty_ushort, USHORT, 2, 2) X(ty_int, INT, 4, 4) X(ty_uint, UINT, 4, 4)            \
	X(ty_long, LONG, 8, 8) X(ty_ulong, ULONG, 8, 8) X(ty_llong, LLONG, 8, 8)          \
	X(ty_ullong, ULLONG, 8, 8) X(ty_int128, INT128, 16, 16)                           \
	X(ty_uint128, UINT128, 16, 16) X(ty_float, FLOAT, 4, 4) X(ty_double, DOUBLE, 8, 8) \
	X(ty_ldouble, LDOUBLE, 8, 8)

static Type basic_nodes[TY_COUNT];

void types_init(const ParseOptions *opt)
{
	(void)opt;
#define X(var, k, sz, al)                                   \
	var = &basic_nodes[TY_##k];                         \
	*var = (Type){.kind = TY_##k, .size = sz, .align = al}; \
	var->canon = var;                                   \
	var->is_complete = TY_##k != TY_VOID;
	BASIC_TYPES(X)
#undef X
}

Type *new_type(Parser *p, TypeKind kind, int64_t size, int align)
{
	Type *t = arena_alloc(p->arena, sizeof *t);
	t->kind = (uint8_t)kind;
	t->size = size;
	t->align = align;
	t->canon = t;
	t->is_complete = size >= 0;
	return t;
}

Type *new_record(Parser *p, TypeKind kind, Ident *tag, SrcLoc loc)
{
	Type *t = new_type(p, kind, -1, 1);
	t->tag = tag;
	t->loc = loc;
	if (kind == TY_ENUM)
		t->base = ty_uint;
	return t;
}

Type *type_variant(Parser *p, Type *t)
{
	Type *v = arena_alloc(p->arena, sizeof *v);
	*v = *t;
	v->canon = t->canon;
	v->sugar_of = t;
	v->typedef_sym = NULL;
	v->type_tags = NULL;
	v->pointer_cache = NULL; /* a pointer to the variant points to it */
	Type *c = t->canon;
	if (c->kind == TY_STRUCT || c->kind == TY_UNION || c->kind == TY_ENUM) {
		v->variant_next = c->variant_next;
		c->variant_next = v;
	}
	return v;
}

void complete_record_variants(Type *rec)
{
	Type *c = rec->canon;
	for (Type *v = c->variant_next; v; v = v->variant_next) {
		v->size = c->size;
		v->is_complete = c->is_complete;
		v->members = c->members;
		v->nmembers = c->nmembers;
		v->is_packed = c->is_packed;
		v->has_flexible = c->has_flexible;
		v->preserve_access_index = c->preserve_access_index;
		v->pack = c->pack;
		v->attrs = c->attrs;
		v->enum_consts = c->enum_consts;
		v->member_index = c->member_index;
		v->base = c->base;
		v->loc = c->loc;
		if (!v->typedef_sym || v->align < c->align || !v->sugar_of || v->sugar_of->align == v->align)
			v->align = c->align;
	}
}

/* Pointer types are shared: nothing changes a Type once made (variants
 * are copies), so one `T *` per T saves most of the allocations. */
Type *pointer_to(Parser *p, Type *base)
{
	if (base->pointer_cache)
		return base->pointer_cache;
	Type *t = new_type(p, TY_PTR, 8, 8);
	t->base = base;
	base->pointer_cache = t;
	return t;
}

Type *array_of(Parser *p, Type *base, int64_t len)
{
	int64_t size = -1;
	if (len >= 0 && base->size >= 0)
		size = len * base->size;
	Type *t = new_type(p, TY_ARRAY, size, base->align);
	t->base = base;
	t->array_len = len;
	t->is_complete = len >= 0;
	return t;
}

Type *func_type(Parser *p, Type *ret)
{
	Type *t = new_type(p, TY_FUNC, 1, 1);
	t->base = ret;
	t->is_complete = false;
	return t;
}

Type *qualified(Parser *p, Type *t, int qual)
{
	if (!qual || (t->qual & qual) == qual)
		return t;
	if (t->kind == TY_ARRAY) {
		/* C17 6.7.3p10: qualifiers of an array type apply to its elements */
		Type *a = array_of(p, qualified(p, t->base, qual), t->array_len);
		a->sugar_of = t;
		return a;
	}
	Type *v = type_variant(p, t);
	v->qual = (uint8_t)(t->qual | qual);
	return v;
}

Type *unqualified(Parser *p, Type *t)
{
	if (!t->qual)
		return t;
	if (t->kind == TY_ARRAY)
		return t;
	/* keep the typedef sugar when the typedef itself is unqualified */
	for (Type *s = t; s; s = s->sugar_of)
		if (!s->qual)
			return s;
	(void)p;
	return t->canon;
}

Type *typedef_variant(Parser *p, Type *t, Symbol *td)
{
	Type *v = type_variant(p, t);
	if (t->kind == TY_ARRAY)
		v->canon = v; /* arrays are rebuilt, not variants: keep it simple */
	v->typedef_sym = td;
	return v;
}

bool is_void(const Type *t) { return t->kind == TY_VOID; }
bool is_func(const Type *t) { return t->kind == TY_FUNC; }
bool is_array(const Type *t) { return t->kind == TY_ARRAY; }

bool is_integer(const Type *t) { return t->kind >= TY_BOOL && t->kind <= TY_UINT128 ? true : t->kind == TY_ENUM; }
bool is_float(const Type *t) { return t->kind >= TY_FLOAT && t->kind <= TY_LDOUBLE; }
bool is_arith(const Type *t) { return is_integer(t) || is_float(t); }
bool is_pointer(const Type *t) { return t->kind == TY_PTR; }
bool is_scalar(const Type *t) { return is_arith(t) || is_pointer(t); }
bool is_record(const Type *t) { return t->kind == TY_STRUCT || t->kind == TY_UNION; }

bool is_unsigned(const Type *t)
{
	switch (t->kind) {
	case TY_BOOL: case TY_UCHAR: case TY_USHORT: case TY_UINT: case TY_ULONG:
	case TY_ULLONG: case TY_UINT128: case TY_PTR:
		return true;
	case TY_ENUM:
		return t->base && is_unsigned(t->base);
	default:
		return false; /* char is signed on BPF */
	}
}

int int_rank(const Type *t)
{
	static const signed char rank[TY_COUNT] = {
		[TY_BOOL] = 1, [TY_CHAR] = 2, [TY_SCHAR] = 2, [TY_UCHAR] = 2, [TY_SHORT] = 3,
		[TY_USHORT] = 3, [TY_INT] = 4, [TY_UINT] = 4, [TY_LONG] = 5, [TY_ULONG] = 5,
		[TY_LLONG] = 6, [TY_ULLONG] = 6, [TY_INT128] = 7, [TY_UINT128] = 7,
	};
	if (t->kind == TY_ENUM)
		return t->base ? int_rank(t->base) : 4;
	return rank[t->kind];
}

/* the unqualified, untypedef'd basic type of the same kind */
static Type *basic_of(TypeKind k) { return &basic_nodes[k]; }

Type *promote(Type *t)
{
	if (t->kind == TY_ENUM)
		t = t->base ? t->base : ty_int;
	if (!is_integer(t))
		return t;
	if (int_rank(t) < 4)
		return ty_int; /* every narrower type fits in int */
	return basic_of(t->kind);
}

static Type *unsigned_of(Type *t)
{
	switch (t->kind) {
	case TY_INT: return ty_uint;
	case TY_LONG: return ty_ulong;
	case TY_LLONG: return ty_ullong;
	case TY_INT128: return ty_uint128;
	default: return t;
	}
}

Type *usual_arith(Type *a, Type *b)
{
	if (is_float(a) || is_float(b)) {
		TypeKind k = TY_FLOAT;
		if (a->kind > k && is_float(a))
			k = a->kind;
		if (b->kind > k && is_float(b))
			k = b->kind;
		return basic_of(k);
	}
	a = promote(a);
	b = promote(b);
	if (a->kind == b->kind)
		return a;
	bool ua = is_unsigned(a), ub = is_unsigned(b);
	int ra = int_rank(a), rb = int_rank(b);
	if (ua == ub)
		return ra >= rb ? a : b;
	Type *u = ua ? a : b, *s = ua ? b : a;
	int ru = ua ? ra : rb, rs = ua ? rb : ra;
	if (ru >= rs)
		return u;
	if (s->size > u->size)
		return s;
	return unsigned_of(s);
}

static bool params_compatible(const Type *a, const Type *b)
{
	if (a->nparams != b->nparams || a->variadic != b->variadic)
		return false;
	for (Param *x = a->params, *y = b->params; x && y; x = x->next, y = y->next) {
		/* parameter types are compared unqualified (C17 6.7.6.3p15) */
		Type ux = *x->type, uy = *y->type;
		ux.qual = uy.qual = 0;
		if (!types_compatible(&ux, &uy))
			return false;
	}
	return true;
}

/* A function without a prototype is compatible with a prototype whose
 * parameters survive the default argument promotions (C17 6.7.6.3p15). */
static bool promotable_params(const Type *f)
{
	if (f->variadic)
		return false;
	for (Param *x = f->params; x; x = x->next) {
		Type *t = x->type->canon;
		if (t->kind == TY_FLOAT || (is_integer(t) && int_rank(t) < 4))
			return false;
	}
	return true;
}

bool types_compatible(const Type *a, const Type *b)
{
	if (a == b)
		return true;
	if (a->qual != b->qual || a->addr_space != b->addr_space)
		return false; /* address spaces make distinct types (clang) */
	const Type *x = a->canon, *y = b->canon;
	if (x == y)
		return true;
	if (x->kind == TY_ENUM && is_integer(y) && y->kind != TY_ENUM)
		return x->base && x->base->canon->kind == y->kind;
	if (y->kind == TY_ENUM && is_integer(x) && x->kind != TY_ENUM)
		return y->base && y->base->canon->kind == x->kind;
	if (x->kind != y->kind)
		return false;
	switch (x->kind) {
	case TY_PTR:
		return types_compatible(x->base, y->base);
	case TY_ARRAY:
		if (x->array_len >= 0 && y->array_len >= 0 && x->array_len != y->array_len)
			return false;
		return types_compatible(x->base, y->base);
	case TY_FUNC:
		if (!types_compatible(x->base, y->base))
			return false;
		if (x->no_prototype && y->no_prototype)
			return true;
		if (x->no_prototype)
			return promotable_params(y);
		if (y->no_prototype)
			return promotable_params(x);
		return params_compatible(x, y);
	case TY_STRUCT: case TY_UNION: case TY_ENUM:
		return false; /* distinct canonical nodes are distinct types */
	default:
		return true; /* same basic kind */
	}
}

Type *composite_type(Parser *p, Type *a, Type *b)
{
	/* the composite keeps the more complete information */
	if (a->kind == TY_ARRAY && b->kind == TY_ARRAY) {
		if (a->array_len < 0 && b->array_len >= 0)
			return b;
		return a;
	}
	if (a->kind == TY_FUNC && b->kind == TY_FUNC) {
		if (a->no_prototype && !b->no_prototype)
			return b;
		return a;
	}
	(void)p;
	return a;
}

/* ---- spelling types for diagnostics ---- */
static const char *const basic_names[TY_COUNT] = {
	[TY_VOID] = "void", [TY_BOOL] = "_Bool", [TY_CHAR] = "char", [TY_SCHAR] = "signed char",
	[TY_UCHAR] = "unsigned char", [TY_SHORT] = "short", [TY_USHORT] = "unsigned short",
	[TY_INT] = "int", [TY_UINT] = "unsigned int", [TY_LONG] = "long",
	[TY_ULONG] = "unsigned long", [TY_LLONG] = "long long",
	[TY_ULLONG] = "unsigned long long", [TY_INT128] = "__int128",
	[TY_UINT128] = "unsigned __int128", [TY_FLOAT] = "float", [TY_DOUBLE] = "double",
	[TY_LDOUBLE] = "long double",
};

static void put_quals(Buf *b, int q, bool before)
{
	static const struct { int q; const char *s; } names[] = {
		{Q_CONST, "const"}, {Q_VOLATILE, "volatile"}, {Q_RESTRICT, "restrict"}, {Q_ATOMIC, "_Atomic"},
	};
	for (size_t i = 0; i < ARRAY_LEN(names); i++) {
		if (!(q & names[i].q))
			continue;
		if (before) {
			buf_puts(b, names[i].s);
			buf_puts(b, " ");
		} else {
			buf_puts(b, " ");
			buf_puts(b, names[i].s);
		}
	}
}

/* clang's style: the specifiers, then the declarator around "inner" */
static void spell(Buf *b, const Type *t, const char *inner, int depth);
static bool desugar; /* spelling the (aka ...) form: no typedef names */

static void spell_specifier(Buf *b, const Type *t)
{
	put_quals(b, t->qual, true);
	if (t->typedef_sym && !desugar) {
		buf_puts(b, t->typedef_sym->name->name);
		return;
	}
	const Type *c = t->canon;
	switch (c->kind) {
	case TY_STRUCT: case TY_UNION: case TY_ENUM:
		buf_puts(b, c->kind == TY_STRUCT ? "struct " : c->kind == TY_UNION ? "union " : "enum ");
		if (c->tag)
			buf_puts(b, c->tag->name);
		else
			buf_puts(b, "(anonymous)");
		return;
	default:
		buf_puts(b, basic_names[c->kind] ? basic_names[c->kind] : "?");
	}
}

static void spell(Buf *b, const Type *t, const char *inner, int depth)
{
	if (depth > 64) {
		buf_puts(b, "...");
		return;
	}
	if ((t->typedef_sym && !desugar) || (t->kind != TY_PTR && t->kind != TY_ARRAY && t->kind != TY_FUNC)) {
		spell_specifier(b, t);
		if (*inner) {
			if (*inner != '[') /* clang: "int[4]", "int *", "int (void)" */
				buf_puts(b, " ");
			buf_puts(b, inner);
		}
		return;
	}
	Buf in = {0};
	switch (t->kind) {
	case TY_PTR: {
		bool paren = t->base->kind == TY_ARRAY || t->base->kind == TY_FUNC;
		paren = paren && (!t->base->typedef_sym || desugar);
		buf_puts(&in, paren ? "(*" : "*");
		if (t->qual) {
			Buf q = {0};
			put_quals(&q, t->qual, false);
			buf_puts(&in, buf_cstr(&q) + 1); /* "*const", as clang writes it */
			buf_free(&q);
			if (*inner)
				buf_puts(&in, " ");
		}
		buf_puts(&in, inner);
		if (paren)
			buf_puts(&in, ")");
		break;
	}
	case TY_ARRAY:
		buf_puts(&in, inner);
		if (t->array_len >= 0)
			buf_printf(&in, "[%lld]", (long long)t->array_len);
		else
			buf_puts(&in, "[]");
		break;
	default: /* FUNC */
		buf_puts(&in, inner);
		buf_puts(&in, "(");
		for (Param *pa = t->params; pa; pa = pa->next) {
			spell(&in, pa->type, "", depth + 1);
			if (pa->next || t->variadic)
				buf_puts(&in, ", ");
		}
		if (t->variadic)
			buf_puts(&in, "...");
		else if (!t->params && !t->no_prototype)
			buf_puts(&in, "void");
		buf_puts(&in, ")");
		break;
	}
	spell(b, t->base, buf_cstr(&in), depth + 1);
	buf_free(&in);
}

void note_forward_declaration(Parser *p, const Type *t)
{
	while (t->kind == TY_ARRAY)
		t = t->base;
	const Type *c = t->canon;
	if ((is_record(c) || c->kind == TY_ENUM) && !c->is_complete && c->loc.file)
		diag_note(c->loc, "forward declaration of '%s'", type_name(p, c));
}

/* As written, through typedef names (clang adds "(aka ...)"; ebcc's
 * messages quote the type with '%s', so they leave that out). */
const char *type_name(Parser *p, const Type *t)
{
	Buf b = {0};
	desugar = false;
	spell(&b, t, "", 0);
	char *s = arena_strdup(p->arena, buf_cstr(&b));
	buf_free(&b);
	return s;
}
