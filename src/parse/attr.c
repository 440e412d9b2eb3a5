/* attr.c - __attribute__((...)), [[...]] and __declspec(...) lists; their
 * decoding onto symbols, types and records; and the pragmas the parser
 * acts on: clang attribute push/pop, pack, diagnostic push/pop/ignored/
 * warning/error (loop unrolling hints are stmt.c's loop_pragma).
 *
 * ATTR_LIST is the one table of attributes ebcc knows: what
 * __has_attribute answers and which names do not warn as unknown. */
#include "decls.h"
#undef parse_attributes /* defined here */

#include <stdlib.h>
#include <string.h>

/* X(name, has_attribute value) - every attribute clang accepts that BPF
 * code and the kernel/libbpf headers use; decoded ones are handled below,
 * the rest are kept in the Attr lists only. */
#define ATTR_LIST(X)                                                                    \
	X(section, 1) X(used, 1) X(unused, 1) X(always_inline, 1) X(noinline, 1)        \
	X(weak, 1) X(visibility, 1) X(aligned, 1) X(packed, 1)                          \
	X(preserve_access_index, 1) X(preserve_static_offset, 1) X(btf_decl_tag, 1)    \
	X(btf_type_tag, 1) X(address_space, 1) X(noreturn, 1) X(format, 1)             \
	X(deprecated, 1) X(const, 1) X(pure, 1) X(cold, 1) X(hot, 1) X(naked, 1)       \
	X(nonnull, 1) X(returns_nonnull, 1) X(warn_unused_result, 1) X(alias, 1)       \
	X(weakref, 1) X(flatten, 1) X(gnu_inline, 1) X(artificial, 1) X(may_alias, 1)  \
	X(mode, 1) X(transparent_union, 1) X(cleanup, 1) X(constructor, 1)             \
	X(destructor, 1) X(no_instrument_function, 1) X(nocommon, 1) X(common, 1)      \
	X(optimize, 1) X(target, 1) X(leaf, 1) X(nothrow, 1) X(malloc, 1)              \
	X(alloc_size, 1) X(sentinel, 1) X(fallthrough, 1) X(designated_init, 1)        \
	X(unavailable, 1) X(availability, 1) X(overloadable, 1) X(no_sanitize, 1)      \
	X(counted_by, 1) X(nodebug, 1) X(noduplicate, 1) X(error, 1) X(warning, 1)     \
	X(format_arg, 1) X(no_stack_protector, 1) X(noipa, 1) X(retain, 1)             \
	X(randomize_layout, 1) X(no_randomize_layout, 1) X(uninitialized, 1)          \
	X(annotate, 1) X(diagnose_if, 1) X(enable_if, 1) X(nomerge, 1)                 \
	X(assume_aligned, 1) X(align_value, 1) X(alloc_align, 1) X(returns_twice, 1)       \
	X(no_split_stack, 1)                                                            \
	X(no_profile_instrument_function, 1) X(disable_tail_calls, 1) X(minsize, 1)  \
	X(noescape, 1) X(ms_struct, 1) X(gcc_struct, 1) X(vector_size, 1)             \
	X(ext_vector_type, 1) X(enum_extensibility, 1) X(flag_enum, 1) X(nonstring, 0) \
	X(access, 0) X(copy, 1) X(no_reorder, 0) X(externally_visible, 0)             \
	X(musttail, 1) X(likely, 1) X(unlikely, 1) X(maybe_unused, 1) X(nodiscard, 1) \
	X(tls_model, 1) X(noinit, 0) X(swift_attr, 1) X(objc_boxable, 1)              \
	X(bpf_fastcall, 0)

static const struct { const char *name; int has; } attr_table[] = {
#define X(n, h) {#n, h},
	ATTR_LIST(X)
#undef X
};

