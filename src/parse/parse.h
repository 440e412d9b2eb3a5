/* parse.h - the C parser and type checker: preprocessed tokens -> typed
 * AST.  The driver calls parse_program(); the code generator (issue 4)
 * walks the Program it returns.  (The files of src/parse/ list their
 * exports below as they are written.) */
#ifndef EBCC_PARSE_H
#define EBCC_PARSE_H

#include "../cpp/cpp.h"

typedef struct ParseOptions {
	int cpu;         /* 1..4 (-mcpu) */
	bool big_endian; /* -mbig-endian */
	/* -fdump-record-layouts-simple (also accepted as `-Xclang
	 * -fdump-record-layouts-simple`): print each struct/union layout
	 * when it is completed, in clang's -fdump-record-layouts-simple format:
	 *   "\n*** Dumping AST Record Layout\nType: struct A\n\nLayout: <ASTRecordLayout\n
	 *    Size:192\n  DataSize:192\n  Alignment:64\n  FieldOffsets: [0, 8, 11]>\n"
	 * (sizes, alignments and offsets in bits) on stdout. */
	bool dump_record_layouts;
	int std; /* __STDC_VERSION__ value, e.g. 201710 */
	bool gnu; /* GNU extensions without -pedantic warnings */
	/* -minline-memops-threshold=N: the largest memcpy/memset/memmove/
	 * memcmp the code generator inlines (bytes; 0 means GCC's 1024) */
	int memops_threshold;
	/* -fno-strict-aliasing: loads and stores of different C types may
	 * overlap (no type-based aliasing in ir/memfwd.c) */
	bool no_strict_aliasing;
	/* the preprocessor on a thread of its own, ahead of the parser
	 * (cpp/thread.c): CPP_THREAD_NEVER (-fno-cpp-thread; the default of
	 * callers other than the driver), CPP_THREAD_AUTO (the driver's
	 * default: from the declaration where the text read passes
	 * CPP_THREAD_BYTES, e.g. in vmlinux.h; a small program gains nothing)
	 * or CPP_THREAD_ALWAYS (-fcpp-thread: from the first token) */
	int cpp_thread;
} ParseOptions;
enum { CPP_THREAD_NEVER, CPP_THREAD_AUTO, CPP_THREAD_ALWAYS };
enum { CPP_THREAD_BYTES = 1 << 20 };

typedef struct Program Program;

/* Parses and checks the whole translation unit read from `cpp`.
 * Diagnostics go through util's diag; returns NULL if there were errors. */
Program *parse_program(Cpp *cpp, const ParseOptions *opt);
/* Frees everything parse_program allocated (NULL is fine) and undoes its
 * file-scope bindings in the Idents; before the next parse_program in the
 * same process, unless ident_reset forgets the Idents. */
void program_free(Program *prog);

/* For the preprocessor's __has_builtin / __has_attribute: answered from
 * the parser's own tables, so they tell the truth about what ebcc does.
 * parse_has_attribute returns the value __has_attribute gives (0 if not
 * implemented; clang returns 1 for most). */
bool parse_has_builtin(const char *name, size_t len);
int parse_has_attribute(const char *name, size_t len);

/* For the code generator (const.c): the value of a type-checked integer
 * constant expression, and the symbol (or string literal) plus offset
 * of an address constant; false, without a diagnostic, if it is not
 * one. */
typedef struct Node Node;
typedef struct Symbol Symbol;
bool const_int_value(Node *e, int64_t *val);
/* the same for a value of up to 128 bits (an __int128 one can exceed 64):
 * its low and high 64 bits */
bool const_int128_value(Node *e, int64_t *lo, int64_t *hi);
bool const_addr_value(Node *e, Symbol **sym, Node **str, int64_t *off);

/* For walkers of the AST (ir/needed.c, cg/data.c; parse.c): calls
 * visit(ctx, s) for each subtree s of n (a list: s->next follows it),
 * not for n's own successors, in the order code is made for them (an
 * assignment's value before its target, as clang evaluates it). */
void ast_each_subtree(const Node *n, void (*visit)(void *ctx, const Node *sub), void *ctx);

#endif
