/* flow.c - can control reach the end of a statement?  Used for clang's
 * -Wreturn-type ("non-void function does not return a value [in all
 * control paths]").
 *
 * A structural approximation of clang's CFG analysis: constant loop and
 * if conditions are honoured, calls to noreturn functions and
 * __builtin_trap/unreachable end a path, a label makes the code after it
 * reachable when some goto names it (ND_LABEL.ival counts the gotos),
 * case/default labels are reachable from their switch.  When unsure the
 * answer is "does not fall through", so no warning is invented. */
#include "exprs.h"

#include <string.h>

static bool const_value(Node *c, int64_t *v)
{
	if (!c)
		return false;
	while (c->kind == ND_CAST)
		c = c->lhs;
	if (c->kind == ND_NUM && !is_float(c->type)) {
		*v = c->ival;
		return true;
	}
	return false;
}

static bool always_true(Node *c)
{
	int64_t v;
	return !c || (const_value(c, &v) && v != 0);
}

static bool always_false(Node *c)
{
	int64_t v;
	return c && const_value(c, &v) && v == 0;
}

static bool is_noreturn_expr(Node *e)
{
	while (e && e->kind == ND_CAST)
		e = e->lhs;
	if (!e)
		return false;
	if (e->kind == ND_COMMA)
		return is_noreturn_expr(e->lhs) || is_noreturn_expr(e->rhs);
	if (e->kind == ND_BUILTIN)
		return builtin_is_noreturn(e);
	if (e->kind != ND_CALL)
		return false;
	Node *f = e->lhs;
	while (f && (f->kind == ND_DECAY || f->kind == ND_CAST))
		f = f->lhs;
	return f && f->kind == ND_VAR && f->sym && f->sym->is_noreturn;
}

/* Does `s` contain a break (or continue) whose target is `loop`? */
static bool jumps_to(Node *s, Node *loop, NodeKind kind, int depth)
{
	if (!s || depth > 512)
		return false;
	switch ((NodeKind)s->kind) {
	case ND_BREAK: case ND_CONTINUE:
		return s->kind == kind && s->target == loop;
	case ND_BLOCK:
		for (Node *x = s->body; x; x = x->next)
			if (jumps_to(x, loop, kind, depth + 1))
				return true;
		return false;
	case ND_IF:
		return jumps_to(s->then, loop, kind, depth + 1) || jumps_to(s->els, loop, kind, depth + 1);
	case ND_WHILE: case ND_DO: case ND_FOR: case ND_SWITCH:
		return jumps_to(s->body, loop, kind, depth + 1);
	case ND_LABEL: case ND_CASE: case ND_DEFAULT:
		return jumps_to(s->then, loop, kind, depth + 1);
	default:
		return false;
	}
}

/* A default, or (as clang's CFG decides) a switch on an enum whose
 * cases name every enumerator. */
static bool has_default(Node *sw)
{
	if (sw->default_case)
		return true;
	Node *c = sw->cond;
	while (c && c->kind == ND_CAST)
		c = c->lhs;
	if (!c || !c->type || c->type->kind != TY_ENUM || !c->type->canon->enum_consts)
		return false;
	for (EnumConst *ec = c->type->canon->enum_consts; ec; ec = ec->next) {
		bool found = false;
		for (Node *k = sw->case_next; k && !found; k = k->case_next)
			found = k->kind == ND_CASE && k->ival <= ec->value && ec->value <= k->case_hi;
		if (!found)
			return false;
	}
	return true;
}

static bool reached_return; /* a reachable `return` was seen */

/* reach: is the start of s reachable?  Returns whether its end is. */
static bool flow(Node *s, bool reach, int depth)
{
	if (!s)
		return reach;
	if (depth > 512)
		return false;
	switch ((NodeKind)s->kind) {
	case ND_BLOCK:
		for (Node *x = s->body; x; x = x->next)
			reach = flow(x, reach, depth + 1);
		return reach;
	case ND_EXPR_STMT: {
		Node *e = s->lhs;
		while (e && e->kind == ND_CAST)
			e = e->lhs;
		if (e && e->kind == ND_STMT_EXPR)
			return flow(e->body, reach, depth + 1);
		return reach && !is_noreturn_expr(s->lhs);
	}
	case ND_RETURN:
		if (reach)
			reached_return = true;
		return false;
	case ND_GOTO: case ND_BREAK: case ND_CONTINUE:
		return false;
	case ND_LABEL:
		return flow(s->then, reach || s->ival > 0, depth + 1);
	case ND_CASE: case ND_DEFAULT:
		return flow(s->then, true, depth + 1);
	case ND_IF: {
		bool t = flow(s->then, reach && !always_false(s->cond), depth + 1);
		bool e = s->els ? flow(s->els, reach && !always_true(s->cond), depth + 1)
				: reach && !always_true(s->cond);
		return t || e;
	}
	case ND_WHILE: case ND_FOR: {
		bool body_out = flow(s->body, reach && !always_false(s->cond), depth + 1);
		bool cont = jumps_to(s->body, s, ND_CONTINUE, 0);
		bool exits = !always_true(s->cond) && (reach || body_out || cont);
		return exits || jumps_to(s->body, s, ND_BREAK, 0);
	}
	case ND_DO: {
		bool body_out = flow(s->body, reach, depth + 1);
		bool cont = jumps_to(s->body, s, ND_CONTINUE, 0);
		bool exits = !always_true(s->cond) && (body_out || cont);
		return exits || jumps_to(s->body, s, ND_BREAK, 0);
	}
	case ND_SWITCH: {
		bool body_out = flow(s->body, false, depth + 1);
		if (!reach)
			return body_out || jumps_to(s->body, s, ND_BREAK, 0);
		return body_out || !has_default(s) || jumps_to(s->body, s, ND_BREAK, 0);
	}
	default:
		return reach;
	}
}

bool stmt_falls_through(Node *s) { return flow(s, true, 0); }

void check_function_end(Parser *p, Symbol *fn, SrcLoc rbrace)
{
	Type *rt = fn->type->base;
	/* a naked function's body is asm that returns by itself */
	if (rt->kind == TY_VOID || fn->is_noreturn || fn->is_naked || diag_error_count())
		return;
	if (!fn->is_local && fn->name && !strcmp(fn->name->name, "main"))
		return; /* C99 5.1.2.2.3: reaching the } of main returns 0 */
	reached_return = false;
	if (!stmt_falls_through(fn->body))
		return;
	if (reached_return)
		diag_warn("return-type", rbrace, "non-void function does not return a value in all control paths");
	else
		diag_warn("return-type", rbrace, "non-void function does not return a value");
	(void)p;
}
