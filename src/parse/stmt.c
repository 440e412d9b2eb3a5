/* stmt.c - statements (C17 6.8) with GNU case ranges, local labels
 * (__label__), statement attributes and loop pragmas; labels and gotos
 * of a function are resolved when its body ends.
 *
 * Labels: one entry per label name of the function, made on the first
 * goto or definition; a __label__ declaration pushes an entry that hides
 * the function's one until its block ends.  A goto keeps the entry, not
 * the name, so forward references resolve to the right label. */
#include "exprs.h"
#include "decls.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool at_local_declaration(Parser *p);

enum { MAX_STMT_NESTING = 256 };
static int stmt_depth;

typedef struct LabelEnt {
	Ident *name;
	Node *label;    /* the ND_LABEL once defined */
	SrcLoc first_ref;
	int nrefs;
	bool local;     /* from __label__ */
	bool reported;  /* "use of undeclared label" given */
	bool redefined;
} LabelEnt;

typedef struct LabelRef {
	LabelEnt *ent;
	Node **slot;
	SrcLoc loc;
} LabelRef;

/* per-function state (functions do not nest in C) */
static struct {
	LabelEnt **ents;   /* function-scope labels */
	int nents, cap;
	LabelEnt **locals; /* __label__ stack */
	int nlocals, lcap;
	LabelRef *refs;
	int nrefs, rcap;
} L;

static void *grow(void *v, int *cap, size_t elem)
{
	*cap = *cap ? *cap * 2 : 16;
	return xrealloc(v, (size_t)*cap * elem);
}

static LabelEnt *new_label_ent(Parser *p, Ident *name)
{
	LabelEnt *e = arena_alloc(p->arena, sizeof *e);
	e->name = name;
	return e;
}

static LabelEnt *find_label(Parser *p, Ident *name)
{
	for (int i = L.nlocals; i-- > 0;)
		if (L.locals[i]->name == name)
			return L.locals[i];
	for (int i = 0; i < L.nents; i++)
		if (L.ents[i]->name == name)
			return L.ents[i];
	if (L.nents == L.cap)
		L.ents = grow(L.ents, &L.cap, sizeof *L.ents);
	return L.ents[L.nents++] = new_label_ent(p, name);
}

void label_ref(Parser *p, Ident *name, SrcLoc loc, Node **slot)
{
	LabelEnt *e = find_label(p, name);
	if (!e->nrefs++)
		e->first_ref = loc;
	if (L.nrefs == L.rcap)
		L.refs = grow(L.refs, &L.rcap, sizeof *L.refs);
	L.refs[L.nrefs++] = (LabelRef){e, slot, loc};
}

static void resolve_labels(Parser *p)
{
	for (int i = 0; i < L.nrefs; i++) {
		LabelRef *r = &L.refs[i];
		if (r->ent->label) {
			*r->slot = r->ent->label;
			r->ent->label->ival++;
		} else if (!r->ent->reported) {
			r->ent->reported = true;
			diag_error(r->loc, "use of undeclared label '%s'", r->ent->name->name);
		}
	}
	for (int i = 0; i < L.nents; i++) {
		LabelEnt *e = L.ents[i];
		if (e->label && !e->nrefs && !e->redefined)
			diag_warn("unused-label", e->label->loc, "unused label '%s'", e->name->name);
	}
	(void)p;
}

/* ---- loop pragmas ---- */

static bool pragma_is(const Token *t, const char *s)
{
	return t && t->kind == TK_IDENT && !strcmp(t->ident->name, s);
}

static bool pragma_count(Parser *p, const Token *t, int *n)
{
	if (!t || t->kind != TK_NUMBER) {
		if (t)
			diag_error(tok_loc(t), "expected integer constant in loop pragma");
		return false;
	}
	int64_t v = 0;
	for (uint32_t i = 0; i < t->len; i++) {
		if (t->text[i] < '0' || t->text[i] > '9') {
			diag_error(tok_loc(t), "invalid argument of loop pragma; expected a positive integer");
			return false;
		}
		v = v * 10 + (t->text[i] - '0');
		if (v > 1 << 24)
			v = 1 << 24;
	}
	(void)p;
	*n = (int)v;
	return true;
}

