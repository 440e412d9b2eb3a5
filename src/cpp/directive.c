/* directive.c - the preprocessing directives: conditionals (with fast
 * skipping of false groups), #define/#undef (macro.c), #include
 * (include.c), #line and GNU line markers, #error/#warning and #pragma.
 *
 * Include-guard detection runs here too: a file whose first directive
 * is `#ifndef X`, with no token before it, whose matching #endif has
 * nothing but comments and blanks after it, is marked as guarded by X;
 * include.c then does not re-open it while X is defined. */
#include "cpp_int.h"

#include <stdlib.h>
#include <string.h>

typedef enum {
	D_NONE, D_DEFINE, D_UNDEF, D_INCLUDE, D_INCLUDE_NEXT, D_IMPORT, D_IF, D_IFDEF,
	D_IFNDEF, D_ELIF, D_ELIFDEF, D_ELIFNDEF, D_ELSE, D_ENDIF, D_LINE, D_ERROR,
	D_WARNING, D_PRAGMA, D_IDENT, D_SCCS, D_ASSERT, D_UNASSERT,
} DirKind;

static const struct {
	const char *name;
	DirKind kind;
} dir_names[] = {
	{"define", D_DEFINE}, {"undef", D_UNDEF}, {"include", D_INCLUDE},
	{"include_next", D_INCLUDE_NEXT}, {"import", D_IMPORT}, {"if", D_IF},
	{"ifdef", D_IFDEF}, {"ifndef", D_IFNDEF}, {"elif", D_ELIF}, {"elifdef", D_ELIFDEF},
	{"elifndef", D_ELIFNDEF}, {"else", D_ELSE}, {"endif", D_ENDIF}, {"line", D_LINE},
	{"error", D_ERROR}, {"warning", D_WARNING}, {"pragma", D_PRAGMA}, {"ident", D_IDENT},
	{"sccs", D_SCCS}, {"assert", D_ASSERT}, {"unassert", D_UNASSERT},
};

static DirKind dir_kind(const Token *t)
{
	if (t->kind != TK_IDENT)
		return D_NONE;
	for (size_t i = 0; i < ARRAY_LEN(dir_names); i++)
		if (!strcmp(t->ident->name, dir_names[i].name))
			return dir_names[i].kind;
	return D_NONE;
}

static Cond *push_cond(Cpp *cpp, SrcLoc loc, bool taken)
{
	if (cpp->nconds == cpp->cap_conds) {
		cpp->cap_conds = cpp->cap_conds ? cpp->cap_conds * 2 : 16;
		cpp->conds = xrealloc(cpp->conds, sizeof(Cond) * (size_t)cpp->cap_conds);
	}
	Cond *c = &cpp->conds[cpp->nconds++];
	c->loc = loc;
	c->taken = taken;
	c->seen_else = false;
	return c;
}

/* Warns about tokens after a directive that takes none, then skips them. */
static void end_of_directive(Lexer *L, const char *dname)
{
	Token t;
	lex_token(L, &t);
	if (t.kind != TK_EOD) {
		diag_warning(tok_loc(&t), "extra tokens at end of #%s directive", dname);
		lex_skip_line(L);
		lex_token(L, &t);
	}
}

/* The macro name of #ifdef/#ifndef/#elifdef/#elifndef; NULL after an error. */
static Ident *ifdef_name(Lexer *L, const char *dname)
{
	Token t;
	lex_token(L, &t);
	if (t.kind != TK_IDENT) {
		diag_error(tok_loc(&t), t.kind == TK_EOD ? "macro name missing" : "macro name must be an identifier");
		if (t.kind != TK_EOD)
			lex_skip_line(L);
		return NULL;
	}
	end_of_directive(L, dname);
	return t.ident;
}

/* Skips a false group: lines up to the #elif/#else/#endif at this level,
 * whose name token goes to *name (lexer then on that directive's line).
 * Returns its kind, or D_NONE at the end of the file. */
static DirKind skip_group(Cpp *cpp, Token *name)
{
	Lexer *L = &cpp->frame->L;
	L->skipping = true;
	int depth = 0;
	for (;;) {
		Token t;
		L->in_directive = true;
		lex_token(L, &t);
		if (t.kind == TK_EOF || (t.kind == TK_EOD && L->p >= L->end))
			break;
		if (t.kind == TK_EOD)
			continue;
		if (tok_is(&t, P_HASH) && (t.flags & TF_BOL)) {
			lex_token(L, name);
			DirKind k = dir_kind(name);
			if (k == D_IF || k == D_IFDEF || k == D_IFNDEF) {
				depth++;
			} else if (k == D_ENDIF) {
				if (depth == 0) {
					L->skipping = false;
					return k;
				}
				depth--;
			} else if (depth == 0 && (k == D_ELSE || k == D_ELIF || k == D_ELIFDEF || k == D_ELIFNDEF)) {
				L->skipping = false;
				return k;
			}
			if (name->kind == TK_EOD)
				continue;
		}
		lex_skip_line(L);
	}
	L->skipping = false;
	L->in_directive = false;
	return D_NONE;
}

