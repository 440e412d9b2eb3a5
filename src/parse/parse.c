/* parse.c - placeholder until the parser lands. */
#include "parser.h"

Program *parse_program(Cpp *cpp, const ParseOptions *opt)
{
	(void)opt;
	(void)cpp;
	return NULL;
}