static int attr_index(const char *name, size_t len)
{
	/* accept __name__ spellings */
	if (len > 4 && name[0] == '_' && name[1] == '_' && name[len - 1] == '_' && name[len - 2] == '_') {
		name += 2;
		len -= 4;
	}
	for (size_t i = 0; i < ARRAY_LEN(attr_table); i++)
		if (strlen(attr_table[i].name) == len && !memcmp(attr_table[i].name, name, len))
			return (int)i;
	return -1;
}

int parse_has_attribute(const char *name, size_t len)
{
	/* scoped names: gnu::x, clang::x */
	for (size_t i = 0; i + 1 < len; i++) {
		if (name[i] == ':' && name[i + 1] == ':') {
			name += i + 2;
			len -= i + 2;
			break;
		}
	}
	int i = attr_index(name, len);
	return i < 0 ? 0 : attr_table[i].has;
}

static Ident *normalized_name(Token *t)
{
	const char *s = t->text;
	size_t n = t->len;
	if (n > 4 && s[0] == '_' && s[1] == '_' && s[n - 1] == '_' && s[n - 2] == '_')
		return ident_intern_locked(s + 2, n - 4);
	return t->ident;
}

Attr *attr_concat(Attr *a, Attr *b)
{
	if (!a)
		return b;
	if (!b)
		return a;
	Attr *t = a;
	while (t->next)
		t = t->next;
	t->next = b;
	return a;
}

Attr *find_attr(Attr *list, const char *name)
{
	for (Attr *a = list; a; a = a->next)
		if (!strcmp(a->name->name, name))
			return a;
	return NULL;
}

/* Attributes whose first argument is a bare identifier, not an expression. */
static bool ident_arg_attr(const Ident *n)
{
	static const char *const names[] = {"mode", "format", "cleanup", "availability", "enum_extensibility",
					    "swift_attr", "access", "tls_model", "copy"};
	for (size_t i = 0; i < ARRAY_LEN(names); i++)
		if (!strcmp(n->name, names[i]))
			return true;
	return false;
}

static void parse_attr_args(Parser *p, Attr *a)
{
	Node *args[16];
	int n = 0;
	next_tok(p); /* ( */
	while (!at_punct(p, P_RPAREN) && p->tok->kind != TK_EOF) {
		Node *e;
		Token *t = p->tok;
		Token *nx = peek_tok(p, 1);
		if (t->kind == TK_IDENT && (tok_is(nx, P_COMMA) || tok_is(nx, P_RPAREN)) &&
		    (ident_arg_attr(a->name) || !t->ident->sym || t->ident->kw)) {
			e = new_node(p, ND_IDENT, tok_loc(t));
			e->ident = normalized_name(t);
			next_tok(p);
		} else {
			e = parse_assign_expr(p);
		}
		if (n < (int)ARRAY_LEN(args) && e)
			args[n++] = e;
		if (!accept_punct(p, P_COMMA))
			break;
	}
	if (!expect_punct(p, P_RPAREN, "")) {
		while (p->tok->kind != TK_EOF && !at_punct(p, P_RPAREN) && !at_punct(p, P_SEMI))
			next_tok(p);
		accept_punct(p, P_RPAREN);
	}
	a->nargs = n;
	a->args = arena_alloc(p->arena, (size_t)(n ? n : 1) * sizeof *a->args);
	memcpy(a->args, args, (size_t)n * sizeof *args);
}

static Attr *new_attr(Parser *p, Ident *name, SrcLoc loc)
{
	Attr *a = arena_alloc(p->arena, sizeof *a);
	a->name = name;
	a->loc = loc;
	return a;
}

static void warn_unknown(Ident *name, SrcLoc loc)
{
	if (attr_index(name->name, name->len) < 0)
		diag_warn("unknown-attributes", loc, "unknown attribute '%s' ignored", name->name);
}