bool loop_pragma(Parser *p, Token *pragma)
{
	const Token *t = pragma->pragma;
	int n;
	if (pragma_is(t, "unroll")) {
		t = t->next;
		if (t && tok_is(t, P_LPAREN))
			t = t->next;
		if (!t)
			p->pending_unroll = UNROLL_FULL;
		else if (pragma_count(p, t, &n))
			p->pending_unroll = n <= 1 ? UNROLL_DISABLE : n;
		return true;
	}
	if (pragma_is(t, "nounroll")) {
		p->pending_unroll = UNROLL_DISABLE;
		return true;
	}
	if (pragma_is(t, "GCC") && pragma_is(t->next, "unroll")) {
		if (pragma_count(p, t->next->next, &n))
			p->pending_unroll = n <= 1 ? UNROLL_DISABLE : n;
		return true;
	}
	if (pragma_is(t, "clang") && pragma_is(t->next, "loop")) {
		for (t = t->next->next; t; t = t->next) {
			const Token *arg = t->next && tok_is(t->next, P_LPAREN) ? t->next->next : NULL;
			if (pragma_is(t, "unroll") && arg) {
				if (pragma_is(arg, "full"))
					p->pending_unroll = UNROLL_FULL;
				else if (pragma_is(arg, "disable"))
					p->pending_unroll = UNROLL_DISABLE;
				else if (pragma_is(arg, "enable"))
					p->pending_unroll = UNROLL_ENABLE;
				else
					diag_error(tok_loc(arg), "invalid argument; expected 'enable', 'full' or 'disable'");
			} else if (pragma_is(t, "unroll_count") && arg) {
				if (pragma_count(p, arg, &n))
					p->pending_unroll = n <= 1 ? UNROLL_DISABLE : n;
			}
		}
		return true;
	}
	return false;
}

/* ---- statements ---- */

static Node *stmt(Parser *p);
static Node *block_items(Parser *p, SrcLoc loc);

static Node *expect_semi(Parser *p, Node *n, const char *after)
{
	if (!expect_punct(p, P_SEMI, after))
		skip_to_sync(p);
	return n;
}

static Node *loop_body(Parser *p, Node *loop, bool is_switch)
{
	Node *saved_ls = p->loop_or_switch, *saved_loop = p->loop;
	p->loop_or_switch = loop;
	if (!is_switch)
		p->loop = loop;
	Node *body = stmt(p);
	p->loop_or_switch = saved_ls;
	p->loop = saved_loop;
	return body;
}

static Node *paren_cond(Parser *p, const char *kw, SrcLoc kwloc)
{
	char ctx[32];
	snprintf(ctx, sizeof ctx, "after '%s'", kw);
	if (!expect_punct(p, P_LPAREN, ctx)) {
		skip_to_sync(p);
		return make_num(p, 0, ty_int, tok_loc(p->tok));
	}
	Node *c = check_condition_at(p, parse_expr(p), kwloc);
	expect_punct(p, P_RPAREN, "");
	return c;
}

/* ---- switch ---- */

typedef struct CaseRec {
	int64_t lo, hi;
	Node *node;
	int order;
} CaseRec;

static int case_cmp(const void *a, const void *b)
{
	const CaseRec *x = a, *y = b;
	bool u = x->node->type && is_unsigned(x->node->type);
	if (x->lo != y->lo) {
		if (u)
			return (uint64_t)x->lo < (uint64_t)y->lo ? -1 : 1;
		return x->lo < y->lo ? -1 : 1;
	}
	return x->order - y->order;
}

static int order_cmp(const void *a, const void *b)
{
	const CaseRec *x = *(CaseRec *const *)a, *y = *(CaseRec *const *)b;
	return x->order - y->order;
}

