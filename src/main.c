/* main.c - one binary, many tools: dispatch on the program name (ebcc-as,
 * ebcc-objdump, ...) or on a subcommand (`ebcc as ...`). */
#include "as/as.h"
#include "driver/driver.h"
#include "tools/tools.h"

#include <stdio.h>
#include <string.h>

typedef struct Tool {
	const char *name;
	int (*main)(int argc, char **argv);
} Tool;

static const Tool tools[] = {
	{"as", as_main},
	{"objdump", objdump_main},
	{"readelf", readelf_main},
};

static const char *base_name(const char *p)
{
	const char *s = strrchr(p, '/');
	return s ? s + 1 : p;
}

static int usage(FILE *f)
{
	fputs("usage: ebcc TOOL [args]   or invoke as ebcc-TOOL\n"
	      "tools: as, objdump, readelf\n"
	      "       ebcc [compiler options] file.c|.s|.S (see ebcc --help)\n",
	      f);
	return f == stdout ? 0 : 1;
}

int main(int argc, char **argv)
{
	const char *self = base_name(argc > 0 ? argv[0] : "ebcc");
	for (size_t i = 0; i < ARRAY_LEN(tools); i++) {
		char full[64];
		snprintf(full, sizeof full, "ebcc-%s", tools[i].name);
		if (!strcmp(self, full))
			return tools[i].main(argc, argv);
	}
	if (argc >= 2) {
		for (size_t i = 0; i < ARRAY_LEN(tools); i++)
			if (!strcmp(argv[1], tools[i].name))
				return tools[i].main(argc - 1, argv + 1);
		if (!strcmp(argv[1], "--version")) {
			puts("ebcc " EBCC_VERSION);
			return 0;
		}
		if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))
			return usage(stdout);
	}
	diag_set_program("ebcc");
	if (argc < 2)
		return usage(stderr);
	/* the compiler driver: C, .s and .S inputs, gcc/clang options */
	return driver_main(argc, argv);
}
