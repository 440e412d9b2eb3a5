/* parser.h - the parser's internal interface, shared by the files of
 * src/parse/.  Two groups of files, each exporting what the other uses:
 *
 * Declarations and types (tokens, scopes, types, layout, declarations,
 * attributes, initializers, the translation unit):
 *   parse.c    parse_program, token helpers, keywords, external declarations
 *   scope.c    scope_push/pop, symbol and tag binding through Ident.sym/tag
 *   type.c     type constructors, variants, compatibility, conversions ranks
 *   layout.c   struct/union/bitfield layout (clang's BPF target), record dump
 *   decl.c     declaration specifiers, declarators, type names
 *   record.c   struct/union/enum specifiers, members, enumerators
 *   attr.c     __attribute__ parsing/decoding, #pragma clang attribute, pack
 *   init.c     initializers (designators, ranges, brace elision) -> InitEntry
 *
 * Expressions and statements (private interface: exprs.h):
 *   expr.c     the expression grammar, calls, sizeof, _Generic, compound
 *              literals, statement expressions
 *   typecheck.c operand checks of every operator, implicit conversions
 *   convert.c  assignment conversions (convert_assign) and assignability
 *   literal.c  numeric, character and string literals
 *   const.c    integer constant expressions, address constants
 *   stmt.c     statements, labels/goto, switch/case, loop pragmas
 *   flow.c     reachability for -Wreturn-type
 *   builtin.c  __builtin_* table (builtins.h; parse_has_builtin), checks
 *   asm.c      GNU asm statements and file-scope asm
 */
#ifndef EBCC_PARSER_H
#define EBCC_PARSER_H

#include "ast.h"

/* ---- keywords: X(id, spelling); alternate spellings map to one id ---- */
#define KEYWORD_LIST(X)                                                           \
	X(AUTO, "auto") X(BREAK, "break") X(CASE, "case") X(CHAR, "char")         \
	X(CONST, "const") X(CONTINUE, "continue") X(DEFAULT, "default")           \
	X(DO, "do") X(DOUBLE, "double") X(ELSE, "else") X(ENUM, "enum")           \
	X(EXTERN, "extern") X(FLOAT, "float") X(FOR, "for") X(GOTO, "goto")       \
	X(IF, "if") X(INLINE, "inline") X(INT, "int") X(LONG, "long")             \
	X(REGISTER, "register") X(RESTRICT, "restrict") X(RETURN, "return")       \
	X(SHORT, "short") X(SIGNED, "signed") X(SIZEOF, "sizeof")                 \
	X(STATIC, "static") X(STRUCT, "struct") X(SWITCH, "switch")               \
	X(TYPEDEF, "typedef") X(UNION, "union") X(UNSIGNED, "unsigned")           \
	X(VOID, "void") X(VOLATILE, "volatile") X(WHILE, "while")                 \
	X(ALIGNAS, "_Alignas") X(ALIGNOF, "_Alignof") X(ATOMIC, "_Atomic")        \
	X(BOOL, "_Bool") X(COMPLEX, "_Complex") X(GENERIC, "_Generic")            \
	X(IMAGINARY, "_Imaginary") X(NORETURN, "_Noreturn")                       \
	X(STATIC_ASSERT, "_Static_assert") X(THREAD_LOCAL, "_Thread_local")       \
	X(ASM, "asm") X(TYPEOF, "typeof") X(TYPEOF_UNQUAL, "typeof_unqual")       \
	X(AUTO_TYPE, "__auto_type") X(ATTRIBUTE, "__attribute__")                 \
	X(EXTENSION, "__extension__") X(INT128, "__int128") X(LABEL, "__label__") \
	X(BUILTIN_VA_LIST, "__builtin_va_list") X(REAL, "__real__")               \
	X(IMAG, "__imag__") X(FLOAT128, "__float128") X(DECLSPEC, "__declspec")    \
	X(TRUE, "true") X(FALSE, "false")

