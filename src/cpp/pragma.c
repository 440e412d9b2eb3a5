/* pragma.c - #pragma and _Pragma: the ones the preprocessor does itself
 * (once, push_macro/pop_macro, GCC system_header, GCC poison, GCC
 * warning/error, message, GCC dependency) and the TK_PRAGMA token that
 * carries every other one to the parser, unexpanded, where it stood.
 *
 * Under -E the pragmas clang prints are passed on too (clang keeps GCC
 * warning/error and message in its output but drops once, push_macro,
 * pop_macro, poison, system_header and dependency). */
#include "cpp_int.h"

#include <string.h>

typedef struct PushedMacro {
	Ident *id;
	Macro *m;
	struct PushedMacro *next;
} PushedMacro;

static bool is_name(const Token *t, const char *s)
{
	return t && t->kind == TK_IDENT && !strcmp(t->ident->name, s);
}

/* ("NAME") after push_macro / pop_macro: the Ident, or NULL. */
static Ident *paren_string_name(Token *t, SrcLoc at)
{
	if (!t || !tok_is(t, P_LPAREN) || !t->next || t->next->kind != TK_STRING || !t->next->next ||
	    !tok_is(t->next->next, P_RPAREN)) {
		diag_warning(at, "pragma %s requires a parenthesized string", "push_macro/pop_macro");
		return NULL;
	}
	const Token *s = t->next;
	if (s->text[0] != '"' || s->len < 2)
		return NULL;
	return ident_intern(s->text + 1, s->len - 2);
}

/* The message of GCC warning/error and message: "a" "b" or ("a"). */
static bool pragma_message(Cpp *cpp, Token *t, Buf *out)
{
	bool paren = t && tok_is(t, P_LPAREN);
	if (paren)
		t = t->next;
	bool any = false;
	for (; t && t->kind == TK_STRING; t = t->next) {
		const char *s = t->text;
		while (*s != '"')
			s++;
		for (const char *p = s + 1, *e = t->text + t->len - 1; p < e; p++) {
			if (*p == '\\' && p + 1 < e)
				p++;
			buf_put_u8(out, (uint8_t)*p);
		}
		any = true;
	}
	(void)cpp;
	return any;
}

Token *pragma_run(Cpp *cpp, Token *kw, Token *list, SrcLoc at)
{
	Token *t = list;
	bool pass = true;       /* to the parser */
	bool print = true;      /* to -E output */
	Frame *f = cpp->frame;
	if (is_name(t, "once")) {
		if (f && !f->up && !f->L.file->includer)
			diag_warning(tok_loc(t), "#pragma once in main file");
		else if (f)
			(f->fe->canon ? f->fe->canon : f->fe)->once = true;
		pass = print = false;
	} else if (is_name(t, "push_macro") || is_name(t, "pop_macro")) {
		Ident *id = paren_string_name(t->next, tok_loc(t));
		if (id && t->ident->name[1] == 'u') {
			PushedMacro *p = arena_alloc(&cpp->perm, sizeof *p);
			p->id = id;
			p->m = id->macro;
			p->next = cpp->pushed;
			cpp->pushed = p;
		} else if (id) {
			for (PushedMacro **pp = &cpp->pushed; *pp; pp = &(*pp)->next)
				if ((*pp)->id == id) {
					cpp_note_macro_ident(cpp, id);
					id->macro = (*pp)->m;
					*pp = (*pp)->next;
					break;
				}
		}
		pass = print = false;
	} else if ((is_name(t, "GCC") || is_name(t, "clang")) && t->next && t->next->kind == TK_IDENT) {
		Token *w = t->next;
		if (is_name(w, "system_header")) {
			if (f && f->L.file->includer)
				((SrcFile *)f->L.file)->system = true;
			else
				diag_warning(tok_loc(w), "#pragma system_header ignored in main file");
			pass = print = false;
		} else if (is_name(w, "poison")) {
			for (Token *p = w->next; p; p = p->next) {
				if (p->kind != TK_IDENT) {
					diag_error(tok_loc(p), "invalid #pragma GCC poison directive");
					break;
				}
				cpp_note_macro_ident(cpp, p->ident);
				p->ident->cpp_flags |= IF_POISONED;
			}
			pass = print = false;
		} else if (is_name(w, "warning") || is_name(w, "error")) {
			Buf b = {0};
			if (!pragma_message(cpp, w->next, &b))
				diag_error(tok_loc(w), "pragma %s requires a string", w->ident->name);
			else if (w->ident->name[0] == 'e')
				diag_error(tok_loc(w), "%.*s", (int)b.len, (const char *)b.data);
			else
				diag_warning(tok_loc(w), "%.*s", (int)b.len, (const char *)b.data);
			buf_free(&b);
			pass = false;
		} else if (is_name(w, "dependency")) {
			pass = print = false;
		}
	} else if (is_name(t, "message")) {
		Buf b = {0};
		if (pragma_message(cpp, t->next, &b))
			diag_warning(at, "%.*s", (int)b.len, (const char *)b.data);
		buf_free(&b);
		pass = false;
	}
	if (cpp->opt.preprocess_only ? !print : !pass)
		return NULL;
	/* clang macro-expands the operands of `#pragma omp` (and no others
	 * in its -E output; the parser expands `unroll N` itself) */
	if (is_name(t, "omp") && t->next)
		t->next = cpp_expand_list(cpp, t->next);
	Token *p = tok_new(cpp);
	*p = *kw;
	p->kind = TK_PRAGMA;
	p->pragma = list;
	p->flags = (uint16_t)((kw->flags & TF_FROM_MACRO) | TF_BOL);
	p->file = at.file;
	p->line = (uint32_t)at.line;
	p->col = (uint32_t)at.col;
	return p;
}
