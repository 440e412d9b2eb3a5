/* fuzz_parse.c - libFuzzer target for the C front end: preprocessor,
 * parser and type checker, and IR lowering of what they accept.
 *
 * The input is a C source file.  Its first byte also picks the options:
 * the CPU version (low two bits: v1..v4), the byte order (bit 6:
 * big-endian) and whether the preprocessor runs on its own thread (bit
 * 5: cpp/thread.c, from the first token).  The preprocessor reads files, so each input is written
 * to a scratch file first; -nostdinc keeps #include from reaching the
 * machine's headers.  Whatever the input, the front end must return
 * (errors are fine) without crashing, hanging, or leaking, and the
 * global state (identifiers, diagnostics, warning switches) is reset
 * before the next input.
 *
 * Diagnostics go to stderr, which is sent to /dev/null once at start-up
 * (fuzz_quiet.h; FUZZ_VERBOSE=1 keeps them).
 */
#include "../src/cpp/cpp.h"
#include "../src/ir/ir.h"
#include "../src/util/util.h"
#include "fuzz_quiet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[64];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc, (void)argv;
	fuzz_quiet();
	diag_set_program("fuzz_parse");
	snprintf(path, sizeof path, "/tmp/ebcc-fuzz-parse-%ld.c", (long)getpid());
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 1 << 16)
		return 0; /* big inputs only slow the search down */
	FILE *f = fopen(path, "wb");
	if (!f)
		abort();
	if (size && fwrite(data, 1, size, f) != size)
		abort();
	fclose(f);

	int flags = size ? data[0] : 0;
	CppOptions co = {0};
	co.cpu = (flags & 3) + 1;
	co.big_endian = (flags & 0x40) != 0;
	co.gnu = true;
	co.nostdinc = true;
	co.optimize = 2;
	ParseOptions po = {0};
	po.cpu = co.cpu;
	po.big_endian = co.big_endian;
	po.std = 201710;
	po.gnu = true;
	/* half the inputs with the preprocessor on its own thread */
	po.cpp_thread = (flags & 0x20) ? CPP_THREAD_ALWAYS : CPP_THREAD_NEVER;

	warn_reset();
	warn_option("-Wall");
	Cpp *cpp = cpp_new(&co);
	if (cpp_begin(cpp, path)) {
		Program *prog = parse_program(cpp, &po);
		if (prog) {
			IrModule *m = ir_lower(prog); /* errors are fine, crashes are not */
			if (m)
				ir_optimize(m, 2);
			ir_module_free(m);
			Arena a = prog->arena; /* the Program lives in its own arena */
			arena_free(&a);
		}
	}
	cpp_free(cpp);
	ident_reset();
	diag_reset();
	return 0;
}
