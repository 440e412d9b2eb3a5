/* init.c - skeleton */
#include "decls.h"

InitEntry *parse_initializer(Parser *p, Type **ty, bool is_static)
{
	(void)is_static;
	InitEntry *e = arena_alloc(p->arena, sizeof *e);
	e->type = *ty;
	e->expr = parse_assign_expr(p);
	return e;
}
