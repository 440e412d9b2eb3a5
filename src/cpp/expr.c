/* expr.c - #if / #elif expressions (C17 6.10.1): the line is macro
 * expanded (with `defined` and the __has_* queries live), then evaluated
 * in intmax_t / uintmax_t with the usual arithmetic conversions between
 * the two.  Operands that are not evaluated (the right of a false && or
 * true ||, the unchosen arm of ?:) are still parsed, but their division
 * by zero is no error. */
#include "cpp_int.h"

#include <stdlib.h>
#include <string.h>

typedef struct Val {
	intmax_t v; /* the bits; as uintmax_t when u */
	bool u;
} Val;

typedef struct Ex {
	Cpp *cpp;
	Token *t; /* the tokens of the line, ending in TK_EOD */
	int n, pos;
	bool failed;
	SrcLoc at; /* the directive */
	int depth; /* of parentheses and unary operators: bounds the recursion */
} Ex;

static Token *peek(Ex *e) { return &e->t[e->pos]; }

static void fail(Ex *e, const Token *t, const char *msg)
{
	if (!e->failed)
		diag_error(tok_loc(t), "%s", msg);
	e->failed = true;
}

/* `defined X` / `defined(X)`, seen by the expander in an #if line. */
void expr_defined(Cpp *cpp, Token *kw)
{
	Token *t = cpp_fetch(cpp);
	bool paren = tok_is(t, P_LPAREN);
	if (paren)
		t = cpp_fetch(cpp);
	bool v = false;
	if (t->kind != TK_IDENT) {
		diag_error(tok_loc(t), t->kind == TK_EOD ? "macro name missing" : "macro name must be an identifier");
		cpp_unget(cpp, t);
		cpp->if_failed = true;
	} else {
		v = t->ident->macro != NULL;
		if (paren) {
			Token *r = cpp_fetch(cpp);
			if (!tok_is(r, P_RPAREN)) {
				diag_error(tok_loc(r), "missing ')' after 'defined'");
				cpp_unget(cpp, r);
				cpp->if_failed = true;
			}
		}
	}
	/* from a macro expansion: clang warns only with -Wexpansion-to-defined */
	Token *n = arena_alloc(&cpp->perm, sizeof *n);
	*n = *kw;
	n->kind = TK_NUMBER;
	n->text = v ? "1" : "0";
	n->len = 1;
	n->ident = NULL;
	cpp_push_context(cpp, n, 1, NULL);
}

static Val number(Ex *e, const Token *t)
{
	Val r = {0, false};
	const char *s = t->text, *end = s + t->len;
	int base = 10;
	if (end - s > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	} else if (end - s > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		base = 2;
		s += 2;
	} else if (s[0] == '0') {
		base = 8;
	}
	uintmax_t v = 0;
	bool overflow = false;
	const char *d = s;
	for (; s < end; s++) {
		if (*s == '\'')
			continue;
		int dv = digit_value(*s);
		if (dv >= base)
			break;
		if (v > (UINTMAX_MAX - (uintmax_t)dv) / (uintmax_t)base)
			overflow = true;
		v = v * (uintmax_t)base + (uintmax_t)dv;
	}
	if (s == d && base != 8) {
		fail(e, t, "invalid integer constant in preprocessor expression");
		return r;
	}
	/* suffix: u, l, ll in any order and case */
	bool u = false;
	int l = 0;
	for (; s < end; s++) {
		if ((*s == 'u' || *s == 'U') && !u)
			u = true;
		else if ((*s == 'l' || *s == 'L') && l == 0) {
			l = 1;
			if (s + 1 < end && s[1] == *s) {
				l = 2;
				s++;
			}
		} else
			break;
	}
	if (s < end) {
		bool flt = false;
		for (const char *q = t->text; q < end; q++)
			if (*q == '.' || ((*q == 'e' || *q == 'E') && base == 10) || ((*q == 'p' || *q == 'P') && base == 16))
				flt = true;
		fail(e, t, flt ? "floating point literal in preprocessor expression"
			       : "invalid suffix on integer constant");
		return r;
	}
	if (overflow) {
		fail(e, t, "integer literal is too large to be represented in any integer type");
		return r;
	}
	r.v = (intmax_t)v;
	r.u = u || v > (uintmax_t)INTMAX_MAX;
	return r;
}

