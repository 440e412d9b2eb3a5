/* parse.c - the translation unit: token stream with lookahead and pragma
 * hand-off, keywords, the error limit, parse_program. */
#define DECLS_NO_INLINE /* parse.c defines the functions */
#include "decls.h"

#include <string.h>

enum { ERROR_LIMIT = 20 };

/* ---- tokens ---- */

/* Pulls tokens from the preprocessor into the lookahead buffer.  Pragma
 * tokens stay in the buffer in order and are handled when the parser
 * moves past the token before them, so `#pragma pack` and diagnostic
 * pragmas take effect exactly where they were written. */
static Token *raw_next(Parser *p)
{
	return cpp_next(p->cpp);
}

static Token eof_token;

static Token *stop_token(Parser *p)
{
	eof_token.kind = TK_EOF;
	eof_token.file = p->tok ? p->tok->file : NULL;
	eof_token.line = p->tok ? p->tok->line : 0;
	eof_token.col = p->tok ? p->tok->col : 0;
	eof_token.text = "";
	return &eof_token;
}

/* util's diag prints the "too many errors" line at the limit and drops
 * everything after it; the parser then sees only EOF, so every loop ends. */
bool too_many_errors(Parser *p)
{
	if (!p->error_limit_hit && diag_error_limit && diag_error_count() >= diag_error_limit) {
		p->error_limit_hit = 1;
		p->tok = stop_token(p);
		p->nahead = 0;
	}
	return p->error_limit_hit;
}

/* The token after the buffered ones, pragmas handled on the way when
 * `handle` (consuming), else left in place. */
static Token *fill(Parser *p, int n)
{
	while (p->nahead < n)
		p->ahead[p->nahead++] = raw_next(p);
	return p->ahead[n - 1];
}

Token *next_tok(Parser *p)
{
	Token *t = p->tok;
	p->prev = t;
	/* the common case: nothing buffered, an ordinary token */
	if (!p->nahead && !p->error_limit_hit) {
		Token *n = cpp_next(p->cpp);
		if (n->kind != TK_PRAGMA && n->kind != TK_EOF) {
			p->tok = n;
			return t;
		}
		p->ahead[p->nahead++] = n;
	}
	if (too_many_errors(p)) {
		p->tok = stop_token(p);
		return t;
	}
	for (;;) {
		Token *n;
		if (p->nahead) {
			n = p->ahead[0];
			memmove(p->ahead, p->ahead + 1, (size_t)(p->nahead - 1) * sizeof p->ahead[0]);
			p->nahead--;
		} else {
			n = raw_next(p);
		}
		if (n->kind == TK_PRAGMA) {
			handle_pragma(p, n);
			continue;
		}
		p->tok = n;
		break;
	}
	return t;
}

Token *peek_tok(Parser *p, int n)
{
	if (p->tok->kind == TK_EOF)
		return p->tok;
	/* pragmas in the buffer are not tokens of the language: skip them */
	int seen = 0;
	for (int i = 1;; i++) {
		if (i > (int)ARRAY_LEN(p->ahead))
			return p->ahead[ARRAY_LEN(p->ahead) - 1];
		Token *t = fill(p, i);
		if (t->kind == TK_PRAGMA)
			continue;
		if (++seen == n || t->kind == TK_EOF)
			return t;
	}
}

bool at_punct(Parser *p, Punct c) { return tok_is(p->tok, c); }

bool accept_punct(Parser *p, Punct c)
{
	if (!tok_is(p->tok, c))
		return false;
	next_tok(p);
	return true;
}

bool expect_punct(Parser *p, Punct c, const char *context)
{
	if (accept_punct(p, c))
		return true;
	/* "expected ';' after X" points just past the previous token, as clang
	 * does; other expectations point at the offending token */
	SrcLoc loc = tok_loc(p->tok);
	if (c == P_SEMI && p->prev && p->prev->file) {
		loc = tok_loc(p->prev);
		loc.col += (int)p->prev->len;
	}
	if (p->tok->kind == TK_EOF && p->prev)
		loc = tok_loc(p->prev), loc.col += (int)p->prev->len;
	if (context && *context)
		diag_error(loc, "expected '%s' %s", punct_spelling(c), context);
	else
		diag_error(loc, "expected '%s'", punct_spelling(c));
	return false;
}

