/* assemble.c - the driver's way into the integrated assembler, kept in
 * its own file because the assembler's header and the preprocessor's
 * both name their token types Tok/TokKind. */
#include "../as/as.h"
#include "../elf/elf.h"

#include <errno.h>
#include <string.h>

/* declared in driver.h, which cannot be included here */
int driver_assemble(const char *name, const char *text, size_t len, int dialect, int cpu, bool big_endian,
		    const char *out);

int driver_assemble(const char *name, const char *text, size_t len, int dialect, int cpu, bool big_endian,
		    const char *out)
{
	AsOptions ao = {(Dialect)dialect, cpu, big_endian};
	ElfObj *obj = as_assemble_text(name, text, len, &ao);
	if (!obj)
		return 1;
	Buf b = {0};
	elf_write(obj, &b);
	int rc = 0;
	if (!write_whole_file(out, b.data, b.len)) {
		error_plain("cannot write '%s': %s", out, strerror(errno));
		rc = 1;
	}
	buf_free(&b);
	elf_free(obj);
	return rc;
}