/* extra spellings of the same keywords (C23 and GNU) */
#define KEYWORD_ALIAS_LIST(X)                                                      \
	X(ALIGNAS, "alignas") X(ALIGNAS, "__alignas") X(ALIGNOF, "alignof")        \
	X(ALIGNOF, "__alignof__") X(ALIGNOF, "__alignof") X(BOOL, "bool")          \
	X(STATIC_ASSERT, "static_assert") X(THREAD_LOCAL, "thread_local")          \
	X(THREAD_LOCAL, "__thread") X(ASM, "__asm__") X(ASM, "__asm")              \
	X(TYPEOF, "__typeof__") X(TYPEOF, "__typeof") X(CONST, "__const__")        \
	X(CONST, "__const") X(VOLATILE, "__volatile__") X(VOLATILE, "__volatile") \
	X(RESTRICT, "__restrict__") X(RESTRICT, "__restrict") X(INLINE, "__inline__") \
	X(INLINE, "__inline") X(SIGNED, "__signed__") X(SIGNED, "__signed")        \
	X(ATTRIBUTE, "__attribute") X(INT128, "__int128_t") X(COMPLEX, "__complex__") \
	X(TYPEOF_UNQUAL, "__typeof_unqual__")

typedef enum Keyword {
	KW_NONE,
#define X(id, s) KW_##id,
	KEYWORD_LIST(X)
#undef X
	KW_COUNT
} Keyword;
/* Note: __int128_t is a typedef-like keyword for `__int128`;
 * __uint128_t is handled by decl.c as `unsigned __int128`. */

/* ---- parser state ---- */
typedef struct Scope Scope;

typedef struct Parser {
	Cpp *cpp;
	Program *prog;
	Arena *arena; /* == &prog->arena */
	ParseOptions opt;
	Token *tok;       /* current token */
	Token *ahead[4];  /* lookahead buffer (peek) */
	int nahead;
	Token *prev;      /* the token consumed last (for "expected ';' after") */
	Scope *scope;     /* innermost scope */
	int depth;        /* 0 = file scope */
	Symbol *func;     /* function being defined, NULL at file scope */
	Node *loop_or_switch; /* innermost breakable statement */
	Node *loop;           /* innermost continue target */
	Node *cur_switch;
	int pending_unroll;   /* UNROLL_* from pragmas before the next loop */
	SrcLoc pending_unroll_loc;
	int nesting;          /* recursion depth guard: error past a limit */
	bool in_sizeof;       /* unevaluated context (sizeof, typeof, _Generic) */
	/* parsing an integer constant expression (_Static_assert, enum value,
	 * array size, bit-field width, case label): like clang, no warnings
	 * about run-time behaviour (shift counts, division by zero); set by
	 * parse_int_const, callers of parse_cond_expr set it themselves */
	bool in_const_expr;
	/* #pragma clang attribute push stack: attributes applied to records */
	Attr *attr_push_stack[32];
	int attr_push_depth;
	int pack_stack[32]; /* #pragma pack */
	int pack_depth;
	int pack_current;
	int error_limit_hit;
	/* scope.c: recycled scopes and binding records */
	Scope *free_scopes;
	struct Binding *free_bindings;
	/* decl.c: state private to the declaration half (decls.h) */
	struct DeclState *decl;
} Parser;

/* ---- parse.c: tokens ---- */
Token *next_tok(Parser *p);              /* consume the current token, return it */
Token *peek_tok(Parser *p, int n);       /* n = 1: the token after the current */
bool at_punct(Parser *p, Punct c);       /* current token is c */
bool accept_punct(Parser *p, Punct c);   /* consume if it is c */
/* Consume c or report "expected 'c' <context>" at the current token and
 * return false without consuming (callers recover). */
bool expect_punct(Parser *p, Punct c, const char *context);
bool at_kw(Parser *p, Keyword k);
bool accept_kw(Parser *p, Keyword k);
Keyword tok_kw(const Token *t); /* KW_NONE unless an identifier keyword */
/* Skip to a synchronisation point after an error: past the next ';' at
 * the current nesting, or to a '}' that closes the current block. */
void skip_to_sync(Parser *p);
/* The preprocessor's TK_PRAGMA tokens are consumed by next_tok and
 * handed to handle_pragma (attr.c), in source order; it calls stmt.c's
 * loop_pragma first. */

