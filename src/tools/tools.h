/* tools.h - the inspection tools built into the ebcc binary.
 *
 *   objdump.c   ebcc-objdump: -d/-D disassembly, -r, -h, -t, -s
 *   readelf.c   ebcc-readelf: -h -S -s -r (-a, -W), llvm-readelf layout
 *   tool_file.c shared by both: load + validate an object, raw header fields
 *
 * Both tools report a bad input as "PROG: error: FILE: MESSAGE" on stderr,
 * go on with the next file and exit 1 at the end if any file failed.
 */
#ifndef EBCC_TOOLS_H
#define EBCC_TOOLS_H

#include "../elf/elf.h"

#include <stdio.h>

int objdump_main(int argc, char **argv);
int readelf_main(int argc, char **argv);

/* ---- tool_file.c ---- */
/* One input object: its bytes (kept for the header fields ElfObj does not
 * model, such as e_shoff and sh_addr) and the validated model. */
typedef struct ToolFile {
	const char *path;
	uint8_t *data;
	size_t len;
	ElfObj *obj;
} ToolFile;

/* Reads and validates `path`; on failure prints "FILE: why" with
 * error_plain and returns false (nothing to close). */
bool tool_open(ToolFile *f, const char *path);
void tool_close(ToolFile *f);
/* Raw ELF header fields (the file passed elf_read, so they are in range). */
uint64_t tool_ehdr(const ToolFile *f, unsigned off, unsigned size);
/* Raw section header field `off` (size 4 or 8) of section `sec`. */
uint64_t tool_shdr(const ToolFile *f, size_t sec, unsigned off, unsigned size);
/* Name of the section a symbol's st_shndx refers to; NULL for SHN_UNDEF,
 * the reserved indices (SHN_ABS, SHN_COMMON, ...) and anything out of
 * range, whose spelling ("*UND*", "ABS") each tool chooses. */
const char *tool_section_name(const ElfObj *o, uint32_t shndx);

/* --btf: .BTF (and .BTF.ext if present) validated and dumped; false,
 * with an error printed, if absent or invalid */
bool tool_print_btf(Buf *out, const ToolFile *f);

/* The end of option parsing common to both tools: "no action given (use
 * ACTIONS)" when none was chosen, "no input files" when none was named;
 * prints `usage` on any problem and returns false then. */
bool tool_args_ok(bool bad, bool any_action, const char *actions, size_t nfiles,
		  void (*usage)(FILE *));

#endif
