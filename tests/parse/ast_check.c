/* tests/parse/ast_check.c - checks the contract of src/parse/ast.h on
 * every function body of a file: `ast_check [-I dir] [-idirafter dir]
 * [-Dx] [-mbig-endian] file.c` parses the file and walks each body,
 * reporting every node that breaks a rule the code generator relies on:
 *
 *   - every expression has a type; no operand of an operator, argument,
 *     condition or assigned value still has array or function type (the
 *     decay is an explicit ND_DECAY);
 *   - arithmetic operands were converted (ND_CAST) to the type of the
 *     operation: both sides of + - * / % & | ^ and of comparisons have
 *     one kind, the node's for arithmetic ones; shifts and unary - ~ +
 *     work in promoted types (rank >= int);
 *   - pointer arithmetic is pointer +/- integer, or pointer - pointer
 *     (type long); comparisons and logical operators give int;
 *   - = converts its right side to the left's type; calls to prototyped
 *     functions pass as many arguments as parameters, each converted to
 *     the parameter's type; return converts to the function's type;
 *   - ?: arms have the node's type; ., -> and * apply to records and
 *     pointers; break/continue/goto have targets.
 *
 * Prints "file:line:col: ast: message" per violation and exits 1 if
 * there was one (or a parse error), 0 otherwise. */
#include "../../src/parse/parser.h"

#include <stdio.h>
#include <string.h>

static int violations;

static void bad(const Node *n, const char *msg)
{
	const char *f = n->loc.file ? n->loc.file->name : "?";
	printf("%s:%d:%d: ast: %s (node kind %d)\n", f, n->loc.line, n->loc.col, msg, n->kind);
	violations++;
}

static int kind_of(const Type *t) { return t->canon->kind; }

static bool is_value_type(const Type *t) { return t->kind != TY_ARRAY && t->kind != TY_FUNC; }

static bool promoted(const Type *t) { return !is_integer(t) || int_rank(t) >= 4; }

/* same type for the code generator: kind, and for pointers any pointer */
static bool same_kind(const Type *a, const Type *b)
{
	if (is_record(a) || is_record(b))
		return is_record(a) && is_record(b) && a->canon == b->canon;
	return kind_of(a) == kind_of(b) || (a->kind == TY_PTR && b->kind == TY_PTR);
}

static void expr(Node *n, int depth);
static void stmt(Node *n, Symbol *fn, int depth);

static void operand(Node *n, int depth)
{
	if (!n)
		return;
	expr(n, depth);
	if (n->type && !is_value_type(n->type))
		bad(n, "operand of array or function type (missing ND_DECAY)");
}

