/* cpp_api.c - the preprocessor's contract with the parser (cpp.h), the
 * parts a token stream comparison with clang cannot see: token locations
 * (a macro's tokens sit at the outermost macro name), flags, identifiers,
 * TK_PRAGMA tokens with their raw token lists where the pragma stood, and
 * cpp_expand_list. */
#include "../../src/cpp/cpp.h"

#include <stdio.h>
#include <string.h>

static int failures;

static void expect(bool ok, const char *name)
{
	printf("%s %s\n", ok ? "PASS" : "FAIL", name);
	if (!ok)
		failures++;
}

static bool is(const Token *t, const char *s) { return t->len == strlen(s) && !memcmp(t->text, s, t->len); }

static const char src[] =
	"#define INNER(x) (x + 1)\n"           /* 1 */
	"#define OUTER INNER(2)\n"              /* 2 */
	"#define N 8\n"                         /* 3 */
	"int a =\n"                             /* 4 */
	"   OUTER;\n"                           /* 5 */
	"#pragma clang attribute push(__attribute__((x)), apply_to = function)\n" /* 6 */
	"#pragma unroll N\n"                    /* 7 */
	"_Pragma(\"GCC diagnostic push\") z\n"  /* 8 */
	"#pragma once\n"                        /* 9: a warning, no token */
	"b c\n";                                /* 10 */

int main(void)
{
	CppOptions o = {0};
	o.cpu = 3;
	o.gnu = true;
	Cpp *cpp = cpp_new(&o);
	expect(cpp_begin_text(cpp, "api.c", src, sizeof src - 1), "begin_text");
	Token *t[64];
	int n = 0;
	for (Token *x; n < 64 && (x = cpp_next(cpp))->kind != TK_EOF;)
		t[n++] = x;
	/* int a = ( 2 + 1 ) ; PRAGMA PRAGMA PRAGMA z b c: 15 */
	expect(n == 15, "token count");
	if (n != 15) {
		for (int i = 0; i < n; i++)
			printf("  %d kind %d '%.*s'\n", i, t[i]->kind, (int)t[i]->len, t[i]->text);
		return 1;
	}
	expect(t[0]->kind == TK_IDENT && t[0]->ident == ident_cstr("int") && (t[0]->flags & TF_BOL), "ident, BOL");
	expect(t[1]->line == 4 && t[1]->col == 5 && (t[1]->flags & TF_SPACE), "location and space");
	expect(tok_is(t[3], P_LPAREN) && (t[3]->flags & TF_FROM_MACRO), "macro token flagged");
	expect(t[3]->line == 5 && t[3]->col == 4 && t[6]->line == 5 && t[6]->col == 4,
	       "macro tokens at the outermost macro name");
	expect((t[3]->flags & TF_BOL) && (t[3]->flags & TF_SPACE) && !(t[4]->flags & TF_BOL),
	       "expansion takes the name's line start and spacing");
	expect(t[4]->kind == TK_NUMBER && is(t[4], "2"), "argument substituted");
	/* spelled: the token each was copied from, with its own place */
	expect(t[3]->spelled && t[3]->spelled->line == 1 && t[3]->spelled->col == 18,
	       "spelled: '(' from INNER's definition");
	expect(t[4]->spelled && t[4]->spelled->line == 2 && t[4]->spelled->col == 21,
	       "spelled: '2' from OUTER's definition");
	expect(!t[0]->spelled, "no spelled for a file token");
	expect(tok_is(t[8], P_SEMI) && !(t[8]->flags & TF_FROM_MACRO), "file token after the expansion");
	Token *p = t[9];
	expect(p->kind == TK_PRAGMA && p->line == 6 && p->pragma && is(p->pragma, "clang") && p->pragma->next &&
		       is(p->pragma->next, "attribute"),
	       "#pragma clang attribute: TK_PRAGMA with its tokens");
	int len = 0;
	for (Token *q = p->pragma; q; q = q->next)
		len++;
	expect(len == 15, "pragma list complete, no EOF");
	Token *u = t[10];
	expect(u->kind == TK_PRAGMA && u->line == 7 && u->pragma && is(u->pragma, "unroll") && u->pragma->next &&
		       is(u->pragma->next, "N"),
	       "#pragma unroll N: unexpanded");
	Token *e = cpp_expand_list(cpp, u->pragma->next);
	expect(e && e->kind == TK_NUMBER && is(e, "8") && !e->next, "cpp_expand_list expands N");
	Token *d = t[11];
	expect(d->kind == TK_PRAGMA && d->line == 8 && d->col == 1 && d->pragma && is(d->pragma, "GCC") &&
		       d->pragma->next && is(d->pragma->next, "diagnostic"),
	       "_Pragma: TK_PRAGMA at the _Pragma");
	expect(is(t[12], "z") && t[12]->line == 8, "token after _Pragma");
	expect(is(t[13], "b") && t[13]->line == 10 && (t[13]->flags & TF_BOL), "#pragma once gives no token");
	expect(cpp_next(cpp)->kind == TK_EOF && cpp_next(cpp)->kind == TK_EOF, "EOF forever");
	cpp_free(cpp);
	printf("%d failed\n", failures);
	return failures != 0;
}
