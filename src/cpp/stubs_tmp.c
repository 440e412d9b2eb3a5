/* stubs_tmp.c - placeholders while the preprocessor is being written. */
#include "cpp_int.h"
void directive(Cpp *cpp, Token *hash)
{
	lex_skip_line(&cpp->frame->L);
	(void)hash;
}
void cpp_check_conds_at_eof(Cpp *cpp, Frame *f) { (void)cpp; (void)f; }
bool macro_expand(Cpp *cpp, Token *tok, Macro *m) { (void)cpp; (void)tok; (void)m; return false; }
void macro_define_text(Cpp *cpp, const char *text, size_t len, bool b) { (void)cpp; (void)text; (void)len; (void)b; }
void builtin_install(Cpp *cpp) { (void)cpp; }
bool builtin_expand(Cpp *cpp, Token *tok, Macro *m) { (void)cpp; (void)tok; (void)m; return false; }
void predef_install(Cpp *cpp) { (void)cpp; }
