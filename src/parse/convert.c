/* convert.c - assignment conversions (C17 6.5.16.1) and assignability
 * (6.5.16p2): what `=`, initializers, argument passing and `return` do to
 * a value, with clang 19's messages, warning names and hints, and the
 * checks that an lvalue may be assigned or incremented. */
#include "exprs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- assignability ---- */

/* The const member of record r (recursively), or NULL. */
static Member *const_member(const Type *r, int depth)
{
	if (depth > 32 || !is_record(r))
		return NULL;
	for (Member *m = r->canon->members; m; m = m->next) {
		if (m->type->qual & Q_CONST)
			return m;
		if (is_record(m->type)) {
			Member *c = const_member(m->type, depth + 1);
			if (c)
				return c;
		}
	}
	return NULL;
}

bool check_assignable(Parser *p, Node *e, SrcLoc loc, const char *verb)
{
	Type *t = e->type;
	bool assign = verb[0] == 'a';
	if (!assign && !is_scalar(t)) {
		diag_error(loc, "cannot %s value of type '%s'", verb, type_name(p, t));
		return false;
	}
	if (!e->is_lvalue) {
		diag_error(loc, "expression is not assignable");
		return false;
	}
	if (t->kind == TY_ARRAY) {
		diag_error(loc, "array type '%s' is not assignable", type_name(p, t));
		return false;
	}
	if (t->qual & Q_CONST) {
		if (e->kind == ND_VAR && e->sym) {
			diag_error(loc, "cannot assign to variable '%s' with const-qualified type '%s'",
				   e->sym->name->name, type_name(p, t));
			diag_note(e->sym->loc, "variable '%s' declared const here", e->sym->name->name);
		} else if (e->kind == ND_MEMBER && (e->member->type->qual & Q_CONST) && e->member->name) {
			diag_error(loc, "cannot assign to non-static data member '%s' with const-qualified type '%s'",
				   e->member->name->name, type_name(p, t));
			diag_note(e->member->loc, "non-static data member '%s' declared const here",
				  e->member->name->name);
		} else if (e->kind == ND_MEMBER) {
			Node *b = e;
			while (b->kind == ND_MEMBER)
				b = b->lhs;
			if (b->kind == ND_VAR && b->sym) {
				diag_error(loc, "cannot assign to variable '%s' with const-qualified type '%s'",
					   b->sym->name->name, type_name(p, b->type));
				diag_note(b->sym->loc, "variable '%s' declared const here", b->sym->name->name);
			} else {
				diag_error(loc, "read-only variable is not assignable");
			}
		} else {
			diag_error(loc, "read-only variable is not assignable");
		}
		return false;
	}
	if (is_record(t)) {
		if (!t->is_complete) {
			diag_error(loc, "incomplete type '%s' is not assignable", type_name(p, t));
			return false;
		}
		Member *m = assign ? const_member(t, 0) : NULL;
		if (m) {
			const char *mn = m->name ? m->name->name : "";
			if (e->kind == ND_VAR && e->sym)
				diag_error(loc, "cannot assign to variable '%s' with const-qualified data member '%s'",
					   e->sym->name->name, mn);
			else
				diag_error(loc, "cannot assign to lvalue with const-qualified data member '%s'", mn);
			diag_note(m->loc, "data member '%s' declared const here", mn);
			return false;
		}
	}
	if (t->kind == TY_VOID || (t->kind != TY_ARRAY && !t->is_complete && !is_scalar(t))) {
		diag_error(loc, "expression is not assignable");
		return false;
	}
	return true;
}

/* ---- assignment conversions (C17 6.5.16.1) ---- */

/* "assigning to 'T' from 'U'" and its incompatible form, as clang words
 * them for each context. */
