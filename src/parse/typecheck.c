/* typecheck.c - the operand rules of C17 6.5 for every operator, and the
 * implicit conversions they imply, made explicit as ND_CAST/ND_DECAY
 * nodes.  Messages and warning names follow clang 19, so that a program
 * clang accepts with -Wall -Werror is accepted here too.
 *
 * An operand in error is given type int after its error is reported, so
 * one mistake does not cascade into more messages. */
#include "exprs.h"

#include <stdio.h>

void warn_error(const char *name, SrcLoc loc, const char *fmt, ...)
{
	if (!warn_enabled(name))
		return;
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_error(loc, "%s [-W%s]", msg, name);
}

Node *new_node(Parser *p, NodeKind kind, SrcLoc loc)
{
	Node *n = arena_alloc(p->arena, sizeof *n);
	n->kind = (uint8_t)kind;
	n->loc = loc;
	return n;
}

Node *new_cast(Parser *p, Node *e, Type *to)
{
	Node *n = new_node(p, ND_CAST, e->loc);
	n->lhs = e;
	n->type = to;
	return n;
}

Node *make_num(Parser *p, int64_t v, Type *ty, SrcLoc loc)
{
	Node *n = new_node(p, ND_NUM, loc);
	n->ival = v;
	n->type = ty;
	return n;
}

bool same_unqual(const Type *a, const Type *b)
{
	a = a->canon;
	b = b->canon;
	return a == b || types_compatible(a, b);
}

Node *rvalue(Parser *p, Node *e)
{
	if (!e || !e->type)
		return e;
	Type *t = e->type;
	if (t->kind == TY_ARRAY || t->kind == TY_FUNC) {
		Node *d = new_node(p, ND_DECAY, e->loc);
		d->lhs = e;
		d->type = pointer_to(p, t->kind == TY_ARRAY ? t->base : t);
		return d;
	}
	return e;
}

Node *cast_to(Parser *p, Node *e, Type *to)
{
	if (same_unqual(e->type, to))
		return e;
	return new_cast(p, e, unqualified(p, to));
}

Type *bitfield_promoted(Node *e)
{
	if (e->kind != ND_MEMBER || !e->member || !e->member->is_bitfield || !is_integer(e->type))
		return NULL;
	int w = e->member->bit_width;
	if (w < 32)
		return ty_int;
	if (w == 32)
		return is_unsigned(e->type) ? ty_uint : ty_int;
	return NULL; /* wider bit-fields act like their type (clang) */
}

Node *promote_operand(Parser *p, Node *e)
{
	e = rvalue(p, e);
	if (!is_integer(e->type))
		return e;
	Type *t = bitfield_promoted(e);
	return cast_to(p, e, t ? t : promote(e->type));
}

bool is_null_ptr_const(Parser *p, Node *e)
{
	while (e->kind == ND_CAST && e->type->kind == TY_PTR && e->type->base->kind == TY_VOID &&
	       !e->type->base->qual)
		e = e->lhs;
	int64_t v;
	return is_integer(e->type) && try_int_const(p, e, &v) && v == 0;
}

Node *parse_condition(Parser *p, Node *e) { return check_condition_at(p, e, expr_begin_loc(e)); }

Node *check_condition_at(Parser *p, Node *e, SrcLoc loc)
{
	e = rvalue(p, e);
	if (!is_scalar(e->type)) {
		diag_error(loc, "statement requires expression of scalar type ('%s' invalid)", type_name(p, e->type));
		return make_num(p, 0, ty_int, e->loc);
	}
	return e;
}

/* ---- binary operators ---- */

static Node *binary_node(Parser *p, NodeKind k, Node *l, Node *r, Type *ty, SrcLoc loc)
{
	Node *n = new_node(p, k, loc);
	n->lhs = l;
	n->rhs = r;
	n->type = ty;
	return n;
}

static Node *invalid_operands(Parser *p, Node *l, Node *r, SrcLoc loc)
{
	diag_error(loc, "invalid operands to binary expression ('%s' and '%s')", type_name(p, l->type),
		   type_name(p, r->type));
	return make_num(p, 0, ty_int, loc);
}

static bool pointee_complete_for_arith(Parser *p, Type *ptr, SrcLoc loc)
{
	Type *b = ptr->base;
	if (b->kind == TY_VOID || b->kind == TY_FUNC)
		return true; /* GNU extension: size 1 */
	if (!b->is_complete || b->size < 0) {
		diag_error(loc, "arithmetic on a pointer to an incomplete type '%s'", type_name(p, b));
		return false;
	}
	return true;
}

