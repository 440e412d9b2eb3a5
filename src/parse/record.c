/* record.c - struct, union and enum specifiers: tags and their scopes,
 * member lists (bitfields, anonymous members, flexible arrays), and enums
 * with clang's rules for the underlying type and enumerator types. */
#include "decls.h"

#include <string.h>

static const char *kind_word(TypeKind k)
{
	return k == TY_STRUCT ? "struct" : k == TY_UNION ? "union" : "enum";
}

/* A tag first declared in a parameter list has prototype scope. */
static void warn_prototype_scope(Parser *p, Type *t, SrcLoc loc)
{
	if (p->decl->proto_depth && p->depth == p->decl->proto_depth)
		diag_warn("visibility", loc, "declaration of '%s' will not be visible outside of this function",
			  type_name(p, t));
}

static void remember_record(Parser *p, Type *t)
{
	Program *prog = p->prog;
	DeclState *d = p->decl;
	if (prog->nrecords == d->records_cap) {
		int cap = d->records_cap ? d->records_cap * 2 : 256;
		Type **n = arena_alloc(p->arena, (size_t)cap * sizeof *n);
		if (prog->nrecords)
			memcpy(n, prog->records, (size_t)prog->nrecords * sizeof *n);
		prog->records = n;
		d->records_cap = cap;
	}
	prog->records[prog->nrecords++] = t;
}

/* `struct x` without a body: the visible tag, or a new incomplete type
 * declared in the current scope. */
static Type *tag_reference(Parser *p, TypeKind kind, Ident *tag, SrcLoc loc, SrcLoc kwloc, bool forward)
{
	Type *t = forward && !tag_in_current_scope(p, tag) ? NULL : lookup_tag(p, tag);
	if (t && t->kind != kind) {
		diag_error(kwloc, "use of '%s' with tag type that does not match previous declaration", tag->name);
		diag_note(t->loc, "previous use is here");
		t = NULL;
	}
	if (!t) {
		t = new_record(p, kind, tag, loc);
		bind_tag(p, tag, t, loc);
		warn_prototype_scope(p, t, loc);
	}
	return t;
}