static void conv_phrase(char *out, size_t n, const char *what, const char *from, const char *to,
			bool incompatible)
{
	const char *inc = incompatible ? "incompatible " : "";
	switch (what[0]) {
	case 'p': /* passing */
		snprintf(out, n, "passing '%s' to parameter of %stype '%s'", from, inc, to);
		break;
	case 'r': /* returning */
		snprintf(out, n, "returning '%s' from a function with %sresult type '%s'", from, inc, to);
		break;
	case 'i': /* initializing */
		snprintf(out, n, "initializing '%s' with an expression of %stype '%s'", to, inc, from);
		break;
	default: /* assigning */
		snprintf(out, n, "assigning to '%s' from %s%s'%s'", to, inc, incompatible ? "type " : "", from);
		break;
	}
}

static int int_bits(const Type *t)
{
	const Type *b = t->kind == TY_ENUM && t->base ? t->base : t;
	return (int)b->size * 8;
}

/* -Wconstant-conversion: an integer constant that loses bits when
 * converted to a narrower type.  Like clang, a negative value that fits
 * the width as a signed number is not reported for an unsigned target
 * (`unsigned char c = -1`), and same-width sign changes are not either. */
static void check_constant_conversion(Parser *p, Node *e, Type *to)
{
	int tw = int_bits(to), fw = int_bits(e->type);
	int64_t v;
	if (tw >= fw || tw >= 64 || fw > 64 || !try_int_const(p, e, &v))
		return;
	uint64_t mask = (1ull << tw) - 1, t = (uint64_t)v & mask;
	int64_t sx = (t >> (tw - 1)) & 1 ? (int64_t)(t | ~mask) : (int64_t)t;
	bool fits = is_unsigned(to) ? ((int64_t)t == v || sx == v) : sx == v;
	if (fits)
		return;
	char from_v[32], to_v[32];
	if (is_unsigned(e->type))
		snprintf(from_v, sizeof from_v, "%llu", (unsigned long long)v);
	else
		snprintf(from_v, sizeof from_v, "%lld", (long long)v);
	if (is_unsigned(to))
		snprintf(to_v, sizeof to_v, "%llu", (unsigned long long)t);
	else
		snprintf(to_v, sizeof to_v, "%lld", (long long)sx);
	diag_warn("constant-conversion", e->loc, "implicit conversion from '%s' to '%s' changes value from %s to %s",
		  type_name(p, e->type), type_name(p, to), from_v, to_v);
}

/* A floating value as clang prints it in diagnostics: the shortest
 * digits that read back as the same value, fixed-point down to 0.001,
 * else d.dddE-n. */
static void print_float(char *out, size_t n, double d, bool is_single)
{
	char buf[64];
	int prec = 0;
	for (; prec < 17; prec++) {
		snprintf(buf, sizeof buf, "%.*e", prec, d);
		double back = strtod(buf, NULL);
		if (is_single ? (float)back == (float)d : back == d)
			break;
	}
	/* buf: [-]d.ddde[+-]xx */
	bool neg = buf[0] == '-';
	const char *m = buf + neg;
	char digits[32];
	int nd = 0;
	for (const char *q = m; *q && *q != 'e' && nd < 30; q++)
		if (*q >= '0' && *q <= '9')
			digits[nd++] = *q;
	while (nd > 1 && digits[nd - 1] == '0')
		nd--;
	digits[nd] = 0;
	int exp = atoi(strchr(buf, 'e') + 1);
	size_t k = 0;
	if (neg)
		out[k++] = '-';
	if (exp >= 0) {
		for (int i = 0; i <= exp && k + 2 < n; i++)
			out[k++] = i < nd ? digits[i] : '0';
		if (nd > exp + 1 && k + 2 < n) {
			out[k++] = '.';
			for (int i = exp + 1; i < nd && k + 1 < n; i++)
				out[k++] = digits[i];
		}
		out[k] = 0;
	} else if (exp >= -3) {
		k += (size_t)snprintf(out + k, n - k, "0.");
		for (int i = 0; i < -exp - 1 && k + 1 < n; i++)
			out[k++] = '0';
		snprintf(out + k, n - k, "%s", digits);
	} else {
		snprintf(out + k, n - k, "%c.%sE%d", digits[0], nd > 1 ? digits + 1 : "0", exp);
	}
}

