/* cpp_int.h - the preprocessor's private interface between its files.
 *
 *   lex.c      Lexer: translation phases 1-3 (splices, comments, pp-tokens)
 *   cpp.c      Cpp state, the token source stack (files and macro
 *              contexts), cpp_next, token pools
 *   (more files list themselves in cpp.h)
 */
#ifndef EBCC_CPP_INT_H
#define EBCC_CPP_INT_H

#include "cpp.h"

/* Internal token kinds beyond TokKind: never reach the parser. */
enum {
	TK_EOD = 32,    /* end of a directive line */
	TK_PARAM,       /* in a macro body: parameter number `param` */
	TK_ARGEND,      /* end of an argument being pre-expanded */
	TK_PLACEMARKER, /* an empty argument next to ## */
};

/* Private token flags (bits 8..15 of Token.flags). */
enum {
	TF_NOEXPAND = 1 << 8, /* painted blue: never expands again */
	TF_SPLICED = 1 << 9,  /* spelling rebuilt without line splices */
	TF_AFTER_MACRO = 1 << 10, /* first token after an expansion: -E checks pasting */
};

/* Ident.cpp_flags */
enum {
	IF_POISONED = 1 << 0,
	IF_LISTED = 1 << 1, /* in cpp->macro_idents: cleared by cpp_free */
};

typedef struct Lexer {
	const SrcFile *file;
	const char *p;          /* next byte */
	const char *end;        /* file->text + file->len (a NUL is there) */
	const char *line_start; /* start of the physical line of p */
	uint32_t line;          /* physical line of p */
	bool at_bol;            /* the next token starts a line */
	bool in_directive;      /* a newline ends the line with TK_EOD */
	bool skipping;          /* in a false #if group: no diagnostics */
	bool keep_comments;     /* -C (unused for now) */
	Arena *arena;           /* for rebuilt spellings */
} Lexer;

void lex_init(Lexer *L, const SrcFile *f, Arena *arena);
/* Fills *t with the next pp-token (file, line, col, text, kind, flags). */
void lex_token(Lexer *L, Token *t);
/* Skips the rest of the current line (splice-aware, comments included);
 * stops before the newline. */
void lex_skip_line(Lexer *L);
/* Lexes `len` bytes of `s` as exactly one pp-token; false if they form
 * none or more than one (token pasting). */
bool lex_one(const char *s, size_t len, Token *t, Arena *arena);
/* The raw rest of the line, trimmed, splices kept (for #error). */
const char *lex_rest_of_line(Lexer *L, size_t *len);
/* After #include: a header name "x" or <x> read raw (no escapes, no
 * macros); false, with nothing consumed but blanks, for anything else. */
bool lex_header_name(Lexer *L, const char **s, size_t *len, bool *angled);
/* A physical-line position for a diagnostic at p. */
SrcLoc lex_loc(const Lexer *L, const char *p);

/* Character classes, one table (lex.c): 1 identifier start (letters, _,
 * $, UTF-8 bytes), 2 digit. */
extern const uint8_t cpp_char_class[256];
static inline bool is_ident_start(unsigned char c) { return cpp_char_class[c] & 1; }
static inline bool is_ident_char(unsigned char c) { return cpp_char_class[c] & 3; }

/* ---- cpp.c: the state and the token sources ---- */
typedef struct TokVec {
	Token *v;
	int n, cap;
} TokVec;

struct Macro {
	Ident *name;
	Token *body; /* nbody tokens; TK_PARAM for parameter uses */
	int nbody;
	int nparams; /* the variadic parameter is the last */
	Ident **params;
	bool funclike, variadic;
	bool disabled; /* being expanded: its name is painted */
	uint8_t builtin; /* BI_* (builtin.c), 0 for a defined macro */
	bool used;
	SrcLoc loc; /* of the name in #define */
};

/* A macro expansion being read: tokens, then the macro is enabled again. */
typedef struct Context {
	Token *toks;
	int pos, n;
	Macro *macro; /* NULL for a pre-expanded argument */
	uint32_t end_line; /* __LINE__ here: where the outermost invocation ends */
	struct Context *up;
} Context;

/* A conditional (#if ... #endif) open in a file. */
typedef struct Cond {
	SrcLoc loc;      /* of the #if, for "unterminated" */
	bool taken;      /* some group of it was (or is being) taken */
	bool seen_else;
} Cond;