/* constant shift counts: clang's two default-on warnings */
static void check_shift_count(Parser *p, Node *r, Type *lt, SrcLoc loc)
{
	int64_t v;
	if (p->in_const_expr || p->in_sizeof || !try_int_const(p, r, &v))
		return;
	if (v < 0 && !is_unsigned(r->type))
		diag_warn("shift-count-negative", loc, "shift count is negative");
	else if ((uint64_t)v >= (uint64_t)lt->size * 8)
		diag_warn("shift-count-overflow", loc, "shift count >= width of type");
}

static void check_div_zero(Parser *p, Node *r, SrcLoc loc, NodeKind k)
{
	int64_t v, hi = 0;
	if (p->in_const_expr || p->in_sizeof || !is_integer(r->type))
		return;
	/* a 128-bit divisor is zero only if both halves are: (u128)1 << 64 is not */
	if (r->type->size == 16 ? !const_int128_value(r, &v, &hi) : !try_int_const(p, r, &v))
		return;
	if (v == 0 && hi == 0)
		diag_warn("division-by-zero", loc, "%s by zero is undefined", k == ND_DIV ? "division" : "remainder");
}

static Node *pointer_compare(Parser *p, NodeKind k, Node *l, Node *r, SrcLoc loc)
{
	bool lp = l->type->kind == TY_PTR, rp = r->type->kind == TY_PTR;
	bool eq = k == ND_EQ || k == ND_NE;
	if (lp && rp) {
		Type *lb = l->type->base, *rb = r->type->base;
		bool ok = same_unqual(lb, rb) || (eq && (lb->kind == TY_VOID || rb->kind == TY_VOID));
		if (!ok)
			diag_warn("compare-distinct-pointer-types", loc, "comparison of distinct pointer types ('%s' and '%s')",
				  type_name(p, l->type), type_name(p, r->type));
		if (!same_unqual(l->type, r->type))
			r = new_cast(p, r, l->type);
		return binary_node(p, k, l, r, ty_int, loc);
	}
	Node *ptr = lp ? l : r, *other = lp ? r : l;
	if (!is_integer(other->type))
		return invalid_operands(p, l, r, loc);
	if (eq) {
		if (!is_null_ptr_const(p, other))
			diag_warn("pointer-integer-compare", loc, "comparison between pointer and integer ('%s' and '%s')",
				  type_name(p, l->type), type_name(p, r->type));
	} else if (!is_null_ptr_const(p, other)) {
		diag_warning(loc, "ordered comparison between pointer and integer ('%s' and '%s')",
			     type_name(p, l->type), type_name(p, r->type));
	}
	other = new_cast(p, other, ptr->type);
	return binary_node(p, k, lp ? ptr : other, lp ? other : ptr, ty_int, loc);
}

Node *make_binary(Parser *p, NodeKind k, Node *l, Node *r, SrcLoc loc)
{
	l = rvalue(p, l);
	r = rvalue(p, r);
	Type *lt = l->type, *rt = r->type;
	switch (k) {
	case ND_MUL: case ND_DIV:
		if (!is_arith(lt) || !is_arith(rt))
			return invalid_operands(p, l, r, loc);
		break;
	case ND_MOD: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
		if (!is_integer(lt) || !is_integer(rt))
			return invalid_operands(p, l, r, loc);
		break;
	case ND_SHL: case ND_SHR: {
		if (!is_integer(lt) || !is_integer(rt))
			return invalid_operands(p, l, r, loc);
		l = promote_operand(p, l);
		r = promote_operand(p, r);
		check_shift_count(p, r, l->type, loc);
		return binary_node(p, k, l, r, l->type, loc);
	}
	case ND_ADD:
		if (lt->kind == TY_PTR && is_integer(rt)) {
			pointee_complete_for_arith(p, lt, loc);
			return binary_node(p, k, l, promote_operand(p, r), lt, loc);
		}
		if (rt->kind == TY_PTR && is_integer(lt)) {
			pointee_complete_for_arith(p, rt, loc);
			return binary_node(p, k, promote_operand(p, l), r, rt, loc);
		}
		if (!is_arith(lt) || !is_arith(rt))
			return invalid_operands(p, l, r, loc);
		break;
	case ND_SUB:
		if (lt->kind == TY_PTR && is_integer(rt)) {
			pointee_complete_for_arith(p, lt, loc);
			return binary_node(p, k, l, promote_operand(p, r), lt, loc);
		}
		if (lt->kind == TY_PTR && rt->kind == TY_PTR) {
			if (!same_unqual(lt->base, rt->base)) {
				diag_error(loc, "'%s' and '%s' are not pointers to compatible types", type_name(p, lt),
					   type_name(p, rt));
				return make_num(p, 0, ty_long, loc);
			}
			pointee_complete_for_arith(p, lt, loc);
			return binary_node(p, k, l, r, ty_long, loc);
		}
		if (!is_arith(lt) || !is_arith(rt))
			return invalid_operands(p, l, r, loc);
		break;
	case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
		if (lt->kind == TY_PTR || rt->kind == TY_PTR)
			return pointer_compare(p, k, l, r, loc);
		if (!is_arith(lt) || !is_arith(rt))
			return invalid_operands(p, l, r, loc);
		{
			Type *ct = usual_arith(bitfield_promoted(l) ? bitfield_promoted(l) : lt,
					       bitfield_promoted(r) ? bitfield_promoted(r) : rt);
			return binary_node(p, k, cast_to(p, l, ct), cast_to(p, r, ct), ty_int, loc);
		}
	default:
		return invalid_operands(p, l, r, loc);
	}
	if (k == ND_DIV || k == ND_MOD)
		check_div_zero(p, r, loc, k);
	Type *ct = usual_arith(bitfield_promoted(l) ? bitfield_promoted(l) : lt,
			       bitfield_promoted(r) ? bitfield_promoted(r) : rt);
	Node *n = binary_node(p, k, cast_to(p, l, ct), cast_to(p, r, ct), ct, loc);
	if (!p->in_sizeof)
		check_const_overflow(p, n);
	return n;
}

