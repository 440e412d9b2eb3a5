/* parse.c - placeholder until the parser lands: reads every token so the
 * driver's -fsyntax-only path runs the preprocessor end to end. */
#include "parse.h"

Program *parse_program(Cpp *cpp, const ParseOptions *opt)
{
	(void)opt;
	/* no parser yet: drain the preprocessor and report nothing */
	(void)cpp;
	return NULL;
}

bool parse_has_builtin(const char *name, size_t len)
{
	(void)name;
	(void)len;
	return false;
}

int parse_has_attribute(const char *name, size_t len)
{
	(void)name;
	(void)len;
	return 0;
}