static void check_duplicate_cases(Parser *p, Node *sw)
{
	int n = 0;
	for (Node *c = sw->case_next; c; c = c->case_next)
		if (c->kind == ND_CASE)
			n++;
	if (n < 2)
		return;
	CaseRec *v = xmalloc((size_t)n * sizeof *v);
	int i = 0;
	for (Node *c = sw->case_next; c; c = c->case_next)
		if (c->kind == ND_CASE) {
			v[i] = (CaseRec){c->ival, c->case_hi, c, i};
			v[i].node->type = sw->cond->type;
			i++;
		}
	qsort(v, (size_t)n, sizeof *v, case_cmp);
	bool u = is_unsigned(sw->cond->type);
	CaseRec **dups = xmalloc((size_t)n * sizeof *dups);
	CaseRec **prevs = xmalloc((size_t)n * sizeof *prevs);
	int nd = 0;
	int maxi = 0; /* the record with the highest hi so far */
	for (i = 1; i < n; i++) {
		CaseRec *a = &v[maxi], *b = &v[i];
		bool overlap = u ? (uint64_t)a->hi >= (uint64_t)b->lo : a->hi >= b->lo;
		if (overlap) {
			CaseRec *later = a->order > b->order ? a : b;
			/* clang: a range that covers a single value is the culprit */
			bool ra = a->lo != a->hi, rb = b->lo != b->hi;
			if (ra != rb)
				later = ra ? a : b;
			dups[nd] = later;
			prevs[later->order] = later == a ? b : a;
			nd++;
		}
		if (u ? (uint64_t)b->hi > (uint64_t)a->hi : b->hi > a->hi)
			maxi = i;
	}
	qsort(dups, (size_t)nd, sizeof *dups, order_cmp);
	for (i = 0; i < nd; i++) {
		CaseRec *d = dups[i];
		char buf[32];
		CaseRec *o = prevs[d->order];
		int64_t val = d->lo != d->hi && o->lo == o->hi ? o->lo : d->lo;
		if (u)
			snprintf(buf, sizeof buf, "%llu", (unsigned long long)val);
		else
			snprintf(buf, sizeof buf, "%lld", (long long)val);
		diag_error(d->node->loc, "duplicate case value '%s'", buf);
		diag_note(prevs[d->order]->node->loc, "previous case defined here");
	}
	for (Node *c = sw->case_next; c; c = c->case_next)
		if (c->kind == ND_CASE)
			c->type = NULL;
	free(dups);
	free(prevs);
	free(v);
}

static Node *switch_stmt(Parser *p, SrcLoc loc)
{
	Node *n = new_node(p, ND_SWITCH, loc);
	if (!expect_punct(p, P_LPAREN, "after 'switch'")) {
		skip_to_sync(p);
		return n;
	}
	Node *c = rvalue(p, parse_expr(p));
	expect_punct(p, P_RPAREN, "");
	if (!is_integer(c->type)) {
		diag_error(loc, "statement requires expression of integer type ('%s' invalid)", type_name(p, c->type));
		c = make_num(p, 0, ty_int, c->loc);
	}
	n->cond = promote_operand(p, c);
	Node *saved = p->cur_switch;
	p->cur_switch = n;
	n->body = loop_body(p, n, true);
	p->cur_switch = saved;
	/* cases were pushed in reverse; restore source order */
	Node *rev = NULL;
	for (Node *x = n->case_next, *next; x; x = next) {
		next = x->case_next;
		x->case_next = rev;
		rev = x;
	}
	n->case_next = rev;
	check_duplicate_cases(p, n);
	return n;
}

/* The statement after a case or default label; a label right before
 * the closing brace labels an empty statement (as clang accepts). */
static Node *case_body(Parser *p)
{
	if (at_punct(p, P_RBRACE))
		return new_node(p, ND_NULL_STMT, tok_loc(p->tok));
	return stmt(p);
}

static Node *case_stmt(Parser *p, SrcLoc loc)
{
	Node *n = new_node(p, ND_CASE, loc);
	int64_t lo = 0, hi;
	bool saved = p->in_const_expr;
	p->in_const_expr = true;
	Node *e = parse_cond_expr(p);
	n->loc = expr_begin_loc(e); /* clang's place for case diagnostics */
	bool ok = eval_int_const(p, e, &lo, "expression");
	hi = lo;
	if (accept_punct(p, P_ELLIPSIS)) {
		Node *e2 = parse_cond_expr(p);
		ok = eval_int_const(p, e2, &hi, "expression") && ok;
	}
	p->in_const_expr = saved;
	expect_punct(p, P_COLON, "after 'case'");
	Node *sw = p->cur_switch;
	if (!sw) {
		diag_error(loc, "'case' statement not in switch statement");
	} else if (ok) {
		Type *ct = sw->cond->type;
		/* the value converted to the promoted condition type */
		int64_t wlo = lo, whi = hi;
		if (ct->size == 4) {
			wlo = is_unsigned(ct) ? (int64_t)(uint32_t)lo : (int64_t)(int32_t)lo;
			whi = is_unsigned(ct) ? (int64_t)(uint32_t)hi : (int64_t)(int32_t)hi;
		}
		bool empty = is_unsigned(ct) ? (uint64_t)wlo > (uint64_t)whi : wlo > whi;
		if (empty) {
			diag_warning(loc, "empty case range specified");
		} else {
			n->ival = wlo;
			n->case_hi = whi;
			n->case_next = sw->case_next;
			sw->case_next = n;
		}
	}
	n->then = case_body(p);
	return n;
}