Keyword tok_kw(const Token *t) { return t->kind == TK_IDENT ? (Keyword)t->ident->kw : KW_NONE; }
bool at_kw(Parser *p, Keyword k) { return tok_kw(p->tok) == k; }

bool accept_kw(Parser *p, Keyword k)
{
	if (tok_kw(p->tok) != k)
		return false;
	next_tok(p);
	return true;
}

void skip_to_sync(Parser *p)
{
	int depth = 0;
	while (p->tok->kind != TK_EOF && !too_many_errors(p)) {
		if (at_punct(p, P_LPAREN) || at_punct(p, P_LBRACKET) || at_punct(p, P_LBRACE)) {
			depth++;
		} else if (at_punct(p, P_RPAREN) || at_punct(p, P_RBRACKET)) {
			if (depth > 0)
				depth--;
		} else if (at_punct(p, P_RBRACE)) {
			if (depth == 0)
				return; /* closes the enclosing block: the caller's */
			depth--;
			if (depth == 0 && p->depth == 0) {
				next_tok(p);
				return;
			}
		} else if (at_punct(p, P_SEMI) && depth == 0) {
			next_tok(p);
			return;
		}
		next_tok(p);
	}
}

/* ---- keywords ---- */
static void set_keywords(const ParseOptions *opt)
{
	static const struct { const char *s; uint16_t kw; } kws[] = {
#define X(id, s) {s, KW_##id},
		KEYWORD_LIST(X) KEYWORD_ALIAS_LIST(X)
#undef X
	};
	bool c23 = opt->std >= 202311;
	for (size_t i = 0; i < ARRAY_LEN(kws); i++) {
		const char *s = kws[i].s;
		bool on = true;
		/* C23 spellings are ordinary identifiers before C23 (vmlinux.h
		 * declares `typedef _Bool bool;`); plain asm/typeof need GNU */
		if (!strcmp(s, "bool") || !strcmp(s, "alignas") || !strcmp(s, "alignof") ||
		    !strcmp(s, "static_assert") || !strcmp(s, "thread_local") || !strcmp(s, "typeof_unqual") ||
		    !strcmp(s, "true") || !strcmp(s, "false"))
			on = c23;
		else if (!strcmp(s, "asm") || !strcmp(s, "typeof"))
			on = opt->gnu || c23;
		ident_cstr(s)->kw = on ? kws[i].kw : 0;
	}
}

/* ---- symbols ---- */
Symbol *new_symbol(Parser *p, SymKind kind, Ident *name, Type *ty, SrcLoc loc)
{
	Symbol *s = arena_alloc(p->arena, sizeof *s);
	s->kind = kind;
	s->name = name;
	s->type = ty;
	s->loc = loc;
	s->scope_depth = -1;
	return s;
}

void add_global(Parser *p, Symbol *sym)
{
	DeclState *d = p->decl;
	if (d->last_global)
		d->last_global->next = sym;
	else
		p->prog->globals = sym;
	d->last_global = sym;
}

/* Predefined typedefs clang provides (__uint128_t; __int128_t is a keyword
 * spelling of __int128 in parser.h). */
static void predefine(Parser *p)
{
	Symbol *s = new_symbol(p, SYM_TYPEDEF, ident_cstr("__uint128_t"), ty_uint128, (SrcLoc){0});
	s->storage = SC_TYPEDEF;
	s->type = typedef_variant(p, ty_uint128, s);
	bind_sym(p, s);
}

