/* decls.h - private interface of the declaration half of the parser
 * (parse.c decl.c attr.c init.c type.c layout.c scope.c).  The expression
 * half sees only parser.h. */
#ifndef EBCC_DECLS_H
#define EBCC_DECLS_H

#include "parser.h"

/* Where a declaration appears: decides which storage classes are allowed
 * and what a declarator without a name means. */
typedef enum DeclCtx { CTX_FILE, CTX_BLOCK, CTX_PARAM, CTX_MEMBER, CTX_TYPENAME, CTX_FOR } DeclCtx;

typedef struct DeclSpec {
	Storage storage;
	Type *type;
	SrcLoc loc;       /* first token of the specifiers */
	Attr *attrs;      /* declaration attributes found among the specifiers */
	int align;        /* _Alignas, 0 if none */
	SrcLoc align_loc; /* the _Alignas that set it */
	SrcLoc inline_loc;
	bool is_inline, is_noreturn, is_thread_local;
	bool has_type;    /* some type specifier was given (else implicit int) */
	bool defined_tag; /* struct/union/enum with a body or a new tag */
	bool is_auto_type;
	int qual;         /* qualifiers among the specifiers */
} DeclSpec;

/* The result of one declarator. */
typedef struct Declarator {
	Ident *name;
	SrcLoc loc;      /* the name, or where it would be */
	Type *type;
	Attr *attrs;     /* attributes after the declarator (decl attributes) */
	Param *fn_params; /* the outermost function declarator's parameters */
	bool fn_is_outer; /* the declared type itself is that function */
	bool kr_list;     /* K&R identifier list: int f(a, b) */
	bool error;       /* a syntax error was reported in it */
	int array_param_qual; /* `[const 4]` in a parameter */
} Declarator;

/* Private state of the declaration half, Parser.decl. */
typedef struct DeclState {
	/* #pragma clang attribute push: one frame per push */
	struct AttrFrame {
		Attr *attrs;    /* applied to every matching declaration */
		bool to_record; /* apply_to = record */
	} attr_frames[64];
	int nattr_frames;
	Symbol *last_global, *last_func;
	Symbol *last_local, *locals_of; /* Symbol.locals list of the function */
	int records_cap;                /* Program.records capacity */
	int typedefs_cap;               /* Program.typedefs capacity */
	Type *va_list_type;
	struct DOp *free_ops; /* decl.c: recycled declarator steps */
	SrcLoc init_loc;      /* the declarator an initializer belongs to */
	int errors_before;    /* diag_error_count() when parsing began */
	void *hidden_globals; /* parse.c: globals first declared in a block, as pairs {Symbol *, next} */
	int proto_depth;      /* scope depth of the innermost parameter list, 0 if none */
} DeclState;

/* Hot token tests, inlined for the declaration files (the functions of
 * parser.h stay for the other half); parse.c defines the functions after
 * #undef-ing these. */
static inline bool at_punct_(const Parser *p, Punct c) { return tok_is(p->tok, c); }
static inline Keyword tok_kw_(const Token *t) { return t->kind == TK_IDENT ? (Keyword)t->ident->kw : KW_NONE; }
static inline bool attr_start_(Parser *p)
{
	Keyword k = tok_kw_(p->tok);
	return k == KW_ATTRIBUTE || k == KW_DECLSPEC || tok_is(p->tok, P_LBRACKET);
}
#ifndef DECLS_NO_INLINE
#define at_punct(p, c) at_punct_(p, c)
#define tok_kw(t) tok_kw_(t)
#define at_kw(p, k) (tok_kw_((p)->tok) == (k))
#define accept_punct(p, c) (at_punct_(p, c) ? (next_tok(p), true) : false)
/* most declarators have no attributes: skip the call */
#define parse_attributes(p) (attr_start_(p) ? parse_attributes(p) : (Attr *)NULL)
#endif

/* decl.c */
bool parse_declspec(Parser *p, DeclSpec *ds, DeclCtx ctx);
void parse_declarator(Parser *p, Type *base, Declarator *d, bool abstract_ok);
void parse_external_declaration(Parser *p);
Type *parse_tag_type(Parser *p, Keyword kw, DeclSpec *ds); /* record.c */
/* parse.c: declaring */
Symbol *declare_symbol(Parser *p, DeclSpec *ds, Declarator *d);
void parse_init_declarators(Parser *p, DeclSpec *ds, Node **tail);
void finish_translation_unit(Parser *p); /* tentative definitions, unused statics */

/* attr.c */
/* Decodes declaration attributes onto a symbol (section, used, weak,
 * visibility, aligned, always_inline, ...). */
void apply_sym_attrs(Parser *p, Symbol *sym, Attr *attrs);
/* Type attributes: btf_type_tag, address_space, aligned on a typedef,
 * mode(...); returns the (possibly new variant of the) type. */
Type *apply_type_attrs(Parser *p, Type *t, Attr *attrs, bool on_typedef);
/* Record attributes: packed, aligned, preserve_access_index, plus the
 * #pragma clang attribute push frames that apply to records. */
void apply_record_attrs(Parser *p, Type *rec, Attr *attrs);
int attr_aligned_value(Parser *p, Attr *a); /* aligned(N): N (default 8) */
Attr *attr_concat(Attr *a, Attr *b);
bool is_std_attr_start(Parser *p); /* at `[[` */

/* type.c */
Type *new_type(Parser *p, TypeKind kind, int64_t size, int align);
Type *new_record(Parser *p, TypeKind kind, Ident *tag, SrcLoc loc);
Type *type_variant(Parser *p, Type *t); /* a copy sharing canon */
void complete_record_variants(Type *rec);
bool is_void(const Type *t);
/* "forward declaration of 'struct x'" after an incomplete-type error */
void note_forward_declaration(Parser *p, const Type *t);
bool is_func(const Type *t);
bool is_array(const Type *t);

/* parse.c */
bool too_many_errors(Parser *p);
Symbol *new_symbol(Parser *p, SymKind kind, Ident *name, Type *ty, SrcLoc loc);
void add_global(Parser *p, Symbol *sym);

#endif
