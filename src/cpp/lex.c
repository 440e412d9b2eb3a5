/* lex.c - translation phases 1-3: bytes of a source file -> pp-tokens.
 *
 * The lexer works in place on the file's text (NUL-terminated): a token's
 * spelling points into the text, so no byte is copied, except for the
 * rare token with a line splice (backslash-newline) inside, whose
 * spelling is rebuilt without it (TF_SPLICED).  Scanning ahead is pure
 * (past_splices does not move the line counter); the line number is
 * brought up to date once the token's end is known, so a look-ahead
 * that is not taken (`..` not followed by `.`) costs nothing.
 *
 * A splice is a backslash, optional blanks, then a newline: gcc and clang
 * both accept blanks there (with a warning we do not give). */
#include "cpp_int.h"

#include <string.h>

const uint8_t cpp_char_class[256] = {
	['$'] = 1, ['_'] = 1,
	['0'] = 2, ['1'] = 2, ['2'] = 2, ['3'] = 2, ['4'] = 2,
	['5'] = 2, ['6'] = 2, ['7'] = 2, ['8'] = 2, ['9'] = 2,
#define L1(c) [c] = 1, [c - 'a' + 'A'] = 1,
	L1('a') L1('b') L1('c') L1('d') L1('e') L1('f') L1('g') L1('h') L1('i') L1('j') L1('k')
	L1('l') L1('m') L1('n') L1('o') L1('p') L1('q') L1('r') L1('s') L1('t') L1('u') L1('v')
	L1('w') L1('x') L1('y') L1('z')
#undef L1
#define H8(b) [b] = 1, [b + 1] = 1, [b + 2] = 1, [b + 3] = 1, [b + 4] = 1, [b + 5] = 1, [b + 6] = 1, [b + 7] = 1,
	H8(0x80) H8(0x88) H8(0x90) H8(0x98) H8(0xa0) H8(0xa8) H8(0xb0) H8(0xb8)
	H8(0xc0) H8(0xc8) H8(0xd0) H8(0xd8) H8(0xe0) H8(0xe8) H8(0xf0) H8(0xf8)
#undef H8
};

/* Punctuators no second character can extend. */
static const uint8_t single_punct[256] = {
	['('] = P_LPAREN, [')'] = P_RPAREN, ['['] = P_LBRACKET, [']'] = P_RBRACKET,
	['{'] = P_LBRACE, ['}'] = P_RBRACE, [';'] = P_SEMI, [','] = P_COMMA,
	['~'] = P_TILDE, ['?'] = P_QUESTION,
};

/* Set when a scan stepped over a line splice (the token may need its
 * spelling rebuilt). */
static bool saw_splice;

/* Length of the splice at q, 0 if none. */
static inline size_t splice_len(const char *q)
{
	if (*q != '\\')
		return 0;
	const char *r = q + 1;
	while (*r == ' ' || *r == '\t')
		r++;
	if (*r == '\r' && r[1] == '\n')
		return (size_t)(r + 2 - q);
	if (*r == '\n' || *r == '\r')
		return (size_t)(r + 1 - q);
	return 0;
}

static inline const char *past_splices(const char *q)
{
	size_t n;
	while (*q == '\\' && (n = splice_len(q))) {
		q += n;
		saw_splice = true;
	}
	return q;
}

/* The byte after the one at q, stepping over splices. */
static inline const char *next_at(const char *q) { return past_splices(q + 1); }

void lex_init(Lexer *L, const SrcFile *f, Arena *arena)
{
	memset(L, 0, sizeof *L);
	L->file = f;
	L->p = f->text;
	L->end = f->text + f->len;
	L->line_start = f->text;
	L->line = 1;
	L->at_bol = true;
	L->arena = arena;
	/* a UTF-8 byte order mark is not part of the text */
	if (f->len >= 3 && (unsigned char)f->text[0] == 0xEF && (unsigned char)f->text[1] == 0xBB &&
	    (unsigned char)f->text[2] == 0xBF)
		L->p += 3;
}

SrcLoc lex_loc(const Lexer *L, const char *p)
{
	/* p is on the current line or a later one reached through splices */
	uint32_t line = L->line;
	const char *ls = L->line_start;
	for (const char *q = ls; q < p; q++)
		if (*q == '\n') {
			line++;
			ls = q + 1;
		}
	SrcLoc loc = {L->file, (int)line + L->file->line_delta, (int)(p - ls) + 1};
	return loc;
}

