/* cpp.h - the C preprocessor: source files -> preprocessed tokens.
 *
 * This header is the contract between the preprocessor (src/cpp/) and
 * its users: the parser (src/parse/), which pulls tokens with cpp_next(),
 * and the driver, which sets options, writes -E output and dependency
 * files.
 *
 *   ident.c    Ident interning (one table for cpp and parser)
 *   punct.h    PUNCT_LIST: every C punctuator, one X-macro table
 *   (the other files of src/cpp/ list their exports below)
 *
 * Memory: every Ident and SrcFile lives until cpp_free(); so does every
 * Token, unless the parser hands them back with cpp_recycle_tokens.
 */
#ifndef EBCC_CPP_H
#define EBCC_CPP_H

#include "../util/util.h"

/* ---- punctuators: X(name, spelling) ---- */
#define PUNCT_LIST(X)                                                      \
	X(LBRACKET, "[") X(RBRACKET, "]") X(LPAREN, "(") X(RPAREN, ")")   \
	X(LBRACE, "{") X(RBRACE, "}") X(DOT, ".") X(ARROW, "->")          \
	X(INC, "++") X(DEC, "--") X(AMP, "&") X(STAR, "*") X(PLUS, "+")   \
	X(MINUS, "-") X(TILDE, "~") X(BANG, "!") X(SLASH, "/")            \
	X(PERCENT, "%") X(SHL, "<<") X(SHR, ">>") X(LT, "<") X(GT, ">")   \
	X(LE, "<=") X(GE, ">=") X(EQ, "==") X(NE, "!=") X(CARET, "^")     \
	X(PIPE, "|") X(ANDAND, "&&") X(OROR, "||") X(QUESTION, "?")       \
	X(COLON, ":") X(SEMI, ";") X(ELLIPSIS, "...") X(ASSIGN, "=")      \
	X(MUL_ASSIGN, "*=") X(DIV_ASSIGN, "/=") X(MOD_ASSIGN, "%=")       \
	X(ADD_ASSIGN, "+=") X(SUB_ASSIGN, "-=") X(SHL_ASSIGN, "<<=")      \
	X(SHR_ASSIGN, ">>=") X(AND_ASSIGN, "&=") X(XOR_ASSIGN, "^=")      \
	X(OR_ASSIGN, "|=") X(COMMA, ",") X(HASH, "#") X(HASHHASH, "##")

typedef enum Punct {
	P_NONE,
#define X(name, spelling) P_##name,
	PUNCT_LIST(X)
#undef X
	P_COUNT
} Punct;
/* Digraphs (<: :> <% %> %: %:%:) lex as the Punct they stand for; the
 * token's text keeps the spelling, which -E prints. */

/* ---- identifiers: interned once; pointer equality is name equality ---- */
typedef struct Macro Macro;
typedef struct Ident {
	const char *name; /* NUL-terminated */
	uint32_t len, hash;
	struct Ident *next; /* hash chain */
	Macro *macro;       /* cpp: current definition, NULL if none */
	uint16_t kw;        /* parser: keyword id, 0 if not a keyword */
	uint16_t cpp_flags; /* cpp's private bits */
	void *sym;          /* parser: innermost ordinary-namespace binding */
	void *tag;          /* parser: innermost struct/union/enum tag binding */
} Ident;

Ident *ident_intern(const char *s, size_t len);
Ident *ident_cstr(const char *s);
void ident_reset(void); /* forget every Ident (tests, fuzzers) */
void ident_clear_macros(void); /* cpp_free: no Ident keeps a macro */
void ident_foreach(void (*fn)(void *arg, Ident *id), void *arg); /* hash order */

/* ---- tokens ---- */
typedef enum TokKind {
	TK_EOF,
	TK_IDENT,  /* ident set; keywords are identifiers with ident->kw */
	TK_PUNCT,  /* punct set */
	TK_NUMBER, /* a pp-number: the parser classifies it */
	TK_CHAR,   /* character constant, with prefix and quotes */
	TK_STRING, /* string literal, with prefix and quotes (not joined) */
	TK_PRAGMA, /* a #pragma / _Pragma the preprocessor passes on */
	TK_OTHER,  /* a stray character (e.g. '\' or '@'): the parser rejects it */
} TokKind;

enum {
	TF_BOL = 1 << 0,        /* first token of a line */
	TF_SPACE = 1 << 1,      /* whitespace before it */
	TF_FROM_MACRO = 1 << 2, /* produced by a macro expansion */
	/* bits 8..15: cpp's private use */
};

typedef struct Token {
	const char *text; /* spelling, not NUL-terminated; len bytes */
	Ident *ident;     /* TK_IDENT */
	/* Where the parser's diagnostics point: the token's own place, or
	 * for a token from a macro expansion the place of the outermost
	 * macro name (as gcc and clang report). line/col are presumed (after
	 * #line); see SrcFile.line_delta for the physical line. */
	const SrcFile *file;
	uint32_t line, col;
	uint32_t len;
	uint8_t kind;   /* TokKind */
	uint8_t punct;  /* Punct, for TK_PUNCT (P_COUNT < 256): a byte keeps
	                   the Token at 64 bytes, 4 MB less for vmlinux.h */
	uint16_t flags; /* TF_* */
	/* TK_PRAGMA: the tokens after `pragma`, macro-unexpanded, as a list
	 * linked by `next` ending in NULL (no TK_EOF).  E.g. for
	 * `#pragma clang attribute push(...)` the list starts at `clang`. */
	union {
		struct Token *pragma;
		uint32_t param; /* cpp's TK_PARAM (in a macro body): the parameter number */
	};
	struct Token *next; /* cpp's lists; the parser must not rely on it
	                       except inside a pragma list */
	/* For a token from a macro expansion: the token it was copied from
	 * (in the macro's definition or argument), for "expanded from" notes. */
	const struct Token *spelled;
} Token;

