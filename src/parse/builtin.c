/* builtin.c - placeholder: the __builtin_* table arrives with the parser. */
#include "parser.h"

bool parse_has_builtin(const char *name, size_t len)
{
	(void)name;
	(void)len;
	return false;
}