static void expr(Node *n, int depth)
{
	if (!n || depth > 2000)
		return;
	if (!n->type) {
		bad(n, "expression without a type");
		return;
	}
	switch ((NodeKind)n->kind) {
	case ND_ADD: case ND_SUB:
		operand(n->lhs, depth + 1);
		operand(n->rhs, depth + 1);
		if (n->lhs->type->kind == TY_PTR || n->rhs->type->kind == TY_PTR) {
			bool pp = n->lhs->type->kind == TY_PTR && n->rhs->type->kind == TY_PTR;
			if (pp && (n->kind != ND_SUB || kind_of(n->type) != TY_LONG))
				bad(n, "pointer - pointer is not of type long");
			if (!pp && !(is_integer(n->lhs->type) || is_integer(n->rhs->type)))
				bad(n, "pointer arithmetic with a non-integer");
			if (!pp && n->type->kind != TY_PTR)
				bad(n, "pointer +/- integer is not a pointer");
			break;
		}
		/* fall through */
	case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
		operand(n->lhs, depth + 1);
		operand(n->rhs, depth + 1);
		if (!same_kind(n->lhs->type, n->type) || !same_kind(n->rhs->type, n->type))
			bad(n, "arithmetic operands not converted to the operation's type");
		if (!promoted(n->type))
			bad(n, "arithmetic in an unpromoted type");
		break;
	case ND_SHL: case ND_SHR:
		operand(n->lhs, depth + 1);
		operand(n->rhs, depth + 1);
		if (!same_kind(n->lhs->type, n->type) || !promoted(n->lhs->type) || !promoted(n->rhs->type))
			bad(n, "shift operands not promoted");
		break;
	case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
		operand(n->lhs, depth + 1);
		operand(n->rhs, depth + 1);
		if (kind_of(n->type) != TY_INT)
			bad(n, "comparison is not of type int");
		if (!same_kind(n->lhs->type, n->rhs->type))
			bad(n, "comparison operands of different types");
		break;
	case ND_LOGAND: case ND_LOGOR:
		operand(n->lhs, depth + 1);
		operand(n->rhs, depth + 1);
		if (kind_of(n->type) != TY_INT || !is_scalar(n->lhs->type) || !is_scalar(n->rhs->type))
			bad(n, "logical operator: int of scalars expected");
		break;
	case ND_NOT:
		operand(n->lhs, depth + 1);
		if (kind_of(n->type) != TY_INT || !is_scalar(n->lhs->type))
			bad(n, "! : int of a scalar expected");
		break;
	case ND_NEG: case ND_PLUS: case ND_BITNOT:
		operand(n->lhs, depth + 1);
		if (!same_kind(n->lhs->type, n->type) || !promoted(n->type))
			bad(n, "unary arithmetic not in the promoted type");
		break;
	case ND_ASSIGN:
		expr(n->lhs, depth + 1);
		operand(n->rhs, depth + 1);
		if (!n->lhs->is_lvalue)
			bad(n, "assignment to a non-lvalue");
		if (!same_kind(n->lhs->type, n->rhs->type) && !(kind_of(n->lhs->type) == TY_BOOL))
			bad(n, "assigned value not converted to the left's type");
		break;
	case ND_OP_ASSIGN:
		expr(n->lhs, depth + 1);
		operand(n->rhs, depth + 1);
		if (!n->optype)
			bad(n, "compound assignment without optype");
		break;
	case ND_PRE_INC: case ND_PRE_DEC: case ND_POST_INC: case ND_POST_DEC:
		expr(n->lhs, depth + 1);
		if (!n->lhs->is_lvalue)
			bad(n, "++/-- of a non-lvalue");
		break;
	case ND_COND:
		operand(n->cond, depth + 1);
		if (n->then)
			operand(n->then, depth + 1);
		operand(n->els, depth + 1);
		if (n->type->kind != TY_VOID) {
			if ((n->then && !same_kind(n->then->type, n->type)) || !same_kind(n->els->type, n->type))
				bad(n, "?: arm not converted to the result type");
		}
		break;
	case ND_COMMA:
		expr(n->lhs, depth + 1);
		expr(n->rhs, depth + 1);
		break;
	case ND_CALL: {
		operand(n->lhs, depth + 1);
		Type *pt = n->lhs->type;
		if (pt->kind != TY_PTR || pt->base->kind != TY_FUNC) {
			bad(n, "callee is not a pointer to function");
			break;
		}
		Type *ft = pt->base;
		int i = 0;
		Param *pa = ft->params;
		for (Node *a = n->args; a; a = a->next, i++) {
			operand(a, depth + 1);
			if (!ft->no_prototype && pa) {
				if (!same_kind(a->type, pa->type) && kind_of(pa->type) != TY_BOOL)
					bad(a, "argument not converted to the parameter's type");
				pa = pa->next;
			} else if (!promoted(a->type) || kind_of(a->type) == TY_FLOAT) {
				bad(a, "variadic / unprototyped argument not promoted");
			}
		}
		if (i != n->nargs)
			bad(n, "nargs differs from the argument list");
		if (!ft->no_prototype && (ft->variadic ? i < ft->nparams : i != ft->nparams))
			bad(n, "argument count differs from the prototype");
		break;
	}
	case ND_BUILTIN:
		for (Node *a = n->args; a; a = a->next)
			expr(a, depth + 1);
		break;
	case ND_MEMBER:
		expr(n->lhs, depth + 1);
		if (!is_record(n->lhs->type) || !n->member)
			bad(n, "member access on a non-record");
		break;
	case ND_DEREF:
		operand(n->lhs, depth + 1);
		if (n->lhs->type->kind != TY_PTR)
			bad(n, "dereference of a non-pointer");
		break;
	case ND_ADDR:
		expr(n->lhs, depth + 1);
		if (n->type->kind != TY_PTR)
			bad(n, "& is not a pointer");
		break;
	case ND_DECAY:
		expr(n->lhs, depth + 1);
		if (n->type->kind != TY_PTR || is_value_type(n->lhs->type))
			bad(n, "decay of a value that is neither array nor function");
		break;
	case ND_CAST:
		if (!n->lhs)
			bad(n, "cast without operand");
		else
			operand(n->lhs, depth + 1);
		break;
	case ND_STMT_EXPR:
		stmt(n->body, NULL, depth + 1);
		break;
	case ND_VAR:
		if (!n->sym)
			bad(n, "variable without a symbol");
		break;
	default:
		break;
	}
}

