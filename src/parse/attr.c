/* attr.c - placeholder: attribute parsing arrives with the parser. */
#include "parser.h"

int parse_has_attribute(const char *name, size_t len)
{
	(void)name;
	(void)len;
	return 0;
}