Program *parse_program(Cpp *cpp, const ParseOptions *opt)
{
	Arena a = {.huge = true}; /* types and symbols: tens of MB for vmlinux.h */
	Program *prog = arena_alloc(&a, sizeof *prog);
	prog->arena = a;
	prog->opt = *opt;
	types_init(opt);
	set_keywords(opt);

	Parser p = {0};
	p.cpp = cpp;
	p.prog = prog;
	p.arena = &prog->arena;
	p.opt = *opt;
	p.depth = -1;
	p.decl = arena_alloc(p.arena, sizeof *p.decl);
	p.decl->va_list_type = pointer_to(&p, ty_void); /* BPF: void * */
	int errors_before = diag_error_count();
	p.decl->errors_before = errors_before;
	if (!diag_error_limit)
		diag_error_limit = ERROR_LIMIT; /* the driver may set -ferror-limit */
	scope_push(&p); /* file scope: depth 0 */
	predefine(&p);
	/* the parser's own interning is done: the preprocessor may run ahead */
	bool ahead = opt->cpp_thread == CPP_THREAD_ALWAYS && cpp_run_ahead(cpp);
	p.tok = stop_token(&p);
	next_tok(&p);
	while (p.tok->kind != TK_EOF && !too_many_errors(&p)) {
		parse_external_declaration(&p);
		/* between declarations the parser holds no token but these:
		 * the others' memory is used again (vmlinux.h: 32 MB less) */
		Token *live[2 + ARRAY_LEN(p.ahead)] = {p.tok, p.prev};
		for (int i = 0; i < p.nahead; i++)
			live[2 + i] = p.ahead[i];
		cpp_recycle_tokens(p.cpp, live, 2 + p.nahead);
		/* between declarations the preprocessor is between tokens too:
		 * it can move to a thread of its own here */
		if (!ahead && opt->cpp_thread == CPP_THREAD_AUTO && cpp_text_read(cpp) > CPP_THREAD_BYTES)
			ahead = cpp_run_ahead(cpp);
	}
	if (ahead)
		cpp_join_ahead(cpp);
	finish_translation_unit(&p);
	/* Idents outlive the Program: its file-scope bindings (100k for
	 * vmlinux.h, each a cache miss to undo) stay until program_free
	 * undoes them, which a compiler about to exit need not call */
	while (p.scope && p.depth > 0)
		scope_pop(&p);
	prog->file_scope = p.scope;
	if (diag_error_count() > errors_before) {
		program_free(prog);
		return NULL;
	}
	return prog;
}

void program_free(Program *prog)
{
	if (!prog)
		return;
	scope_unbind(prog->file_scope);
	Arena tmp = prog->arena; /* prog itself lives in the arena */
	arena_free(&tmp);
}

/* ---- declarations: binding, redeclaration merging ---- */

/* The file-scope binding of `name`, looking past block-scope bindings. */
static Symbol *global_binding(Ident *name)
{
	for (Symbol *s = name->sym; s; s = s->shadowed)
		if (s->scope_depth == 0)
			return s;
	return NULL;
}

/* A redeclaration of `old` (same scope or linked by extern): check and
 * merge into old; returns false if it conflicts (the caller then makes a
 * fresh symbol so parsing goes on). */
static bool merge_redeclaration(Parser *p, Symbol *old, SymKind kind, Storage sc, Type *ty,
				SrcLoc loc, Ident *name)
{
	const char *n = name->name;
	if (old->kind != kind || old->kind == SYM_ENUM_CONST) {
		diag_error(loc, "redefinition of '%s' as different kind of symbol", n);
		diag_note(old->loc, "previous definition is here");
		return false;
	}
	if (kind == SYM_TYPEDEF) {
		if (!types_compatible(old->type->sugar_of ? old->type->sugar_of : old->type, ty)) {
			diag_error(loc, "typedef redefinition with different types ('%s' vs '%s')",
				   type_name(p, ty), type_name(p, old->type->sugar_of ? old->type->sugar_of : old->type));
			diag_note(old->loc, "previous definition is here");
			return false;
		}
		return true;
	}
	if (!types_compatible(old->type, ty)) {
		if (kind == SYM_FUNC)
			diag_error(loc, "conflicting types for '%s'", n);
		else
			diag_error(loc, "redefinition of '%s' with a different type: '%s' vs '%s'", n,
				   type_name(p, ty), type_name(p, old->type));
		bool def = old->is_defined || old->is_tentative || (old->kind == SYM_VAR && old->storage != SC_EXTERN);
		diag_note(old->loc, "previous %s is here", def ? "definition" : "declaration");
		return false;
	}
	if (sc == SC_STATIC && old->storage != SC_STATIC) {
		diag_error(loc, "static declaration of '%s' follows non-static declaration", n);
		diag_note(old->loc, "previous declaration is here");
		return false;
	}
	if (kind == SYM_VAR && old->storage == SC_STATIC && sc == SC_NONE && !old->is_local) {
		diag_error(loc, "non-static declaration of '%s' follows static declaration", n);
		diag_note(old->loc, "previous declaration is here");
		return false;
	}
	if (old->kind == SYM_VAR && old->is_local && old->storage != SC_EXTERN) {
		diag_error(loc, "redefinition of '%s'", n);
		diag_note(old->loc, "previous definition is here");
		return false;
	}
	/* int f(); then int f(int): clang's C23-motivated warning */
	if (kind == SYM_FUNC && old->type->no_prototype && !old->is_defined && !ty->no_prototype && ty->nparams) {
		diag_warn("deprecated-non-prototype", old->loc, "a function declaration without a prototype is deprecated in "
			  "all versions of C and is treated as a zero-parameter prototype in C23, conflicting with a "
			  "subsequent declaration");
		if (warn_enabled("deprecated-non-prototype") && !diag_no_warnings && !(old->loc.file && old->loc.file->system))
			diag_note(loc, "conflicting prototype is here");
	}
	old->type = composite_type(p, old->type, ty);
	if (old->storage == SC_EXTERN && sc != SC_EXTERN)
		old->storage = sc;
	return true;
}

