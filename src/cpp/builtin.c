/* builtin.c - the macros the preprocessor computes: __FILE__, __LINE__,
 * __COUNTER__, __DATE__ ..., _Pragma, and the __has_* queries.
 *
 * __has_feature / __has_extension / __has_c_attribute / __has_warning
 * answer from FEATURE_LIST below, the one table of what ebcc implements;
 * __has_builtin and __has_attribute ask the parser's own tables
 * (parse_has_builtin / parse_has_attribute), so every answer is true of
 * ebcc rather than copied from clang. */
#include "cpp_int.h"

#include "../parse/parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* X(kind, name, value): kind F feature, E extension only, C C attribute
 * (value: the year-month clang gives, printed with an L as clang does).
 * c_atomic is 0 where clang says 1: ebcc does not implement _Atomic. */
#define FEATURE_LIST(X)                                                  \
	X('F', "c_alignas", 1) X('F', "c_alignof", 1)                     \
	X('F', "c_generic_selections", 1) X('F', "c_static_assert", 1)   \
	X('F', "c_atomic", 0) X('F', "c_thread_local", 0)                 \
	X('F', "attribute_deprecated_with_message", 1)                    \
	X('F', "attribute_unavailable_with_message", 1)                   \
	X('F', "enumerator_attributes", 1)                                 \
	X('E', "c_alignas", 1) X('E', "c_alignof", 1)                     \
	X('E', "c_generic_selections", 1) X('E', "c_static_assert", 1)   \
	X('E', "gnu_asm", 1)                                               \
	X('C', "deprecated", 201904) X('C', "fallthrough", 201910)        \
	X('C', "maybe_unused", 202106) X('C', "nodiscard", 202003)        \
	X('C', "noreturn", 202202) X('C', "_Noreturn", 202202)

typedef struct Feature {
	char kind;
	const char *name;
	int value;
} Feature;

static const Feature features[] = {
#define X(k, n, v) {k, n, v},
	FEATURE_LIST(X)
#undef X
};

static int feature_value(char kind, const char *name, size_t len)
{
	/* __has_feature(__x__) means __has_feature(x) */
	if (len > 4 && name[0] == '_' && name[1] == '_' && name[len - 1] == '_' && name[len - 2] == '_') {
		name += 2;
		len -= 4;
	}
	for (size_t i = 0; i < ARRAY_LEN(features); i++)
		if (features[i].kind == kind && strlen(features[i].name) == len &&
		    !memcmp(features[i].name, name, len))
			return features[i].value;
	return 0;
}

static bool is_c_keyword(const char *s, size_t len)
{
	static const char *const kw[] = {
		"auto", "break", "case", "char", "const", "continue", "default", "do", "double",
		"else", "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long",
		"register", "restrict", "return", "short", "signed", "sizeof", "static", "struct",
		"switch", "typedef", "union", "unsigned", "void", "volatile", "while", "_Alignas",
		"_Alignof", "_Atomic", "_Bool", "_Complex", "_Generic", "_Imaginary", "_Noreturn",
		"_Static_assert", "_Thread_local", "__attribute__", "__typeof__", "typeof", "asm",
		"__asm__", "__inline", "__inline__", "__restrict", "__restrict__", "__volatile__",
		"__const", "__const__", "__signed", "__signed__", "__extension__", "__alignof__",
		"__builtin_offsetof", "__builtin_va_arg", "__int128", "__label__", "__auto_type",
	};
	for (size_t i = 0; i < ARRAY_LEN(kw); i++)
		if (strlen(kw[i]) == len && !memcmp(kw[i], s, len))
			return true;
	return false;
}

static const struct {
	const char *name;
	uint8_t kind;
} builtins[] = {
	{"__FILE__", BI_FILE}, {"__LINE__", BI_LINE}, {"__COUNTER__", BI_COUNTER},
	{"__INCLUDE_LEVEL__", BI_INCLUDE_LEVEL}, {"__BASE_FILE__", BI_BASE_FILE},
	{"__FILE_NAME__", BI_FILE_NAME}, {"__DATE__", BI_DATE}, {"__TIME__", BI_TIME},
	{"__TIMESTAMP__", BI_TIMESTAMP}, {"_Pragma", BI_PRAGMA},
	{"__has_include", BI_HAS_INCLUDE}, {"__has_include_next", BI_HAS_INCLUDE_NEXT},
	{"__has_feature", BI_HAS_FEATURE}, {"__has_extension", BI_HAS_EXTENSION},
	{"__has_builtin", BI_HAS_BUILTIN}, {"__has_attribute", BI_HAS_ATTRIBUTE},
	{"__has_c_attribute", BI_HAS_C_ATTRIBUTE}, /* no __has_cpp_attribute in C, as clang */
	{"__has_declspec_attribute", BI_HAS_DECLSPEC}, {"__has_warning", BI_HAS_WARNING},
	{"__is_identifier", BI_IS_IDENTIFIER}, {"__has_embed", BI_HAS_EMBED},
};