static inline bool tok_is(const Token *t, Punct p)
{
	return t->kind == TK_PUNCT && t->punct == p;
}
static inline SrcLoc tok_loc(const Token *t)
{
	SrcLoc l = {t->file, (int)t->line, (int)t->col};
	return l;
}
const char *punct_spelling(Punct p);

/* ---- the preprocessor ---- */
typedef enum { INC_QUOTE, INC_ANGLE, INC_SYSTEM, INC_AFTER } IncKind;

typedef struct CppOptions {
	int cpu;         /* 1..4: __BPF_CPU_VERSION__ and __BPF_FEATURE_* */
	bool big_endian; /* -mbig-endian */
	long std;        /* __STDC_VERSION__, e.g. 201710L; 0 = gnu17 default */
	bool gnu;        /* -std=gnuXX (default) vs cXX: __STRICT_ANSI__ */
	bool nostdinc;   /* -nostdinc: no default system directories */
	int optimize;    /* -O level: __OPTIMIZE__ */
	bool optimize_size; /* -Os / -Oz: __OPTIMIZE_SIZE__ */
	bool keep_comments; /* -C (may be ignored) */
	bool preprocess_only; /* -E: every pragma reaches the output as TK_PRAGMA */
	bool missing_headers_ok; /* -MG: a missing header is a dependency, no error */
} CppOptions;

typedef struct Cpp Cpp;

Cpp *cpp_new(const CppOptions *opt);
void cpp_free(Cpp *cpp);
/* Search directories, in command-line order within each kind. */
void cpp_add_include_dir(Cpp *cpp, IncKind kind, const char *dir);
/* -D name[=value] (value "1" if absent) and -U name, in command-line
 * order; call before cpp_begin. */
void cpp_define_cmdline(Cpp *cpp, const char *arg);
void cpp_undef_cmdline(Cpp *cpp, const char *name);
/* -include file: read before the main file, in order. */
void cpp_add_forced_include(Cpp *cpp, const char *path);
/* Opens the main file ("-" for stdin); false after an error message. */
bool cpp_begin(Cpp *cpp, const char *path);
/* The same for text in memory (tests, fuzzers); `name` names it in
 * diagnostics and #include "..." searches from its directory. */
bool cpp_begin_text(Cpp *cpp, const char *name, const char *text, size_t len);
/* The next preprocessed token; TK_EOF at the end, forever after. */
Token *cpp_next(Cpp *cpp);
/* The caller keeps no token from cpp_next but the `nlive` ones in `live`
 * (NULLs allowed): the memory of the others may be used again (when no
 * macro expansion is being read; otherwise this does nothing). */
void cpp_recycle_tokens(Cpp *cpp, Token *const *live, int nlive);

/* thread.c: the preprocessor on a thread of its own, ahead of the
 * parser.  cpp_run_ahead starts it (false if it cannot: then cpp_next
 * works as before); from then on only cpp_next, cpp_recycle_tokens and
 * ident_intern_locked may be used until cpp_join_ahead, which stops and
 * joins it.  Diagnostics it makes are printed by cpp_next in the place
 * a single thread would have printed them. */
bool cpp_run_ahead(Cpp *cpp);
/* bytes of source text read so far (files entered, counted each time) */
size_t cpp_text_read(const Cpp *cpp);
void cpp_join_ahead(Cpp *cpp);
/* ident_intern for the parser's thread while the preprocessor runs ahead */
Ident *ident_intern_locked(const char *s, size_t len);

/* Macro-expands a pragma's token list (e.g. the N of `#pragma unroll N`,
 * which clang expands): a new list in cpp's memory, NULL if empty. */
Token *cpp_expand_list(Cpp *cpp, const Token *list);

/* ---- for the driver (-E line markers, -M dependencies, -dM) ---- */
typedef enum { CPP_ENTER, CPP_RETURN, CPP_LINE } CppFileEvent;
/* Called when reading enters a file (line 1), returns to an includer
 * (at `line`), or a #line directive moves the presumed position. */
void cpp_set_file_callback(Cpp *cpp,
			   void (*fn)(void *arg, const SrcFile *f, int line, CppFileEvent ev),
			   void *arg);
/* Length of the first pp-token of NUL-terminated s (-E: would two
 * tokens printed side by side lex as one?). */
size_t lex_first_len(const char *s);
/* The i-th #include <...> / "..." search directory (after the
 * includer's own), NULL past the end; for -v. */
const char *cpp_search_dir(Cpp *cpp, int i, bool *system);
/* -dM: "#define NAME BODY\n" for every macro defined now, sorted by name. */
void cpp_dump_macros(Cpp *cpp, Buf *out);
/* -M: every file read (main file first, then in the order first read);
 * `missing` for a header not found under -MG. */
void cpp_foreach_file(Cpp *cpp, void (*fn)(void *arg, const char *path, bool system, bool missing),
		      void *arg);

#endif