/* __attribute__((a, b(1), ...)) after the keyword */
static Attr *gnu_attribute(Parser *p)
{
	Attr *head = NULL, **tail = &head;
	if (!expect_punct(p, P_LPAREN, "after 'attribute'") || !expect_punct(p, P_LPAREN, "after 'attribute'")) {
		skip_to_sync(p);
		return NULL;
	}
	while (!at_punct(p, P_RPAREN) && p->tok->kind != TK_EOF) {
		if (accept_punct(p, P_COMMA))
			continue;
		if (p->tok->kind != TK_IDENT) {
			diag_error(tok_loc(p->tok), "expected identifier");
			break;
		}
		Attr *a = new_attr(p, normalized_name(p->tok), tok_loc(p->tok));
		next_tok(p);
		if (at_punct(p, P_LPAREN))
			parse_attr_args(p, a);
		warn_unknown(a->name, a->loc);
		*tail = a;
		tail = &a->next;
	}
	if (!expect_punct(p, P_RPAREN, "") || !expect_punct(p, P_RPAREN, ""))
		skip_to_sync(p);
	return head;
}

/* [[a, gnu::b(1)]] */
static Attr *std_attribute(Parser *p)
{
	Attr *head = NULL, **tail = &head;
	next_tok(p);
	next_tok(p);
	while (!at_punct(p, P_RBRACKET) && p->tok->kind != TK_EOF) {
		if (accept_punct(p, P_COMMA))
			continue;
		if (p->tok->kind != TK_IDENT) {
			diag_error(tok_loc(p->tok), "expected identifier");
			break;
		}
		Token *nt = p->tok;
		next_tok(p);
		if (at_punct(p, P_COLON) && tok_is(peek_tok(p, 1), P_COLON)) {
			next_tok(p);
			next_tok(p);
			if (p->tok->kind != TK_IDENT) {
				diag_error(tok_loc(p->tok), "expected identifier");
				break;
			}
			nt = p->tok;
			next_tok(p);
		}
		Attr *a = new_attr(p, normalized_name(nt), tok_loc(nt));
		if (at_punct(p, P_LPAREN))
			parse_attr_args(p, a);
		warn_unknown(a->name, a->loc);
		*tail = a;
		tail = &a->next;
	}
	if (!expect_punct(p, P_RBRACKET, "") || !expect_punct(p, P_RBRACKET, ""))
		skip_to_sync(p);
	return head;
}

bool is_std_attr_start(Parser *p)
{
	return at_punct(p, P_LBRACKET) && tok_is(peek_tok(p, 1), P_LBRACKET);
}

Attr *parse_attributes(Parser *p)
{
	Attr *all = NULL;
	for (;;) {
		Keyword k = tok_kw(p->tok);
		if (k == KW_ATTRIBUTE) {
			next_tok(p);
			all = attr_concat(all, gnu_attribute(p));
		} else if (k == KW_DECLSPEC) {
			next_tok(p);
			if (expect_punct(p, P_LPAREN, "after '__declspec'")) {
				int depth = 1;
				while (depth && p->tok->kind != TK_EOF) {
					if (at_punct(p, P_LPAREN))
						depth++;
					else if (at_punct(p, P_RPAREN))
						depth--;
					next_tok(p);
				}
			}
		} else if (is_std_attr_start(p)) {
			all = attr_concat(all, std_attribute(p));
		} else {
			return all;
		}
	}
}

/* ---- decoding ---- */
static const char *str_arg(Attr *a, int i)
{
	if (i < a->nargs && a->args[i]->kind == ND_STR)
		return a->args[i]->str;
	return NULL;
}

int attr_aligned_value(Parser *p, Attr *a)
{
	if (!a->nargs)
		return 16; /* clang on BPF: 16, not __BIGGEST_ALIGNMENT__ */
	int64_t v = 0;
	if (!eval_int_const(p, a->args[0], &v, "'aligned' attribute argument"))
		return 0;
	if (v <= 0 || (v & (v - 1))) {
		diag_error(a->loc, "requested alignment is not a power of 2");
		return 0;
	}
	if (v > (1 << 28)) {
		diag_error(a->args[0]->loc, "requested alignment must be %d bytes or smaller", 1 << 28);
		return 0;
	}
	return (int)v;
}