static void stmt(Node *n, Symbol *fn, int depth)
{
	for (; n && depth < 2000; n = n->next) {
		switch ((NodeKind)n->kind) {
		case ND_BLOCK:
			stmt(n->body, fn, depth + 1);
			break;
		case ND_EXPR_STMT:
			expr(n->lhs, depth + 1);
			break;
		case ND_IF:
			operand(n->cond, depth + 1);
			if (!is_scalar(n->cond->type))
				bad(n, "condition is not scalar");
			stmt(n->then, fn, depth + 1);
			stmt(n->els, fn, depth + 1);
			break;
		case ND_WHILE: case ND_DO: case ND_FOR:
			stmt(n->init, fn, depth + 1);
			if (n->cond) {
				operand(n->cond, depth + 1);
				if (!is_scalar(n->cond->type))
					bad(n, "loop condition is not scalar");
			}
			if (n->inc)
				expr(n->inc, depth + 1);
			stmt(n->body, fn, depth + 1);
			break;
		case ND_SWITCH:
			operand(n->cond, depth + 1);
			if (!is_integer(n->cond->type) || !promoted(n->cond->type))
				bad(n, "switch condition not a promoted integer");
			stmt(n->body, fn, depth + 1);
			break;
		case ND_CASE: case ND_DEFAULT: case ND_LABEL:
			stmt(n->then, fn, depth + 1);
			break;
		case ND_BREAK: case ND_CONTINUE: case ND_GOTO:
			if (!n->target)
				bad(n, "jump without a target");
			break;
		case ND_RETURN:
			if (n->lhs) {
				operand(n->lhs, depth + 1);
				if (fn && fn->type->base->kind != TY_VOID && !same_kind(n->lhs->type, fn->type->base) &&
				    kind_of(fn->type->base) != TY_BOOL)
					bad(n, "returned value not converted to the function's type");
			}
			break;
		case ND_ASM:
			for (int i = 0; i < n->asm_noutputs; i++)
				expr(n->asm_outputs[i].expr, depth + 1);
			for (int i = 0; i < n->asm_ninputs; i++)
				expr(n->asm_inputs[i].expr, depth + 1);
			for (int i = 0; i < n->asm_nlabels; i++)
				if (!n->asm_labels[i])
					bad(n, "asm goto label without a target");
			break;
		default:
			break;
		}
	}
}

int main(int argc, char **argv)
{
	CppOptions co = {.cpu = 3, .gnu = true};
	ParseOptions po = {.cpu = 3, .gnu = true, .std = 201710};
	const char *file = NULL;
	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "-mbig-endian"))
			co.big_endian = po.big_endian = true;
	Cpp *cpp = cpp_new(&co);
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-I") && i + 1 < argc)
			cpp_add_include_dir(cpp, INC_ANGLE, argv[++i]);
		else if (!strncmp(argv[i], "-I", 2))
			cpp_add_include_dir(cpp, INC_ANGLE, argv[i] + 2);
		else if (!strcmp(argv[i], "-idirafter") && i + 1 < argc)
			cpp_add_include_dir(cpp, INC_AFTER, argv[++i]);
		else if (!strncmp(argv[i], "-D", 2))
			cpp_define_cmdline(cpp, argv[i] + 2);
		else if (argv[i][0] != '-')
			file = argv[i];
	}
	if (!file) {
		fprintf(stderr, "usage: ast_check [-I dir] [-idirafter dir] [-Dx] [-mbig-endian] file.c\n");
		return 2;
	}
	diag_no_warnings = true;
	if (!cpp_begin(cpp, file))
		return 1;
	Program *prog = parse_program(cpp, &po);
	if (!prog)
		return 1;
	int nfuncs = 0;
	for (Symbol *g = prog->globals; g; g = g->next)
		if (g->kind == SYM_FUNC && g->body) {
			stmt(g->body, g, 0);
			nfuncs++;
		}
	printf("%d function bodies, %d violations\n", nfuncs, violations);
	return violations ? 1 : 0;
}