/* Moves the line counter over [from, to). */
static void count_lines(Lexer *L, const char *from, const char *to)
{
	for (const char *n; from < to && (n = memchr(from, '\n', (size_t)(to - from))) != NULL; from = n + 1) {
		L->line++;
		L->line_start = n + 1;
	}
}

/* Skips a block comment starting at q ("/" "*" seen, q after them). */
static const char *skip_block_comment(Lexer *L, const char *q, const char *start)
{
	/* The common comment ends at the first slash after a star, and
	 * memchr finds slashes fast (linux/bpf.h is half comments): a slash
	 * after a line end may end the comment through a splice, and no
	 * slash at all is an error, so both take the scan below. */
	for (const char *s = q; (s = memchr(s, '/', (size_t)(L->end - s))) != NULL; s++) {
		if (s == q)
			continue;
		if (s[-1] == '*') {
			count_lines(L, q, s);
			return s + 1;
		}
		if (s[-1] == '\n' || s[-1] == '\r')
			break;
	}
	uint32_t line0 = L->line;
	const char *ls0 = L->line_start;
	for (;;) {
		const char *s = q;
		/* fast scan to the next interesting byte */
		while (*q && *q != '*' && *q != '\n')
			q++;
		(void)s;
		if (*q == '\n') {
			L->line++;
			L->line_start = ++q;
			continue;
		}
		if (*q == '*') {
			const char *n = next_at(q);
			if (*n == '/') {
				count_lines(L, q, n);
				return n + 1;
			}
			q++;
			continue;
		}
		if (q >= L->end) {
			if (!L->skipping) {
				SrcLoc at = {L->file, (int)line0 + L->file->line_delta, (int)(start - ls0) + 1};
				diag_error(at, "unterminated /* comment");
			}
			return q;
		}
		q++; /* a NUL inside the file */
	}
}

/* Skips a line comment ("//" seen): up to the newline, which stays;
 * a splice continues the comment on the next line. */
static const char *skip_line_comment(Lexer *L, const char *q)
{
	for (;;) {
		while (*q && *q != '\n' && *q != '\\')
			q++;
		if (*q == '\\') {
			size_t n = splice_len(q);
			if (n) {
				count_lines(L, q, q + n);
				q += n;
			} else {
				q++;
			}
			continue;
		}
		if (!*q && q < L->end) {
			q++;
			continue;
		}
		return q;
	}
}

/* Skips blanks, comments and splices; newlines too unless in a directive.
 * Sets *space when anything was skipped. */
static const char *skip_space(Lexer *L, const char *q, bool *space)
{
	for (;;) {
		switch (*q) {
		case ' ':
		case '\t':
		case '\v':
		case '\f':
		case '\r':
			q++;
			*space = true;
			continue;
		case '\n':
			if (L->in_directive)
				return q;
			L->line++;
			L->line_start = ++q;
			L->at_bol = true;
			*space = false;
			continue;
		case '\\': {
			size_t n = splice_len(q);
			if (!n)
				return q;
			count_lines(L, q, q + n);
			q += n;
			continue;
		}
		case '/': {
			const char *n = next_at(q);
			if (*n == '*') {
				count_lines(L, q, n);
				q = skip_block_comment(L, n + 1, q);
				*space = true;
				continue;
			}
			if (*n == '/') {
				count_lines(L, q, n);
				q = skip_line_comment(L, n + 1);
				*space = true;
				continue;
			}
			return q;
		}
		default:
			return q;
		}
	}
}

static const char *scan_ident(const char *q)
{
	for (;;) {
		while (is_ident_char((unsigned char)*q))
			q++;
		if (*q == '\\') {
			const char *n = past_splices(q);
			if (n != q && is_ident_char((unsigned char)*n)) {
				q = n;
				continue;
			}
		}
		return q;
	}
}

/* pp-number: digit or .digit, then [0-9A-Za-z_.$] and e+ e- p+ p- E+ ... */
static const char *scan_number(const char *q)
{
	for (;;) {
		unsigned char c = (unsigned char)*q;
		if (c == 'e' || c == 'E' || c == 'p' || c == 'P') {
			const char *n = next_at(q);
			if (*n == '+' || *n == '-') {
				q = next_at(n);
				continue;
			}
			q = n;
			continue;
		}
		if (is_ident_char(c) || c == '.') {
			q = next_at(q);
			continue;
		}
		return q;
	}
}

/* String or character literal whose quote is at q; returns the end, or
 * NULL when the line ends first (*endp then is where it stopped). */