Symbol *declare_symbol(Parser *p, DeclSpec *ds, Declarator *d)
{
	Type *ty = d->type;
	Storage sc = ds->storage;
	SymKind kind = sc == SC_TYPEDEF ? SYM_TYPEDEF : ty && ty->kind == TY_FUNC ? SYM_FUNC : SYM_VAR;
	Ident *name = d->name;
	bool file = p->depth == 0;
	if (file && (sc == SC_AUTO || sc == SC_REGISTER)) {
		diag_error(d->loc, kind == SYM_FUNC ? "illegal storage class on function" :
						      "illegal storage class on file-scoped variable");
		sc = ds->storage = SC_NONE;
	}
	if (ds->is_inline && kind != SYM_FUNC) {
		diag_error(ds->inline_loc, "'inline' can only appear on functions");
		ds->is_inline = false;
	}
	bool links = file || sc == SC_EXTERN || (kind == SYM_FUNC && sc != SC_STATIC);
	if (!file && kind == SYM_FUNC && sc == SC_STATIC) {
		diag_error(ds->loc, "function declared in block scope cannot have 'static' storage class");
		sc = SC_NONE;
	}
	if (kind == SYM_TYPEDEF) {
		Symbol *old = sym_in_current_scope(p, name) ? name->sym : NULL;
		if (old && merge_redeclaration(p, old, kind, sc, ty, d->loc, name))
			return old;
		Symbol *s = new_symbol(p, SYM_TYPEDEF, name, ty, d->loc);
		s->storage = SC_TYPEDEF;
		s->type = typedef_variant(p, ty, s);
		s->attrs = attr_concat(ds->attrs, d->attrs);
		s->type = apply_type_attrs(p, s->type, d->attrs, true);
		s->is_local = !file;
		bind_sym(p, s);
		if (file) {
			Program *prog = p->prog;
			if (prog->ntypedefs == p->decl->typedefs_cap) {
				int cap = p->decl->typedefs_cap ? p->decl->typedefs_cap * 2 : 256;
				Symbol **n = arena_alloc(p->arena, (size_t)cap * sizeof *n);
				if (prog->ntypedefs)
					memcpy(n, prog->typedefs, (size_t)prog->ntypedefs * sizeof *n);
				prog->typedefs = n;
				p->decl->typedefs_cap = cap;
			}
			prog->typedefs[prog->ntypedefs++] = s;
		}
		return s;
	}
	Symbol *old = NULL;
	if (sym_in_current_scope(p, name))
		old = name->sym;
	else if (links && !file)
		old = global_binding(name); /* block-scope extern names the global */
	if (!old && links && p->decl->hidden_globals) /* first declared in a block (rare) */
		for (Symbol **h = p->decl->hidden_globals; h && !old; h = (Symbol **)h[1])
			if (h[0]->name == name)
				old = h[0];
	if (old && (old->kind == SYM_VAR || old->kind == SYM_FUNC || old->kind != kind || file || sym_in_current_scope(p, name))) {
		if (merge_redeclaration(p, old, kind, sc, ty, d->loc, name)) {
			if (!file)
				bind_sym(p, old);
			apply_sym_attrs(p, old, d->attrs);
			apply_sym_attrs(p, old, ds->attrs);
			return old;
		}
	}
	Symbol *s = new_symbol(p, kind, name, ty, d->loc);
	s->storage = sc;
	s->is_local = !links;
	if (kind == SYM_FUNC) {
		s->is_inline = ds->is_inline;
		s->is_noreturn = ds->is_noreturn;
	}
	if (ds->align) {
		/* C17 6.7.5p4: _Alignas may not weaken the type's alignment */
		if (ty && ty->kind != TY_FUNC && ty->size >= 0 && ds->align < ty->align)
			diag_error(ds->align_loc, "requested alignment is less than minimum alignment of %d for type '%s'",
				   ty->align, type_name(p, ty));
		else
			s->align = ds->align;
	}
	apply_sym_attrs(p, s, ds->attrs);
	apply_sym_attrs(p, s, d->attrs);
	if (links) {
		/* one Symbol per name in Program.globals, even when first seen in
		 * a block */
		if (!file) {
			s->scope_depth = 0; /* a global, bound here too */
			/* not visible at file scope after the block, but a later
			 * file-scope declaration must find it (hidden_globals) */
			s->func_next = NULL;
			Symbol **h = arena_alloc(p->arena, 2 * sizeof *h);
			h[0] = s;
			h[1] = (Symbol *)p->decl->hidden_globals;
			p->decl->hidden_globals = h;
		}
		add_global(p, s);
	} else if (p->func) {
		DeclState *st = p->decl;
		if (st->last_local && st->locals_of == p->func)
			st->last_local->next = s;
		else
			p->func->locals = s;
		st->last_local = s;
		st->locals_of = p->func;
	}
	bind_sym(p, s);
	return s;
}