static Node *default_stmt(Parser *p, SrcLoc loc)
{
	Node *n = new_node(p, ND_DEFAULT, loc);
	expect_punct(p, P_COLON, "after 'default'");
	Node *sw = p->cur_switch;
	if (!sw) {
		diag_error(loc, "'default' statement not in switch statement");
	} else if (sw->default_case) {
		/* clang walks the cases last to first: the error lands on the
		 * earlier default, the note on this one */
		diag_error(sw->default_case->loc, "multiple default labels in one switch");
		diag_note(loc, "previous case defined here");
	} else {
		sw->default_case = n;
		n->case_next = sw->case_next;
		sw->case_next = n;
	}
	n->then = case_body(p);
	return n;
}

static Node *return_stmt(Parser *p, SrcLoc loc)
{
	Node *n = new_node(p, ND_RETURN, loc);
	Symbol *fn = p->func;
	Type *rt = fn ? fn->type->base : ty_int;
	const char *name = fn ? fn->name->name : "";
	if (accept_punct(p, P_SEMI)) {
		if (rt->kind != TY_VOID)
			warn_error("return-mismatch", loc, "non-void function '%s' should return a value", name);
		return n;
	}
	Node *e = parse_expr(p);
	if (rt->kind == TY_VOID) {
		if (rvalue(p, e)->type->kind != TY_VOID)
			warn_error("return-mismatch", loc, "void function '%s' should not return a value", name);
		n->lhs = rvalue(p, e);
	} else
		n->lhs = convert_assign_at(p, e, unqualified(p, rt), "returning", e->loc);
	return expect_semi(p, n, "after return statement");
}

static Node *for_stmt(Parser *p, SrcLoc loc)
{
	Node *n = new_node(p, ND_FOR, loc);
	if (!expect_punct(p, P_LPAREN, "after 'for'")) {
		skip_to_sync(p);
		return n;
	}
	scope_push(p);
	if (at_local_declaration(p)) {
		n->init = parse_local_declaration(p);
	} else if (!accept_punct(p, P_SEMI)) {
		Node *s = new_node(p, ND_EXPR_STMT, tok_loc(p->tok));
		s->lhs = parse_expr(p);
		n->init = s;
		expect_punct(p, P_SEMI, "in 'for' statement specifier");
	}
	if (!at_punct(p, P_SEMI))
		n->cond = check_condition_at(p, parse_expr(p), loc);
	expect_punct(p, P_SEMI, "in 'for' statement specifier");
	if (!at_punct(p, P_RPAREN))
		n->inc = parse_expr(p);
	if (!expect_punct(p, P_RPAREN, "")) {
		skip_to_sync(p);
		scope_pop(p);
		return n;
	}
	n->body = loop_body(p, n, false);
	scope_pop(p);
	return n;
}

static Node *label_decl(Parser *p)
{
	/* __label__ a, b; */
	do {
		if (p->tok->kind != TK_IDENT) {
			diag_error(tok_loc(p->tok), "expected identifier");
			break;
		}
		Token *t = next_tok(p);
		if (L.nlocals == L.lcap)
			L.locals = grow(L.locals, &L.lcap, sizeof *L.locals);
		LabelEnt *e = new_label_ent(p, t->ident);
		e->local = true;
		L.locals[L.nlocals++] = e;
	} while (accept_punct(p, P_COMMA));
	return expect_semi(p, new_node(p, ND_NULL_STMT, tok_loc(p->tok)), "");
}