/* One member declaration list entry: `specifiers declarator[: width], ...;` */
static void parse_member_decl(Parser *p, Type *rec, Member ***tail, int *index)
{
	DeclSpec ds;
	SrcLoc loc = tok_loc(p->tok);
	if (!parse_declspec(p, &ds, CTX_MEMBER)) {
		if (p->tok->kind == TK_IDENT && !p->tok->ident->kw)
			diag_error(loc, "unknown type name '%s'", p->tok->ident->name);
		else
			diag_error(loc, "expected member name or ';' after declaration specifiers");
		skip_to_sync(p);
		return;
	}
	if (!ds.type)
		ds.type = ty_int;
	if (at_punct(p, P_SEMI)) {
		/* anonymous struct/union member (C11), or a tag declaration */
		Type *t = ds.type;
		if (is_record(t) && !t->canon->tag) {
			Member *m = arena_alloc(p->arena, sizeof *m);
			m->type = t;
			m->loc = loc;
			m->index = (*index)++;
			m->attrs = ds.attrs;
			**tail = m;
			*tail = &m->next;
		} else if (!ds.defined_tag) {
			diag_warn("missing-declarations", loc, "declaration does not declare anything");
		}
		next_tok(p);
		return;
	}
	for (;;) {
		Declarator d;
		if (at_punct(p, P_COLON)) {
			memset(&d, 0, sizeof d);
			d.type = ds.type;
			d.loc = tok_loc(p->tok);
		} else {
			parse_declarator(p, ds.type, &d, false);
		}
		Member *m = arena_alloc(p->arena, sizeof *m);
		m->name = d.name;
		m->type = d.type;
		m->loc = d.loc;
		if (accept_punct(p, P_COLON)) {
			SrcLoc wloc = tok_loc(p->tok); /* unnamed bit-fields: errors at the width */
			int64_t w = 0;
			Node *e = parse_cond_expr(p);
			if (e && eval_int_const(p, e, &w, "bit-field width")) {
				const char *nm = d.name ? d.name->name : "<anonymous>";
				Type *bt = d.type;
				if (!is_integer(bt)) {
					diag_error(d.loc, "bit-field '%s' has non-integral type '%s'", nm, type_name(p, bt));
					w = 1;
				} else if (w < 0 && !is_unsigned(e->type)) {
					diag_error(d.loc, "bit-field '%s' has negative width (%lld)", nm, (long long)w);
					w = 1;
				} else if ((uint64_t)w > (uint64_t)(bt->kind == TY_BOOL ? 1 : bt->size * 8)) {
					int64_t tw = bt->kind == TY_BOOL ? 1 : bt->size * 8; /* _Bool: 1 bit */
					const char *pl = tw == 1 ? "" : "s";
					if (d.name)
						diag_error(d.loc, "width of bit-field '%s' (%lld bits) exceeds the width of its type (%lld bit%s)",
							   nm, (long long)w, (long long)tw, pl);
					else
						diag_error(wloc, "width of anonymous bit-field (%lld bits) exceeds the width of its type (%lld bit%s)",
							   (long long)w, (long long)tw, pl);
					w = tw;
				} else if (w == 0 && d.name) {
					diag_error(d.loc, "named bit-field '%s' has zero width", nm);
					w = 1;
				}
			} else {
				w = 1;
			}
			drop_const_expr(p, e);
			m->is_bitfield = true;
			m->bit_width = (int)w;
		}
		m->attrs = attr_concat(attr_concat(ds.attrs, d.attrs), parse_attributes(p));
		Type *t = m->type;
		if (t->kind == TY_FUNC) {
			diag_error(d.loc, "field '%s' declared as a function", d.name ? d.name->name : "");
			m->type = pointer_to(p, t);
		} else if (!t->is_complete && !(t->kind == TY_ARRAY && t->array_len < 0)) {
			diag_error(d.loc, "field has incomplete type '%s'", type_name(p, t));
			m->type = ty_int;
		}
		if (ds.align && ds.align < m->type->align && !m->is_bitfield)
			diag_error(ds.align_loc, "requested alignment is less than minimum alignment of %d for type '%s'",
				   m->type->align, type_name(p, m->type));
		else if (ds.align)
			m->align = ds.align;
		m->index = (*index)++;
		if (m->name || m->is_bitfield) {
			**tail = m;
			*tail = &m->next;
		}
		(void)rec;
		if (!accept_punct(p, P_COMMA))
			break;
	}
	if (at_punct(p, P_RBRACE)) { /* struct { int a } : clang only warns */
		if (!accept_punct(p, P_SEMI)) {
			SrcLoc at = tok_loc(p->prev);
			at.col += (int)p->prev->len;
			diag_warning(at, "expected ';' at end of declaration list");
		}
	} else if (!expect_punct(p, P_SEMI, "at end of declaration list")) {
		skip_to_sync(p);
	}
}

/* Checks that only the last member is a flexible array; marks it. */
static void check_members(Parser *p, Type *rec)
{
	int n = 0;
	for (Member *m = rec->members; m; m = m->next) {
		n++;
		Type *t = m->type;
		if (t->kind == TY_ARRAY && t->array_len < 0) {
			if (m->next && rec->kind == TY_STRUCT) {
				diag_error(m->loc, "flexible array member '%s' with type '%s' is not at the end of struct",
					   m->name ? m->name->name : "", type_name(p, t));
				diag_note(m->next->loc, "next field declaration is here");
			} else if (rec->kind == TY_STRUCT) {
				rec->has_flexible = true;
			}
		}
		if (is_record(t) && t->canon->has_flexible && m->next && rec->kind == TY_STRUCT)
			diag_warn("gnu-variable-sized-type-not-at-end", m->loc,
				  "field '%s' with variable sized type '%s' not at the end of a struct or class is a GNU extension",
				  m->name ? m->name->name : "", type_name(p, t));
	}
	rec->nmembers = n;
}

static Type *parse_record_body(Parser *p, Type *t, Attr *attrs)
{
	next_tok(p); /* { */
	Member *members = NULL, **tail = &members;
	int index = 0;
	if (++p->nesting > 256) {
		diag_error(tok_loc(p->tok), "nesting too deep");
		p->nesting--;
		skip_to_sync(p);
		return t;
	}
	while (!at_punct(p, P_RBRACE) && p->tok->kind != TK_EOF) {
		if (accept_kw(p, KW_STATIC_ASSERT)) {
			parse_static_assert(p);
			continue;
		}
		if (accept_punct(p, P_SEMI))
			continue;
		parse_member_decl(p, t, &tail, &index);
	}
	p->nesting--;
	expect_punct(p, P_RBRACE, "");
	attrs = attr_concat(attrs, parse_attributes(p));
	t->members = members;
	check_members(p, t);
	apply_record_attrs(p, t, attrs);
	layout_record(p, t);
	complete_record_variants(t);
	remember_record(p, t);
	return t;
}