/* Object checks once the declarator and any initializer are known. */
static void check_object(Parser *p, Symbol *s, bool has_init)
{
	Type *t = s->type;
	if (s->kind != SYM_VAR)
		return;
	if (t->kind == TY_VOID) {
		if (s->storage != SC_EXTERN) /* extern void x; is GNU C (kfunc/ksym) */
			diag_error(s->loc, "variable has incomplete type '%s'", type_name(p, t));
		return;
	}
	if (!t->is_complete && s->storage != SC_EXTERN && !has_init) {
		if (!s->is_local && !(t->kind == TY_ARRAY) && p->depth == 0)
			return; /* tentative: may be completed later in the file */
		if (p->depth > 0 && s->is_local) {
			diag_error(s->loc, "variable has incomplete type '%s'", type_name(p, t));
			note_forward_declaration(p, t);
		}
	}
}

/* One init-declarator after its declarator: asm label, attributes,
 * initializer.  Block scope: appends an ND_DECL statement to *tail. */
static void finish_declarator(Parser *p, DeclSpec *ds, Declarator *d, Node **tail)
{
	const char *asm_name = NULL;
	if (at_kw(p, KW_ASM))
		asm_name = parse_asm_label(p);
	d->attrs = attr_concat(d->attrs, parse_attributes(p));
	bool auto_type = ds->is_auto_type;
	if (auto_type && !at_punct(p, P_ASSIGN)) {
		diag_error(d->loc, "declaration of variable '%s' with deduced type '__auto_type' requires an initializer",
			   d->name->name);
		d->type = ty_int;
		auto_type = false;
	}
	if (auto_type)
		d->type = ty_int; /* replaced by the initializer's type below */
	Symbol *s = declare_symbol(p, ds, d);
	if (asm_name)
		s->asm_name = asm_name;
	bool has_init = false;
	if (accept_punct(p, P_ASSIGN)) {
		has_init = true;
		if (s->kind == SYM_TYPEDEF) {
			diag_error(d->loc, "illegal initializer (only variables can be initialized)");
			Type *t = d->type;
			parse_initializer(p, &t, false);
		} else if (s->kind == SYM_FUNC) {
			diag_error(d->loc, "illegal initializer type '%s'", type_name(p, s->type));
			Type *t = ty_int;
			parse_initializer(p, &t, false);
		} else if (auto_type) {
			Node *e = parse_assign_expr(p);
			if (e)
				e = rvalue(p, e);
			Type *t = e && e->type ? unqualified(p, e->type) : ty_int;
			s->type = qualified(p, t, ds->qual);
			InitEntry *ie = arena_alloc(p->arena, sizeof *ie);
			ie->type = s->type;
			ie->expr = e;
			s->init = ie;
			s->has_init = s->is_defined = true;
			s->def_loc = d->loc;
		} else if (s->is_local && s->storage == SC_EXTERN) {
			diag_error(d->loc, "declaration of block scope identifier with linkage cannot have an initializer");
			Type *t = d->type;
			parse_initializer(p, &t, false);
		} else if (!s->is_local && p->depth > 0) {
			diag_error(d->loc, "declaration of block scope identifier with linkage cannot have an initializer");
			Type *t = d->type;
			parse_initializer(p, &t, false);
		} else {
			if (s->has_init) {
				diag_error(d->loc, "redefinition of '%s'", d->name->name);
				diag_note(s->def_loc, "previous definition is here");
			}
			if (s->storage == SC_EXTERN && p->depth == 0)
				diag_warn("extern-initializer", d->loc, "'extern' variable has an initializer");
			bool is_static = !s->is_local || s->storage == SC_STATIC;
			Type *t = s->type;
			p->decl->init_loc = d->loc;
			s->init = parse_initializer(p, &t, is_static);
			s->type = t;
			s->has_init = s->is_defined = true;
			s->def_loc = d->loc;
			s->is_tentative = false;
			if (!s->is_local)
				s->def_seq = ++p->prog->def_seq;
		}
	} else if (s->kind == SYM_VAR && !s->is_local && s->storage != SC_EXTERN && !s->has_init) {
		s->is_tentative = true;
		if (!s->def_seq)
			s->def_seq = ++p->prog->def_seq;
	} else if (s->kind == SYM_VAR && s->is_local && s->storage != SC_EXTERN) {
		s->is_defined = true;
		s->def_loc = d->loc;
	}
	check_object(p, s, has_init);
	if (tail && s->kind == SYM_VAR) {
		Node *n = new_node(p, ND_DECL, d->loc);
		n->sym = s;
		while (*tail)
			tail = &(*tail)->next;
		*tail = n;
	}
}

