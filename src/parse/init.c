/* init.c - initializers: braces and brace elision, designators (.m, [i],
 * GNU [a ... b] ranges, nested and through anonymous members), string
 * literals for character arrays, completing `T a[]`, flexible array
 * members of static objects (GNU), and constant checks for static
 * storage.  The result is the flattened, offset-sorted InitEntry list
 * described in ast.h: a later initializer of the same bytes replaces the
 * earlier one.
 *
 * fill() initializes the elements of one aggregate in order from the
 * current token.  At a brace level it runs to the '}'; an elided level
 * (no braces of its own) stops when its aggregate is full, at a '}' or at
 * a designator, which always belongs to the enclosing brace level. */
#include "decls.h"

#include <stdlib.h>
#include <string.h>

typedef struct Init {
	Parser *p;
	bool is_static;
	InitEntry **v; /* entries in order of initialization */
	int n, cap;
	int64_t max_end; /* highest bit written so far: overlap checks only below it */
	Node *pending;   /* an expression read ahead, for the next scalar */
	bool copying;    /* repeat_range is adding copies */
	bool quiet_override; /* the override was reported at a union designator */
	Type *top;       /* the object's type, to count `T a[]` elements */
	SrcLoc decl_loc; /* the declarator, for errors about the whole object */
	int64_t top_len;
	int depth;
} Init;

typedef struct Pos {
	int64_t index; /* arrays */
	Member *m;     /* records: NULL when past the end */
	bool done;     /* unions: one member initialized */
} Pos;

static int64_t entry_start(const InitEntry *e)
{
	return e->offset * 8 + (e->bitfield ? e->bitfield->bit_offset : 0);
}

static int64_t entry_end(const InitEntry *e)
{
	if (e->bitfield)
		return entry_start(e) + e->bitfield->bit_width;
	int64_t size = e->type->size;
	if (e->expr && e->expr->kind == ND_STR && size < 0)
		size = e->expr->str_len;
	return entry_start(e) + (size > 0 ? size : 0) * 8;
}

static void add_entry(Init *in, int64_t off, Type *t, Member *bf, Node *e)
{
	Parser *p = in->p;
	InitEntry *ie = arena_alloc(p->arena, sizeof *ie);
	ie->offset = off;
	ie->type = t;
	ie->bitfield = bf;
	ie->expr = e;
	int64_t s = entry_start(ie), end = entry_end(ie);
	if (s < in->max_end) { /* a designator went back: drop what it overwrites */
		int k = 0;
		InitEntry *first = NULL;
		for (int i = 0; i < in->n; i++) {
			InitEntry *o = in->v[i];
			int64_t os = entry_start(o), oe = entry_end(o);
			bool overlap = os < end && s < oe;
			if (os == oe && os == s)
				overlap = true; /* a zero-size entry at the same place */
			if (!overlap)
				in->v[k++] = o;
			else if (!first)
				first = o;
		}
		in->n = k;
		/* clang warns by default; copies made for a [a ... b] range are not
		 * new initializers */
		if (first && e && first->expr && !in->copying && !in->quiet_override) {
			diag_warn("initializer-overrides", e->loc, "initializer overrides prior initialization of this subobject");
			if (warn_enabled("initializer-overrides") && !diag_no_warnings && !(e->loc.file && e->loc.file->system))
				diag_note(first->expr->loc, "previous initialization is here");
		}
	}
	if (in->n == in->cap) {
		int cap = in->cap ? in->cap * 2 : 16;
		InitEntry **nv = arena_alloc(p->arena, (size_t)cap * sizeof *nv);
		if (in->n)
			memcpy(nv, in->v, (size_t)in->n * sizeof *nv);
		in->v = nv;
		in->cap = cap;
	}
	in->v[in->n++] = ie;
	if (end > in->max_end)
		in->max_end = end;
}

static Node *strip_casts(Node *e)
{
	while (e && e->kind == ND_CAST)
		e = e->lhs;
	return e;
}

static void check_constant(Init *in, Node *e)
{
	if (!in->is_static || !e || !e->type || is_record(e->type))
		return;
	Symbol *sym;
	Node *str;
	int64_t off;
	if (eval_addr_const(in->p, e, &sym, &str, &off))
		return;
	Node *s = strip_casts(e);
	if (is_float(e->type) && s && s->kind == ND_NUM)
		return;
	diag_error(e->loc, "initializer element is not a compile-time constant");
}

static bool is_char_array(const Type *t)
{
	return t->kind == TY_ARRAY && is_integer(t->base) && t->base->kind != TY_BOOL && t->base->kind != TY_ENUM;
}