void builtin_install(Cpp *cpp)
{
	for (size_t i = 0; i < ARRAY_LEN(builtins); i++) {
		Ident *id = ident_cstr(builtins[i].name);
		Macro *m = arena_alloc(&cpp->perm, sizeof *m);
		m->name = id;
		m->builtin = builtins[i].kind;
		cpp_note_macro_ident(cpp, id);
		id->macro = m;
	}
}

/* Pushes one token made from text as the expansion of `at`. */
static void push_text(Cpp *cpp, const Token *at, TokKind kind, const char *text, size_t len, Macro *m)
{
	Token *t = arena_alloc(&cpp->perm, sizeof *t);
	*t = *at;
	t->kind = (uint8_t)kind;
	t->text = arena_strndup(&cpp->perm, text, len);
	t->len = (uint32_t)len;
	t->ident = NULL;
	t->flags = (uint16_t)((at->flags & (TF_SPACE | TF_BOL)) | TF_FROM_MACRO);
	cpp_push_context(cpp, t, 1, m);
}

static void push_number(Cpp *cpp, const Token *at, long long v, Macro *m)
{
	char buf[32];
	int n = snprintf(buf, sizeof buf, "%lld", v);
	push_text(cpp, at, TK_NUMBER, buf, (size_t)n, m);
}

static void push_string(Cpp *cpp, const Token *at, const char *s, Macro *m)
{
	Buf b = {0};
	buf_put_u8(&b, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			buf_put_u8(&b, '\\');
		buf_put_u8(&b, (uint8_t)*s);
	}
	buf_put_u8(&b, '"');
	push_text(cpp, at, TK_STRING, (const char *)b.data, b.len, m);
	buf_free(&b);
}

/* SOURCE_DATE_EPOCH, else now: __DATE__ and __TIME__ */
static struct tm build_time(void)
{
	time_t t = time(NULL);
	const char *e = getenv("SOURCE_DATE_EPOCH");
	bool utc = false;
	if (e && *e) {
		char *end;
		long long v = strtoll(e, &end, 10);
		if (!*end && v >= 0) {
			t = (time_t)v;
			utc = true;
		}
	}
	struct tm tm;
	if (utc)
		gmtime_r(&t, &tm);
	else
		localtime_r(&t, &tm);
	return tm;
}

static const char *const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
				     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
static const char *const days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};

/* Reads "( operand )" for a __has_* query: the operand's tokens, raw. */
static bool read_operand(Cpp *cpp, const Token *name, Token **op, int *nop, Token *buf, int max)
{
	Token *t = cpp_fetch(cpp);
	if (!tok_is(t, P_LPAREN)) {
		diag_error(tok_loc(t), "missing '(' after '%s'", name->ident->name);
		cpp_unget(cpp, t);
		return false;
	}
	int n = 0, depth = 0;
	for (;;) {
		t = cpp_fetch(cpp);
		if (t->kind == TK_EOD || t->kind == TK_EOF || t->kind == TK_ARGEND) {
			diag_error(tok_loc(t), "missing ')' after '%s'", name->ident->name);
			cpp_unget(cpp, t);
			return false;
		}
		if (tok_is(t, P_LPAREN))
			depth++;
		if (tok_is(t, P_RPAREN) && depth-- == 0)
			break;
		if (n < max)
			buf[n++] = *t;
	}
	*op = buf;
	*nop = n;
	return true;
}

/* The identifier of a one-name operand, with optional scope:: prefix
 * (*scope gets the scope's Ident, NULL without one). */
static bool operand_name(const Token *op, int n, const Token *name, const char **s, size_t *len,
			 const Ident **scope)
{
	*scope = NULL;
	if (n == 3 && op[0].kind == TK_IDENT && tok_is(&op[1], P_COLON)) {
		diag_error(tok_loc(&op[1]), "expected ')'");
		return false;
	}
	int i = 0;
	if (n >= 4 && op[0].kind == TK_IDENT && tok_is(&op[1], P_COLON) && tok_is(&op[2], P_COLON)) {
		i = 3; /* gnu::packed */
		*scope = op[0].ident;
	}
	if (n - i != 1 || op[i].kind != TK_IDENT) {
		diag_error(tok_loc(n ? &op[0] : name), "builtin feature check macro requires a parenthesized identifier");
		return false;
	}
	*s = op[i].ident->name;
	*len = op[i].ident->len;
	return true;
}