static const char *scan_quoted(const char *q, const char **endp)
{
	char quote = *q;
	q = next_at(q);
	for (;;) {
		char c = *q;
		if (c == quote)
			return q + 1;
		if (c == '\n' || (c == '\r' && q[1] == '\n') || c == 0) {
			*endp = q;
			return NULL;
		}
		if (c == '\\') {
			q = next_at(q);
			if (*q == '\n' || *q == 0) {
				*endp = q;
				return NULL;
			}
		}
		q = next_at(q);
	}
}

/* Punctuator at q: its Punct and end.  Maximal munch, digraphs included. */
static Punct scan_punct(const char *q, const char **endp)
{
	const char *n1 = next_at(q);
	char c1 = *n1;
	Punct p = P_NONE;
	const char *e = n1;
#define TWO(ch, pp)          \
	if (c1 == (ch)) {    \
		e = next_at(n1); \
		p = (pp);        \
		break;           \
	}
	switch (*q) {
	case '[': p = P_LBRACKET; break;
	case ']': p = P_RBRACKET; break;
	case '(': p = P_LPAREN; break;
	case ')': p = P_RPAREN; break;
	case '{': p = P_LBRACE; break;
	case '}': p = P_RBRACE; break;
	case '~': p = P_TILDE; break;
	case '?': p = P_QUESTION; break;
	case ';': p = P_SEMI; break;
	case ',': p = P_COMMA; break;
	case '.':
		if (c1 == '.') {
			const char *n2 = next_at(n1);
			if (*n2 == '.') {
				e = next_at(n2);
				p = P_ELLIPSIS;
				break;
			}
		}
		p = P_DOT;
		break;
	case '-':
		TWO('>', P_ARROW) TWO('-', P_DEC) TWO('=', P_SUB_ASSIGN) p = P_MINUS;
		break;
	case '+':
		TWO('+', P_INC) TWO('=', P_ADD_ASSIGN) p = P_PLUS;
		break;
	case '&':
		TWO('&', P_ANDAND) TWO('=', P_AND_ASSIGN) p = P_AMP;
		break;
	case '|':
		TWO('|', P_OROR) TWO('=', P_OR_ASSIGN) p = P_PIPE;
		break;
	case '*':
		TWO('=', P_MUL_ASSIGN) p = P_STAR;
		break;
	case '/':
		TWO('=', P_DIV_ASSIGN) p = P_SLASH;
		break;
	case '^':
		TWO('=', P_XOR_ASSIGN) p = P_CARET;
		break;
	case '!':
		TWO('=', P_NE) p = P_BANG;
		break;
	case '=':
		TWO('=', P_EQ) p = P_ASSIGN;
		break;
	case ':':
		TWO('>', P_RBRACKET) p = P_COLON;
		break;
	case '#':
		TWO('#', P_HASHHASH) p = P_HASH;
		break;
	case '<':
		if (c1 == '<') {
			const char *n2 = next_at(n1);
			if (*n2 == '=') {
				e = next_at(n2);
				p = P_SHL_ASSIGN;
				break;
			}
			e = n2;
			p = P_SHL;
			break;
		}
		TWO('=', P_LE) TWO(':', P_LBRACKET) TWO('%', P_LBRACE) p = P_LT;
		break;
	case '>':
		if (c1 == '>') {
			const char *n2 = next_at(n1);
			if (*n2 == '=') {
				e = next_at(n2);
				p = P_SHR_ASSIGN;
				break;
			}
			e = n2;
			p = P_SHR;
			break;
		}
		TWO('=', P_GE) p = P_GT;
		break;
	case '%':
		if (c1 == ':') {
			/* %: is #, %:%: is ## */
			const char *n2 = next_at(n1);
			if (*n2 == '%') {
				const char *n3 = next_at(n2);
				if (*n3 == ':') {
					e = next_at(n3);
					p = P_HASHHASH;
					break;
				}
			}
			e = n2;
			p = P_HASH;
			break;
		}
		TWO('=', P_MOD_ASSIGN) TWO('>', P_RBRACE) p = P_PERCENT;
		break;
	default:
		break;
	}
#undef TWO
	*endp = e;
	return p;
}

/* A spelling with the splices taken out, in the arena. */
static const char *despliced(Arena *a, const char *s, const char *e, uint32_t *len)
{
	char *out = arena_alloc(a, (size_t)(e - s) + 1), *o = out;
	for (const char *q = s; q < e;) {
		size_t n = splice_len(q);
		if (n) {
			q += n;
			continue;
		}
		*o++ = *q++;
	}
	*len = (uint32_t)(o - out);
	return out;
}