/* A character constant's value: int, with char signed as on BPF. */
static Val char_value(Ex *e, const Token *t)
{
	Val r = {0, false};
	const char *s = t->text, *end = s + t->len - 1;
	int width = 8;
	bool wide = false;
	if (*s == 'L' || *s == 'U') {
		width = 32;
		wide = true;
		s++;
	} else if (*s == 'u') {
		if (s[1] == '8') {
			s++;
		} else {
			width = 16;
			wide = true;
		}
		s++;
	}
	s++; /* the quote */
	uintmax_t acc = 0;
	int count = 0;
	while (s < end) {
		uintmax_t c;
		if (*s != '\\') {
			c = (unsigned char)*s++;
		} else {
			s++;
			char x = *s++;
			switch (x) {
			case 'n': c = '\n'; break;
			case 't': c = '\t'; break;
			case 'r': c = '\r'; break;
			case 'a': c = 7; break;
			case 'b': c = 8; break;
			case 'f': c = 12; break;
			case 'v': c = 11; break;
			case 'e': case 'E': c = 27; break;
			case 'x':
				c = 0;
				while (s < end && digit_value(*s) < 16)
					c = c * 16 + (uintmax_t)digit_value(*s++);
				break;
			case 'u': case 'U': {
				int nd = x == 'u' ? 4 : 8;
				c = 0;
				for (int i = 0; i < nd && s < end && digit_value(*s) < 16; i++)
					c = c * 16 + (uintmax_t)digit_value(*s++);
				break;
			}
			default:
				if (x >= '0' && x <= '7') {
					c = (uintmax_t)(x - '0');
					for (int i = 0; i < 2 && s < end && *s >= '0' && *s <= '7'; i++)
						c = c * 8 + (uintmax_t)(*s++ - '0');
				} else {
					c = (unsigned char)x;
				}
			}
		}
		if (width < 32)
			c &= ((uintmax_t)1 << width) - 1;
		acc = width == 8 ? (acc << 8) | c : c;
		count++;
	}
	if (count == 0) {
		fail(e, t, "empty character constant");
		return r;
	}
	if (width == 8 && count == 1) {
		r.v = (int8_t)(uint8_t)acc; /* char is signed */
	} else if (width == 8) {
		r.v = (int32_t)(uint32_t)acc;
	} else if (wide && width == 32 && t->text[0] == 'L') {
		r.v = (int32_t)(uint32_t)acc; /* wchar_t is int */
	} else {
		r.v = (intmax_t)acc;
	}
	return r;
}

static Val cond_expr(Ex *e, bool eval);

static Val primary_inner(Ex *e, bool eval);

static Val primary(Ex *e, bool eval)
{
	Val r = {0, false};
	if (++e->depth > 1000) {
		fail(e, peek(e), "preprocessor expression nested too deeply");
		e->depth--;
		return r;
	}
	r = primary_inner(e, eval);
	e->depth--;
	return r;
}

static Val primary_inner(Ex *e, bool eval)
{
	Token *t = peek(e);
	Val r = {0, false};
	if (t->kind == TK_NUMBER) {
		e->pos++;
		return number(e, t);
	}
	if (t->kind == TK_CHAR) {
		e->pos++;
		return char_value(e, t);
	}
	if (t->kind == TK_IDENT) {
		e->pos++;
		/* an identifier that is no macro is 0; C23's true is 1 */
		if (e->cpp->opt.std >= 202311L && t->len == 4 && !memcmp(t->text, "true", 4))
			r.v = 1;
		return r;
	}
	if (tok_is(t, P_LPAREN)) {
		e->pos++;
		r = cond_expr(e, eval);
		while (tok_is(peek(e), P_COMMA)) {
			e->pos++;
			r = cond_expr(e, eval);
		}
		if (!tok_is(peek(e), P_RPAREN)) {
			fail(e, peek(e), "expected ')' in preprocessor expression");
			return r;
		}
		e->pos++;
		return r;
	}
	if (t->kind == TK_PUNCT) {
		Punct p = (Punct)t->punct;
		if (p == P_PLUS || p == P_MINUS || p == P_TILDE || p == P_BANG) {
			e->pos++;
			Val a = primary(e, eval);
			switch (p) {
			case P_MINUS: a.v = (intmax_t)(0 - (uintmax_t)a.v); break;
			case P_TILDE: a.v = ~a.v; break;
			case P_BANG: a.v = !a.v; a.u = false; break;
			default: break;
			}
			return a;
		}
	}
	if (t->kind == TK_EOD)
		fail(e, t, "expected value in expression");
	else if (t->kind == TK_STRING)
		fail(e, t, "invalid token at start of a preprocessor expression");
	else
		fail(e, t, "invalid token at start of a preprocessor expression");
	return r;
}

/* Binary operators, by precedence (higher binds tighter). */
static int prec(const Token *t)
{
	if (t->kind != TK_PUNCT)
		return -1;
	switch (t->punct) {
	case P_STAR: case P_SLASH: case P_PERCENT: return 10;
	case P_PLUS: case P_MINUS: return 9;
	case P_SHL: case P_SHR: return 8;
	case P_LT: case P_GT: case P_LE: case P_GE: return 7;
	case P_EQ: case P_NE: return 6;
	case P_AMP: return 5;
	case P_CARET: return 4;
	case P_PIPE: return 3;
	case P_ANDAND: return 2;
	case P_OROR: return 1;
	default: return -1;
	}
}