static bool has_include(Cpp *cpp, const Token *name, bool next)
{
	Token *t = cpp_fetch(cpp);
	if (!tok_is(t, P_LPAREN)) {
		diag_error(tok_loc(t), "missing '(' after '%s'", name->ident->name);
		cpp_unget(cpp, t);
		return false;
	}
	Token *first = cpp_fetch(cpp);
	if (first->kind == TK_IDENT) { /* a macro giving the header name */
		cpp_unget(cpp, first);
		first = cpp_expand_next(cpp);
	}
	Buf b = {0};
	bool angled = false, ok = true;
	if (first->kind == TK_STRING && first->text[0] == '"') {
		buf_put(&b, first->text + 1, first->len - 2);
	} else if (tok_is(first, P_LT)) {
		angled = true;
		for (;;) {
			Token *u = first->kind == TK_IDENT ? cpp_fetch(cpp) : cpp_expand_next(cpp);
			if (tok_is(u, P_GT))
				break;
			if (u->kind == TK_EOD || u->kind == TK_EOF || u->kind == TK_ARGEND) {
				diag_error(tok_loc(u), "expected '>'");
				cpp_unget(cpp, u);
				buf_free(&b);
				return false;
			}
			if ((u->flags & TF_SPACE) && b.len)
				buf_put_u8(&b, ' ');
			buf_put(&b, u->text, u->len);
		}
	} else {
		diag_error(tok_loc(first), "expected \"FILENAME\" or <FILENAME>");
		ok = false;
		cpp_unget(cpp, first);
	}
	if (ok) {
		Token *r = cpp_expand_next(cpp);
		if (!tok_is(r, P_RPAREN)) {
			diag_error(tok_loc(r), "missing ')' after '%s' operand", name->ident->name);
			cpp_unget(cpp, r);
			ok = false;
		}
	}
	bool found = false;
	if (ok && b.len) {
		int di;
		char *hname = arena_strndup(&cpp->perm, (const char *)b.data, b.len);
		found = include_find(cpp, hname, angled, next, &di) != NULL;
	}
	buf_free(&b);
	return found;
}

/* _Pragma("text"): destringize and run it as #pragma text. */
static void do_pragma_op(Cpp *cpp, Token *name)
{
	Token *t = cpp_fetch(cpp);
	if (!tok_is(t, P_LPAREN)) {
		diag_error(tok_loc(name), "_Pragma takes a parenthesized string literal");
		cpp_unget(cpp, t);
		return;
	}
	Token *s = cpp_expand_next(cpp);
	Token *r = s->kind == TK_STRING ? cpp_fetch(cpp) : s;
	if (s->kind != TK_STRING || !tok_is(r, P_RPAREN)) {
		diag_error(tok_loc(s), "_Pragma takes a parenthesized string literal");
		if (r->kind == TK_EOD || r->kind == TK_EOF || r->kind == TK_ARGEND)
			cpp_unget(cpp, r);
		return;
	}
	const char *q = s->text;
	while (*q != '"')
		q++;
	Buf b = {0};
	for (const char *e = s->text + s->len - 1, *p = q + 1; p < e; p++) {
		if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
			p++;
		buf_put_u8(&b, (uint8_t)*p);
	}
	SrcFile *f = arena_alloc(&cpp->perm, sizeof *f);
	f->name = name->file ? name->file->name : "<_Pragma>";
	f->text = arena_strndup(&cpp->perm, (const char *)b.data, b.len);
	f->len = b.len;
	f->system = name->file && name->file->system;
	buf_free(&b);
	Lexer L;
	lex_init(&L, f, &cpp->perm);
	L.in_directive = true;
	L.skipping = true;
	Token *head = NULL, **tail = &head;
	for (;;) {
		Token *u = arena_alloc(&cpp->perm, sizeof *u);
		lex_token(&L, u);
		if (u->kind == TK_EOD || u->kind == TK_EOF)
			break;
		/* the pragma's tokens are placed at the _Pragma */
		u->file = name->file;
		u->line = name->line;
		u->col = name->col;
		*tail = u;
		tail = &u->next;
	}
	Token *p = pragma_run(cpp, name, head, tok_loc(name));
	if (p) {
		p->flags |= TF_BOL;
		cpp_push_context(cpp, p, 1, NULL);
	}
}