static bool need_string(Attr *a, const char *what)
{
	if (str_arg(a, 0))
		return true;
	diag_error(a->loc, "'%s' attribute requires a string", what);
	return false;
}

void apply_sym_attrs(Parser *p, Symbol *s, Attr *attrs)
{
	if (!attrs)
		return;
	for (Attr *a = attrs; a; a = a->next) {
		const char *n = a->name->name;
		if (!strcmp(n, "section")) {
			if (need_string(a, "section"))
				s->section = str_arg(a, 0);
		} else if (!strcmp(n, "used") || !strcmp(n, "retain")) {
			s->is_used = true;
		} else if (!strcmp(n, "unused") || !strcmp(n, "maybe_unused")) {
			s->is_unused = true;
		} else if (!strcmp(n, "always_inline")) {
			s->is_always_inline = true;
		} else if (!strcmp(n, "noinline")) {
			s->is_noinline = true;
		} else if (!strcmp(n, "weak")) {
			s->is_weak = true;
		} else if (!strcmp(n, "noreturn")) {
			s->is_noreturn = true;
		} else if (!strcmp(n, "naked")) {
			s->is_naked = true;
		} else if (!strcmp(n, "deprecated")) {
			s->is_deprecated = true;
		} else if (!strcmp(n, "aligned")) {
			int v = attr_aligned_value(p, a);
			if (v > s->align)
				s->align = v;
		} else if (!strcmp(n, "visibility")) {
			static const char *const vis[] = {"default", "hidden", "protected", "internal"};
			const char *v = str_arg(a, 0);
			size_t i = 0;
			while (v && i < ARRAY_LEN(vis) && strcmp(v, vis[i]))
				i++;
			if (!v || i == ARRAY_LEN(vis))
				diag_warn("ignored-attributes", a->loc, "unknown visibility '%s'", v ? v : "");
			else
				s->visibility = (Visibility)i;
		}
	}
	/* keep every attribute, in order, for BTF decl tags and the like */
	Attr *copy = NULL, **tail = &copy;
	for (Attr *a = attrs; a; a = a->next) {
		Attr *c = arena_alloc(p->arena, sizeof *c);
		*c = *a;
		c->next = NULL;
		*tail = c;
		tail = &c->next;
	}
	s->attrs = attr_concat(s->attrs, copy);
}

/* mode(QI|HI|SI|DI|TI|byte|word|pointer) on an integer type */
static Type *mode_type(Parser *p, Type *t, Attr *a)
{
	if (!a->nargs || a->args[0]->kind != ND_IDENT) {
		diag_error(a->loc, "'mode' attribute requires an identifier");
		return t;
	}
	const char *m = a->args[0]->ident->name;
	int size = !strcmp(m, "QI") || !strcmp(m, "byte") ? 1 : !strcmp(m, "HI") ? 2 : !strcmp(m, "SI") ? 4 :
		   !strcmp(m, "DI") || !strcmp(m, "word") || !strcmp(m, "pointer") ? 8 : !strcmp(m, "TI") ? 16 : 0;
	if (!size || !is_integer(t)) {
		diag_error(a->loc, "unknown machine mode '%s'", m);
		return t;
	}
	bool u = is_unsigned(t);
	Type *r = size == 1 ? (u ? ty_uchar : ty_schar) : size == 2 ? (u ? ty_ushort : ty_short) :
		  size == 4 ? (u ? ty_uint : ty_int) : size == 8 ? (u ? ty_ulong : ty_long) :
		  (u ? ty_uint128 : ty_int128);
	return qualified(p, r, t->qual);
}