/* The rest of an init-declarator-list whose first declarator is *first
 * (or none yet), up to and including ';'. */
static void rest_of_declaration(Parser *p, DeclSpec *ds, Declarator *first, Node **tail)
{
	Declarator d;
	if (first)
		d = *first;
	else
		parse_declarator(p, ds->type ? ds->type : ty_int, &d, false);
	for (;;) {
		if (d.error || !d.name) {
			skip_to_sync(p);
			return;
		}
		finish_declarator(p, ds, &d, tail);
		if (!accept_punct(p, P_COMMA))
			break;
		parse_declarator(p, ds->type ? ds->type : ty_int, &d, false);
	}
	if (!expect_punct(p, P_SEMI, p->depth ? "at end of declaration" : "after top level declarator"))
		skip_to_sync(p);
}

void parse_init_declarators(Parser *p, DeclSpec *ds, Node **tail)
{
	if (at_punct(p, P_SEMI)) {
		if (!ds->defined_tag)
			diag_warn("missing-declarations", ds->loc, "declaration does not declare anything");
		next_tok(p);
		return;
	}
	rest_of_declaration(p, ds, NULL, tail);
}

/* ---- function definitions ---- */
static void parse_kr_declarations(Parser *p, Declarator *d)
{
	int n = 0;
	for (Param *pa = d->fn_params; pa; pa = pa->next)
		n++;
	bool *declared = arena_alloc(p->arena, (size_t)n + 1);
	while (!at_punct(p, P_LBRACE) && p->tok->kind != TK_EOF) {
		DeclSpec ds;
		if (!parse_declspec(p, &ds, CTX_PARAM)) {
			diag_error(tok_loc(p->tok), "expected function body after function declarator");
			skip_to_sync(p);
			return;
		}
		for (;;) {
			Declarator pd;
			parse_declarator(p, ds.type ? ds.type : ty_int, &pd, false);
			Param *pa = d->fn_params;
			int i = 0;
			while (pa && pa->name != pd.name)
				pa = pa->next, i++;
			if (pa)
				declared[i] = true;
			if (!pd.name) {
			} else if (!pa) {
				diag_error(pd.loc, "parameter named '%s' is missing", pd.name->name);
			} else {
				Type *t = pd.type;
				pa->type = t->kind == TY_ARRAY ? pointer_to(p, t->base) :
					   t->kind == TY_FUNC ? pointer_to(p, t) : t;
				pa->loc = pd.loc;
			}
			if (!accept_punct(p, P_COMMA))
				break;
		}
		expect_punct(p, P_SEMI, "at end of declaration");
	}
	int i = 0;
	for (Param *pa = d->fn_params; pa; pa = pa->next, i++)
		if (!declared[i])
			diag_error(pa->loc, "parameter '%s' was not declared, defaults to 'int'; ISO C99 and later do not "
					    "support implicit int [-Wimplicit-int]", pa->name->name);
}

