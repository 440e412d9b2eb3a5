/* control.c - conditional and repeated assembly: .if and its kin
 * (.ifc/.ifnc, .ifeq/.ifne, .ifdef/.ifndef, .ifb/.ifnb), .elseif,
 * .else, .endif, and .rept N ... .endr.
 *
 * Every statement passes through as_control before as_statement.
 * Conditionals keep a stack of frames; a statement in a false branch
 * is dropped, but the .if family is still counted there so that nested
 * groups pair up.  A .rept collects the statements up to its .endr
 * (nested .rept/.endr counted) as copies of their tokens, then feeds
 * them back N times, so a .rept inside the body, conditionals and
 * numeric labels work in each copy.  bpf_experimental.h's
 * bpf_addr_space_cast picks its register byte with .ifc %[reg], rN; the
 * selftests' gotol test writes .rept 40000.
 */
#include "as.h"

#include <stdlib.h>
#include <string.h>

/* more than this many statements out of .rept in one assembly is an
 * error, not minutes of work and gigabytes (".rept 1000000" inside
 * ".rept 1000000"): the kernel loads at most 1M instructions */
enum { REPT_BUDGET = 1000 * 1000 };

typedef struct AsCond {
	bool outer_on; /* the group's surroundings are assembled */
	bool on;       /* this branch is assembled */
	bool taken;    /* some branch of the group was (or could not be) */
	bool seen_else;
	size_t pos;
} AsCond;

typedef struct AsStmt {
	Tok *t;
	size_t n;
} AsStmt;

typedef struct AsRept {
	struct AsRept *up;
	int64_t count;
	int depth; /* nested .rept in the body so far */
	AsStmt *body;
	size_t n, cap;
	size_t pos;
} AsRept;

static bool assembling(const As *as) { return !as->nconds || as->conds[as->nconds - 1].on; }

/* the raw text of tokens t[from] up to (not including) t[to], trimmed;
 * a quoted string is its contents */
static void raw_text(const Tok *t, size_t from, size_t to, const char **s, size_t *len)
{
	if (from >= to) {
		*s = "";
		*len = 0;
		return;
	}
	if (to == from + 1 && t[from].kind == T_STR) {
		*s = t[from].str;
		*len = (size_t)t[from].num;
		return;
	}
	*s = t[from].s;
	*len = (size_t)(t[to - 1].s + t[to - 1].len - t[from].s);
}

/* .ifc a, b: the two strings, split at the first comma */
static bool strings_equal(As *as, const Tok *t, size_t n)
{
	size_t comma = 1;
	while (comma < n && t[comma].kind != T_EOL && !tok_is(&t[comma], ","))
		comma++;
	if (comma >= n || t[comma].kind == T_EOL) {
		diag_error(as_loc(as, t[0].pos), "'%.*s' needs two strings separated by a comma", t[0].len, t[0].s);
		return false;
	}
	size_t end = comma + 1;
	while (end < n && t[end].kind != T_EOL)
		end++;
	const char *a, *b;
	size_t la, lb;
	raw_text(t, 1, comma, &a, &la);
	raw_text(t, comma + 1, end, &b, &lb);
	return la == lb && !memcmp(a, b, la);
}

/* the constant expression after the directive; false (reported) if none */
static bool const_operand(As *as, const Tok *t, int64_t *v)
{
	size_t i = 1;
	Expr *e = expr_parse(as, t, &i);
	if (!e || t[i].kind != T_EOL) {
		diag_error(as_loc(as, t[i].pos), "expected a constant expression");
		return false;
	}
	return expr_const(as, e, v);
}

static bool symbol_defined(As *as, const Tok *t)
{
	if (t[1].kind != T_IDENT || t[2].kind != T_EOL) {
		diag_error(as_loc(as, t[1].pos), "'%.*s' needs a symbol name", t[0].len, t[0].s);
		return false;
	}
	const Symbol *s = as_find_symbol(as, t[1].s, (size_t)t[1].len);
	return s && (s->defined || s->is_set);
}

/* the condition of an .if-family directive, evaluated only where it
 * matters (an expression in a skipped group may use anything) */
static bool condition(As *as, const Tok *t, size_t n)
{
	int64_t v = 0;
	if (tok_is(&t[0], ".ifc"))
		return strings_equal(as, t, n);
	if (tok_is(&t[0], ".ifnc"))
		return !strings_equal(as, t, n);
	if (tok_is(&t[0], ".ifdef"))
		return symbol_defined(as, t);
	if (tok_is(&t[0], ".ifndef") || tok_is(&t[0], ".ifnotdef"))
		return !symbol_defined(as, t);
	if (tok_is(&t[0], ".ifb"))
		return t[1].kind == T_EOL;
	if (tok_is(&t[0], ".ifnb"))
		return t[1].kind != T_EOL;
	if (!const_operand(as, t, &v))
		return false;
	if (tok_is(&t[0], ".ifeq"))
		return v == 0;
	return v != 0; /* .if, .ifne, .elseif */
}