Type *apply_type_attrs(Parser *p, Type *t, Attr *attrs, bool on_typedef)
{
	if (!attrs)
		return t;
	for (Attr *a = attrs; a; a = a->next) {
		const char *n = a->name->name;
		if (!strcmp(n, "btf_type_tag")) {
			if (!need_string(a, "btf_type_tag"))
				continue;
			Type *v = type_variant(p, t);
			v->typedef_sym = NULL;
			Attr *c = arena_alloc(p->arena, sizeof *c);
			*c = *a;
			c->next = NULL;
			v->type_tags = c;
			t = v;
		} else if (!strcmp(n, "address_space")) {
			int64_t as = 0;
			if (a->nargs && eval_int_const(p, a->args[0], &as, "'address_space' attribute argument")) {
				if (as < 0 || as > 0xffffff) {
					diag_error(a->loc, "address space is larger than the maximum supported (16777215)");
					continue;
				}
				Type *v = type_variant(p, t);
				v->addr_space = (uint8_t)as;
				t = v;
			}
		} else if (!strcmp(n, "mode")) {
			t = mode_type(p, t, a);
		} else if (!strcmp(n, "aligned") && on_typedef) {
			int v = attr_aligned_value(p, a);
			if (v) {
				Type *nv = type_variant(p, t);
				nv->align = v;
				t = nv;
			}
		}
	}
	return t;
}

void apply_record_attrs(Parser *p, Type *rec, Attr *attrs)
{
	DeclState *d = p->decl;
	for (int i = 0; i < d->nattr_frames; i++)
		if (d->attr_frames[i].to_record)
			attrs = attr_concat(attrs, d->attr_frames[i].attrs);
	int align = 0;
	for (Attr *a = attrs; a; a = a->next) {
		const char *n = a->name->name;
		if (!strcmp(n, "packed"))
			rec->is_packed = true;
		else if (!strcmp(n, "aligned")) {
			int v = attr_aligned_value(p, a);
			if (v > align)
				align = v;
		} else if (!strcmp(n, "preserve_access_index"))
			rec->preserve_access_index = true;
	}
	rec->attr_align = align;
	rec->pack = p->pack_current;
	/* copies: a list may be shared with a pragma frame or a declaration */
	Attr *copy = NULL, **tail = &copy;
	for (Attr *a = attrs; a; a = a->next) {
		Attr *c = arena_alloc(p->arena, sizeof *c);
		*c = *a;
		c->next = NULL;
		*tail = c;
		tail = &c->next;
	}
	rec->attrs = attr_concat(rec->attrs, copy);
}

/* ---- pragmas ---- */
static bool word_is(const Token *t, const char *w)
{
	return t && t->kind == TK_IDENT && strlen(w) == t->len && !memcmp(t->text, w, t->len);
}

static bool punct_is(const Token *t, Punct c) { return t && tok_is(t, c); }

static bool number_of(const Token *t, int64_t *v)
{
	if (!t || t->kind != TK_NUMBER)
		return false;
	char buf[32];
	size_t n = t->len < sizeof buf - 1 ? t->len : sizeof buf - 1;
	memcpy(buf, t->text, n);
	buf[n] = 0;
	char *end;
	long long x = strtoll(buf, &end, 0);
	while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
		end++;
	if (*end)
		return false;
	*v = x;
	return true;
}

/* #pragma pack(push[, N]) / pack(pop) / pack(N) / pack() */
static void pragma_pack(Parser *p, Token *pack)
{
	Token *t = pack->next;
	SrcLoc at = tok_loc(pack); /* clang's place for these warnings */
	if (!punct_is(t, P_LPAREN)) {
		diag_warn("ignored-pragmas", at, "missing '(' after '#pragma pack' - ignoring");
		return;
	}
	t = t->next;
	int64_t v;
	if (word_is(t, "push")) {
		if (p->pack_depth < (int)ARRAY_LEN(p->pack_stack))
			p->pack_stack[p->pack_depth++] = p->pack_current;
		t = t->next;
		if (punct_is(t, P_COMMA) && number_of(t->next, &v)) {
			p->pack_current = (int)v;
			t = t->next->next;
		}
	} else if (word_is(t, "pop")) {
		if (p->pack_depth)
			p->pack_current = p->pack_stack[--p->pack_depth];
		else
			diag_warn("ignored-pragmas", at, "#pragma pack(pop, ...) failed: stack empty");
		t = t->next;
	} else if (number_of(t, &v)) {
		if (v != 0 && v != 1 && v != 2 && v != 4 && v != 8 && v != 16) {
			diag_warn("ignored-pragmas", at, "expected #pragma pack parameter to be '1', '2', '4', '8', or '16'");
			return;
		}
		p->pack_current = (int)v;
		t = t->next;
	} else if (punct_is(t, P_RPAREN)) {
		p->pack_current = 0;
	}
	if (p->pack_current && (p->pack_current & (p->pack_current - 1)))
		p->pack_current = 0;
	(void)t;
}

