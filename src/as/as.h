/* as.h - the assembler's internal interface (ebcc-as; the compiler's
 * integrated assembler uses as_assemble_text as well).
 *
 *   lex.c        statements -> tokens (shared with the template matcher)
 *   expr.c       expressions over symbols, evaluated after layout
 *   match.c      instruction text -> IsaOp + fields, from isa_table.c
 *   directive.c  .section, .globl, .byte, .p2align, ...
 *   layout.c     offsets, jump relaxation, fixups -> ElfObj
 *   control.c    .if/.ifc/.else/.endif and .rept/.endr around statements
 *   as.c         state, symbols, sections, the statement loop, ebcc-as main
 */
#ifndef EBCC_AS_H
#define EBCC_AS_H

#include "../bpf/isa.h"
#include "../elf/elf.h"
#include "../util/util.h"

#include <string.h>

/* ---- lex.c ---- */
typedef enum { T_EOL, T_IDENT, T_NUM, T_REG, T_STR, T_PUNCT, T_LABREF, T_PLACE } TokKind;

typedef struct Tok {
	TokKind kind;
	const char *s;  /* start in the source text */
	int len;
	uint64_t num;   /* T_NUM value; T_LABREF label number */
	int reg, width; /* T_REG: number and 32/64; T_PLACE: width unused */
	char c;         /* T_LABREF: 'b'/'f'; T_PLACE: operand letter; T_NUM: 'O' overflow, 'I' invalid */
	size_t pos;     /* byte offset in the file (templates: 0) */
	char *str;      /* T_STR: decoded bytes (arena), length in num */
} Tok;

typedef struct Lexer {
	const SrcFile *file;
	size_t pos;
	Arena *arena;
	bool templ;     /* lexing a template: `$x` is T_PLACE */
	bool app;       /* between #APP and #NO_APP comments (inline asm) */
	int errors;
} Lexer;

/* Tokens of the next statement (up to newline or ';'), EOL-terminated, in
 * *out (reused buffer).  Returns false at end of input. */
bool lex_statement(Lexer *lx, Tok **out, size_t *n, size_t *cap);
/* identifier or punctuator spelled s; inline, so that with a literal s
 * the length and the bytes are compared as constants (every statement
 * is asked whether it is one of some 70 directives) */
static inline bool tok_is(const Tok *t, const char *s)
{
	size_t n = strlen(s);
	return (t->kind == T_IDENT || t->kind == T_PUNCT) && (size_t)t->len == n && !memcmp(t->s, s, n);
}
char *tok_text(Arena *a, const Tok *t);
/* An identifier spelled like a register BPF does not have: r11, w12, r01 */
bool tok_bad_reg(const Tok *t);

/* ---- as.c: symbols, sections ---- */
typedef struct Section Section;

typedef struct Symbol {
	const char *name;
	Section *sec;          /* NULL: undefined (or absolute when is_set) */
	size_t item;           /* defined before this item of sec */
	uint64_t value;        /* computed by layout */
	int bind;              /* STB_*, LOCAL unless .globl/.weak */
	bool explicit_bind;
	int type;              /* STT_* */
	int vis;
	bool defined;
	bool temp;             /* .L, numeric and `.` labels: never in the ELF symtab */
	bool referenced;
	bool is_set;           /* `.set`: value is an expression */
	bool is_common;
	bool is_file;           /* .file "name": STT_FILE */
	bool evaluating;       /* cycle guard for .set */
	struct Expr *set_expr;
	struct Expr *size_expr;
	uint64_t common_size, common_align;
	SrcLoc loc;
	int elf_index;
} Symbol;

/* ---- expr.c ---- */
typedef enum { E_NUM, E_SYM, E_NEG, E_NOT, E_LNOT, E_BIN } ExprKind;
typedef struct Expr {
	ExprKind kind;
	int op;            /* E_BIN: '+', '-', '*', '/', '%', '&', '|', '^', 'l' (<<), 'r' (>>),
	                      '=', '!' (!=), '<', '>', 'L' (<=), 'G' (>=), 'a' (&&), 'o' (||) */
	int64_t num;
	Symbol *sym;
	struct Expr *l, *r;
	size_t pos;
} Expr;

typedef struct Value {
	Symbol *sym;       /* NULL: absolute */
	int64_t add;
} Value;

typedef struct As As;
/* Parses an expression starting at toks[*i]; NULL (no error printed) if
 * there is none there. */
Expr *expr_parse(As *as, const Tok *toks, size_t *i);
/* Evaluates after layout.  Errors are reported at the expression. */
bool expr_eval(As *as, const Expr *e, Value *v);
/* True if e uses no symbol other than already-defined `.set` constants. */
bool expr_is_constant_now(As *as, const Expr *e);
/* Constant now (for .zero, .p2align ...): reports and returns false if not. */
bool expr_const(As *as, const Expr *e, int64_t *out);

/* ---- layout items ---- */
typedef enum { IT_BYTES, IT_INSN, IT_DATA, IT_ALIGN, IT_FILL, IT_LEB } ItemKind;

