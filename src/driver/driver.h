/* driver.h - the compiler driver: gcc/clang-compatible options ->
 * preprocess, parse, (later) generate code; and the -E / -M outputs.
 *
 *   driver.c   options, response files, one run per input file
 *   assemble.c the integrated assembler for .s / .S inputs
 *   output.c   -E text (line markers like clang's), dependency files (output.h)
 */
#ifndef EBCC_DRIVER_H
#define EBCC_DRIVER_H

#include <stdbool.h>
#include <stddef.h>

int driver_main(int argc, char **argv);
/* assemble.c: text -> object file `out`; 0 on success. */
int driver_assemble(const char *name, const char *text, size_t len, int dialect, int cpu, bool big_endian,
		    const char *out);

#endif