/* The attribute list of `#pragma clang attribute push(__attribute__((x)), ...)`
 * is read from the pragma's own tokens (identifiers, strings, numbers). */
static Attr *pragma_attr_list(Parser *p, Token **tp)
{
	Token *t = *tp;
	Attr *head = NULL, **tail = &head;
	if (!(t && tok_kw(t) == KW_ATTRIBUTE && punct_is(t->next, P_LPAREN) && punct_is(t->next->next, P_LPAREN)))
		return NULL;
	t = t->next->next->next;
	while (t && t->kind == TK_IDENT) {
		Attr *a = new_attr(p, normalized_name(t), tok_loc(t));
		t = t->next;
		if (punct_is(t, P_LPAREN)) {
			Node *args[8];
			int n = 0;
			for (t = t->next; t && !punct_is(t, P_RPAREN); t = t->next) {
				if (punct_is(t, P_COMMA))
					continue;
				Node *e = new_node(p, t->kind == TK_STRING ? ND_STR : t->kind == TK_NUMBER ? ND_NUM : ND_IDENT,
						   tok_loc(t));
				int64_t v;
				if (t->kind == TK_STRING && t->len >= 2 && t->text[0] == '"') {
					e->str = arena_strndup(p->arena, t->text + 1, t->len - 2);
					e->str_len = t->len - 1;
				} else if (number_of(t, &v)) {
					e->ival = v;
					e->type = ty_int;
				} else if (t->kind == TK_IDENT) {
					e->ident = t->ident;
				}
				if (n < 8)
					args[n++] = e;
			}
			a->nargs = n;
			a->args = arena_alloc(p->arena, (size_t)(n ? n : 1) * sizeof *a->args);
			memcpy(a->args, args, (size_t)n * sizeof *args);
			if (t)
				t = t->next;
		}
		*tail = a;
		tail = &a->next;
		if (punct_is(t, P_COMMA))
			t = t->next;
	}
	while (t && punct_is(t, P_RPAREN))
		t = t->next;
	*tp = t;
	return head;
}

static void pragma_clang_attribute(Parser *p, Token *attr)
{
	DeclState *d = p->decl;
	Token *t = attr->next;
	if (word_is(t, "pop")) {
		if (!d->nattr_frames)
			diag_error(tok_loc(attr), "'#pragma clang attribute pop' with no matching '#pragma clang attribute push'");
		else
			d->nattr_frames--;
		return;
	}
	if (!word_is(t, "push")) {
		diag_error(tok_loc(t ? t : attr), "expected 'push', 'pop', or '(' after '#pragma clang attribute'");
		return;
	}
	Token *at = t;
	t = t->next;
	if (!punct_is(t, P_LPAREN)) {
		if (d->nattr_frames < (int)ARRAY_LEN(d->attr_frames))
			d->attr_frames[d->nattr_frames++] = (struct AttrFrame){0};
		return;
	}
	t = t->next;
	Attr *attrs = pragma_attr_list(p, &t);
	bool to_record = false;
	if (punct_is(t, P_COMMA) && word_is(t->next, "apply_to")) {
		for (t = t->next; t; t = t->next)
			if (word_is(t, "record"))
				to_record = true;
	}
	if (d->nattr_frames >= (int)ARRAY_LEN(d->attr_frames)) {
		diag_error(tok_loc(at), "too many nested '#pragma clang attribute push'");
		return;
	}
	d->attr_frames[d->nattr_frames++] = (struct AttrFrame){attrs, to_record};
}