static Node *next_expr(Init *in)
{
	Node *e = in->pending;
	if (e) {
		in->pending = NULL;
		return e;
	}
	return parse_assign_expr(in->p);
}

/* char a[N] = "..." (also u8/u/U/L strings for matching element sizes) */
static bool string_init(Init *in, Type *t, int64_t off, Node *e)
{
	if (!e || e->kind != ND_STR || !e->type || e->type->kind != TY_ARRAY)
		return false;
	int64_t esz = t->base->size, ssz = e->type->base->size;
	if (esz != ssz) {
		diag_error(e->loc, "initializing wide char array with non-wide string literal");
		return true;
	}
	int64_t n = e->str_len / (ssz ? ssz : 1); /* elements incl. the terminator */
	if (t->array_len >= 0 && n - 1 > t->array_len)
		diag_warn("excess-initializers", e->loc, "initializer-string for char array is too long");
	if (t == in->top && t->array_len < 0 && n > in->top_len)
		in->top_len = n;
	add_entry(in, off, t, NULL, e);
	return true;
}

static bool at_designator(Parser *p)
{
	return at_punct(p, P_LBRACKET) || (at_punct(p, P_DOT) && peek_tok(p, 1)->kind == TK_IDENT);
}

static const char *agg_word(const Type *t)
{
	return t->kind == TY_ARRAY ? "array" : t->kind == TY_UNION ? "union" :
	       t->kind == TY_STRUCT ? "struct" : "scalar";
}

static Member *first_member(const Type *t)
{
	Member *m = t->canon->members;
	while (m && !m->name && m->is_bitfield)
		m = m->next;
	return m;
}

static Member *next_member(Member *m)
{
	m = m->next;
	while (m && !m->name && m->is_bitfield)
		m = m->next;
	return m;
}

static Pos pos_start(const Type *t)
{
	Pos pos = {0};
	if (is_record(t))
		pos.m = first_member(t);
	return pos;
}

static bool pos_valid(const Type *t, const Pos *pos)
{
	if (t->kind == TY_ARRAY)
		return t->array_len < 0 || pos->index < t->array_len;
	if (is_record(t))
		return pos->m && !pos->done;
	return false;
}

static void pos_advance(const Type *t, Pos *pos)
{
	if (t->kind == TY_ARRAY)
		pos->index++;
	else if (t->kind == TY_UNION)
		pos->done = true;
	else if (pos->m)
		pos->m = next_member(pos->m);
}

static Type *elem_type(const Type *t, const Pos *pos)
{
	return t->kind == TY_ARRAY ? t->base : pos->m->type;
}

static int64_t elem_off(const Type *t, const Pos *pos, int64_t off)
{
	if (t->kind == TY_ARRAY)
		return off + pos->index * (t->base->size > 0 ? t->base->size : 0);
	return pos->m->is_bitfield ? off : off + pos->m->offset;
}

static void init_element(Init *in, Type *t, int64_t off, Member *bf);
static void fill(Init *in, Type *t, int64_t off, bool braced, bool designated);

/* Skips one initializer that has nowhere to go. */
static void discard_initializer(Init *in)
{
	Parser *p = in->p;
	if (in->pending) {
		in->pending = NULL;
		return;
	}
	if (at_punct(p, P_LBRACE)) {
		int depth = 0;
		do {
			if (at_punct(p, P_LBRACE))
				depth++;
			else if (at_punct(p, P_RBRACE))
				depth--;
			next_tok(p);
		} while (depth > 0 && p->tok->kind != TK_EOF);
		return;
	}
	parse_assign_expr(p);
}

/* { scalar } : braces around a scalar initializer */
static void braced_scalar(Init *in, Type *t, int64_t off, Member *bf)
{
	Parser *p = in->p;
	next_tok(p); /* { */
	if (at_designator(p)) {
		diag_error(in->depth == 1 && in->top == t && in->decl_loc.file ? in->decl_loc : tok_loc(p->tok),
			   "initialization of non-aggregate type '%s' with a designated initializer list",
			   type_name(p, t));
		while (!at_punct(p, P_RBRACE) && !at_punct(p, P_SEMI) && p->tok->kind != TK_EOF)
			next_tok(p);
		accept_punct(p, P_RBRACE);
		return;
	}
	if (at_punct(p, P_RBRACE)) { /* {} zero-initializes (C23, GNU) */
		next_tok(p);
		return;
	}
	if (at_punct(p, P_LBRACE))
		diag_warn("many-braces-around-scalar-init", tok_loc(p->tok), "too many braces around scalar initializer");
	init_element(in, t, off, bf);
	if (accept_punct(p, P_COMMA) && !at_punct(p, P_RBRACE)) {
		diag_warn("excess-initializers", tok_loc(p->tok), "excess elements in scalar initializer");
		while (!at_punct(p, P_RBRACE) && p->tok->kind != TK_EOF) {
			discard_initializer(in);
			if (!accept_punct(p, P_COMMA))
				break;
		}
	}
	expect_punct(p, P_RBRACE, "");
}

