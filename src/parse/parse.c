/* parse.c - the translation unit: token stream with lookahead and pragma
 * hand-off, keywords, the error limit, parse_program. */
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

bool too_many_errors(Parser *p)
{
	if (p->error_limit_hit)
		return true;
	if (diag_error_count() >= ERROR_LIMIT) {
		p->error_limit_hit = 1;
		error_plain("too many errors emitted, stopping now");
		return true;
	}
	return false;
}

static Token *stop_token(Parser *p)
{
	eof_token.kind = TK_EOF;
	eof_token.file = p->tok ? p->tok->file : NULL;
	eof_token.line = p->tok ? p->tok->line : 0;
	eof_token.col = p->tok ? p->tok->col : 0;
	eof_token.text = "";
	return &eof_token;
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
	if (c == P_SEMI && p->prev && p->prev->file && p->tok->line != p->prev->line) {
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
	while (p->tok->kind != TK_EOF) {
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
		    !strcmp(s, "static_assert") || !strcmp(s, "thread_local") || !strcmp(s, "typeof_unqual"))
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
	Arena a = {0};
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
	int errors_before = diag_error_count();
	scope_push(&p); /* file scope: depth 0 */
	predefine(&p);
	p.tok = stop_token(&p);
	next_tok(&p);
	while (p.tok->kind != TK_EOF)
		parse_external_declaration(&p);
	finish_translation_unit(&p);
	/* forget every binding so Idents do not point into this arena */
	while (p.scope)
		scope_pop(&p);
	if (diag_error_count() > errors_before) {
		Arena tmp = prog->arena; /* prog itself lives in the arena */
		arena_free(&tmp);
		return NULL;
	}
	return prog;
}