Node *make_logical(Parser *p, NodeKind k, Node *l, Node *r, SrcLoc loc)
{
	l = rvalue(p, l);
	r = rvalue(p, r);
	if (!is_scalar(l->type) || !is_scalar(r->type))
		return invalid_operands(p, l, r, loc);
	return binary_node(p, k, l, r, ty_int, loc);
}

/* ---- unary operators ---- */

Node *make_unary(Parser *p, NodeKind k, Node *e, SrcLoc loc)
{
	Node *n = new_node(p, k, loc);
	if (k == ND_PRE_INC || k == ND_PRE_DEC || k == ND_POST_INC || k == ND_POST_DEC) {
		bool inc = k == ND_PRE_INC || k == ND_POST_INC;
		if (check_assignable(p, e, loc, inc ? "increment" : "decrement") && e->type->kind == TY_PTR)
			pointee_complete_for_arith(p, e->type, loc);
		n->lhs = e;
		n->type = unqualified(p, e->type);
		return n;
	}
	e = rvalue(p, e);
	bool ok = k == ND_NOT ? is_scalar(e->type) : k == ND_BITNOT ? is_integer(e->type) : is_arith(e->type);
	if (!ok) {
		diag_error(loc, "invalid argument type '%s' to unary expression", type_name(p, e->type));
		return make_num(p, 0, ty_int, loc);
	}
	if (k == ND_NOT) {
		n->lhs = e;
		n->type = ty_int;
		return n;
	}
	n->lhs = promote_operand(p, e);
	n->type = n->lhs->type;
	if (k == ND_NEG && !p->in_sizeof)
		check_const_overflow(p, n);
	return n;
}

Node *make_deref(Parser *p, Node *e, SrcLoc loc)
{
	e = rvalue(p, e);
	if (e->type->kind != TY_PTR) {
		diag_error(loc, "indirection requires pointer operand ('%s' invalid)", type_name(p, e->type));
		return make_num(p, 0, ty_int, loc);
	}
	Node *n = new_node(p, ND_DEREF, loc);
	n->lhs = e;
	n->type = e->type->base;
	n->is_lvalue = n->type->kind != TY_FUNC;
	if (n->type->kind == TY_VOID && !p->in_sizeof)
		diag_warn("void-ptr-dereference", loc, "ISO C does not allow indirection on operand of type '%s'",
			  type_name(p, e->type));
	return n;
}

Node *make_addr(Parser *p, Node *e, SrcLoc loc)
{
	Node *n = new_node(p, ND_ADDR, loc);
	n->lhs = e;
	n->type = pointer_to(p, e->type);
	if (e->type->kind == TY_FUNC)
		return n;
	if (!e->is_lvalue) {
		diag_error(loc, "cannot take the address of an rvalue of type '%s'", type_name(p, e->type));
		return n;
	}
	if (e->kind == ND_MEMBER && e->member->is_bitfield) {
		diag_error(loc, "address of bit-field requested");
		return n;
	}
	if (e->kind == ND_VAR && e->sym && e->sym->storage == SC_REGISTER) {
		diag_error(loc, "address of register variable requested");
		return n;
	}
	Node *b = e;
	while (b->kind == ND_MEMBER)
		b = b->lhs;
	if (b->kind == ND_VAR && b->sym)
		b->sym->is_addr_taken = true;
	return n;
}

