/* lex.c - tokens of one assembler statement.  Statements end at a newline
 * or ';'.  Comments: '#' and '//' to the end of the line, C block comments.
 * The same lexer reads the instruction templates (with `$x` operands), so
 * input and template agree on where tokens split: "s>>=" is the identifier
 * "s" then ">>=", in both. */
#include "as.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The length of the punctuator at p (p[0] is one): the longest of
 * <<= >>=, op= for + - * / % | & ^ = ! < >, << >> && ||, or 1. */
static int punct_len(const char *p, const char *end)
{
	if (end - p >= 3 && (p[0] == '<' || p[0] == '>') && p[1] == p[0] && p[2] == '=')
		return 3;
	if (end - p >= 2) {
		char a = p[0], b = p[1];
		if (b == '=' && strchr("+-*/%|&^=!<>", a))
			return 2;
		if (b == a && (a == '<' || a == '>' || a == '&' || a == '|'))
			return 2;
	}
	return 1;
}

char *tok_text(Arena *a, const Tok *t) { return arena_strndup(a, t->s, (size_t)t->len); }

bool tok_bad_reg(const Tok *t)
{
	if (t->kind != T_IDENT || t->len < 2 || (t->s[0] != 'r' && t->s[0] != 'w'))
		return false;
	for (int i = 1; i < t->len; i++)
		if (!isdigit((unsigned char)t->s[i]))
			return false;
	return true;
}

static bool ident_start(int c) { return isalpha(c) || c == '_' || c == '.'; }
static bool ident_char(int c) { return isalnum(c) || c == '_' || c == '.' || c == '$'; }

static void lex_error(Lexer *lx, size_t pos, const char *msg)
{
	if (lx->file)
		diag_error(srcloc_at(lx->file, pos), "%s", msg);
	lx->errors++;
}

