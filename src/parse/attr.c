/* attr.c - skeleton */
#include "decls.h"

#include <string.h>

int parse_has_attribute(const char *name, size_t len)
{
	(void)name;
	(void)len;
	return 0;
}

Attr *parse_attributes(Parser *p)
{
	(void)p;
	return NULL;
}

Attr *find_attr(Attr *list, const char *name)
{
	for (Attr *a = list; a; a = a->next)
		if (!strcmp(a->name->name, name))
			return a;
	return NULL;
}

void handle_pragma(Parser *p, Token *pragma)
{
	(void)p;
	(void)pragma;
}