/* ---- enums ---- */

/* Bits needed for a value as clang counts them: positive values need
 * their active bits (+1 when a negative value forces a sign). */
static int active_bits_u(uint64_t v)
{
	int n = 0;
	while (v) {
		n++;
		v >>= 1;
	}
	return n;
}

static Type *parse_enum_body(Parser *p, Type *t, Attr *attrs, Type *fixed)
{
	next_tok(p); /* { */
	EnumConst *head = NULL, **tail = &head;
	Symbol *syms[1];
	(void)syms;
	int64_t next = 0;
	bool next_unsigned = false, have_prev = false;
	int neg_bits = 0, pos_bits = 0;
	bool any_neg = false;
	Symbol *first_sym = NULL, **sym_tail = &first_sym;
	(void)sym_tail;
	while (!at_punct(p, P_RBRACE) && p->tok->kind != TK_EOF) {
		if (p->tok->kind != TK_IDENT || p->tok->ident->kw) {
			diag_error(tok_loc(p->tok), "expected identifier");
			skip_to_sync(p);
			break;
		}
		Ident *name = p->tok->ident;
		SrcLoc loc = tok_loc(p->tok);
		next_tok(p);
		Attr *ea = parse_attributes(p);
		int64_t v = next;
		bool vu = next_unsigned;
		if (accept_punct(p, P_ASSIGN)) {
			Node *e = parse_cond_expr(p);
			if (e && eval_int_const(p, e, &v, "enumerator value")) {
				vu = e->type && is_unsigned(e->type) && v < 0;
			} else {
				v = next;
			}
			drop_const_expr(p, e);
		} else if (have_prev && !next_unsigned && next == INT64_MIN) {
			diag_error(loc, "enumerator value is not representable in the underlying type");
		}
		have_prev = true;
		if (vu || v >= 0) {
			int b = active_bits_u((uint64_t)v);
			if (b > pos_bits)
				pos_bits = b;
		} else {
			any_neg = true;
			int b = active_bits_u(~(uint64_t)v) + 1;
			if (b > neg_bits)
				neg_bits = b;
		}
		/* the next implicit value */
		if (vu) {
			next = (int64_t)((uint64_t)v + 1);
			next_unsigned = true;
		} else if (v == INT64_MAX) {
			next = INT64_MIN;
			next_unsigned = true;
		} else {
			next = v + 1;
			next_unsigned = false;
		}
		EnumConst *ec = arena_alloc(p->arena, sizeof *ec);
		ec->name = name;
		ec->value = v;
		ec->loc = loc;
		ec->attrs = ea;
		*tail = ec;
		tail = &ec->next;
		/* redeclaration of an ordinary identifier in the same scope */
		if (sym_in_current_scope(p, name)) {
			Symbol *old = name->sym;
			diag_error(loc, "redefinition of enumerator '%s'", name->name);
			diag_note(old->loc, "previous definition is here");
		}
		Symbol *s = new_symbol(p, SYM_ENUM_CONST, name, t, loc);
		s->enum_value = v;
		s->attrs = ea;
		/* while the enum is incomplete, its constants have type int when
		 * the value fits, else a 64-bit type (clang) */
		bool fits_int = !vu && v >= INT32_MIN && v <= INT32_MAX;
		s->type = fits_int ? ty_int : vu ? ty_ulong : ty_long;
		s->is_tentative = !fits_int; /* retyped below */
		bind_sym(p, s);
		if (!accept_punct(p, P_COMMA))
			break;
	}
	expect_punct(p, P_RBRACE, "");
	attrs = attr_concat(attrs, parse_attributes(p));
	t->enum_consts = head;
	bool packed = find_attr(attrs, "packed") != NULL;
	Type *best;
	if (fixed) {
		best = fixed;
	} else if (any_neg) {
		if (packed && neg_bits <= 8 && pos_bits < 8)
			best = ty_schar;
		else if (packed && neg_bits <= 16 && pos_bits < 16)
			best = ty_short;
		else if (neg_bits <= 32 && pos_bits < 32)
			best = ty_int;
		else
			best = ty_long;
		if (neg_bits > 64 || pos_bits >= 64)
			diag_error(t->loc, "enumeration values exceed range of largest integer");
	} else {
		if (packed && pos_bits <= 8)
			best = ty_uchar;
		else if (packed && pos_bits <= 16)
			best = ty_ushort;
		else if (pos_bits <= 32)
			best = ty_uint;
		else
			best = ty_ulong;
	}
	t->base = best;
	t->size = best->size;
	t->align = best->align;
	t->is_complete = true;
	t->is_packed = packed;
	t->attrs = attr_concat(t->attrs, attrs);
	/* after the closing brace: int if the value fits, else the enum's
	 * underlying type (clang's C rule) */
	for (EnumConst *ec = head; ec; ec = ec->next) {
		Symbol *s = ec->name->sym;
		if (!s || s->kind != SYM_ENUM_CONST || s->enum_value != ec->value)
			continue;
		bool fits_int = s->type == ty_int;
		if (fixed)
			s->type = t;
		else if (!fits_int)
			s->type = best;
		s->is_tentative = false;
	}
	complete_record_variants(t);
	remember_record(p, t);
	return t;
}