static Node *labeled(Parser *p)
{
	Token *t = next_tok(p);
	next_tok(p); /* ':' */
	Node *n = new_node(p, ND_LABEL, tok_loc(t));
	n->ident = t->ident;
	LabelEnt *e = find_label(p, t->ident);
	if (e->label) {
		diag_error(tok_loc(t), "redefinition of label '%s'", t->ident->name);
		diag_note(e->label->loc, "previous definition is here");
		e->redefined = true;
	} else {
		e->label = n;
	}
	parse_attributes(p); /* lbl: __attribute__((unused)) */
	if (at_punct(p, P_RBRACE))
		n->then = new_node(p, ND_NULL_STMT, tok_loc(p->tok));
	else if (at_local_declaration(p))
		n->then = parse_local_declaration(p); /* C23; clang accepts it */
	else
		n->then = stmt(p);
	return n;
}

/* __attribute__((...)) or [[...]] before a statement or a declaration:
 * `__attribute__((fallthrough));`, `[[maybe_unused]] int x;` */
static Node *attributed(Parser *p, SrcLoc loc)
{
	Attr *a = parse_attributes(p);
	if (at_local_declaration(p)) {
		Node *d = parse_local_declaration(p);
		for (Node *x = d; x; x = x->next)
			if (x->kind == ND_DECL && x->sym)
				apply_sym_attrs(p, x->sym, a);
		return d;
	}
	if (accept_punct(p, P_SEMI))
		return new_node(p, ND_NULL_STMT, loc);
	return stmt(p);
}

static Node *stmt_inner(Parser *p)
{
	Token *t = p->tok;
	SrcLoc loc = tok_loc(t);
	Node *n;
	if (t->kind == TK_PUNCT) {
		if (t->punct == P_LBRACE)
			return parse_compound_stmt(p);
		if (t->punct == P_SEMI) {
			next_tok(p);
			return new_node(p, ND_NULL_STMT, loc);
		}
	}
	if (t->kind == TK_IDENT) {
		switch ((Keyword)t->ident->kw) {
		case KW_IF:
			next_tok(p);
			n = new_node(p, ND_IF, loc);
			n->cond = paren_cond(p, "if", loc);
			int64_t v;
			bool known = n->cond && try_int_const(p, n->cond, &v);
			/* a constant condition: the other branch never runs */
			diag_unreachable += known && !v;
			n->then = stmt(p);
			diag_unreachable -= known && !v;
			if (accept_kw(p, KW_ELSE)) {
				diag_unreachable += known && v;
				n->els = stmt(p);
				diag_unreachable -= known && v;
			}
			return n;
		case KW_WHILE:
			next_tok(p);
			n = new_node(p, ND_WHILE, loc);
			n->cond = paren_cond(p, "while", loc);
			n->body = loop_body(p, n, false);
			return n;
		case KW_DO:
			next_tok(p);
			n = new_node(p, ND_DO, loc);
			n->body = loop_body(p, n, false);
			if (!accept_kw(p, KW_WHILE)) {
				diag_error(tok_loc(p->tok), "expected 'while' in do/while loop");
				skip_to_sync(p);
				return n;
			}
			n->cond = paren_cond(p, "while", loc);
			return expect_semi(p, n, "after do/while statement");
		case KW_FOR:
			next_tok(p);
			return for_stmt(p, loc);
		case KW_SWITCH:
			next_tok(p);
			return switch_stmt(p, loc);
		case KW_CASE:
			next_tok(p);
			return case_stmt(p, loc);
		case KW_DEFAULT:
			next_tok(p);
			return default_stmt(p, loc);
		case KW_BREAK:
			next_tok(p);
			n = new_node(p, ND_BREAK, loc);
			n->target = p->loop_or_switch;
			if (!n->target)
				diag_error(loc, "'break' statement not in loop or switch statement");
			return expect_semi(p, n, "after 'break'");
		case KW_CONTINUE:
			next_tok(p);
			n = new_node(p, ND_CONTINUE, loc);
			n->target = p->loop;
			if (!n->target)
				diag_error(loc, "'continue' statement not in loop statement");
			return expect_semi(p, n, "after 'continue'");
		case KW_GOTO:
			next_tok(p);
			n = new_node(p, ND_GOTO, loc);
			if (at_punct(p, P_STAR)) {
				diag_error(loc, "indirect goto is not supported for BPF");
				parse_expr(p);
			} else if (p->tok->kind == TK_IDENT) {
				Token *name = next_tok(p);
				n->ident = name->ident;
				label_ref(p, name->ident, tok_loc(name), &n->target);
			} else {
				diag_error(tok_loc(p->tok), "expected identifier");
			}
			return expect_semi(p, n, "after 'goto'");
		case KW_RETURN:
			next_tok(p);
			return return_stmt(p, loc);
		case KW_ASM:
			return parse_asm_stmt(p);
		case KW_LABEL:
			next_tok(p);
			return label_decl(p);
		case KW_ATTRIBUTE:
			return attributed(p, loc);
		case KW_NONE:
			if (tok_is(peek_tok(p, 1), P_COLON))
				return labeled(p);
			break;
		default:
			break;
		}
	}
	if (t->kind == TK_PUNCT && t->punct == P_LBRACKET && is_std_attr_start(p))
		return attributed(p, loc);
	n = new_node(p, ND_EXPR_STMT, loc);
	n->lhs = parse_expr(p);
	return expect_semi(p, n, "after expression");
}