static void init_element(Init *in, Type *t, int64_t off, Member *bf)
{
	Parser *p = in->p;
	if (++in->depth > 256) {
		diag_error(tok_loc(p->tok), "nesting too deep");
		in->depth--;
		discard_initializer(in);
		return;
	}
	if (!in->pending && at_punct(p, P_LBRACE)) {
		if (!is_record(t) && t->kind != TY_ARRAY) {
			braced_scalar(in, t, off, bf);
		} else {
			if (is_record(t) && !t->is_complete)
				diag_error(tok_loc(p->tok), "variable has incomplete type '%s'", type_name(p, t));
			next_tok(p);
			if (is_char_array(t) && p->tok->kind == TK_STRING) { /* char s[] = {"abc"} */
				Node *e = parse_assign_expr(p);
				if (string_init(in, t, off, e))
					accept_punct(p, P_COMMA);
				else
					in->pending = e;
			}
			fill(in, t, off, true, false);
			if (!expect_punct(p, P_RBRACE, "")) {
				while (!at_punct(p, P_RBRACE) && p->tok->kind != TK_EOF && !at_punct(p, P_SEMI))
					next_tok(p);
				accept_punct(p, P_RBRACE);
			}
		}
		in->depth--;
		return;
	}
	if (is_record(t) || t->kind == TY_ARRAY) {
		Node *e = next_expr(in);
		if (!e) {
			in->depth--;
			return;
		}
		if (is_char_array(t) && string_init(in, t, off, e)) {
			in->depth--;
			return;
		}
		if (is_record(t) && e->type && types_compatible(unqualified(p, e->type), unqualified(p, t))) {
			add_entry(in, off, t, NULL, e);
			in->depth--;
			return;
		}
		/* brace elision: e initializes the first scalar inside t */
		in->pending = e;
		fill(in, t, off, false, false);
		if (in->pending) {
			Node *left = in->pending;
			in->pending = NULL;
			if (is_record(t) && !first_member(t))
				diag_error(left->loc, "initializer for aggregate with no elements requires explicit braces");
			else
				convert_assign(p, left, t, "initializing"); /* reports the mismatch */
		}
		in->depth--;
		return;
	}
	Node *e = next_expr(in);
	if (e && in->depth == 1 && t == in->top && in->decl_loc.file) {
		/* `int x = v;`: clang reports a bad conversion at the variable,
		 * a value change (-Wconstant-conversion) at the value */
		int errors = diag_error_count();
		e = convert_assign_at(p, e, t, "initializing", in->decl_loc);
		if (diag_error_count() == errors) /* no second error on a bad one */
			check_constant(in, e);
		add_entry(in, off, t, bf, e);
	} else if (e) {
		e = convert_assign(p, e, t, "initializing");
		check_constant(in, e);
		add_entry(in, off, t, bf, e);
	}
	in->depth--;
}

/* One designator at aggregate t: sets *pos (and *hi for a GNU range);
 * false after an error (the rest of the initializer is then skipped). */
static bool designator(Init *in, Type *t, Pos *pos, int64_t *hi, Member **via)
{
	Parser *p = in->p;
	*via = NULL;
	if (at_punct(p, P_LBRACKET)) {
		next_tok(p);
		SrcLoc loc = tok_loc(p->tok); /* clang points at the index */
		int64_t lo = 0, h;
		if (!parse_int_const(p, &lo, "array designator"))
			return false;
		h = lo;
		if (accept_punct(p, P_ELLIPSIS) && !parse_int_const(p, &h, "array designator"))
			return false;
		if (!expect_punct(p, P_RBRACKET, ""))
			return false;
		if (t->kind != TY_ARRAY) {
			diag_error(loc, "array designator cannot initialize non-array type '%s'", type_name(p, t));
			return false;
		}
		if (lo < 0) {
			diag_error(loc, "array designator value '%lld' is negative", (long long)lo);
			return false;
		}
		if (h < lo) {
			diag_error(loc, "array designator range [%lld, %lld] is empty", (long long)lo, (long long)h);
			return false;
		}
		if (t->array_len >= 0 && h >= t->array_len) {
			diag_error(loc, "array designator index (%lld) exceeds array bounds (%lld)", (long long)h,
				   (long long)t->array_len);
			return false;
		}
		pos->index = lo;
		*hi = h;
		return true;
	}
	next_tok(p); /* . */
	Token *name = p->tok;
	next_tok(p);
	if (!is_record(t)) {
		diag_error(tok_loc(name), "field designator cannot initialize a non-struct, non-union type '%s'",
			   type_name(p, t));
		return false;
	}
	Member *path[64];
	int n = find_member(t, name->ident, path, 64);
	if (!n) {
		diag_error(tok_loc(name), "field designator '%s' does not refer to any field in type '%s'",
			   name->ident->name, type_name(p, t));
		return false;
	}
	pos->m = path[0];
	pos->done = false;
	if (n > 1)
		*via = path[n - 1]; /* through anonymous members */
	return true;
}