/* ---- scope.c ---- */
void scope_push(Parser *p);
void scope_pop(Parser *p);
void scope_unbind(Scope *s); /* undo a scope's bindings (program_free: the file scope) */
Symbol *lookup_sym(Parser *p, Ident *name);  /* innermost binding or NULL */
Type *lookup_tag(Parser *p, Ident *name);
/* Binds sym->name in the current scope; a conflicting redeclaration in
 * the same scope is the caller's business (declare_symbol in decl.c). */
void bind_sym(Parser *p, Symbol *sym);
void bind_tag(Parser *p, Ident *name, Type *ty, SrcLoc loc);
bool tag_in_current_scope(Parser *p, Ident *name);
bool sym_in_current_scope(Parser *p, Ident *name);

/* ---- type.c ---- */
extern Type *ty_void, *ty_bool, *ty_char, *ty_schar, *ty_uchar, *ty_short, *ty_ushort,
	*ty_int, *ty_uint, *ty_long, *ty_ulong, *ty_llong, *ty_ullong, *ty_int128, *ty_uint128,
	*ty_float, *ty_double, *ty_ldouble;
void types_init(const ParseOptions *opt);
Type *pointer_to(Parser *p, Type *base);
Type *array_of(Parser *p, Type *base, int64_t len); /* len -1: incomplete */
Type *func_type(Parser *p, Type *ret);
Type *qualified(Parser *p, Type *t, int qual);       /* adds qualifiers */
Type *unqualified(Parser *p, Type *t);               /* drops top-level qualifiers */
Type *typedef_variant(Parser *p, Type *t, Symbol *td);
bool is_integer(const Type *t); /* incl. _Bool, char, enums */
bool is_arith(const Type *t);
bool is_scalar(const Type *t);
bool is_pointer(const Type *t);
bool is_record(const Type *t);
bool is_unsigned(const Type *t);
bool is_float(const Type *t);
int int_rank(const Type *t);
Type *promote(Type *t);                 /* integer promotions */
Type *usual_arith(Type *a, Type *b);    /* usual arithmetic conversions */
bool types_compatible(const Type *a, const Type *b); /* C17 6.2.7 */
Type *composite_type(Parser *p, Type *a, Type *b);
/* Prints a type as C spells it ("const struct foo *", "int (*)[4]") for
 * diagnostics. */
const char *type_name(Parser *p, const Type *t);

/* ---- layout.c ---- */
/* Lays out a completed struct/union in place (members' offsets, size,
 * align) following clang's BPF target, honouring packed, aligned and
 * #pragma pack; prints the layout when opt.dump_record_layouts. */
void layout_record(Parser *p, Type *rec);
/* Member `name` of struct/union `rec`, looking through anonymous
 * struct/union members: returns the number of members on the path (0 if
 * there is none) and stores them outermost first in path[0..n-1]
 * (path[n-1] is the named member; the others are anonymous members).
 * O(1) on large records (a hash built at completion). */
int find_member(Type *rec, Ident *name, Member **path, int max);

/* ---- decl.c ---- */
/* True if `t` starts a type-name / declaration specifiers (keyword, or a
 * typedef name not hidden by an ordinary identifier). */
bool starts_typename(Parser *p, Token *t);
Type *parse_typename(Parser *p);  /* type-name (casts, sizeof, ...) */
/* A block-scope declaration (incl. _Static_assert, typedef, static and
 * extern locals); returns ND_DECL statements linked by next, or a
 * ND_NULL_STMT. */
Node *parse_local_declaration(Parser *p);
void parse_static_assert(Parser *p); /* after the keyword */
/* True if the statement at the current token is a declaration (looks
 * past __extension__ / __attribute__ to decide). */
bool at_local_declaration(Parser *p);

/* ---- attr.c ---- */
/* Parses zero or more __attribute__((...)) / [[...]] groups at the
 * current token; NULL if none. */
Attr *parse_attributes(Parser *p);
Attr *find_attr(Attr *list, const char *name);
void handle_pragma(Parser *p, Token *pragma);

