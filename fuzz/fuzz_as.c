/* fuzz_as.c - libFuzzer target for the assembler.
 *
 * The input is assembly text.  Its first byte also picks the options: the
 * CPU version (low two bits: v1..v4) and the byte order (bit 6: big-endian,
 * so text starting with a letter is assembled big-endian).  Each input is
 * assembled in both dialects.  Whenever the assembler accepts the text:
 *
 *   - elf_write must produce an object that elf_read accepts, and
 *   - writing what was read must give the same bytes again (the writer is
 *     deterministic and the reader loses nothing the writer needs).
 *
 * Diagnostics go to stderr, which is sent to /dev/null once at start-up
 * (fuzz_quiet.h; FUZZ_VERBOSE=1 keeps them).
 */
#include "../src/as/as.h"
#include "../src/elf/elf.h"
#include "../src/util/util.h"
#include "fuzz_quiet.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc, (void)argv;
	fuzz_quiet();
	diag_set_program("fuzz_as");
	return 0;
}

static void roundtrip(const ElfObj *obj)
{
	Buf a = {0}, b = {0};
	char err[256];
	elf_write(obj, &a);
	ElfObj *back = elf_read(a.data, a.len, err, sizeof err);
	if (!back) {
		fprintf(stdout, "elf_read rejected the assembler's object: %s\n", err);
		fflush(stdout);
		abort();
	}
	elf_write(back, &b);
	if (a.len != b.len || memcmp(a.data, b.data, a.len)) {
		fprintf(stdout, "write(read(write(obj))) differs from write(obj) (%zu vs %zu bytes)\n",
			b.len, a.len);
		fflush(stdout);
		abort();
	}
	elf_free(back);
	buf_free(&a);
	buf_free(&b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	char *text = malloc(size + 1);
	memcpy(text, data, size);
	text[size] = 0;
	AsOptions o;
	o.cpu = (data[0] & 3) + 1;
	o.big_endian = (data[0] & 0x40) != 0;
	for (int d = 0; d < 2; d++) {
		o.dialect = d ? DIALECT_NORMAL : DIALECT_PSEUDOC;
		diag_reset();
		ElfObj *obj = as_assemble_text("fuzz.s", text, size, &o);
		if (obj) {
			assert(diag_error_count() == 0);
			roundtrip(obj);
			elf_free(obj);
		}
	}
	free(text);
	return 0;
}
