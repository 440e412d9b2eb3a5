/* exprs.h - private interface of the expression/statement half of the
 * parser (expr.c literal.c typecheck.c convert.c const.c stmt.c flow.c
 * builtin.c asm.c).  The declaration half sees only parser.h. */
#ifndef EBCC_EXPRS_H
#define EBCC_EXPRS_H

#include "parser.h"

/* literal.c */
Node *parse_number(Parser *p, Token *t);     /* TK_NUMBER */
Node *parse_char_const(Parser *p, Token *t); /* TK_CHAR */

/* typecheck.c: operand checks and implicit conversions; convert.c:
 * assignment conversions and assignability */
/* A warning that clang makes an error by default (-Wint-conversion,
 * -Wimplicit-function-declaration, ...): an error unless -Wno-NAME. */
void warn_error(const char *name, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
Node *cast_to(Parser *p, Node *e, Type *to);  /* implicit cast unless same type */
Node *promote_operand(Parser *p, Node *e);    /* rvalue + integer promotions */
bool is_null_ptr_const(Parser *p, Node *e);
bool same_unqual(const Type *a, const Type *b); /* compatible, ignoring qualifiers */
/* Checks that e can be assigned (=, op=, ++, --; `verb` "assign" or
 * "increment"/"decrement"); reports at loc. */
bool check_assignable(Parser *p, Node *e, SrcLoc loc, const char *verb);
/* Binary operator `kind` (ND_ADD ...; not assignment, comma or logical)
 * with the checks and conversions of C17 6.5.5-6.5.13; op at loc. */
Node *make_binary(Parser *p, NodeKind kind, Node *l, Node *r, SrcLoc loc);
Node *make_logical(Parser *p, NodeKind kind, Node *l, Node *r, SrcLoc loc);
Node *make_unary(Parser *p, NodeKind kind, Node *e, SrcLoc loc);
Node *make_cond(Parser *p, Node *c, Node *a, Node *b, SrcLoc loc);
Node *make_assign(Parser *p, NodeKind op, Node *l, Node *r, SrcLoc loc); /* op ND_ASSIGN or binary */
Node *make_cast(Parser *p, Type *to, Node *e, SrcLoc loc);               /* explicit cast */
Node *make_deref(Parser *p, Node *e, SrcLoc loc);
Node *make_addr(Parser *p, Node *e, SrcLoc loc);
Node *make_member(Parser *p, Node *lhs, Ident *name, bool arrow, SrcLoc dot, SrcLoc name_loc);
Node *make_num(Parser *p, int64_t v, Type *ty, SrcLoc loc);
bool last_conversion_reported(void); /* the last convert_assign_at printed a diagnostic */
Type *bitfield_promoted(Node *e); /* promoted type of a bit-field access, or NULL */

/* expr.c */
/* After "nesting too deep": skips the bracketed group (or up to a ';' at
 * its level) at the current token, so the outer levels close normally
 * and one error is reported. */
void skip_nested(Parser *p, bool to_semi);
Node *parse_unary(Parser *p);
Node *parse_cast_expr(Parser *p);
/* Arguments of a call after '(' up to and including ')'; linked by next. */
Node *parse_call_args(Parser *p, int *nargs, SrcLoc *rparen);
Node *make_call(Parser *p, Node *fn, Node *args, int nargs, SrcLoc lparen, SrcLoc rparen);

/* expr.c: > 0 while parsing an operand clang's -Winteger-overflow check
 * does not evaluate (the arms of ?:, the right of && / || unless a
 * constant left operand leads to it) */
extern int dead_operand_depth;

/* const.c */
/* Like eval_int_const but silent: for null-pointer-constant tests,
 * __builtin_constant_p, warnings on constant operands. */
bool try_int_const(Parser *p, Node *e, int64_t *val);
/* -Winteger-overflow on a binary/negation node with constant operands. */
void check_const_overflow(Parser *p, Node *n);
bool const_fits(const Type *t, int64_t v);
Node *check_condition_at(Parser *p, Node *e, SrcLoc loc); /* v representable in integer type t */

/* stmt.c / flow.c */
/* True if control can reach the end of statement s. */
bool stmt_falls_through(Node *s);
void check_function_end(Parser *p, Symbol *fn, SrcLoc rbrace);
/* asm goto / goto: a reference to label `name` in the current function,
 * resolved when the function ends; *slot receives the ND_LABEL. */
void label_ref(Parser *p, Ident *name, SrcLoc loc, Node **slot);

/* builtin.c */
bool builtin_is_noreturn(const Node *call); /* __builtin_trap, unreachable */
/* Value of a ND_BUILTIN with constant arguments (expect, bswap, clz, ...). */
bool builtin_fold(Parser *p, Node *n, int64_t *v);

#endif