typedef struct FileEntry FileEntry;

/* An open source file: the lexer and what guard detection has seen. */
typedef struct Frame {
	Lexer L;
	FileEntry *fe;
	int cond_base;   /* cpp->nconds when the file was entered */
	int dir_index;   /* search directory it was found in (include_next) */
	/* include-guard detection: state machine over the file's directives */
	int guard_state; /* 0 start, 1 in the guard #ifndef, 2 after its #endif, -1 no guard */
	int guard_depth; /* cpp->nconds inside the guard's #ifndef */
	Ident *guard;
	struct Frame *up;
} Frame;


/* A file's text: malloc'd, or mapped (mapped_len bytes to munmap). */
typedef struct CppText {
	char *text;
	size_t mapped_len;
} CppText;

struct Cpp {
	CppOptions opt;
	Arena perm; /* macros, files, tokens the parser keeps */
	Frame *frame;
	int depth; /* include depth */
	Context *ctx;
	Token *ungot; /* one token pushed back into the file layer */
	Cond *conds;
	int nconds, cap_conds;
	bool in_if;   /* evaluating #if: `defined` and __has_* are live */
	bool if_failed; /* an error in the #if line already reported */
	int arg_depth; /* nesting of argument pre-expansion */
	bool arg_depth_reported;
	bool expanded; /* a context was pushed since the last cpp_next */
	Token eof;
	long counter; /* __COUNTER__ */
	const char *base_file;
	/* include search (include.c) */
	char **dirs; /* quote dirs, then -I, -isystem, system, -idirafter */
	int ndirs, cap_dirs;
	int n_quote, n_angle, n_system, n_after; /* counts per kind */
	bool *dir_system;
	const char *resource_dir;
	char **forced;
	int nforced, forced_next;
	const char *main_path;
	FileEntry *files_head, *files_tail; /* every file read, in order */
	FileEntry *files_all;
	CppText *texts; /* file contents read */
	int ntexts;
	Ident **macro_idents; /* every Ident that got a macro or a flag */
	int n_macro_idents, cap_macro_idents;
	struct Dep *deps, *deps_tail; /* every file named by an #include, in order */
	bool fatal; /* a fatal error: stop reading */
	struct Ahead *ahead; /* thread.c: the preprocessor runs on its own thread */
	size_t text_read;    /* cpp_text_read */
	void *inc; /* include.c's state */
	/* -D/-U in order: "Dname=value" / "Uname" */
	char **cmdline;
	int ncmdline;
	bool started;
	/* -E: file change callback */
	void (*on_file)(void *arg, const SrcFile *f, int line, CppFileEvent ev);
	void *on_file_arg;
	/* push_macro stacks */
	struct PushedMacro *pushed;
	/* idents the directives and builtins use */
	Ident *id_defined, *id_va_args, *id_va_opt, *id_pragma_op;
};

Token *tok_new(Cpp *cpp);
/* cpp_next's work, on whichever thread runs the preprocessor */
Token *cpp_produce(Cpp *cpp);
/* thread.c's side of token recycling: cpp_stamp_chunks after `pushed`
 * tokens went to the ring; cpp_recycle_behind for a parser that had
 * taken `taken` of them and keeps `live`. */
void cpp_stamp_chunks(Cpp *cpp, int64_t pushed);
void cpp_recycle_behind(Cpp *cpp, int64_t taken, Token *const *live, int nlive);
/* thread.c: the parser's side of cpp_next and cpp_recycle_tokens */
Token *cpp_ahead_next(Cpp *cpp);
void cpp_ahead_recycle(Cpp *cpp, Token *const *live, int nlive);
void cpp_note_macro_ident(Cpp *cpp, Ident *id); /* before setting id->macro */
/* Next token with directives done, unexpanded: contexts, then files. */
Token *cpp_fetch(Cpp *cpp);
/* Next token, macros expanded (what cpp_next returns, plus TK_EOD etc.). */
Token *cpp_expand_next(Cpp *cpp);
void cpp_unget(Cpp *cpp, Token *t);
void cpp_push_context(Cpp *cpp, Token *toks, int n, Macro *m);
void tokvec_push(TokVec *v, const Token *t);
Token *tokvec_finish(Cpp *cpp, TokVec *v, int *n); /* copy to the arena */
/* Opens a file as the new top of the file stack. */
bool cpp_push_file(Cpp *cpp, FileEntry *fe, int dir_index, int include_line);
void cpp_file_event(Cpp *cpp, const SrcFile *f, int line, CppFileEvent ev);