/* The element at *pos is the start of a designated path into an
 * anonymous member: descend to the named member `target`. */
static void fill_via(Init *in, Type *t, int64_t off, Member *target)
{
	Parser *p = in->p;
	Member *path[64];
	int n = find_member(t, target->name, path, 64);
	Type *cur = t;
	int64_t o = off;
	(void)cur;
	/* the anonymous members on the way are elided levels positioned at
	 * the next one on the path; only the innermost is initialized here */
	for (int i = 0; i < n - 1; i++) {
		o += path[i]->offset;
		cur = path[i]->type;
	}
	Pos pos = pos_start(cur);
	pos.m = path[n - 1];
	Type *et = elem_type(cur, &pos);
	init_element(in, et, elem_off(cur, &pos, o), pos.m->is_bitfield ? pos.m : NULL);
	/* continue with the members after it inside the anonymous record */
	pos_advance(cur, &pos);
	while (pos_valid(cur, &pos) && at_punct(p, P_COMMA)) {
		Token *nx = peek_tok(p, 1);
		if (tok_is(nx, P_RBRACE) || tok_is(nx, P_LBRACKET) || (tok_is(nx, P_DOT)))
			break;
		next_tok(p);
		init_element(in, elem_type(cur, &pos), elem_off(cur, &pos, o), pos.m->is_bitfield ? pos.m : NULL);
		pos_advance(cur, &pos);
	}
}

/* [lo ... hi] = x: the entries element lo got (from index n0 on) are
 * repeated for lo+1..hi.  A snapshot, since add_entry may compact v. */
static void repeat_range(Init *in, int n0, int64_t lo, int64_t hi, int64_t esize)
{
	int n = in->n - n0;
	if (hi <= lo || n <= 0)
		return;
	InitEntry **snap = arena_alloc(in->p->arena, (size_t)n * sizeof *snap);
	memcpy(snap, in->v + n0, (size_t)n * sizeof *snap);
	in->copying = true;
	for (int64_t i = lo + 1; i <= hi; i++)
		for (int k = 0; k < n; k++)
			add_entry(in, snap[k]->offset + (i - lo) * esize, snap[k]->type, snap[k]->bitfield,
				  snap[k]->expr);
	in->copying = false;
}