/* After struct/union/enum: the tag, a body or a reference. */
Type *parse_tag_type(Parser *p, Keyword kw, DeclSpec *ds)
{
	TypeKind kind = kw == KW_STRUCT ? TY_STRUCT : kw == KW_UNION ? TY_UNION : TY_ENUM;
	SrcLoc kwloc = tok_loc(p->prev);
	Attr *attrs = parse_attributes(p);
	Ident *tag = NULL;
	SrcLoc loc = kwloc;
	if (p->tok->kind == TK_IDENT && !p->tok->ident->kw) {
		tag = p->tok->ident;
		loc = tok_loc(p->tok);
		next_tok(p);
		attrs = attr_concat(attrs, parse_attributes(p));
	}
	Type *fixed = NULL;
	/* enum E : T (fixed underlying type); not `enum E:` in _Generic */
	if (kind == TY_ENUM && at_punct(p, P_COLON) && starts_typename(p, peek_tok(p, 1))) {
		next_tok(p);
		fixed = unqualified(p, parse_typename(p));
		if (!is_integer(fixed) || fixed->kind == TY_ENUM) {
			diag_error(loc, "non-integral type '%s' is an invalid underlying type", type_name(p, fixed));
			fixed = ty_int;
		}
	}
	if (!at_punct(p, P_LBRACE)) {
		if (!tag) {
			diag_error(kwloc, "declaration of anonymous %s must be a definition", kind_word(kind));
			return kind == TY_ENUM ? ty_int : new_record(p, kind, NULL, loc);
		}
		bool forward = at_punct(p, P_SEMI) && !ds->storage;
		Type *t = tag_reference(p, kind, tag, loc, kwloc, forward);
		if (forward)
			ds->defined_tag = true;
		/* `struct S __attribute__((btf_type_tag("kptr"))) *p`: a type
		 * tag here tags this use of the type (clang), not the record */
		Attr **link = &attrs;
		while (*link) {
			if (!strcmp((*link)->name->name, "btf_type_tag")) {
				Attr *a = *link;
				*link = a->next;
				a->next = NULL;
				ds->attrs = attr_concat(ds->attrs, a);
			} else {
				link = &(*link)->next;
			}
		}
		if (attrs && t->canon == t)
			t->attrs = attr_concat(t->attrs, attrs);
		if (fixed && !t->is_complete) {
			t->base = fixed;
			t->size = fixed->size;
			t->align = fixed->align;
			t->is_complete = true;
		}
		return t;
	}
	ds->defined_tag = true;
	Type *t = NULL;
	if (tag && tag_in_current_scope(p, tag)) {
		t = lookup_tag(p, tag);
		if (t->kind != kind) {
			diag_error(kwloc, "use of '%s' with tag type that does not match previous declaration", tag->name);
			diag_note(t->loc, "previous use is here");
			t = NULL;
		} else if (t->is_complete && !(kind == TY_ENUM && !t->enum_consts && t->base)) {
			diag_error(loc, "redefinition of '%s'", tag->name);
			diag_note(t->loc, "previous definition is here");
			t = new_record(p, kind, tag, loc); /* parse into a fresh type to recover */
		}
	}
	if (!t) {
		t = new_record(p, kind, tag, loc);
		if (tag) {
			bind_tag(p, tag, t, loc);
			warn_prototype_scope(p, t, loc);
		}
	}
	t->loc = loc;
	if (kind == TY_ENUM)
		return parse_enum_body(p, t, attrs, fixed);
	return parse_record_body(p, t, attrs);
}