/* "r0".."r10" / "w0".."w10" */
static bool reg_name(const char *s, int len, int *reg, int *width)
{
	if (len < 2 || len > 3 || (s[0] != 'r' && s[0] != 'w'))
		return false;
	int n = 0;
	for (int i = 1; i < len; i++) {
		if (!isdigit((unsigned char)s[i]))
			return false;
		n = n * 10 + (s[i] - '0');
	}
	if (len == 3 && s[1] == '0')
		return false;
	if (n > 10)
		return false;
	*reg = n;
	*width = s[0] == 'w' ? 32 : 64;
	return true;
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = tolower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static void lex_string(Lexer *lx, const char *p, const char *end, Tok *t)
{
	Buf b = {0};
	const char *q = p + 1;
	while (q < end && *q != '"' && *q != '\n') {
		if (*q != '\\' || q + 1 >= end) {
			buf_put_u8(&b, (uint8_t)*q++);
			continue;
		}
		q++;
		int c = *q++;
		switch (c) {
		case 'n': buf_put_u8(&b, '\n'); break;
		case 't': buf_put_u8(&b, '\t'); break;
		case 'r': buf_put_u8(&b, '\r'); break;
		case 'b': buf_put_u8(&b, '\b'); break;
		case 'f': buf_put_u8(&b, '\f'); break;
		case 'v': buf_put_u8(&b, '\v'); break;
		case 'a': buf_put_u8(&b, '\a'); break;
		case 'x': case 'X': {
			int v = 0, k = 0;
			while (q < end && hexval(*q) >= 0 && k < 2) {
				v = v * 16 + hexval(*q++);
				k++;
			}
			buf_put_u8(&b, (uint8_t)v);
			break;
		}
		default:
			if (c >= '0' && c <= '7') {
				int v = c - '0', k = 1;
				while (q < end && *q >= '0' && *q <= '7' && k < 3) {
					v = v * 8 + (*q++ - '0');
					k++;
				}
				buf_put_u8(&b, (uint8_t)v);
			} else {
				buf_put_u8(&b, (uint8_t)c);
			}
		}
	}
	if (q >= end || *q != '"')
		lex_error(lx, (size_t)(p - lx->file->text), "missing terminating '\"' character");
	else
		q++;
	t->kind = T_STR;
	t->len = (int)(q - p);
	t->str = arena_alloc(lx->arena, b.len + 1);
	if (b.len)
		memcpy(t->str, b.data, b.len);
	t->num = b.len;
	buf_free(&b);
}

static const char *lex_number(const char *p, const char *end, Tok *t)
{
	const char *q = p;
	uint64_t v = 0;
	int base = 10;
	bool overflow = false;
	if (*q == '0' && q + 1 < end && (q[1] == 'x' || q[1] == 'X') && q + 2 < end &&
	    hexval(q[2]) >= 0) {
		base = 16;
		q += 2;
	} else if (*q == '0' && q + 1 < end && (q[1] == 'b' || q[1] == 'B') && q + 2 < end &&
		   (q[2] == '0' || q[2] == '1')) {
		base = 2;
		q += 2;
	} else if (*q == '0' && q + 1 < end && isdigit((unsigned char)q[1])) {
		base = 8;
		q++;
	}
	for (; q < end; q++) {
		int d = hexval(*q);
		if (d < 0 || d >= base)
			break;
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			overflow = true;
		v = v * (uint64_t)base + (uint64_t)d;
	}
	t->kind = T_NUM;
	t->num = v;
	/* a C integer suffix (u, l, ll, ul, ull, lu, llu in either case):
	 * inline asm written with the kernel's macros has them, and LLVM's
	 * assembler takes them */
	{
		const char *r = q;
		if (r < end && (*r == 'u' || *r == 'U'))
			r++;
		if (r < end && (*r == 'l' || *r == 'L'))
			r += r + 1 < end && r[1] == r[0] ? 2 : 1;
		if (r > q && r < end && (*r == 'u' || *r == 'U') && (q[0] == 'l' || q[0] == 'L'))
			r++;
		if (r > q && (r >= end || !ident_char((unsigned char)*r)))
			q = r;
	}
	/* numeric label reference: 1b, 1f */
	if (base == 10 && q < end && (*q == 'b' || *q == 'f') &&
	    (q + 1 >= end || !ident_char((unsigned char)q[1]))) {
		t->kind = T_LABREF;
		t->c = *q++;
	} else if (q < end && ident_char((unsigned char)*q)) {
		while (q < end && ident_char((unsigned char)*q))
			q++;
		t->c = 'I';
	}
	/* Reported when an expression uses the number, so that directives
	 * which are ignored (.file's md5) may hold anything. */
	if (overflow)
		t->c = 'O';
	return q;
}

bool lex_statement(Lexer *lx, Tok **out, size_t *n, size_t *cap)
{
	const char *text = lx->file->text, *end = text + lx->file->len;
	const char *p = text + lx->pos;
	*n = 0;
	if (p >= end)
		return false;
	for (;;) {
		if (*n + 1 >= *cap) {
			*cap = *cap ? *cap * 2 : 32;
			*out = xrealloc(*out, *cap * sizeof **out);
		}
		Tok *t = &(*out)[*n];
		memset(t, 0, sizeof *t);
		while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v'))
			p++;
		if (p < end && p + 1 < end && p[0] == '/' && p[1] == '*') {
			const char *q = p + 2;
			while (q + 1 < end && !(q[0] == '*' && q[1] == '/'))
				q++;
			if (q + 1 >= end) {
				lex_error(lx, (size_t)(p - text), "unterminated comment");
				p = end;
			} else {
				p = q + 2;
			}
			continue;
		}
		if (p < end && (*p == '#' || (p + 1 < end && p[0] == '/' && p[1] == '/'))) {
			/* compilers mark inline asm (the user's text, in whatever
			 * dialect it was written) with #APP / #NO_APP */
			if (end - p >= 4 && !memcmp(p, "#APP", 4))
				lx->app = true;
			else if (end - p >= 7 && !memcmp(p, "#NO_APP", 7))
				lx->app = false;
			while (p < end && *p != '\n')
				p++;
		}
		t->pos = (size_t)(p - text);
		t->s = p;
		if (p >= end || *p == '\n' || *p == ';') {
			t->kind = T_EOL;
			if (p < end)
				p++;
			lx->pos = (size_t)(p - text);
			(*n)++;
			return true;
		}
		unsigned char c = (unsigned char)*p;
		if (lx->templ && c == '$' && p + 1 < end) {
			t->kind = T_PLACE;
			t->c = p[1];
			t->len = 2;
			p += 2;
		} else if (ident_start(c)) {
			const char *q = p + 1;
			while (q < end && ident_char((unsigned char)*q))
				q++;
			t->len = (int)(q - p);
			t->kind = reg_name(p, t->len, &t->reg, &t->width) ? T_REG : T_IDENT;
			p = q;
		} else if (c == '%' && p + 1 < end && (p[1] == 'r' || p[1] == 'w')) {
			const char *q = p + 2;
			while (q < end && ident_char((unsigned char)*q))
				q++;
			if (reg_name(p + 1, (int)(q - p - 1), &t->reg, &t->width)) {
				t->kind = T_REG;
				t->len = (int)(q - p);
				p = q;
			} else {
				t->kind = T_PUNCT;
				t->len = 1;
				p++;
			}
		} else if (isdigit(c)) {
			const char *q = lex_number(p, end, t);
			t->len = (int)(q - p);
			p = q;
		} else if (c == '"') {
			lex_string(lx, p, end, t);
			p += t->len;
		} else if (c && strchr("+-*/%&|^~!<>=()[],:@{}", c)) {
			t->kind = T_PUNCT;
			t->len = punct_len(p, end);
			p += t->len;
		} else {
			/* name the byte; a run of binary bytes is one error */
			char msg[64];
			size_t at = (size_t)(p - text);
			if (isprint(c)) {
				snprintf(msg, sizeof msg, "invalid character '%c' in input", c);
				p++;
			} else {
				snprintf(msg, sizeof msg, "invalid byte 0x%02x in input", c);
				while (p < end && *p != '\n' && !isprint((unsigned char)*p) &&
				       !isspace((unsigned char)*p))
					p++;
			}
			lex_error(lx, at, msg);
			continue;
		}
		(*n)++;
	}
}