static bool is_if(const Tok *t)
{
	static const char *const names[] = {".if", ".ifc", ".ifnc", ".ifeq", ".ifne", ".ifdef",
					    ".ifndef", ".ifnotdef", ".ifb", ".ifnb"};
	if (t->len < 3 || memcmp(t->s, ".if", 3)) /* every statement asks */
		return false;
	for (size_t i = 0; i < ARRAY_LEN(names); i++)
		if (tok_is(t, names[i]))
			return true;
	return false;
}

/* handles .if/.elseif/.else/.endif; false if t is none of them */
static bool conditional(As *as, const Tok *t, size_t n)
{
	if (is_if(&t[0])) {
		if (as->nconds == as->cap_conds) {
			as->cap_conds = as->cap_conds ? as->cap_conds * 2 : 16;
			as->conds = xrealloc(as->conds, sizeof *as->conds * (size_t)as->cap_conds);
		}
		bool outer = assembling(as);
		bool on = outer && condition(as, t, n);
		as->conds[as->nconds++] = (AsCond){outer, on, on || !outer, false, t[0].pos};
		return true;
	}
	bool is_elseif = tok_is(&t[0], ".elseif"), is_else = tok_is(&t[0], ".else");
	if (!is_elseif && !is_else && !tok_is(&t[0], ".endif"))
		return false;
	if (!as->nconds) {
		diag_error(as_loc(as, t[0].pos), "'%.*s' without .if", t[0].len, t[0].s);
		return true;
	}
	AsCond *c = &as->conds[as->nconds - 1];
	if (!is_elseif && !is_else) {
		as->nconds--;
		return true;
	}
	if (c->seen_else) {
		diag_error(as_loc(as, t[0].pos), "'%.*s' after .else", t[0].len, t[0].s);
		c->on = false;
		return true;
	}
	if (is_else) {
		c->seen_else = true;
		c->on = !c->taken;
	} else {
		c->on = !c->taken && condition(as, t, n);
	}
	c->taken |= c->on;
	return true;
}

static void rept_store(As *as, AsRept *r, const Tok *t, size_t n)
{
	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 16;
		r->body = xrealloc(r->body, sizeof *r->body * r->cap);
	}
	Tok *copy = arena_alloc(&as->arena, sizeof *copy * (n + 1));
	memcpy(copy, t, sizeof *copy * (n + 1)); /* with its T_EOL */
	r->body[r->n++] = (AsStmt){copy, n};
}

/* the collected body, `count` times; a nested .rept in it collects
 * afresh in each copy */
static void rept_replay(As *as, AsRept *r)
{
	AsRept *outer = as->rept;
	as->rept = NULL;
	for (int64_t k = 0; k < r->count; k++) {
		if (as->rept_statements + (int64_t)r->n > REPT_BUDGET) {
			if (as->rept_statements <= REPT_BUDGET) /* reported once */
				diag_error(as_loc(as, r->pos), "'.rept' repeats more than %d statements in all (a BPF program has at most 1M instructions)",
					   REPT_BUDGET);
			as->rept_statements = REPT_BUDGET + 1;
			break;
		}
		as->rept_statements += r->n;
		for (size_t i = 0; i < r->n; i++)
			as_control(as, r->body[i].t, r->body[i].n);
	}
	if (as->rept) {
		diag_error(as_loc(as, as->rept->pos), "'.rept' without .endr");
		as->rept = NULL;
	}
	as->rept = outer;
}

void as_control(As *as, const Tok *t, size_t n)
{
	AsRept *r = as->rept;
	if (r) { /* collecting a .rept body */
		if (tok_is(&t[0], ".rept")) {
			r->depth++;
		} else if (tok_is(&t[0], ".endr") && r->depth-- == 0) {
			as->rept = r->up;
			rept_replay(as, r);
			free(r->body);
			return;
		}
		rept_store(as, r, t, n);
		return;
	}
	if (conditional(as, t, n) || !assembling(as))
		return;
	if (tok_is(&t[0], ".rept")) {
		int64_t count = 0;
		if (!const_operand(as, t, &count))
			count = 0;
		else if (count < 0) {
			diag_error(as_loc(as, t[1].pos), "'.rept' count is negative");
			count = 0;
		}
		AsRept *nr = arena_alloc(&as->arena, sizeof *nr);
		nr->up = as->rept;
		nr->count = count;
		nr->pos = t[0].pos;
		as->rept = nr;
		return;
	}
	if (tok_is(&t[0], ".endr")) {
		diag_error(as_loc(as, t[0].pos), "'.endr' without .rept");
		return;
	}
	as_statement(as, t, n);
}

void as_control_finish(As *as)
{
	for (AsRept *r = as->rept; r; r = r->up) {
		diag_error(as_loc(as, r->pos), "'.rept' without .endr");
		free(r->body);
	}
	as->rept = NULL;
	for (int i = 0; i < as->nconds; i++)
		diag_error(as_loc(as, as->conds[i].pos), "'.if' without .endif");
	free(as->conds);
	as->conds = NULL;
	as->nconds = as->cap_conds = 0;
}
