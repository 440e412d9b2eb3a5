/* output.h - the driver's text outputs (output.c): -E and make rules. */
#ifndef EBCC_DRIVER_OUTPUT_H
#define EBCC_DRIVER_OUTPUT_H

#include "../cpp/cpp.h"

#include <stdio.h>

/* output.c */
typedef struct DepOptions {
	const char **targets; /* -MT / -MQ (already quoted for -MQ); NULL-terminated */
	bool system;          /* -M (true) or -MM (false) */
	bool phony;           /* -MP */
} DepOptions;

/* Writes the preprocessed token stream of cpp (-E) to out, or through
 * out to sink when sink is not NULL. */
void pp_write(Cpp *cpp, Buf *out, FILE *sink, bool line_markers);
/* Drains cpp (for -M / -dM without output). */
void pp_drain(Cpp *cpp);
/* A make rule: targets, then every file cpp read. */
void deps_write(Cpp *cpp, const DepOptions *o, Buf *out);
/* -MQ: a target quoted for make. */
char *deps_quote(const char *s);

#endif