bool builtin_expand(Cpp *cpp, Token *tok, Macro *m)
{
	const SrcFile *f = tok->file;
	switch (m->builtin) {
	case BI_FILE:
		push_string(cpp, tok, f ? f->name : "", m);
		return true;
	case BI_LINE:
		push_number(cpp, tok, (tok->flags & TF_FROM_MACRO) && cpp->ctx && cpp->ctx->end_line ? cpp->ctx->end_line : tok->line, m);
		return true;
	case BI_COUNTER:
		push_number(cpp, tok, cpp->counter++, m);
		return true;
	case BI_INCLUDE_LEVEL:
		push_number(cpp, tok, cpp->depth > 0 ? cpp->depth - 1 : 0, m);
		return true;
	case BI_BASE_FILE:
		push_string(cpp, tok, cpp->base_file && strcmp(cpp->base_file, "-") ? cpp->base_file : "<stdin>", m);
		return true;
	case BI_FILE_NAME: {
		const char *n = f ? f->name : "";
		const char *sl = strrchr(n, '/');
		push_string(cpp, tok, sl ? sl + 1 : n, m);
		return true;
	}
	case BI_DATE:
	case BI_TIME: {
		struct tm tm = build_time();
		char buf[32];
		if (m->builtin == BI_DATE)
			snprintf(buf, sizeof buf, "\"%s %2d %d\"", months[tm.tm_mon % 12], tm.tm_mday, tm.tm_year + 1900);
		else
			snprintf(buf, sizeof buf, "\"%02d:%02d:%02d\"", tm.tm_hour, tm.tm_min, tm.tm_sec);
		push_text(cpp, tok, TK_STRING, buf, strlen(buf), m);
		return true;
	}
	case BI_TIMESTAMP: {
		struct tm tm = build_time();
		struct stat st;
		const char *e = getenv("SOURCE_DATE_EPOCH");
		if (!(e && *e) && f && stat(f->name, &st) == 0) {
			time_t mt = st.st_mtime;
			localtime_r(&mt, &tm);
		}
		char buf[64];
		snprintf(buf, sizeof buf, "\"%s %s %2d %02d:%02d:%02d %d\"", days[tm.tm_wday % 7],
			 months[tm.tm_mon % 12], tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, tm.tm_year + 1900);
		push_text(cpp, tok, TK_STRING, buf, strlen(buf), m);
		return true;
	}
	case BI_PRAGMA:
		do_pragma_op(cpp, tok);
		return true;
	case BI_HAS_INCLUDE:
	case BI_HAS_INCLUDE_NEXT:
		if (!cpp->in_if) {
			diag_error(tok_loc(tok), "'%s' must be used within a preprocessing directive", tok->ident->name);
			return false;
		}
		push_number(cpp, tok, has_include(cpp, tok, m->builtin == BI_HAS_INCLUDE_NEXT), m);
		return true;
	default:
		break;
	}
	/* the one-identifier queries */
	Token buf[8], *op;
	int n;
	if (!read_operand(cpp, tok, &op, &n, buf, 8)) {
		push_number(cpp, tok, 0, m);
		return true;
	}
	const char *s = "";
	size_t len = 0;
	long long v = 0;
	if (m->builtin == BI_HAS_WARNING) {
		if (n == 1 && op[0].kind == TK_STRING) {
			/* "-Wname": a warning ebcc knows */
			const char *w = op[0].text + 1;
			size_t wl = op[0].len - 2;
			if (wl > 2 && w[0] == '-' && w[1] == 'W') {
				char *name = arena_strndup(&cpp->perm, w + 2, wl - 2);
				/* the groups -Wall and -Wextra exist too */
				v = warn_known(name) || !strcmp(name, "all") || !strcmp(name, "extra");
			}
		} else {
			diag_error(tok_loc(tok), "'__has_warning' expects a string literal");
		}
		push_number(cpp, tok, v, m);
		return true;
	}
	const Ident *scope;
	if (!operand_name(op, n, tok, &s, &len, &scope)) {
		push_number(cpp, tok, 0, m);
		return true;
	}
	switch (m->builtin) {
	case BI_HAS_FEATURE:
		v = feature_value('F', s, len);
		break;
	case BI_HAS_EXTENSION:
		v = feature_value('F', s, len) || feature_value('E', s, len);
		break;
	case BI_HAS_C_ATTRIBUTE:
		/* [[gnu::x]] is the GNU attribute x: the parser knows; other
		 * scopes (clang::) ebcc does not take in C */
		if (scope) {
			v = !strcmp(scope->name, "gnu") || !strcmp(scope->name, "__gnu__") ? parse_has_attribute(s, len) != 0 : 0;
			break;
		}
		v = feature_value('C', s, len);
		if (v) {
			char num[32];
			int k = snprintf(num, sizeof num, "%lldL", v);
			push_text(cpp, tok, TK_NUMBER, num, (size_t)k, m);
			return true;
		}
		break;
	case BI_HAS_BUILTIN:
		v = parse_has_builtin(s, len);
		break;
	case BI_HAS_ATTRIBUTE:
		v = parse_has_attribute(s, len);
		break;
	case BI_IS_IDENTIFIER: {
		/* true unless a keyword: the parser marks keywords in Ident.kw
		 * when it starts; under -E it does not run, so the C keywords
		 * are checked here too */
		Ident *id = ident_intern(s, len);
		v = id->kw == 0 && !is_c_keyword(s, len);
		break;
	}
	default: /* __has_declspec_attribute, __has_embed */
		v = 0;
		break;
	}
	push_number(cpp, tok, v, m);
	return true;
}