static bool eval_ifdef(Cpp *cpp, Lexer *L, const char *dname, bool want_defined)
{
	Ident *id = ifdef_name(L, dname);
	if (!id)
		return false;
	return (id->macro != NULL) == want_defined;
}

/* After a false #if / #elif: look for the group to take. */
static void find_true_group(Cpp *cpp)
{
	for (;;) {
		Token name;
		DirKind k = skip_group(cpp, &name);
		Lexer *L = &cpp->frame->L;
		Cond *c = &cpp->conds[cpp->nconds - 1];
		if (k == D_NONE)
			return; /* end of file: reported when the file is popped */
		if (k == D_ENDIF) {
			end_of_directive(L, "endif");
			cpp->nconds--;
			return;
		}
		if (c->seen_else) {
			diag_error(tok_loc(&name), k == D_ELSE ? "#else after #else" : "#elif after #else");
			lex_skip_line(L);
			continue;
		}
		bool v;
		if (k == D_ELSE) {
			c->seen_else = true;
			end_of_directive(L, "else");
			v = true;
		} else if (k == D_ELIF) {
			v = expr_eval_if(cpp, tok_loc(&name));
		} else {
			v = eval_ifdef(cpp, L, k == D_ELIFDEF ? "elifdef" : "elifndef", k == D_ELIFDEF);
		}
		if (v) {
			c->taken = true;
			return;
		}
	}
}

/* A taken group ended with #elif/#else: skip everything to the #endif. */
static void skip_rest(Cpp *cpp, DirKind k, const Token *name)
{
	Cond *c = &cpp->conds[cpp->nconds - 1];
	Lexer *L = &cpp->frame->L;
	Token n = *name;
	for (;;) {
		if (k == D_ENDIF) {
			end_of_directive(L, "endif");
			cpp->nconds--;
			return;
		}
		if (c->seen_else)
			diag_error(tok_loc(&n), k == D_ELSE ? "#else after #else" : "#elif after #else");
		if (k == D_ELSE)
			c->seen_else = true;
		lex_skip_line(L);
		k = skip_group(cpp, &n);
		if (k == D_NONE)
			return;
	}
}

void cpp_check_conds_at_eof(Cpp *cpp, Frame *f)
{
	while (cpp->nconds > f->cond_base) {
		Cond *c = &cpp->conds[--cpp->nconds];
		diag_error(c->loc, "unterminated conditional directive");
	}
}

/* #line N ["file"] and GNU "# N "file" flags": the tokens are expanded. */
static void line_directive(Cpp *cpp, Lexer *L, const Token *first, bool gnu)
{
	Token *t = first ? (Token *)first : cpp_expand_next(cpp);
	char *end;
	if (t->kind != TK_NUMBER) {
		diag_error(tok_loc(t), "#line directive requires a positive integer argument");
		if (t->kind != TK_EOD)
			lex_skip_line(L);
		return;
	}
	char num[32];
	size_t n = t->len < sizeof num - 1 ? t->len : sizeof num - 1;
	memcpy(num, t->text, n);
	num[n] = 0;
	unsigned long v = strtoul(num, &end, 10);
	if (*end || v > 2147483647u) {
		diag_error(tok_loc(t), "#line directive requires a simple digit sequence");
		lex_skip_line(L);
		return;
	}
	Token *s = cpp_expand_next(cpp);
	const char *fname = NULL;
	size_t flen = 0;
	if (s->kind == TK_STRING && s->text[0] == '"') {
		fname = s->text + 1;
		flen = s->len - 2;
		s = cpp_expand_next(cpp);
	} else if (s->kind != TK_EOD) {
		diag_error(tok_loc(s), "invalid filename for #line directive");
		lex_skip_line(L);
		return;
	}
	bool sys = false;
	while (gnu && s->kind == TK_NUMBER) {
		if (s->len == 1 && s->text[0] == '3')
			sys = true;
		s = cpp_expand_next(cpp);
	}
	if (s->kind != TK_EOD) {
		diag_warning(tok_loc(s), "extra tokens at end of #line directive");
		lex_skip_line(L);
		lex_token(L, s);
	}
	/* the line after the directive has presumed number v.  A new
	 * SrcFile each time: the tokens before keep theirs, and with it the
	 * physical lines of their diagnostics and BTF line info (the parser
	 * may still be far behind, cpp/thread.c) */
	SrcFile *nf = arena_alloc(&cpp->perm, sizeof *nf);
	*nf = *L->file;
	if (fname) {
		Buf b = {0};
		for (size_t i = 0; i < flen; i++) {
			if (fname[i] == '\\' && i + 1 < flen)
				i++;
			buf_put_u8(&b, (uint8_t)fname[i]);
		}
		nf->name = arena_strndup(&cpp->perm, (const char *)b.data, b.len);
		buf_free(&b);
	}
	if (sys)
		nf->system = true;
	L->file = nf;
	nf->line_delta = (int)v - (int)L->line;
	cpp_file_event(cpp, nf, (int)v, CPP_LINE);
}