static void parse_function_definition(Parser *p, DeclSpec *ds, Declarator *d)
{
	if (d->kr_list) {
		parse_kr_declarations(p, d);
		diag_warn("deprecated-non-prototype", d->loc, "a function definition without a prototype is deprecated "
			  "in all versions of C and is not supported in C23");
	}
	if (ds->storage == SC_TYPEDEF) {
		diag_error(d->loc, "function definition declared 'typedef'");
		ds->storage = SC_NONE;
	}
	Symbol *fn = declare_symbol(p, ds, d);
	if (fn->kind != SYM_FUNC) {
		skip_to_sync(p);
		return;
	}
	if (fn->is_defined) {
		diag_error(d->loc, "redefinition of '%s'", d->name->name);
		diag_note(fn->def_loc, "previous definition is here");
	}
	/* the definition's parameter names are the ones that count */
	fn->type = d->type;
	fn->is_defined = true;
	fn->def_loc = d->loc;
	/* GNU extern inline (`extern inline __attribute__((gnu_inline))`,
	 * glibc's __extern_inline): the body is for inlining only, never an
	 * external definition (GCC's manual), whatever other declarations
	 * say; so, as an inline definition, it is compiled only if called */
	if (ds->is_inline && ds->storage == SC_EXTERN && (find_attr(ds->attrs, "gnu_inline") || find_attr(d->attrs, "gnu_inline")))
		fn->is_inline = true;
	Type *ret = d->type->base;
	if (ret->kind != TY_VOID && !ret->is_complete)
		diag_error(d->loc, "incomplete result type '%s' in function definition", type_name(p, ret));
	scope_push(p);
	p->func = fn;
	Symbol *params = NULL, **tail = &params;
	for (Param *pa = d->fn_params; pa; pa = pa->next) {
		if (!pa->name) {
			diag_warn("c23-extensions", pa->loc,
				  "omitting the parameter name in a function definition is a C23 extension");
			continue;
		}
		if (!pa->type->is_complete && pa->type->kind != TY_ARRAY)
			diag_error(pa->loc, "variable has incomplete type '%s'", type_name(p, pa->type));
		if (sym_in_current_scope(p, pa->name)) {
			diag_error(pa->loc, "redefinition of parameter '%s'", pa->name->name);
			continue;
		}
		Symbol *s = new_symbol(p, SYM_VAR, pa->name, pa->type, pa->loc);
		s->is_local = s->is_param = s->is_defined = true;
		s->attrs = pa->attrs;
		apply_sym_attrs(p, s, pa->attrs);
		bind_sym(p, s);
		*tail = s;
		tail = &s->next;
	}
	fn->params = params;
	DeclState *st = p->decl;
	st->last_local = NULL;
	st->locals_of = fn;
	if (st->last_func)
		st->last_func->func_next = fn;
	else
		p->prog->funcs = fn;
	st->last_func = fn;
	fn->def_seq = ++p->prog->def_seq;
	parse_function_body(p, fn);
	p->func = NULL;
	scope_pop(p);
}