typedef struct Item {
	ItemKind kind;
	uint8_t size;           /* IT_DATA: 1, 2, 4, 8; IT_LEB: 1 if signed */
	uint8_t relax;          /* IT_INSN: RELAX_* */
	uint8_t slots;          /* IT_INSN: current size in 8-byte slots */
	const IsaOp *op;
	BpfInsn insn[2];
	Expr *expr;             /* IT_INSN: the symbolic operand; IT_DATA: the value */
	IsaOperandKind ekind;
	size_t pos;             /* source offset, for errors */
	uint64_t offset;        /* computed */
	uint8_t *bytes;         /* IT_BYTES */
	size_t nbytes, bytes_cap;
	uint64_t count;         /* IT_ALIGN: alignment; IT_FILL: repeat count; IT_LEB: bytes */
	uint64_t max_skip;      /* IT_ALIGN: 0 = none */
	int64_t fill;           /* IT_ALIGN/IT_FILL value */
	uint8_t fill_size;      /* IT_FILL */
} Item;

enum { RELAX_NONE, RELAX_INVERT, RELAX_SKIP, RELAX_LONG };

struct Section {
	const char *name;
	uint32_t type;
	uint64_t flags, align, entsize;
	Item *items;
	size_t nitems, items_cap;
	bool bytes_open;        /* last item may take more bytes */
	uint64_t size;          /* computed */
	int elf_index;
	Section *next;
};

struct As {
	Arena arena;
	SrcFile file;
	Dialect dialect;
	int cpu;
	bool big_endian;
	Section *sections, *sections_tail;
	Section *cur, *prev;
	Section *stack[32];
	Section *stack_prev[32];
	int nstack;
	Symbol **symtab;        /* open hash by name */
	size_t symcap, nsym;
	Symbol **symlist;       /* creation order */
	size_t nsymlist, symlist_cap;
	/* numeric labels 0..N: count of definitions so far */
	int numlab_defs[100];
	int anon_counter;
	bool quiet;             /* trial matching: expression errors are not printed */
	bool in_app;            /* inline asm text (#APP ... #NO_APP): either dialect, any -mcpu
	                           (clang takes newer instructions there; the kernel decides) */
	uint64_t content_bytes; /* emitted by directives so far, all sections */
	SrcLoc loc_cache;       /* as_loc: the place of source offset loc_off */
	size_t loc_off;
	/* control.c */
	struct AsCond *conds;   /* open .if groups, innermost last */
	int nconds, cap_conds;
	struct AsRept *rept;    /* the .rept whose body is being collected */
	int64_t rept_statements; /* fed back by .rept so far */
};

SrcLoc as_loc(As *as, size_t pos);
Symbol *as_symbol(As *as, const char *name, size_t len); /* find or create */
Symbol *as_find_symbol(As *as, const char *name, size_t len); /* NULL if never named */
Symbol *as_numeric_label_ref(As *as, int n, char dir);
Symbol *as_here(As *as); /* temp label at the current position ('.') */
void as_define_label(As *as, Symbol *s, size_t pos);
Section *as_section(As *as, const char *name, uint32_t type, uint64_t flags, uint64_t align,
		    uint64_t entsize, bool explicit_attrs, size_t pos);
void as_switch_section(As *as, Section *s);
Item *as_new_item(As *as, ItemKind kind, size_t pos);
/* Section contents are limited to AS_MAX_CONTENT bytes in all, so a few
 * lines of ".zero 1 << 26" cannot exhaust memory. */
enum { AS_MAX_CONTENT = 1 << 26 };
void as_emit_bytes(As *as, const void *p, size_t n, size_t pos);
void as_emit_int(As *as, uint64_t v, int size, size_t pos);

/* ---- match.c ---- */
/* Assembles one instruction statement into the current section. */
void as_instruction(As *as, const Tok *t, size_t n);
const char *isa_op_name(const IsaOp *op); /* mnemonic for messages: "sdiv32" */

/* ---- directive.c ---- */
void as_directive(As *as, const Tok *t, size_t n);

/* ---- layout.c ---- */
/* Lays out every section, relaxes jumps, resolves fixups and fills obj.
 * Returns false (errors reported) if anything could not be resolved. */
bool as_finish(As *as, ElfObj *obj);

/* ---- control.c ---- */
/* One lexed statement (t[n] is its T_EOL) through the conditionals and
 * repetitions; what is assembled goes on to as_statement. */
void as_control(As *as, const Tok *t, size_t n);
void as_control_finish(As *as); /* unterminated .if and .rept */

/* ---- as.c ---- */
void as_statement(As *as, const Tok *t, size_t n);
typedef struct AsOptions {
	Dialect dialect;
	int cpu;
	bool big_endian;
} AsOptions;

/* Assembles `text` (named `name`); on success returns an object with
 * e_flags set.  Errors go through diag. */
ElfObj *as_assemble_text(const char *name, const char *text, size_t len, const AsOptions *o);
int as_main(int argc, char **argv);

#endif