static Val binary(Ex *e, Val a, const Token *op, Val b, bool eval)
{
	Val r;
	bool u = a.u || b.u;
	uintmax_t x = (uintmax_t)a.v, y = (uintmax_t)b.v;
	r.u = u;
	switch (op->punct) {
	case P_STAR: r.v = (intmax_t)(x * y); break;
	case P_SLASH:
	case P_PERCENT:
		if (y == 0) {
			if (eval)
				fail(e, op, op->punct == P_SLASH ? "division by zero in preprocessor expression"
								  : "remainder by zero in preprocessor expression");
			r.v = 0;
			break;
		}
		if (u)
			r.v = (intmax_t)(op->punct == P_SLASH ? x / y : x % y);
		else if (a.v == INTMAX_MIN && b.v == -1)
			r.v = op->punct == P_SLASH ? INTMAX_MIN : 0;
		else
			r.v = op->punct == P_SLASH ? a.v / b.v : a.v % b.v;
		break;
	case P_PLUS: r.v = (intmax_t)(x + y); break;
	case P_MINUS: r.v = (intmax_t)(x - y); break;
	case P_SHL:
	case P_SHR: {
		/* the left operand's type; a shift by >= 64 or < 0 gives 0 (or
		 * the sign for >> of a negative) as clang folds it */
		r.u = a.u;
		bool neg_count = !b.u && b.v < 0;
		uintmax_t n = neg_count ? (uintmax_t)(-(b.v + 1)) + 1 : y;
		bool left = op->punct == P_SHL ? !neg_count : neg_count;
		if (n >= 64)
			r.v = left || a.u || a.v >= 0 ? 0 : -1;
		else if (left)
			r.v = (intmax_t)(x << n);
		else
			r.v = a.u ? (intmax_t)(x >> n) : a.v >> n;
		break;
	}
	case P_LT: r.v = u ? x < y : a.v < b.v; r.u = false; break;
	case P_GT: r.v = u ? x > y : a.v > b.v; r.u = false; break;
	case P_LE: r.v = u ? x <= y : a.v <= b.v; r.u = false; break;
	case P_GE: r.v = u ? x >= y : a.v >= b.v; r.u = false; break;
	case P_EQ: r.v = x == y; r.u = false; break;
	case P_NE: r.v = x != y; r.u = false; break;
	case P_AMP: r.v = (intmax_t)(x & y); break;
	case P_CARET: r.v = (intmax_t)(x ^ y); break;
	case P_PIPE: r.v = (intmax_t)(x | y); break;
	default: r.v = 0; break;
	}
	return r;
}

static Val binary_expr(Ex *e, int min_prec, bool eval)
{
	Val a = primary(e, eval);
	for (;;) {
		Token *op = peek(e);
		int p = prec(op);
		if (p < min_prec || p < 0 || e->failed)
			return a;
		e->pos++;
		if (op->punct == P_ANDAND || op->punct == P_OROR) {
			bool is_and = op->punct == P_ANDAND;
			bool rhs_eval = eval && (is_and ? a.v != 0 : a.v == 0);
			Val b = binary_expr(e, p + 1, rhs_eval);
			a.v = is_and ? (a.v && b.v) : (a.v || b.v);
			a.u = false;
			continue;
		}
		Val b = binary_expr(e, p + 1, eval);
		a = binary(e, a, op, b, eval);
	}
}

static Val cond_expr(Ex *e, bool eval)
{
	Val c = binary_expr(e, 1, eval);
	if (!tok_is(peek(e), P_QUESTION) || e->failed)
		return c;
	e->pos++;
	if (++e->depth > 1000) {
		fail(e, peek(e), "preprocessor expression nested too deeply");
		return c;
	}
	Val a = cond_expr(e, eval && c.v);
	e->depth--;
	while (tok_is(peek(e), P_COMMA)) {
		e->pos++;
		a = cond_expr(e, eval && c.v);
	}
	if (!tok_is(peek(e), P_COLON)) {
		fail(e, peek(e), "expected ':' in preprocessor expression");
		return a;
	}
	e->pos++;
	if (++e->depth > 1000) {
		fail(e, peek(e), "preprocessor expression nested too deeply");
		return a;
	}
	Val b = cond_expr(e, eval && !c.v);
	e->depth--;
	Val r = c.v ? a : b;
	r.u = a.u || b.u;
	return r;
}

bool expr_eval_if(Cpp *cpp, SrcLoc at)
{
	TokVec v = {0};
	cpp->in_if = true;
	cpp->if_failed = false;
	for (;;) {
		Token *t = cpp_expand_next(cpp);
		tokvec_push(&v, t);
		if (t->kind == TK_EOD || t->kind == TK_EOF)
			break;
	}
	cpp->in_if = false;
	Ex e = {cpp, v.v, v.n, 0, cpp->if_failed, at, 0};
	bool result = false;
	if (v.n == 1) {
		diag_error(at, "#if with no expression");
	} else if (!e.failed) {
		Val r = cond_expr(&e, true);
		while (!e.failed && tok_is(peek(&e), P_COMMA)) {
			e.pos++;
			r = cond_expr(&e, true);
		}
		if (!e.failed && peek(&e)->kind != TK_EOD) {
			Token *t = peek(&e);
			fail(&e, t, tok_is(t, P_RPAREN) ? "token is not a valid binary operator in a preprocessor subexpression"
						      : "token is not a valid binary operator in a preprocessor subexpression");
		}
		result = !e.failed && r.v != 0;
	}
	free(v.v);
	return result;
}