/* -Wliteral-conversion: a floating literal (or its negation) converted
 * to an integer type loses its fraction or does not fit. */
static void check_literal_conversion(Parser *p, Node *e, Type *to)
{
	Node *lit = e;
	bool neg = false;
	if (lit->kind == ND_NEG || lit->kind == ND_PLUS) {
		neg = lit->kind == ND_NEG;
		lit = lit->lhs;
	}
	if (lit->kind != ND_NUM || !is_float(lit->type) || to->kind == TY_BOOL)
		return;
	double d = neg ? -lit->fval : lit->fval;
	int bits = (int)(to->kind == TY_ENUM && to->base ? to->base->size : to->size) * 8;
	double lim = bits >= 64 ? 18446744073709551616.0 : (double)(1ull << bits);
	double hi = is_unsigned(to) ? lim : lim / 2, lo = is_unsigned(to) ? -1.0 : -lim / 2 - 1.0;
	if (!(d < hi && d > lo)) {
		diag_warn("literal-conversion", e->loc, "implicit conversion of out of range value from '%s' to '%s' is undefined",
			  type_name(p, e->type), type_name(p, to));
		return;
	}
	long long t = (long long)d;
	if ((double)t == d)
		return;
	char from_v[64];
	print_float(from_v, sizeof from_v, d, e->type->kind == TY_FLOAT);
	diag_warn("literal-conversion", e->loc, "implicit conversion from '%s' to '%s' changes value from %s to %lld",
		  type_name(p, e->type), type_name(p, to), from_v, t);
}

/* clang's hints: "; take the address with &" when &e has the target
 * type, "; dereference with *" when *e has it */
static const char *conv_hint(Node *e, Type *to)
{
	if (to->kind == TY_PTR && e->is_lvalue && same_unqual(to->base, e->type))
		return "; take the address with &";
	if (e->type->kind == TY_PTR && is_arith(to) && same_unqual(e->type->base, to))
		return "; dereference with *";
	return "";
}

static bool pointee_sign_differs(Type *a, Type *b)
{
	a = a->canon;
	b = b->canon;
	if (!is_integer(a) || !is_integer(b) || a->size != b->size)
		return false;
	if (a->kind == TY_ENUM || b->kind == TY_ENUM)
		return true;
	return is_unsigned(a) != is_unsigned(b) || a->kind == TY_CHAR || b->kind == TY_CHAR;
}

/* `int **` from `const int **`: the pointees differ only in qualifiers
 * somewhere below the top */
static bool differs_in_nested_quals(const Type *a, const Type *b, int depth)
{
	if (depth > 16 || a->kind != TY_PTR || b->kind != TY_PTR)
		return false;
	const Type *x = a->base, *y = b->base;
	Type ux = *x->canon, uy = *y->canon;
	if (x->kind == TY_PTR && y->kind == TY_PTR)
		return differs_in_nested_quals(x, y, depth + 1) ||
		       (x->qual != y->qual && same_unqual(x, y));
	ux.qual = uy.qual = 0;
	return x->qual != y->qual && types_compatible(&ux, &uy);
}

/* Whether the last convert_assign_at printed something (clang then adds
 * "passing argument to parameter 'x' here"). */
static bool conv_reported;

bool last_conversion_reported(void) { return conv_reported; }