void parse_external_declaration(Parser *p)
{
	Keyword k = tok_kw(p->tok);
	if (at_punct(p, P_SEMI)) {
		next_tok(p);
		return;
	}
	if (k == KW_ASM) {
		parse_toplevel_asm(p);
		return;
	}
	if (k == KW_STATIC_ASSERT) {
		next_tok(p);
		parse_static_assert(p);
		return;
	}
	DeclSpec ds;
	SrcLoc loc = tok_loc(p->tok);
	if (!parse_declspec(p, &ds, CTX_FILE)) {
		if (p->tok->kind == TK_IDENT && !p->tok->ident->kw) {
			diag_error(loc, "type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int");
			ds.type = ty_int;
		} else {
			diag_error(loc, "expected identifier or '('");
			if (at_punct(p, P_RBRACE))
				next_tok(p);
			else
				skip_to_sync(p);
			return;
		}
	}
	if (at_punct(p, P_SEMI)) {
		parse_init_declarators(p, &ds, NULL);
		return;
	}
	/* the first declarator decides: function definition or declaration */
	Declarator d;
	parse_declarator(p, ds.type ? ds.type : ty_int, &d, false);
	if (d.error || !d.name) {
		skip_to_sync(p);
		return;
	}
	if (d.fn_is_outer && d.type->kind == TY_FUNC) {
		Attr *a = parse_attributes(p);
		d.attrs = attr_concat(d.attrs, a);
		if (at_punct(p, P_LBRACE) || (d.kr_list && starts_typename(p, p->tok))) {
			parse_function_definition(p, &ds, &d);
			return;
		}
	}
	rest_of_declaration(p, &ds, &d, NULL);
}

/* clang -Wall's unused file-scope statics: functions anywhere (inline
 * ones only in the main file), variables only in the main file. */
static void warn_unused_static(Parser *p, Symbol *s)
{
	(void)p;
	if (s->storage != SC_STATIC || s->is_referenced || s->is_used || s->is_unused || !s->loc.file)
		return;
	SrcLoc at = s->def_loc.file ? s->def_loc : s->loc;
	bool main_file = !at.file->includer;
	if (s->kind == SYM_FUNC) {
		if (main_file || (!s->is_inline && s->is_defined))
			diag_warn("unused-function", at, "unused function '%s'", s->name->name);
	} else if (s->kind == SYM_VAR && main_file) {
		if (s->type->qual & Q_CONST)
			diag_warn("unused-const-variable", at, "unused variable '%s'", s->name->name);
		else
			diag_warn("unused-variable", at, "unused variable '%s'", s->name->name);
	}
}

void finish_translation_unit(Parser *p)
{
	/* like clang, not after errors (they may have hidden the uses) */
	if (diag_error_count() == p->decl->errors_before)
		for (Symbol *s = p->prog->globals; s; s = s->next)
			warn_unused_static(p, s);
	for (Symbol *s = p->prog->globals; s; s = s->next) {
		if (s->kind != SYM_VAR || !s->is_tentative || s->has_init)
			continue;
		Type *t = s->type;
		if (t->kind == TY_ARRAY && t->array_len < 0) {
			diag_warn("tentative-definition-array", s->loc, "tentative array definition assumed to have one element");
			s->type = array_of(p, t->base, 1);
		} else if (!t->is_complete && t->kind != TY_VOID) { /* void: reported already */
			diag_error(s->loc, "tentative definition has type '%s' that is never completed", type_name(p, t));
			note_forward_declaration(p, t);
		}
		s->is_defined = true;
		if (!s->def_loc.file)
			s->def_loc = s->loc;
	}
}

void ast_each_subtree(const Node *n, void (*visit)(void *ctx, const Node *sub), void *ctx)
{
	const Node *first = n->kind == ND_ASSIGN ? n->rhs : n->lhs, *second = n->kind == ND_ASSIGN ? n->lhs : n->rhs;
	const Node *kids[] = {first, second, n->cond, n->then, n->els, n->init, n->inc, n->body, n->args};
	for (size_t k = 0; k < sizeof kids / sizeof kids[0]; k++)
		if (kids[k])
			visit(ctx, kids[k]);
	for (int k = 0; k < n->asm_noutputs; k++)
		if (n->asm_outputs[k].expr)
			visit(ctx, n->asm_outputs[k].expr);
	for (int k = 0; k < n->asm_ninputs; k++)
		if (n->asm_inputs[k].expr)
			visit(ctx, n->asm_inputs[k].expr);
}
