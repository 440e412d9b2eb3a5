/* const.c - integer constant expressions (skeleton). */
#include "parser.h"

bool eval_int_const(Parser *p, Node *e, int64_t *val, const char *context)
{
	(void)p;
	if (e->kind == ND_NUM) {
		*val = e->ival;
		return true;
	}
	if (context)
		diag_error(e->loc, "%s is not an integer constant expression", context);
	return false;
}

bool eval_addr_const(Parser *p, Node *e, Symbol **sym, Node **str, int64_t *off)
{
	*sym = NULL;
	*str = NULL;
	return eval_int_const(p, e, off, NULL);
}

bool parse_int_const(Parser *p, int64_t *val, const char *context)
{
	return eval_int_const(p, parse_cond_expr(p), val, context);
}