/* #error / #warning: the rest of the line is the message. */
static void message_directive(Cpp *cpp, Lexer *L, const Token *name, bool error)
{
	size_t len;
	const char *s = lex_rest_of_line(L, &len);
	Token t;
	lex_token(L, &t); /* the end of line */
	if (error)
		diag_error(tok_loc(name), "%.*s", (int)len, s);
	else
		diag_warn("cpp", tok_loc(name), "%.*s", (int)len, s);
	(void)cpp;
}

static Token *pragma_directive(Cpp *cpp, Lexer *L, Token *name)
{
	Token *head = NULL, **tail = &head;
	for (;;) {
		Token *t = tok_new(cpp);
		lex_token(L, t);
		if (t->kind == TK_EOD || t->kind == TK_EOF)
			break;
		*tail = t;
		tail = &t->next;
	}
	return pragma_run(cpp, name, head, tok_loc(name));
}

/* Include-guard bookkeeping for a directive of kind k in frame f. */
static void guard_directive(Cpp *cpp, Frame *f, DirKind k, int depth_before)
{
	if (f->guard_state == 0) {
		f->guard_state = k == D_IFNDEF ? 1 : -1;
		f->guard_depth = depth_before + 1;
	} else if (f->guard_state == 1) {
		if ((k == D_ELSE || k == D_ELIF || k == D_ELIFDEF || k == D_ELIFNDEF) &&
		    cpp->nconds == f->guard_depth)
			f->guard_state = -1;
		else if (k == D_ENDIF && cpp->nconds == f->guard_depth - 1)
			f->guard_state = 2;
	} else if (f->guard_state == 2) {
		f->guard_state = -1;
	}
}

Token *directive(Cpp *cpp, Token *hash)
{
	Frame *f = cpp->frame;
	Lexer *L = &f->L;
	L->in_directive = true;
	Token name;
	lex_token(L, &name);
	if (name.kind == TK_EOD) {
		guard_directive(cpp, f, D_NONE, cpp->nconds);
		return NULL; /* the null directive */
	}
	if (name.kind == TK_NUMBER) { /* GNU line marker */
		guard_directive(cpp, f, D_LINE, cpp->nconds);
		Token *t = tok_new(cpp);
		*t = name;
		line_directive(cpp, L, t, true);
		return NULL;
	}
	DirKind k = dir_kind(&name);
	int depth_before = cpp->nconds;
	if (k != D_ENDIF && k != D_ELSE && k != D_ELIF && k != D_ELIFDEF && k != D_ELIFNDEF)
		guard_directive(cpp, f, k, depth_before);
	Token *out = NULL;
	switch (k) {
	case D_DEFINE:
		macro_define_directive(cpp, L, tok_loc(&name));
		break;
	case D_UNDEF:
		macro_undef_directive(cpp, L);
		break;
	case D_INCLUDE:
	case D_INCLUDE_NEXT:
	case D_IMPORT:
		include_directive(cpp, L, tok_loc(&name), k == D_INCLUDE_NEXT, k == D_IMPORT);
		break;
	case D_IF:
	case D_IFDEF:
	case D_IFNDEF: {
		bool v;
		if (k == D_IF)
			v = expr_eval_if(cpp, tok_loc(&name));
		else {
			Ident *id = ifdef_name(L, k == D_IFDEF ? "ifdef" : "ifndef");
			v = id && (id->macro != NULL) == (k == D_IFDEF);
			if (k == D_IFNDEF && f->guard_state == 1 && cpp->nconds == depth_before)
				f->guard = id;
		}
		push_cond(cpp, tok_loc(&name), v);
		if (!v)
			find_true_group(cpp);
		break;
	}
	case D_ELIF:
	case D_ELIFDEF:
	case D_ELIFNDEF:
	case D_ELSE:
	case D_ENDIF:
		if (cpp->nconds <= f->cond_base) {
			static const char *const what[] = {"#elif", "#elifdef", "#elifndef", "#else", "#endif"};
			diag_error(tok_loc(&name), "%s without #if", what[k - D_ELIF]);
			lex_skip_line(L);
			break;
		}
		guard_directive(cpp, f, k, depth_before);
		/* the group before was taken: skip the rest */
		skip_rest(cpp, k, &name);
		if (k == D_ENDIF)
			guard_directive(cpp, f, D_ENDIF, depth_before);
		break;
	case D_LINE:
		line_directive(cpp, L, NULL, false);
		break;
	case D_ERROR:
	case D_WARNING:
		message_directive(cpp, L, &name, k == D_ERROR);
		break;
	case D_PRAGMA:
		out = pragma_directive(cpp, L, &name);
		break;
	case D_IDENT:
	case D_SCCS:
	case D_ASSERT:
	case D_UNASSERT:
		lex_skip_line(L);
		break;
	case D_NONE:
		diag_error(tok_loc(&name), "invalid preprocessing directive");
		lex_skip_line(L);
		break;
	}
	/* every directive ends at its line's end */
	if (L->in_directive) {
		lex_skip_line(L);
		Token t;
		lex_token(L, &t);
	}
	return out;
}
