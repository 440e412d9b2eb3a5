/* tests/parse/parse_main.c - a stand-alone harness for the parser until
 * the driver calls it: `parse_main [-fdump-record-layouts-simple]
 * [-mbig-endian] [-W...] file.c` preprocesses file.c with src/cpp (as far
 * as it goes), parses it and exits 1 if there were errors. */
#include "../../src/parse/parse.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	CppOptions co = {.cpu = 3, .gnu = true};
	ParseOptions po = {.cpu = 3, .gnu = true, .std = 201710};
	const char *file = NULL;
	Cpp *cpp = NULL;
	/* two passes: options first, the preprocessor needs them at cpp_new */
	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "-mbig-endian"))
			co.big_endian = true;
	cpp = cpp_new(&co);
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-I") && i + 1 < argc)
			cpp_add_include_dir(cpp, INC_ANGLE, argv[++i]);
		else if (!strncmp(argv[i], "-I", 2))
			cpp_add_include_dir(cpp, INC_ANGLE, argv[i] + 2);
		else if (!strcmp(argv[i], "-idirafter") && i + 1 < argc)
			cpp_add_include_dir(cpp, INC_AFTER, argv[++i]);
		else if (!strncmp(argv[i], "-D", 2))
			cpp_define_cmdline(cpp, argv[i] + 2);
		else if (!strcmp(argv[i], "-fsyntax-only"))
			;
		else if (!strcmp(argv[i], "-fdump-record-layouts-simple"))
			po.dump_record_layouts = true;
		else if (!strcmp(argv[i], "-mbig-endian"))
			po.big_endian = co.big_endian = true;
		else if (!strcmp(argv[i], "-w"))
			diag_no_warnings = true;
		else if (!strncmp(argv[i], "-W", 2))
			warn_option(argv[i]);
		else if (argv[i][0] == '-' && argv[i][1])
			; /* -O2, -g, -target ...: nothing for the parser */
		else
			file = argv[i];
	}
	if (!file) {
		fprintf(stderr, "usage: parse_main [options] file.c\n");
		return 2;
	}
	if (!cpp_begin(cpp, file))
		return 1;
	Program *prog = parse_program(cpp, &po);
	return prog && diag_error_count() == 0 ? 0 : 1;
}