/* ---- member access ---- */

Node *make_member(Parser *p, Node *lhs, Ident *name, bool arrow, SrcLoc dot, SrcLoc name_loc)
{
	Type *t = lhs->type;
	if (arrow) {
		lhs = rvalue(p, lhs);
		t = lhs->type;
		if (t->kind == TY_PTR) {
			Node *d = new_node(p, ND_DEREF, lhs->loc);
			d->lhs = lhs;
			d->type = t->base;
			d->is_lvalue = true;
			lhs = d;
		} else if (is_record(t)) {
			diag_error(dot, "member reference type '%s' is not a pointer; did you mean to use '.'?",
				   type_name(p, t));
		} else {
			diag_error(dot, "member reference type '%s' is not a pointer", type_name(p, t));
			return make_num(p, 0, ty_int, name_loc);
		}
	} else if (t->kind == TY_PTR && is_record(t->base)) {
		diag_error(dot, "member reference type '%s' is a pointer; did you mean to use '->'?", type_name(p, t));
		Node *d = new_node(p, ND_DEREF, lhs->loc);
		d->lhs = lhs;
		d->type = t->base;
		d->is_lvalue = true;
		lhs = d;
	}
	t = lhs->type;
	if (!is_record(t)) {
		diag_error(dot, "member reference base type '%s' is not a structure or union", type_name(p, t));
		return make_num(p, 0, ty_int, name_loc);
	}
	if (!t->canon->is_complete) {
		diag_error(dot, "incomplete definition of type '%s'", type_name(p, t));
		return make_num(p, 0, ty_int, name_loc);
	}
	Member *path[64];
	int n = find_member(t->canon, name, path, 64);
	if (n <= 0) {
		diag_error(name_loc, "no member named '%s' in '%s'", name->name, type_name(p, t));
		return make_num(p, 0, ty_int, name_loc);
	}
	Node *cur = lhs;
	for (int i = 0; i < n; i++) {
		Node *m = new_node(p, ND_MEMBER, i == n - 1 ? name_loc : dot);
		m->lhs = cur;
		m->member = path[i];
		int q = cur->type->qual & (Q_CONST | Q_VOLATILE);
		m->type = q ? qualified(p, path[i]->type, q) : path[i]->type;
		m->is_lvalue = cur->is_lvalue;
		cur = m;
	}
	return cur;
}

/* ---- conditional operator (C17 6.5.15) ---- */

Node *make_cond(Parser *p, Node *c, Node *a, Node *b, SrcLoc loc)
{
	Node *n = new_node(p, ND_COND, loc);
	n->cond = parse_condition(p, c);
	Node *av = rvalue(p, a ? a : n->cond);
	b = rvalue(p, b);
	Type *at = av->type, *bt = b->type, *ty = NULL;
	if (is_arith(at) && is_arith(bt)) {
		Type *pa = bitfield_promoted(av), *pb = bitfield_promoted(b);
		ty = usual_arith(pa ? pa : at, pb ? pb : bt);
		av = cast_to(p, av, ty);
		b = cast_to(p, b, ty);
	} else if (is_record(at) && is_record(bt) && same_unqual(at, bt)) {
		ty = unqualified(p, at);
	} else if (at->kind == TY_VOID || bt->kind == TY_VOID) {
		ty = ty_void;
	} else if (at->kind == TY_PTR && bt->kind == TY_PTR && (is_null_ptr_const(p, av) || is_null_ptr_const(p, b))) {
		/* a null pointer constant takes the other operand's type */
		ty = is_null_ptr_const(p, av) ? bt : at;
		av = cast_to(p, av, ty);
		b = cast_to(p, b, ty);
	} else if (at->kind == TY_PTR && bt->kind == TY_PTR) {
		Type *ab = at->base, *bb = bt->base;
		int q = (ab->qual | bb->qual) & (Q_CONST | Q_VOLATILE | Q_RESTRICT);
		if (same_unqual(ab, bb))
			ty = pointer_to(p, qualified(p, unqualified(p, ab), q));
		else if (ab->kind == TY_VOID || bb->kind == TY_VOID)
			ty = pointer_to(p, qualified(p, ty_void, q));
		else {
			diag_warn("pointer-type-mismatch", loc, "pointer type mismatch ('%s' and '%s')", type_name(p, at),
				  type_name(p, bt));
			ty = pointer_to(p, qualified(p, ty_void, q));
		}
		av = cast_to(p, av, ty);
		b = cast_to(p, b, ty);
	} else if ((at->kind == TY_PTR && is_integer(bt)) || (is_integer(at) && bt->kind == TY_PTR)) {
		Node *ip = at->kind == TY_PTR ? b : av;
		ty = at->kind == TY_PTR ? at : bt;
		if (!is_null_ptr_const(p, ip))
			diag_warn("conditional-type-mismatch", loc,
				  "pointer/integer type mismatch in conditional expression ('%s' and '%s')",
				  type_name(p, at), type_name(p, bt));
		av = cast_to(p, av, ty);
		b = cast_to(p, b, ty);
	} else {
		diag_error(loc, "incompatible operand types ('%s' and '%s')", type_name(p, at), type_name(p, bt));
		ty = ty_int;
	}
	/* GNU a ?: b: no second copy of the condition (it is evaluated once;
	 * its value converted to the node's type is the result) */
	n->then = a ? av : NULL;
	n->els = b;
	n->type = ty;
	return n;
}