static Node *stmt(Parser *p)
{
	int unroll = p->pending_unroll;
	p->pending_unroll = 0;
	/* statements count their own depth: p->nesting is the expressions' */
	if (++stmt_depth > MAX_STMT_NESTING) {
		diag_error(tok_loc(p->tok), "nesting too deep");
		skip_nested(p, !at_punct(p, P_LBRACE));
		stmt_depth--;
		return new_node(p, ND_NULL_STMT, tok_loc(p->tok));
	}
	SrcLoc loc = tok_loc(p->tok);
	Node *n = stmt_inner(p);
	stmt_depth--;
	if (unroll) {
		if (n->kind == ND_FOR || n->kind == ND_WHILE || n->kind == ND_DO)
			n->unroll = unroll;
		else
			diag_error(loc, "expected a for, while, or do-while loop to follow '#pragma unroll'");
	}
	return n;
}

static Node *block_items(Parser *p, SrcLoc loc)
{
	Node *blk = new_node(p, ND_BLOCK, loc);
	Node **tail = &blk->body;
	int saved_locals = L.nlocals;
	while (!at_punct(p, P_RBRACE) && p->tok->kind != TK_EOF && !too_many_errors(p)) {
		Token *start = p->tok;
		Node *s;
		if (at_local_declaration(p)) {
			if (p->pending_unroll) {
				diag_error(tok_loc(p->tok), "expected a for, while, or do-while loop to follow '#pragma unroll'");
				p->pending_unroll = 0;
			}
			s = parse_local_declaration(p);
		} else if (at_kw(p, KW_EXTENSION)) {
			next_tok(p);
			continue;
		} else {
			s = stmt(p);
		}
		*tail = s;
		while (*tail)
			tail = &(*tail)->next;
		if (p->tok == start && !at_punct(p, P_RBRACE))
			next_tok(p); /* recovery made no progress: never loop */
	}
	if (!expect_punct(p, P_RBRACE, ""))
		diag_note(loc, "to match this '{'");
	L.nlocals = saved_locals;
	return blk;
}

Node *parse_compound_stmt(Parser *p)
{
	SrcLoc loc = tok_loc(p->tok);
	if (!expect_punct(p, P_LBRACE, "")) {
		skip_to_sync(p);
		return new_node(p, ND_BLOCK, loc);
	}
	scope_push(p);
	Node *b = block_items(p, loc);
	scope_pop(p);
	return b;
}

void parse_function_body(Parser *p, Symbol *fn)
{
	Symbol *saved_func = p->func;
	p->func = fn;
	L.nents = L.nlocals = L.nrefs = 0;
	stmt_depth = 0;
	SrcLoc loc = tok_loc(p->tok);
	expect_punct(p, P_LBRACE, "");
	/* the parameters' scope is the body's outermost block (C17 6.2.1p4) */
	fn->body = block_items(p, loc);
	SrcLoc rbrace = p->prev ? tok_loc(p->prev) : loc;
	resolve_labels(p);
	check_function_end(p, fn, rbrace);
	p->func = saved_func;
	free(L.ents);
	free(L.locals);
	free(L.refs);
	memset(&L, 0, sizeof L);
}