/* ---- init.c ---- */
/* Parses an initializer for an object of type `ty` (the `= ...` part
 * after '='); may complete an incomplete array type (stored to *ty).
 * Static objects require constant initializers (checked with const.c). */
InitEntry *parse_initializer(Parser *p, Type **ty, bool is_static);

/* ---- expr.c ---- */
Node *parse_expr(Parser *p);        /* expression (with commas) */
Node *parse_assign_expr(Parser *p); /* assignment-expression */
Node *parse_cond_expr(Parser *p);   /* conditional-expression (constants) */
/* Implicit conversion as by assignment to `to` (C17 6.5.16.1): inserts
 * casts, reports incompatible operands at e->loc with `what` ("assigning",
 * "initializing", "passing", "returning"). */
Node *convert_assign(Parser *p, Node *e, Type *to, const char *what);
/* The same, reporting at `loc` (clang reports some initializer errors at
 * the declarator's name, most at the expression). */
Node *convert_assign_at(Parser *p, Node *e, Type *to, const char *what, SrcLoc loc);
/* Where clang puts an expression's first character (a binary node's loc
 * is its operator): for "static assertion failed", "not a constant". */
SrcLoc expr_begin_loc(Node *e);
Node *new_cast(Parser *p, Node *e, Type *to); /* no checks */
Node *new_node(Parser *p, NodeKind kind, SrcLoc loc);
/* Decays arrays/functions and converts lvalues to rvalues as an operand. */
Node *rvalue(Parser *p, Node *e);
/* Adjacent string literals at the current token (TK_STRING), joined and
 * decoded into one ND_STR (attribute arguments, asm templates). */
Node *parse_string_lit(Parser *p);
/* The value of an expression as a condition (if, loops, ?:, !, &&, ||):
 * must be scalar; reports "statement requires expression of scalar type". */
Node *parse_condition(Parser *p, Node *e);

/* ---- const.c ---- */
/* Integer constant expression value; false (after an error at e->loc
 * saying `context`, unless context is NULL) if e is not one. */
bool eval_int_const(Parser *p, Node *e, int64_t *val, const char *context);
/* An evaluated constant that nothing keeps (an enumerator's value, an
 * array size, a bit-field width): a lone number's Node is given back to
 * the arena (vmlinux.h: 30k Nodes, a fifth of the parse's memory). */
void drop_const_expr(Parser *p, Node *e);
/* Address constant: &global + offset, or a string literal + offset
 * (static initializers); sym NULL means a plain integer. */
bool eval_addr_const(Parser *p, Node *e, Symbol **sym, Node **str, int64_t *off);
/* Parses a constant-expression and evaluates it (array sizes, bitfield
 * widths, enum values, case labels, _Static_assert, aligned(N)). */
bool parse_int_const(Parser *p, int64_t *val, const char *context);

/* ---- stmt.c ---- */
Node *parse_compound_stmt(Parser *p); /* at '{': a block, in a new scope */
/* Called by decl.c with the function's parameters already bound. */
void parse_function_body(Parser *p, Symbol *fn);
/* A loop pragma (#pragma unroll [N], #pragma GCC unroll N, #pragma clang
 * loop unroll(full|disable|enable) / unroll_count(N)): stores the hint in
 * p->pending_unroll for the next loop and returns true; false if `pragma`
 * is something else.  handle_pragma (attr.c) calls it first. */
bool loop_pragma(Parser *p, Token *pragma);

/* ---- builtin.c ---- */
/* Called by expr.c for an identifier starting with "__builtin_" or one
 * of the other builtin names; returns NULL if `name` is not a builtin. */
Node *parse_builtin_call(Parser *p, Token *name);
bool is_builtin_name(const Ident *name);

/* ---- asm.c ---- */
Node *parse_asm_stmt(Parser *p);       /* at `asm` in a block */
void parse_toplevel_asm(Parser *p);    /* at `asm` at file scope */
/* asm("name") label after a declarator; NULL if none. */
const char *parse_asm_label(Parser *p);

#endif