/* Kind and end of the token at q (not space).  For a literal that does
 * not end on its line, *bad is set and the token is TK_OTHER to the
 * line's end (clang makes it an unknown token too). */
static const char *scan_token(const char *q, uint8_t *kind, uint16_t *punct, bool *bad)
{
	unsigned char c = (unsigned char)*q;
	*bad = false;
	if (is_ident_start(c)) {
		/* string/char prefixes: u8 u U L */
		const char *e = scan_ident(q);
		const char *x = q;
		if (c == 'u' || c == 'U' || c == 'L') {
			x = next_at(q);
			if (c == 'u' && *x == '8')
				x = next_at(x);
			if ((*x == '"' || *x == '\'') && x <= e) {
				/* prefix followed directly by a quote */
				const char *stop, *r = scan_quoted(x, &stop);
				*kind = *x == '"' ? TK_STRING : TK_CHAR;
				if (!r) {
					*bad = true;
					*kind = TK_OTHER;
					return stop;
				}
				return r;
			}
		}
		*kind = TK_IDENT;
		return e;
	}
	if (c >= '0' && c <= '9') {
		*kind = TK_NUMBER;
		return scan_number(next_at(q));
	}
	if (c == '.') {
		const char *n = next_at(q);
		if (*n >= '0' && *n <= '9') {
			*kind = TK_NUMBER;
			return scan_number(next_at(n));
		}
	}
	if (c == '"' || c == '\'') {
		const char *stop, *r = scan_quoted(q, &stop);
		*kind = c == '"' ? TK_STRING : TK_CHAR;
		if (!r) {
			*bad = true;
			*kind = TK_OTHER;
			return stop;
		}
		return r;
	}
	const char *e;
	Punct p = scan_punct(q, &e);
	if (p != P_NONE) {
		*kind = TK_PUNCT;
		*punct = (uint16_t)p;
		return e;
	}
	*kind = TK_OTHER;
	if (c >= 0x80) /* never here: UTF-8 is an identifier byte */
		return q + 1;
	return q + 1;
}

/* Everything lex_token's fast paths do not take; t has its place and
 * flags already, q is the token's first byte. */
static void lex_token_slow(Lexer *L, Token *t, const char *q)
{
	if (*q == '\n' || (q >= L->end && L->in_directive)) {
		/* only in a directive: the line ends */
		t->kind = TK_EOD;
		t->text = q;
		if (*q == '\n') {
			L->line++;
			L->line_start = q + 1;
			q++;
		}
		L->at_bol = true;
		L->in_directive = false;
		L->p = q;
		return;
	}
	if (q >= L->end) {
		t->kind = TK_EOF;
		t->text = q;
		L->p = q;
		return;
	}
	L->at_bol = false;
	uint8_t kind;
	uint16_t punct = 0;
	bool bad;
	saw_splice = false;
	const char *e = scan_token(q, &kind, &punct, &bad);
	if (bad && !L->skipping) {
		const char *quote = q;
		while (*quote != '"' && *quote != '\'')
			quote++;
		if (*quote == '"')
			diag_error(lex_loc(L, quote), "missing terminating '\"' character");
		else
			diag_warning(lex_loc(L, quote), "missing terminating ' character");
	}
	t->kind = kind;
	t->punct = punct;
	t->text = q;
	t->len = (uint32_t)(e - q);
	/* splices inside the token: rebuild the spelling, move the line */
	if (saw_splice && kind != TK_OTHER && memchr(q, '\\', (size_t)(e - q))) {
		const char *s = q;
		bool any = false;
		for (const char *r = s; r < e; r++)
			if (*r == '\\' && splice_len(r)) {
				any = true;
				break;
			}
		if (any) {
			t->text = despliced(L->arena, q, e, &t->len);
			t->flags |= TF_SPLICED;
			count_lines(L, q, e);
		}
	}
	if (kind == TK_IDENT)
		t->ident = ident_intern(t->text, t->len);
	L->p = e;
}