/* ---- assignment ---- */

Node *make_assign(Parser *p, NodeKind op, Node *l, Node *r, SrcLoc loc)
{
	bool ok = check_assignable(p, l, loc, "assign");
	Node *n = new_node(p, op == ND_ASSIGN ? ND_ASSIGN : ND_OP_ASSIGN, loc);
	n->lhs = l;
	n->type = unqualified(p, l->type);
	if (op == ND_ASSIGN) {
		n->rhs = ok ? convert_assign_at(p, r, l->type, "assigning", loc) : rvalue(p, r);
		return n;
	}
	n->op = (uint8_t)op;
	r = rvalue(p, r);
	if ((op == ND_ADD || op == ND_SUB) && l->type->kind == TY_PTR) {
		if (!is_integer(r->type)) {
			invalid_operands(p, l, r, loc);
		} else {
			pointee_complete_for_arith(p, l->type, loc);
		}
		n->rhs = is_integer(r->type) ? promote_operand(p, r) : r;
		n->optype = n->type;
		return n;
	}
	/* check the operation as `l op r` would be, then keep its type */
	Node *tmp = l;
	if (!ok)
		tmp = make_num(p, 0, ty_int, l->loc);
	Node *b = make_binary(p, op, tmp, r, loc);
	if (b->kind != op) { /* error already reported */
		n->rhs = r;
		n->optype = n->type;
		return n;
	}
	n->rhs = b->rhs;
	n->optype = b->type;
	if (ok && is_arith(l->type) && b->type->kind == TY_PTR)
		warn_error("int-conversion", loc,
			   "incompatible pointer to integer conversion assigning to '%s' from '%s'",
			   type_name(p, l->type), type_name(p, b->type));
	return n;
}

/* ---- explicit casts (C17 6.5.4) ---- */

Node *make_cast(Parser *p, Type *to, Node *e, SrcLoc loc)
{
	e = rvalue(p, e);
	Type *from = e->type;
	Node *n = new_node(p, ND_CAST, loc);
	n->lhs = e;
	n->type = unqualified(p, to);
	if (to->kind == TY_VOID)
		return n;
	if (!is_scalar(to)) {
		if (is_record(to) && same_unqual(to, from)) /* GNU: cast to its own type */
			return n;
		diag_error(loc, "used type '%s' where arithmetic or pointer type is required", type_name(p, to));
		return make_num(p, 0, ty_int, loc);
	}
	if (!is_scalar(from)) {
		diag_error(e->loc, "operand of type '%s' where arithmetic or pointer type is required",
			   type_name(p, from));
		return make_num(p, 0, ty_int, loc);
	}
	if (to->kind == TY_PTR && is_float(from)) {
		diag_error(loc, "operand of type '%s' cannot be cast to a pointer type", type_name(p, from));
		return make_num(p, 0, ty_int, loc);
	}
	if (is_float(to) && from->kind == TY_PTR) {
		diag_error(loc, "pointer cannot be cast to type '%s'", type_name(p, to));
		return make_num(p, 0, ty_int, loc);
	}
	int64_t cv;
	if (to->kind == TY_PTR && is_integer(from) && from->size < 8 && from->kind != TY_ENUM &&
	    !try_int_const(p, e, &cv)) /* clang: constants never warn */
		diag_warn("int-to-pointer-cast", loc, "cast to '%s' from smaller integer type '%s'", type_name(p, to),
			  type_name(p, from));
	if (is_integer(to) && to->kind != TY_BOOL && from->kind == TY_PTR && to->size < 8)
		diag_warn("pointer-to-int-cast", loc, "cast to smaller integer type '%s' from '%s'", type_name(p, to),
			  type_name(p, from));
	return n;
}
