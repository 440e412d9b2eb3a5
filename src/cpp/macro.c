/* macro.c - #define, #undef and macro expansion.
 *
 * Expansion follows C17 6.10.3 the way clang implements it: the result
 * of an expansion is pushed as a context (cpp.c) during whose reading
 * the macro is disabled; a name of a disabled macro seen then is painted
 * (TF_NOEXPAND) and never expands again.  Arguments are collected
 * unexpanded, then fully macro-replaced in isolation (an ARGEND sentinel
 * closes them) where a parameter is used outside # and ##, and inserted
 * raw next to ## (with placemarkers for empty ones).  GNU `, ## __VA_ARGS__`
 * drops the comma when the variable arguments are absent (clang keeps it
 * for `f(a,)`), and __VA_OPT__ (C23) keeps its tokens only when they
 * are not empty. */
#include "cpp_int.h"

#include <stdlib.h>
#include <string.h>

/* ---- #define ---- */

static void put_tok(TokVec *v, const Token *t) { tokvec_push(v, t); }

static int param_index(const Macro *m, const Ident *id)
{
	for (int i = 0; i < m->nparams; i++)
		if (m->params[i] == id)
			return i;
	return -1;
}

bool macro_equal(const Macro *a, const Macro *b)
{
	if (a->funclike != b->funclike || a->variadic != b->variadic || a->nparams != b->nparams ||
	    a->nbody != b->nbody)
		return false;
	for (int i = 0; i < a->nparams; i++)
		if (a->params[i] != b->params[i])
			return false;
	for (int i = 0; i < a->nbody; i++) {
		const Token *x = &a->body[i], *y = &b->body[i];
		if (x->kind != y->kind || x->len != y->len || memcmp(x->text, y->text, x->len))
			return false;
		if (i > 0 && (x->flags & TF_SPACE) != (y->flags & TF_SPACE))
			return false;
		if (x->kind == TK_PARAM && x->param != y->param)
			return false;
	}
	return true;
}