void lex_token(Lexer *L, Token *t)
{
	bool space = false;
	const char *q = L->p;
	/* the common case first: one blank between tokens */
	if (*q == ' ' && (unsigned char)q[1] > ' ' && q[1] != '/' && q[1] != '\\') {
		q++;
		space = true;
	} else if ((unsigned char)*q <= ' ' || *q == '/' || *q == '\\') {
		q = skip_space(L, q, &space);
	}
	*t = (Token){
		.file = L->file,
		.line = L->line + (uint32_t)L->file->line_delta,
		.col = (uint32_t)(q - L->line_start) + 1,
		.flags = (uint16_t)((L->at_bol ? TF_BOL : 0) | (space ? TF_SPACE : 0)),
	};
	unsigned char c0 = (unsigned char)*q;
	/* fast paths: a plain identifier, a punctuator that is always one
	 * character; everything else (line ends, literals, numbers, longer
	 * punctuators, splices) goes to lex_token_slow */
	if (is_ident_start(c0) && c0 != 'u' && c0 != 'U' && c0 != 'L') {
		const char *e = q + 1;
		while (is_ident_char((unsigned char)*e))
			e++;
		if (*e != '\\') {
			L->at_bol = false;
			t->kind = TK_IDENT;
			t->text = q;
			t->len = (uint32_t)(e - q);
			t->ident = ident_intern(q, t->len);
			L->p = e;
			return;
		}
	} else if (single_punct[c0]) {
		L->at_bol = false;
		t->kind = TK_PUNCT;
		t->punct = single_punct[c0];
		t->text = q;
		t->len = 1;
		L->p = q + 1;
		return;
	}
	lex_token_slow(L, t, q);
}

void lex_skip_line(Lexer *L)
{
	const char *q = L->p;
	for (;;) {
		char c = *q;
		if (c == '\n' || q >= L->end)
			break;
		if (c == '\\') {
			size_t n = splice_len(q);
			if (n) {
				count_lines(L, q, q + n);
				q += n;
				continue;
			}
			q++;
			continue;
		}
		if (c == '/') {
			const char *n = next_at(q);
			if (*n == '*') {
				count_lines(L, q, n);
				q = skip_block_comment(L, n + 1, q);
				continue;
			}
			if (*n == '/') {
				q = skip_line_comment(L, n + 1);
				continue;
			}
		}
		if (c == '"' || c == '\'') {
			const char *stop, *r = scan_quoted(q, &stop);
			const char *to = r ? r : stop;
			count_lines(L, q, to);
			q = to;
			continue;
		}
		q++;
	}
	L->p = q;
}

const char *lex_rest_of_line(Lexer *L, size_t *len)
{
	bool space = false;
	bool dir = L->in_directive;
	L->in_directive = true;
	const char *s = skip_space(L, L->p, &space);
	L->in_directive = dir;
	L->p = s;
	lex_skip_line(L);
	const char *e = L->p;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		e--;
	*len = (size_t)(e - s);
	return s;
}

bool lex_one(const char *s, size_t len, Token *t, Arena *arena)
{
	/* the text must be NUL-terminated for the scanner */
	char *buf = arena_strndup(arena, s, len);
	SrcFile f = {.name = "<paste>", .text = buf, .len = len};
	Lexer L;
	lex_init(&L, &f, arena);
	L.skipping = true; /* a bad paste is reported by the caller */
	L.in_directive = true;
	if (len == 0 || buf[0] == ' ' || buf[0] == '\t' || buf[0] == '\n' ||
	    (buf[0] == '/' && (buf[1] == '/' || buf[1] == '*')))
		return false; /* a comment start cannot be pasted into a token */
	uint8_t kind;
	uint16_t punct = 0;
	bool bad;
	const char *e = scan_token(buf, &kind, &punct, &bad);
	if (bad || (size_t)(e - buf) != len || splice_len(buf))
		return false;
	memset(t, 0, sizeof *t);
	t->kind = kind;
	t->punct = punct;
	t->text = buf;
	t->len = (uint32_t)len;
	if (kind == TK_IDENT)
		t->ident = ident_intern(buf, len);
	return true;
}

bool lex_header_name(Lexer *L, const char **s, size_t *len, bool *angled)
{
	bool space = false;
	const char *q = skip_space(L, L->p, &space);
	L->p = q;
	char close = *q == '<' ? '>' : *q == '"' ? '"' : 0;
	if (!close)
		return false;
	const char *e = q + 1;
	while (*e && *e != close && *e != '\n')
		e++;
	if (*e != close)
		return false;
	*s = q + 1;
	*len = (size_t)(e - q - 1);
	*angled = close == '>';
	L->p = e + 1;
	return true;
}

size_t lex_first_len(const char *s)
{
	uint8_t kind;
	uint16_t punct = 0;
	bool bad;
	if (s[0] == '/' && (s[1] == '/' || s[1] == '*'))
		return 2; /* a comment would start: never adjacent */
	const char *e = scan_token(s, &kind, &punct, &bad);
	return (size_t)(e - s);
}
