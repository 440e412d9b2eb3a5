/* builtin.c - the __builtin_* table (skeleton). */
#include "parser.h"

bool parse_has_builtin(const char *name, size_t len)
{
	(void)name;
	(void)len;
	return false;
}

bool is_builtin_name(const Ident *name)
{
	(void)name;
	return false;
}

Node *parse_builtin_call(Parser *p, Token *name)
{
	(void)p;
	(void)name;
	return NULL;
}
