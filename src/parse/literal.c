/* literal.c - numeric, character and string literals: classifying the
 * preprocessor's pp-numbers, typing integer literals as clang does on an
 * LP64 target, decoding escapes, joining adjacent string literals.
 *
 * Integer literal types (C17 6.4.4.1, with clang's choices where C leaves
 * room): the first of the candidate list that holds the value; decimal
 * literals without `u` only try signed types, and a decimal value too big
 * for long long becomes unsigned long long with a warning, as clang does.
 * long and long long are both 64-bit here, so `long` always wins. */
#include "exprs.h"

#include <stdlib.h>
#include <string.h>

/* Location of byte `off` of token t, for diagnostics inside a literal;
 * a token from a macro expansion keeps the expansion's place. */
static SrcLoc loc_in(const Token *t, size_t off)
{
	SrcLoc l = tok_loc(t);
	if (!(t->flags & TF_FROM_MACRO))
		l.col += (int)off;
	return l;
}

static bool is_float_literal(const char *s, size_t n)
{
	bool hex = n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (c == '.')
			return true;
		if (hex && (c == 'p' || c == 'P'))
			return true;
		if (!hex && (c == 'e' || c == 'E'))
			return true;
	}
	return false;
}

static Node *float_literal(Parser *p, Token *t)
{
	Node *n = new_node(p, ND_NUM, tok_loc(t));
	char buf[128];
	size_t len = t->len < sizeof buf - 1 ? t->len : sizeof buf - 1;
	memcpy(buf, t->text, len);
	buf[len] = 0;
	char *end;
	double v = strtod(buf, &end);
	Type *ty = ty_double;
	const char *suf = end;
	if ((suf[0] == 'f' || suf[0] == 'F') && !suf[1])
		ty = ty_float, v = (float)v;
	else if ((suf[0] == 'l' || suf[0] == 'L') && !suf[1])
		ty = ty_ldouble;
	else if (*suf)
		diag_error(loc_in(t, (size_t)(suf - buf)), "invalid suffix '%s' on floating constant", suf);
	n->type = ty;
	n->fval = v;
	return n;
}