/* ---- macro.c ---- */
void macro_define_directive(Cpp *cpp, Lexer *L, SrcLoc at);
void macro_undef_directive(Cpp *cpp, Lexer *L);
/* `tok` names m (function-like: '(' is next): expand it and push the
 * result as a context; false after an error (tok stays as it is). */
bool macro_expand(Cpp *cpp, Token *tok, Macro *m);
/* Defines from text "name body" or "name(params) body" (-D, predefs). */
void macro_define_text(Cpp *cpp, const char *text, size_t len, bool builtin_src);
bool macro_equal(const Macro *a, const Macro *b);
/* -E output helpers shared with the driver. */
void macro_spell_definition(const Macro *m, Buf *out); /* "#define NAME body" */

/* ---- builtin.c ---- */
enum {
	BI_NONE, BI_FILE, BI_LINE, BI_COUNTER, BI_INCLUDE_LEVEL, BI_BASE_FILE,
	BI_FILE_NAME, BI_DATE, BI_TIME, BI_TIMESTAMP, BI_PRAGMA,
	BI_HAS_INCLUDE, BI_HAS_INCLUDE_NEXT, BI_HAS_FEATURE, BI_HAS_EXTENSION,
	BI_HAS_BUILTIN, BI_HAS_ATTRIBUTE, BI_HAS_C_ATTRIBUTE, BI_HAS_CPP_ATTRIBUTE,
	BI_HAS_DECLSPEC, BI_HAS_WARNING, BI_IS_IDENTIFIER, BI_HAS_EMBED,
};
void builtin_install(Cpp *cpp);
/* Expands builtin macro `tok` (pushes a context with the result); false
 * if tok is to be returned as it is. */
bool builtin_expand(Cpp *cpp, Token *tok, Macro *m);
void predef_install(Cpp *cpp); /* predef.c */

/* ---- directive.c ---- */
/* `hash` is a '#' at the start of a line in the top file. */
Token *directive(Cpp *cpp, Token *hash); /* a TK_PRAGMA to pass on, or NULL */
/* Runs the pragma in `toks` (from #pragma or _Pragma); returns the
 * TK_PRAGMA token to hand to the parser, or NULL if done here. */
Token *pragma_run(Cpp *cpp, Token *pragma_kw, Token *list, SrcLoc at);
void cpp_check_conds_at_eof(Cpp *cpp, Frame *f);

/* ---- expr.c ---- */
/* Evaluates the rest of the directive line as a #if condition. */
bool expr_eval_if(Cpp *cpp, SrcLoc at);
void expr_defined(Cpp *cpp, Token *kw); /* `defined` in an #if line */

/* ---- include.c ---- */
struct FileEntry {
	SrcFile *file;   /* text read once */
	const char *path;
	uint64_t dev, ino;
	int fd;          /* kept open from lookup to read, or -1 */
	int64_t size;    /* of a regular file, from lookup's fstat; else -1 */
	bool once;       /* #pragma once */
	bool system;
	Ident *guard;    /* detected include guard */
	bool included;   /* #import: already read */
	bool missing;    /* -MG: not found, listed as a dependency anyway */
	FileEntry *canon; /* the first entry of the same file (another path) */
	FileEntry *next;     /* files read, in order */
	FileEntry *all_next; /* every entry */
};
/* Finds `name` for #include (angled or quoted) or __has_include.
 * *dir_index receives the directory's index (-1: the includer's dir). */
FileEntry *include_find(Cpp *cpp, const char *name, bool angled, bool next, int *dir_index);
FileEntry *include_open_path(Cpp *cpp, const char *path, bool system);
/* Closes the descriptors of files found but never read. */
void include_close_all(Cpp *cpp);
bool include_read(Cpp *cpp, FileEntry *fe);
/* Records a dependency (-M): every path an #include resolved to, even
 * when a guard or #pragma once skips reading it. */
void dep_add(Cpp *cpp, const char *path, bool system, bool missing);
void include_directive(Cpp *cpp, Lexer *L, SrcLoc at, bool next, bool import);

#endif