/* Reads the parameter list after "NAME(": false after an error. */
static bool read_params(Cpp *cpp, Lexer *L, Macro *m)
{
	Ident *params[256];
	int n = 0;
	Token t;
	lex_token(L, &t);
	if (tok_is(&t, P_RPAREN))
		return true;
	for (;;) {
		if (tok_is(&t, P_ELLIPSIS)) {
			m->variadic = true;
			params[n++] = cpp->id_va_args;
			lex_token(L, &t);
			if (!tok_is(&t, P_RPAREN)) {
				diag_error(tok_loc(&t), "missing ')' in macro parameter list");
				return false;
			}
			break;
		}
		if (t.kind != TK_IDENT) {
			diag_error(tok_loc(&t), t.kind == TK_EOD ? "missing ')' in macro parameter list"
								: "invalid token in macro parameter list");
			return false;
		}
		if (t.ident == cpp->id_va_args) {
			diag_error(tok_loc(&t), "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
			return false;
		}
		for (int i = 0; i < n; i++)
			if (params[i] == t.ident) {
				diag_error(tok_loc(&t), "duplicate macro parameter name '%s'", t.ident->name);
				return false;
			}
		if (n == 255) {
			diag_error(tok_loc(&t), "too many macro parameters");
			return false;
		}
		params[n++] = t.ident;
		lex_token(L, &t);
		if (tok_is(&t, P_ELLIPSIS)) { /* GNU named variadic: args... */
			m->variadic = true;
			lex_token(L, &t);
			if (!tok_is(&t, P_RPAREN)) {
				diag_error(tok_loc(&t), "missing ')' in macro parameter list");
				return false;
			}
			break;
		}
		if (tok_is(&t, P_RPAREN))
			break;
		if (!tok_is(&t, P_COMMA)) {
			diag_error(tok_loc(&t), t.kind == TK_EOD ? "missing ')' in macro parameter list"
								: "expected comma in macro parameter list");
			return false;
		}
		lex_token(L, &t);
	}
	m->nparams = n;
	m->params = arena_alloc(&cpp->perm, sizeof(Ident *) * (size_t)n);
	memcpy(m->params, params, sizeof(Ident *) * (size_t)n);
	return true;
}

/* Checks the # / ## / __VA_OPT__ rules of a replacement list. */
static bool check_body(Cpp *cpp, Macro *m)
{
	Token *b = m->body;
	int n = m->nbody;
	if (n && (tok_is(&b[0], P_HASHHASH) || tok_is(&b[n - 1], P_HASHHASH))) {
		const Token *t = tok_is(&b[0], P_HASHHASH) ? &b[0] : &b[n - 1];
		diag_error(tok_loc(t), "'##' cannot appear at either end of a macro expansion");
		return false;
	}
	for (int i = 0; i < n; i++) {
		Token *t = &b[i];
		if (t->kind == TK_IDENT && t->ident == cpp->id_va_opt) {
			if (!m->variadic) {
				/* clang warns and keeps it as a plain identifier */
				diag_warning(tok_loc(t), "__VA_OPT__ can only appear in the expansion of a variadic macro");
				continue;
			}
			if (i + 1 >= n || !tok_is(&b[i + 1], P_LPAREN)) {
				diag_error(tok_loc(t), "missing '(' following __VA_OPT__");
				return false;
			}
			int depth = 0, j = i + 1;
			for (; j < n; j++) {
				if (tok_is(&b[j], P_LPAREN))
					depth++;
				else if (tok_is(&b[j], P_RPAREN) && --depth == 0)
					break;
				else if (b[j].kind == TK_IDENT && b[j].ident == cpp->id_va_opt) {
					diag_error(tok_loc(&b[j]), "__VA_OPT__ cannot be nested within its own replacement tokens");
					return false;
				}
			}
			if (j >= n) {
				diag_error(tok_loc(t), "unterminated __VA_OPT__");
				return false;
			}
			if (tok_is(&b[i + 2], P_HASHHASH) || tok_is(&b[j - 1], P_HASHHASH)) {
				const Token *h = tok_is(&b[i + 2], P_HASHHASH) ? &b[i + 2] : &b[j - 1];
				diag_error(tok_loc(h), "'##' cannot appear at either end of __VA_OPT__ contents");
				return false;
			}
		}
		if (m->funclike && tok_is(t, P_HASH)) {
			bool ok = i + 1 < n && (b[i + 1].kind == TK_PARAM ||
						(b[i + 1].kind == TK_IDENT && b[i + 1].ident == cpp->id_va_opt));
			if (!ok) {
				diag_error(tok_loc(t), "'#' is not followed by a macro parameter");
				return false;
			}
		}
	}
	return true;
}

/* The name after #define/#undef: false (after an error, with the rest of
 * the line skipped) unless it is an identifier other than `defined`. */
static bool macro_name(Cpp *cpp, Lexer *L, Token *name)
{
	lex_token(L, name);
	if (name->kind != TK_IDENT) {
		diag_error(tok_loc(name), name->kind == TK_EOD ? "macro name missing" : "macro name must be an identifier");
		lex_skip_line(L);
		return false;
	}
	if (name->ident == cpp->id_defined) {
		diag_error(tok_loc(name), "'defined' cannot be used as a macro name");
		lex_skip_line(L);
		return false;
	}
	return true;
}

static void define_from_lexer(Cpp *cpp, Lexer *L, bool builtin_src)
{
	Token name;
	if (!macro_name(cpp, L, &name))
		return;
	Macro *m = arena_alloc(&cpp->perm, sizeof *m);
	m->name = name.ident;
	m->loc = tok_loc(&name);
	Token t;
	lex_token(L, &t);
	if (tok_is(&t, P_LPAREN) && !(t.flags & TF_SPACE)) {
		m->funclike = true;
		if (!read_params(cpp, L, m)) {
			lex_skip_line(L);
			return;
		}
		lex_token(L, &t);
	} else if (t.kind != TK_EOD && !(t.flags & TF_SPACE) && !builtin_src) {
		diag_warning(tok_loc(&t), "ISO C99 requires whitespace after the macro name");
	}
	TokVec body = {0};
	for (; t.kind != TK_EOD && t.kind != TK_EOF; lex_token(L, &t)) {
		if (t.kind == TK_IDENT) {
			int pi = m->funclike ? param_index(m, t.ident) : -1;
			if (pi >= 0) {
				t.kind = TK_PARAM;
				t.param = (uint32_t)pi;
			} else if (t.ident == cpp->id_va_args && !builtin_src) {
				diag_warning(tok_loc(&t), "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
			}
		}
		t.flags &= (uint16_t)~TF_BOL;
		if (!body.n)
			t.flags &= (uint16_t)~TF_SPACE;
		put_tok(&body, &t);
	}
	m->body = tokvec_finish(cpp, &body, &m->nbody);
	free(body.v);
	if (!check_body(cpp, m))
		return;
	Macro *old = name.ident->macro;
	if (old) {
		if (old->builtin) {
			diag_warn("builtin-macro-redefined", m->loc, "redefining builtin macro");
		} else if (!macro_equal(old, m)) {
			diag_warn("macro-redefined", m->loc, "'%s' macro redefined", name.ident->name);
			if (old->loc.file) /* dropped with the warning */
				diag_note(old->loc, "previous definition is here");
		}
	}
	cpp_note_macro_ident(cpp, name.ident);
	name.ident->macro = m;
}

void macro_define_directive(Cpp *cpp, Lexer *L, SrcLoc at)
{
	(void)at;
	define_from_lexer(cpp, L, false);
}

void macro_undef_directive(Cpp *cpp, Lexer *L)
{
	Token name;
	if (!macro_name(cpp, L, &name))
		return;
	if (name.ident->macro && name.ident->macro->builtin)
		diag_warn("builtin-macro-redefined", tok_loc(&name), "undefining builtin macro");
	name.ident->macro = NULL;
	Token t;
	lex_token(L, &t);
	if (t.kind != TK_EOD) {
		diag_warning(tok_loc(&t), "extra tokens at end of #undef directive");
		lex_skip_line(L);
	}
}

void macro_define_text(Cpp *cpp, const char *text, size_t len, bool builtin_src)
{
	static SrcFile cmdline = {.name = "<command line>"};
	static SrcFile builtin = {.name = "<built-in>"};
	SrcFile *f = arena_alloc(&cpp->perm, sizeof *f);
	*f = builtin_src ? builtin : cmdline;
	f->text = arena_strndup(&cpp->perm, text, len);
	f->len = len;
	Lexer L;
	lex_init(&L, f, &cpp->perm);
	L.in_directive = true;
	define_from_lexer(cpp, &L, builtin_src);
}

void macro_spell_definition(const Macro *m, Buf *out)
{
	buf_printf(out, "#define %s", m->name->name);
	if (m->funclike) {
		buf_put_u8(out, '(');
		for (int i = 0; i < m->nparams; i++) {
			if (i)
				buf_puts(out, ", ");
			if (m->variadic && i == m->nparams - 1 && m->params[i]->name[0] == '_' &&
			    !strcmp(m->params[i]->name, "__VA_ARGS__"))
				buf_puts(out, "...");
			else
				buf_puts(out, m->params[i]->name);
			if (m->variadic && i == m->nparams - 1 && strcmp(m->params[i]->name, "__VA_ARGS__"))
				buf_puts(out, "...");
		}
		buf_put_u8(out, ')');
	}
	buf_put_u8(out, ' '); /* also before an empty body, as clang prints it */
	for (int i = 0; i < m->nbody; i++) {
		const Token *t = &m->body[i];
		if (i > 0 && (t->flags & TF_SPACE))
			buf_put_u8(out, ' ');
		buf_put(out, t->text, t->len);
	}
}