Node *parse_number(Parser *p, Token *t)
{
	const char *s = t->text;
	size_t n = t->len;
	if (is_float_literal(s, n))
		return float_literal(p, t);
	Node *node = new_node(p, ND_NUM, tok_loc(t));
	node->type = ty_int;
	size_t i = 0;
	int base = 10;
	if (n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		base = 16, i = 2;
	else if (n > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
		base = 2, i = 2;
	else if (s[0] == '0')
		base = 8, i = 1;
	size_t digits_start = i;
	uint64_t v = 0;
	bool overflow = false;
	for (; i < n; i++) {
		int d = digit_value((unsigned char)s[i]);
		if (d >= 16 || (base != 16 && d >= 10))
			break;
		if (d >= base) {
			diag_error(loc_in(t, i), "invalid digit '%c' in %s constant", s[i],
				   base == 8 ? "octal" : "binary");
			return node;
		}
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			overflow = true;
		v = v * (uint64_t)base + (uint64_t)d;
	}
	if (base != 10 && base != 8 && i == digits_start) {
		diag_error(loc_in(t, i), "invalid suffix '%.*s' on integer constant", (int)(n - i), s + i);
		return node;
	}
	/* suffix: u, l, ll in either order, any case (but not lL) */
	bool is_u = false;
	int nl = 0;
	size_t suf = i;
	for (; i < n; i++) {
		char c = s[i];
		if ((c == 'u' || c == 'U') && !is_u) {
			is_u = true;
		} else if ((c == 'l' || c == 'L') && !nl) {
			nl = 1;
			if (i + 1 < n && s[i + 1] == c)
				nl = 2, i++;
		} else {
			break;
		}
	}
	if (i < n) {
		if (base == 10 && i == suf && digit_value((unsigned char)s[suf]) < 16)
			diag_error(loc_in(t, suf), "invalid digit '%c' in decimal constant", s[suf]);
		else
			diag_error(loc_in(t, suf), "invalid suffix '%.*s' on integer constant", (int)(n - suf), s + suf);
		return node;
	}
	if (overflow) {
		diag_error(tok_loc(t), "integer literal is too large to be represented in any integer type");
		node->type = ty_ullong;
		node->ival = (int64_t)v;
		return node;
	}
	/* candidates in order; decimal literals skip the unsigned ones
	 * unless `u` was written */
	Type *cands[6];
	int nc = 0;
	bool dec = base == 10;
	if (nl == 0) {
		if (!is_u)
			cands[nc++] = ty_int;
		if (is_u || !dec)
			cands[nc++] = ty_uint;
	}
	if (nl <= 1) {
		if (!is_u)
			cands[nc++] = ty_long;
		if (is_u || !dec)
			cands[nc++] = ty_ulong;
	}
	if (!is_u)
		cands[nc++] = ty_llong;
	if (is_u || !dec)
		cands[nc++] = ty_ullong;
	Type *ty = NULL;
	for (int k = 0; k < nc && !ty; k++) {
		Type *c = cands[k];
		uint64_t max = c->size == 4 ? (is_unsigned(c) ? UINT32_MAX : INT32_MAX)
					    : (is_unsigned(c) ? UINT64_MAX : INT64_MAX);
		if (v <= max)
			ty = c;
	}
	if (!ty) {
		diag_warn("implicitly-unsigned-literal", tok_loc(t),
			  "integer literal is too large to be represented in a signed integer type, "
			  "interpreting as unsigned");
		ty = ty_ullong;
	}
	node->type = ty;
	node->ival = (int64_t)v;
	return node;
}

/* ---- escapes ---- */

/* Appends code point cp as UTF-8. */
static void put_utf8(Buf *b, uint32_t cp)
{
	if (cp < 0x80) {
		buf_put_u8(b, (uint8_t)cp);
	} else if (cp < 0x800) {
		buf_put_u8(b, (uint8_t)(0xC0 | cp >> 6));
		buf_put_u8(b, (uint8_t)(0x80 | (cp & 0x3F)));
	} else if (cp < 0x10000) {
		buf_put_u8(b, (uint8_t)(0xE0 | cp >> 12));
		buf_put_u8(b, (uint8_t)(0x80 | ((cp >> 6) & 0x3F)));
		buf_put_u8(b, (uint8_t)(0x80 | (cp & 0x3F)));
	} else {
		buf_put_u8(b, (uint8_t)(0xF0 | cp >> 18));
		buf_put_u8(b, (uint8_t)(0x80 | ((cp >> 12) & 0x3F)));
		buf_put_u8(b, (uint8_t)(0x80 | ((cp >> 6) & 0x3F)));
		buf_put_u8(b, (uint8_t)(0x80 | (cp & 0x3F)));
	}
}

/* Decodes one UTF-8 sequence of the source text at s[*i]. */
static uint32_t get_utf8(const char *s, size_t n, size_t *i)
{
	unsigned c = (unsigned char)s[*i];
	int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
	uint32_t cp = extra == 3 ? c & 7 : extra == 2 ? c & 15 : extra == 1 ? c & 31 : c;
	(*i)++;
	for (int k = 0; k < extra && *i < n && ((unsigned char)s[*i] & 0xC0) == 0x80; k++)
		cp = cp << 6 | ((unsigned char)s[(*i)++] & 0x3F);
	return cp;
}

typedef struct Units {
	uint32_t *v;
	size_t n, cap;
} Units;

static void put_unit(Units *u, uint32_t x)
{
	if (u->n == u->cap) {
		u->cap = u->cap ? u->cap * 2 : 64;
		u->v = xrealloc(u->v, u->cap * sizeof *u->v);
	}
	u->v[u->n++] = x;
}

/* Appends the code units of the literal body s[0..n) (between the quotes)
 * for elements of `width` bytes: bytes for narrow literals (a UCN as
 * UTF-8), code points for 4-byte ones, UTF-16 for 2-byte ones.  `off` is
 * the body's offset in the token, for diagnostics. */
static void decode_body(Token *t, size_t off, const char *s, size_t n, int width, Units *out)
{
	uint32_t max = width == 1 ? 0xFF : width == 2 ? 0xFFFF : 0xFFFFFFFFu;
	for (size_t i = 0; i < n;) {
		uint32_t cp;
		bool is_cp = true; /* a character (encoded per width) vs a raw unit */
		if (s[i] != '\\') {
			if (width == 1) {
				put_unit(out, (unsigned char)s[i++]);
				continue;
			}
			cp = get_utf8(s, n, &i);
		} else {
			size_t at = i;
			char c = i + 1 < n ? s[i + 1] : 0;
			i += 2;
			is_cp = false;
			switch (c) {
			case 'n': cp = '\n'; break;
			case 't': cp = '\t'; break;
			case 'r': cp = '\r'; break;
			case 'a': cp = 7; break;
			case 'b': cp = 8; break;
			case 'f': cp = 12; break;
			case 'v': cp = 11; break;
			case 'e': case 'E': cp = 27; break; /* GNU */
			case '\\': case '\'': case '"': case '?': cp = (unsigned char)c; break;
			case 'x': {
				uint64_t v = 0;
				bool any = false, big = false;
				while (i < n && digit_value((unsigned char)s[i]) < 16) {
					v = v * 16 + (uint64_t)digit_value((unsigned char)s[i++]);
					if (v > max)
						big = true;
					any = true;
				}
				if (!any)
					diag_error(loc_in(t, off + at), "\\x used with no following hex digits");
				else if (big)
					diag_error(loc_in(t, off + at), "hex escape sequence out of range");
				cp = (uint32_t)v & max;
				break;
			}
			case 'u': case 'U': {
				int want = c == 'u' ? 4 : 8, got = 0;
				uint32_t v = 0;
				while (got < want && i < n && digit_value((unsigned char)s[i]) < 16)
					v = v * 16 + (uint32_t)digit_value((unsigned char)s[i++]), got++;
				if (got < want)
					diag_error(loc_in(t, off + at), "incomplete universal character name");
				else if (v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
					diag_error(loc_in(t, off + at), "invalid universal character");
				cp = v;
				is_cp = true;
				break;
			}
			default:
				if (c >= '0' && c <= '7') {
					uint32_t v = (uint32_t)(c - '0');
					for (int k = 0; k < 2 && i < n && s[i] >= '0' && s[i] <= '7'; k++)
						v = v * 8 + (uint32_t)(s[i++] - '0');
					if (v > max)
						diag_error(loc_in(t, off + at), "octal escape sequence out of range");
					cp = v & max;
				} else {
					diag_warn("unknown-escape-sequence", loc_in(t, off + at),
						  "unknown escape sequence '\\%c'", c);
					cp = (unsigned char)c;
				}
			}
		}
		if (!is_cp) {
			put_unit(out, cp);
		} else if (width == 1) {
			Buf b = {0};
			put_utf8(&b, cp);
			for (size_t k = 0; k < b.len; k++)
				put_unit(out, b.data[k]);
			buf_free(&b);
		} else if (width == 2 && cp > 0xFFFF) {
			put_unit(out, 0xD800 + ((cp - 0x10000) >> 10));
			put_unit(out, 0xDC00 + ((cp - 0x10000) & 0x3FF));
		} else {
			put_unit(out, cp);
		}
	}
}

/* Prefix of a char/string token: 0 none, '8' u8, 'u', 'U', 'L';
 * *skip = its length. */
static int literal_prefix(const Token *t, size_t *skip)
{
	const char *s = t->text;
	if (s[0] == 'u' && t->len > 1 && s[1] == '8') {
		*skip = 2;
		return '8';
	}
	if (s[0] == 'u' || s[0] == 'U' || s[0] == 'L') {
		*skip = 1;
		return s[0];
	}
	*skip = 0;
	return 0;
}

static Type *prefix_elem_type(int prefix)
{
	switch (prefix) {
	case 'L': return ty_int;     /* wchar_t on BPF */
	case 'u': return ty_ushort;  /* char16_t */
	case 'U': return ty_uint;    /* char32_t */
	default: return ty_char;
	}
}

Node *parse_char_const(Parser *p, Token *t)
{
	Node *n = new_node(p, ND_NUM, tok_loc(t));
	size_t skip;
	int prefix = literal_prefix(t, &skip);
	Type *elem = prefix_elem_type(prefix);
	n->type = prefix == 0 ? ty_int : prefix == '8' ? ty_uchar : elem;
	size_t start = skip + 1, end = t->len;
	if (end > start && t->text[end - 1] == '\'')
		end--;
	Units u = {0};
	decode_body(t, start, t->text + start, end > start ? end - start : 0, prefix == 0 || prefix == '8' ? 1 : (int)elem->size, &u);
	if (u.n == 0) {
		diag_error(tok_loc(t), "empty character constant");
	} else if (prefix == 0) {
		if (u.n == 1) {
			n->ival = (int8_t)u.v[0]; /* char is signed */
		} else {
			if (u.n > 4)
				diag_warn("multichar", tok_loc(t), "character constant too long for its type");
			else
				diag_warn("multichar", tok_loc(t), "multi-character character constant");
			uint32_t v = 0;
			for (size_t k = 0; k < u.n; k++)
				v = v << 8 | (u.v[k] & 0xFF);
			n->ival = (int32_t)v;
		}
	} else {
		if (u.n > 1)
			diag_warn("multichar", tok_loc(t), "extraneous characters in character constant ignored");
		uint32_t v = u.v[0];
		if (elem->size == 2)
			v &= 0xFFFF;
		n->ival = prefix == 'L' ? (int64_t)(int32_t)v : (int64_t)v;
		if (prefix == '8')
			n->ival = v & 0xFF;
	}
	free(u.v);
	return n;
}

Node *parse_string_lit(Parser *p)
{
	Token *first = p->tok;
	Node *n = new_node(p, ND_STR, tok_loc(first));
	/* the element width can depend on a later piece ("a" L"b" is wide),
	 * so collect the pieces first */
	Token *small[8], **toks = small;
	size_t nt = 0, cap = 8;
	int prefix = 0;
	bool mixed = false;
	while (p->tok->kind == TK_STRING) {
		Token *t = next_tok(p);
		size_t skip;
		int pf = literal_prefix(t, &skip);
		if (pf && prefix && pf != prefix && !mixed) {
			diag_error(tok_loc(t), "unsupported non-standard concatenation of string literals");
			mixed = true;
		}
		if (pf && !prefix)
			prefix = pf;
		if (nt == cap) {
			cap *= 2;
			Token **nv = xmalloc(cap * sizeof *nv);
			memcpy(nv, toks, nt * sizeof *nv);
			if (toks != small)
				free(toks);
			toks = nv;
		}
		toks[nt++] = t;
	}
	Type *elem = prefix_elem_type(prefix);
	int width = (int)elem->size;
	Units u = {0};
	for (size_t k = 0; k < nt; k++) {
		Token *t = toks[k];
		size_t skip;
		literal_prefix(t, &skip);
		size_t start = skip + 1, end = t->len;
		if (end > start && t->text[end - 1] == '"')
			end--;
		if (end > start)
			decode_body(t, start, t->text + start, end - start, width, &u);
	}
	if (toks != small)
		free(toks);
	put_unit(&u, 0);
	char *bytes = arena_alloc(p->arena, u.n * (size_t)width);
	for (size_t k = 0; k < u.n; k++) {
		uint8_t *q = (uint8_t *)bytes + k * (size_t)width;
		if (width == 1)
			*q = (uint8_t)u.v[k];
		else if (width == 2)
			put_u16(q, (uint16_t)u.v[k], p->opt.big_endian);
		else
			put_u32(q, u.v[k], p->opt.big_endian);
	}
	n->str = bytes;
	n->str_len = (int64_t)(u.n * (size_t)width);
	n->type = array_of(p, elem, (int64_t)u.n);
	n->is_lvalue = true;
	free(u.v);
	return n;
}