/* #pragma GCC|clang diagnostic push|pop|ignored|warning|error "-Wname" */
static void pragma_diagnostic(Token *t)
{
	if (word_is(t, "push")) {
		warn_push();
	} else if (word_is(t, "pop")) {
		if (!warn_pop()) {
			SrcLoc at = tok_loc(t);
			at.col += (int)t->len;
			diag_warn("unknown-pragmas", at, "pragma diagnostic pop could not pop, no matching push");
		}
	} else if (word_is(t, "ignored") || word_is(t, "warning") || word_is(t, "error") || word_is(t, "fatal")) {
		Token *s = t->next;
		if (s && s->kind == TK_STRING && s->len > 2 && s->text[0] == '"') {
			char name[128];
			size_t n = s->len - 2 < sizeof name - 1 ? s->len - 2 : sizeof name - 1;
			memcpy(name, s->text + 1, n);
			name[n] = 0;
			char mode[16];
			n = t->len < sizeof mode - 1 ? t->len : sizeof mode - 1;
			memcpy(mode, t->text, n);
			mode[n] = 0;
			warn_pragma(mode, name);
		}
	}
}

void handle_pragma(Parser *p, Token *pragma)
{
	Token *t = pragma->pragma;
	if (!t)
		return;
	if (loop_pragma(p, pragma)) /* stmt.c: unroll hints for the next loop */
		return;
	if (word_is(t, "pack")) {
		pragma_pack(p, t);
	} else if ((word_is(t, "clang") || word_is(t, "GCC")) && word_is(t->next, "diagnostic")) {
		pragma_diagnostic(t->next->next);
	} else if (word_is(t, "clang") && word_is(t->next, "attribute")) {
		pragma_clang_attribute(p, t->next);
	} else if (word_is(t, "GCC") || word_is(t, "clang")) {
		/* the namespaces' other pragmas: known ones are ignored quietly */
		static const char *const gcc[] = {"visibility", "poison", "system_header", "dependency", "warning",
						  "error", "push_options", "pop_options", "optimize", "ivdep", "target",
						  "reset_options"};
		static const char *const clang[] = {"loop", "section", "optimize", "max_tokens_here", "fp",
						    "system_header", "poison", "arc_cf_code_audited", "assume_nonnull",
						    "module", "deprecated", "restrict_expansion", "final", "code_seg",
						    "unsafe_buffer_usage", "max_tokens_total", "force_cuda_host_device"};
		bool is_gcc = word_is(t, "GCC");
		const char *const *known = is_gcc ? gcc : clang;
		size_t n = is_gcc ? ARRAY_LEN(gcc) : ARRAY_LEN(clang);
		bool found = false;
		for (size_t i = 0; i < n && !found; i++)
			found = word_is(t->next, known[i]);
		if (!found)
			diag_warn("unknown-pragmas", tok_loc(t->next ? t->next : t), "unknown pragma ignored");
	} else if (word_is(t, "once") || word_is(t, "mark") ||
		   word_is(t, "STDC") || word_is(t, "weak") || word_is(t, "redefine_extname") ||
		   word_is(t, "message") || word_is(t, "push_macro") || word_is(t, "pop_macro") ||
		   word_is(t, "region") || word_is(t, "endregion") || word_is(t, "optimize") ||
		   word_is(t, "comment") || word_is(t, "omp") || word_is(t, "align") || word_is(t, "options")) {
		/* known to clang; nothing for ebcc to do */
	} else {
		diag_warn("unknown-pragmas", tok_loc(t), "unknown pragma ignored");
	}
}