static void fill(Init *in, Type *t, int64_t off, bool braced, bool designated)
{
	Parser *p = in->p;
	Pos pos = pos_start(t);
	bool first = true, warned = false;
	Member *union_member = NULL; /* unions: the member initialized, and its first entry */
	InitEntry *union_entry = NULL;
	for (;;) {
		int64_t hi = -1;
		Member *via = NULL;
		int n_start = in->n;
		bool saved_quiet = in->quiet_override;
		if (!in->pending) {
			if (at_punct(p, P_RBRACE) || p->tok->kind == TK_EOF)
				return;
			if (at_designator(p)) {
				if (!braced && !(first && designated))
					return;
				SrcLoc dloc = tok_loc(p->tok);
				if (!designator(in, t, &pos, &hi, &via)) {
					while (!at_punct(p, P_RBRACE) && !at_punct(p, P_SEMI) && p->tok->kind != TK_EOF)
						next_tok(p);
					return;
				}
				/* another member of a union replaces the whole union: clang
				 * warns at the designator, once */
				if (t->kind == TY_UNION && union_member && pos.m != union_member && union_entry &&
				    union_entry->expr && !in->quiet_override) {
					diag_warn("initializer-overrides", dloc,
						  "initializer overrides prior initialization of this subobject");
					if (warn_enabled("initializer-overrides") && !diag_no_warnings &&
					    !(dloc.file && dloc.file->system))
						diag_note(union_entry->expr->loc, "previous initialization is here");
					in->quiet_override = true;
				}
				if (!via && at_designator(p)) {
					/* nested designator: an elided level starting there */
					int n0 = in->n;
					Type *et = elem_type(t, &pos);
					int64_t eo = elem_off(t, &pos, off);
					fill(in, et, eo, false, true);
					repeat_range(in, n0, pos.index, hi, et->size);
					if (hi > pos.index)
						pos.index = hi;
					goto advance;
				}
				if (!accept_punct(p, P_ASSIGN) && !at_punct(p, P_LBRACE))
					expect_punct(p, P_ASSIGN, "");
			}
		}
		if (!pos_valid(t, &pos)) {
			if (!braced)
				return;
			if (!warned)
				diag_warn("excess-initializers", in->pending ? in->pending->loc : tok_loc(p->tok),
					  "excess elements in %s initializer", agg_word(t));
			warned = true;
			discard_initializer(in);
		} else if (via) {
			fill_via(in, t, off, via);
		} else {
			int n0 = in->n;
			Type *et = elem_type(t, &pos);
			init_element(in, et, elem_off(t, &pos, off), t->kind != TY_ARRAY && pos.m->is_bitfield ? pos.m : NULL);
			/* [a ... b] = x: copy what element a got */
			repeat_range(in, n0, pos.index, hi, et->size);
			if (hi > pos.index)
				pos.index = hi;
		}
advance:
		in->quiet_override = saved_quiet;
		if (t->kind == TY_UNION && in->n > n_start) {
			union_member = pos.m;
			union_entry = in->v[n_start];
		}
		if (t == in->top && t->kind == TY_ARRAY && pos.index + 1 > in->top_len)
			in->top_len = pos.index + 1;
		if (pos_valid(t, &pos) || t->kind != TY_ARRAY)
			pos_advance(t, &pos);
		first = false;
		if (braced) {
			if (!accept_punct(p, P_COMMA))
				return;
			continue;
		}
		if (!pos_valid(t, &pos) || !at_punct(p, P_COMMA))
			return;
		Token *nx = peek_tok(p, 1);
		if (tok_is(nx, P_RBRACE) || tok_is(nx, P_LBRACKET) || (tok_is(nx, P_DOT)))
			return;
		next_tok(p); /* , */
	}
}

static int cmp_entries(const void *a, const void *b)
{
	const InitEntry *x = *(InitEntry *const *)a, *y = *(InitEntry *const *)b;
	int64_t sx = entry_start(x), sy = entry_start(y);
	return sx < sy ? -1 : sx > sy;
}

InitEntry *parse_initializer(Parser *p, Type **ty, bool is_static)
{
	Init in = {.p = p, .is_static = is_static, .top = *ty, .decl_loc = p->decl->init_loc};
	p->decl->init_loc = (SrcLoc){0};
	Type *t = *ty;
	SrcLoc loc = tok_loc(p->tok);
	if (t->kind == TY_FUNC) {
		discard_initializer(&in);
		return NULL;
	}
	if (t->kind == TY_ARRAY && !at_punct(p, P_LBRACE)) {
		Node *e = parse_assign_expr(p);
		int64_t es = t->base->size;
		if (!(is_char_array(t) && string_init(&in, t, 0, e)) && e)
			diag_error(in.decl_loc.file ? in.decl_loc : e->loc, "array initializer must be an initializer list%s",
				   !is_char_array(t) ? "" : es == 1 ? " or string literal" : " or wide string literal");
	} else {
		init_element(&in, t, 0, NULL);
	}
	if (t->kind == TY_ARRAY && t->array_len < 0) {
		Type *done = array_of(p, t->base, in.top_len);
		done->sugar_of = t->sugar_of;
		for (int i = 0; i < in.n; i++)
			if (in.v[i]->type == t)
				in.v[i]->type = done;
		*ty = done;
	} else if (is_record(t) && t->canon->has_flexible && !is_static) {
		for (int i = 0; i < in.n; i++)
			if (in.v[i]->offset * 8 >= t->size * 8 && t->size >= 0) {
				diag_error(loc, "initialization of flexible array member is not allowed");
				break;
			}
	}
	/* sorted by offset; entries never overlap after add_entry */
	if (in.n > 1) /* (qsort's array may not be NULL, even for 0 entries) */
		qsort(in.v, (size_t)in.n, sizeof *in.v, cmp_entries);
	InitEntry *head = NULL, **tail = &head;
	for (int i = 0; i < in.n; i++) {
		in.v[i]->next = NULL;
		*tail = in.v[i];
		tail = &in.v[i]->next;
	}
	return head;
}
