/* fuzz_cpp.c - libFuzzer target for the preprocessor.
 *
 * The input is a C source file, preprocessed from memory as "fuzz.c" in
 * the current directory (so `#include "fuzz.c"` and __has_include work on
 * real paths).  Its first byte picks the options: the CPU version (low
 * two bits), -E mode (bit 2: every pragma becomes a token), strict C
 * (bit 3), C23 (bit 4).  Every token is pulled; the checks are the
 * sanitizers' and that the preprocessor ends: a recursive or exponential
 * macro must not hang it, so a run stops after four million tokens (the
 * fuzzer's -timeout catches a loop that produces none).  Each token must
 * be well formed: a spelling of its length, an Ident for a name, and no
 * internal kind (TK_EOD, placemarkers...) may escape.
 *
 * Diagnostics go to /dev/null (fuzz_quiet.h; FUZZ_VERBOSE=1 keeps them). */
#include "../src/cpp/cpp.h"
#include "../src/util/util.h"
#include "fuzz_quiet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc, (void)argv;
	fuzz_quiet();
	diag_set_program("fuzz_cpp");
	return 0;
}

static void check(bool ok, const char *what)
{
	if (!ok) {
		fprintf(stdout, "bad token: %s\n", what);
		fflush(stdout);
		abort();
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t sel = size ? data[0] : 0;
	CppOptions o = {0};
	o.cpu = (sel & 3) + 1;
	o.preprocess_only = sel & 4;
	o.gnu = !(sel & 8);
	o.std = sel & 16 ? 202311L : 0;
	diag_reset();
	Cpp *cpp = cpp_new(&o);
	cpp_add_include_dir(cpp, INC_ANGLE, ".");
	if (cpp_begin_text(cpp, "fuzz.c", (const char *)data, size)) {
		for (long n = 0; n < 4000000; n++) {
			Token *t = cpp_next(cpp);
			if (t->kind == TK_EOF)
				break;
			check(t->kind <= TK_OTHER, "internal kind");
			check(t->kind != TK_IDENT || (t->ident && t->ident->len == t->len &&
						     !memcmp(t->ident->name, t->text, t->len)),
			      "identifier without its Ident");
			check(t->kind == TK_PRAGMA || t->len > 0, "empty spelling");
			for (Token *p = t->kind == TK_PRAGMA ? t->pragma : NULL; p; p = p->next)
				check(p->kind <= TK_OTHER && p->kind != TK_EOF, "bad pragma token");
		}
	}
	cpp_free(cpp);
	return 0;
}
