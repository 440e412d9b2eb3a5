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