static void conv_warn(bool as_error, const char *name, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(4, 5);
static void conv_warn(bool as_error, const char *name, SrcLoc loc, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (!warn_enabled(name))
		return;
	if (as_error) {
		warn_error(name, loc, "%s", msg);
	} else {
		if (diag_no_warnings || (loc.file && loc.file->system))
			return;
		diag_warn(name, loc, "%s", msg);
	}
	conv_reported = true;
}

Node *convert_assign_at(Parser *p, Node *e, Type *to, const char *what, SrcLoc loc)
{
	Type *written = e->type; /* clang names the type before decay */
	conv_reported = false;
	e = rvalue(p, e);
	Type *from = e->type;
	char msg[768];
	if (is_integer(to) && is_integer(from) && to->kind != TY_BOOL) {
		if (!p->in_sizeof)
			check_constant_conversion(p, e, to);
		return cast_to(p, e, to);
	}
	/* not in unevaluated operands (sizeof, _Generic, typeof), as clang */
	if (is_integer(to) && is_float(from) && !p->in_sizeof)
		check_literal_conversion(p, e, to);
	if (is_arith(to) && is_arith(from))
		return cast_to(p, e, to);
	if (to->kind == TY_BOOL && from->kind == TY_PTR)
		return cast_to(p, e, to);
	if (is_record(to) && is_record(from) && same_unqual(to, from))
		return e;
	if (to->kind == TY_PTR && from->kind == TY_PTR) {
		Type *tb = to->base, *fb = from->base;
		bool tvoid = tb->kind == TY_VOID, fvoid = fb->kind == TY_VOID;
		const char *tn = type_name(p, to), *fn = type_name(p, written);
		if (tvoid || fvoid || same_unqual(tb, fb)) {
			if ((fb->qual & ~tb->qual) & (Q_CONST | Q_VOLATILE | Q_RESTRICT)) {
				conv_phrase(msg, sizeof msg, what, fn, tn, false);
				conv_warn(false, "incompatible-pointer-types-discards-qualifiers", loc, "%s discards qualifiers", msg);
			}
		} else if (pointee_sign_differs(tb, fb)) {
			conv_phrase(msg, sizeof msg, what, fn, tn, false);
			if (tb->canon->kind == TY_CHAR || fb->canon->kind == TY_CHAR)
				conv_warn(false, "pointer-sign", loc,
					  "%s converts between pointers to integer types where one is of the unique plain 'char' type and the other is not",
					  msg);
			else
				conv_warn(false, "pointer-sign", loc, "%s converts between pointers to integer types with different sign", msg);
		} else if (tb->kind == TY_PTR && fb->kind == TY_PTR && differs_in_nested_quals(to, from, 0)) {
			conv_phrase(msg, sizeof msg, what, fn, tn, false);
			conv_warn(false, "incompatible-pointer-types-discards-qualifiers", loc, "%s discards qualifiers in nested pointer types", msg);
		} else if (tb->kind == TY_FUNC && fb->kind == TY_FUNC) {
			conv_phrase(msg, sizeof msg, what, fn, tn, false);
			conv_warn(true, "incompatible-function-pointer-types", loc, "incompatible function pointer types %s", msg);
		} else {
			conv_phrase(msg, sizeof msg, what, fn, tn, false);
			conv_warn(false, "incompatible-pointer-types", loc, "incompatible pointer types %s", msg);
		}
		return cast_to(p, e, to);
	}
	if (to->kind == TY_PTR && is_integer(from)) {
		if (!is_null_ptr_const(p, e)) {
			conv_phrase(msg, sizeof msg, what, type_name(p, written), type_name(p, to), false);
			conv_warn(true, "int-conversion", loc, "incompatible integer to pointer conversion %s%s", msg,
				   (written == from ? conv_hint(e, to) : ""));
		}
		return cast_to(p, e, to);
	}
	if (is_integer(to) && from->kind == TY_PTR) {
		conv_phrase(msg, sizeof msg, what, type_name(p, written), type_name(p, to), false);
		conv_warn(true, "int-conversion", loc, "incompatible pointer to integer conversion %s%s", msg,
			   (written == from ? conv_hint(e, to) : ""));
		return cast_to(p, e, to);
	}
	conv_phrase(msg, sizeof msg, what, type_name(p, written), type_name(p, to), true);
	diag_error(loc, "%s", msg);
	conv_reported = true;
	return make_num(p, 0, to, e->loc);
}

Node *convert_assign(Parser *p, Node *e, Type *to, const char *what)
{
	return convert_assign_at(p, e, to, what, e->loc);
}
