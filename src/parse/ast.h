/* ast.h - the typed AST: what the parser produces and the code generator
 * (IR lowering, issue 4) and the BTF writer (issue 5) consume.
 *
 * Principles
 * - The AST stays close to the source: member accesses stay member
 *   accesses (CO-RE needs the access chain), pointer arithmetic is not
 *   scaled (lowering knows the pointee size), comparisons keep their
 *   direction.  Implicit conversions ARE explicit: the checker inserts
 *   ND_CAST nodes (integer promotions, usual arithmetic conversions,
 *   assignment conversions, array/function decay as ND_DECAY).
 * - Types keep their sugar: a typedef name, qualifiers and BTF type tags
 *   live on variant Type nodes that share the canonical node's kind and
 *   layout (`canon` points to the unqualified, untypedef'd node), so
 *   `t->kind` switches never need stripping and BTF can still emit
 *   TYPEDEF/CONST/VOLATILE/TYPE_TAG chains like clang.
 * - Every node, symbol and member has a SrcLoc (file, line, col).
 * - Everything is allocated in the Program's arena.
 */
#ifndef EBCC_AST_H
#define EBCC_AST_H

#include "parse.h"

typedef struct Type Type;
typedef struct Member Member;
typedef struct Param Param;
typedef struct EnumConst EnumConst;
typedef struct Symbol Symbol;
typedef struct Node Node;
typedef struct Attr Attr;
typedef struct InitEntry InitEntry;
typedef struct AsmOperand AsmOperand;

/* ---- attributes ---- */
/* Every __attribute__((...)) / [[...]] / __declspec item is kept as
 * written (name without surrounding underscores, arguments as parsed
 * expressions or, for identifiers/strings, as nodes of kind ND_IDENT /
 * ND_STR); the common ones are also decoded into fields below. */
struct Attr {
	Attr *next;
	Ident *name; /* normalized: "__packed__" -> "packed" */
	Node **args;
	int nargs;
	SrcLoc loc;
};

/* ---- types ---- */
#define TYPE_KIND_LIST(X)                                                       \
	X(VOID) X(BOOL) X(CHAR) X(SCHAR) X(UCHAR) X(SHORT) X(USHORT) X(INT)     \
	X(UINT) X(LONG) X(ULONG) X(LLONG) X(ULLONG) X(INT128) X(UINT128)        \
	X(FLOAT) X(DOUBLE) X(LDOUBLE) X(ENUM) X(PTR) X(ARRAY) X(FUNC) X(STRUCT) \
	X(UNION)

typedef enum TypeKind {
#define X(k) TY_##k,
	TYPE_KIND_LIST(X)
#undef X
	TY_COUNT
} TypeKind;

enum { Q_CONST = 1, Q_VOLATILE = 2, Q_RESTRICT = 4, Q_ATOMIC = 8 };

struct Type {
	uint8_t kind;     /* TypeKind */
	uint8_t qual;     /* Q_*: every qualifier of this variant (cumulative) */
	uint8_t addr_space; /* address_space(N) of an object of this type */
	bool is_complete; /* struct/union/enum defined; array with a length */
	int64_t size;     /* bytes; -1 while incomplete */
	int align;        /* bytes */
	Type *canon;      /* unqualified, untypedef'd node (itself if canonical) */
	/* sugar: set on variants */
	Symbol *typedef_sym; /* named through this typedef */
	Type *sugar_of;      /* the type this variant was made from (one step) */
	Attr *type_tags;     /* btf_type_tag("x") on this variant */

	Type *base; /* PTR: pointee; ARRAY: element; FUNC: return; ENUM: underlying int */

	/* ARRAY */
	int64_t array_len; /* -1: incomplete ([]); flexible member when last */
	/* FUNC */
	Param *params;
	int nparams;
	bool variadic;
	bool no_prototype; /* `int f()`: old-style, no parameter info */
	/* STRUCT, UNION, ENUM: shared by every variant through canon */
	Ident *tag;   /* NULL if anonymous */
	SrcLoc loc;   /* where the tag was declared / defined */
	Member *members;
	int nmembers;
	bool is_packed, has_flexible, preserve_access_index;
	int pack;     /* #pragma pack value in force at definition, 0 if none */
	int attr_align; /* aligned(N) on the record itself, 0 if none */
	Attr *attrs;  /* record/enum attributes (btf_decl_tag, ...) */
	EnumConst *enum_consts;
	/* STRUCT, UNION, ENUM: variants made from the canonical node (typedefs,
	 * qualified copies) are chained here so that completing the record
	 * updates their size, align and members too */
	Type *variant_next;
	void *member_index; /* layout.c: name -> member hash of large records */
	Type *pointer_cache; /* type.c: pointer_to(this), made once and shared */
};

struct Member {
	Member *next;
	Ident *name; /* NULL: anonymous struct/union member or unnamed bitfield */
	Type *type;
	SrcLoc loc;
	int64_t offset;      /* bytes; for a bitfield, the storage unit's byte */
	int64_t bit_offset;  /* from the start of the record, in bits */
	int bit_width;       /* bitfield width; 0 for an ordinary member */
	bool is_bitfield;
	int index;           /* position among the record's members */
	int align;           /* after aligned()/packed */
	Attr *attrs;         /* btf_decl_tag ... */
};

struct Param {
	Param *next;
	Ident *name; /* may be NULL in a prototype */
	Type *type;  /* adjusted (array -> pointer, function -> pointer) */
	SrcLoc loc;
	Attr *attrs;
};

struct EnumConst {
	EnumConst *next;
	Ident *name;
	int64_t value; /* 64-bit enums: the bit pattern */
	SrcLoc loc;
	Attr *attrs;
};

/* ---- symbols (ordinary identifiers) ---- */
typedef enum SymKind { SYM_VAR, SYM_FUNC, SYM_TYPEDEF, SYM_ENUM_CONST } SymKind;
typedef enum Storage { SC_NONE, SC_EXTERN, SC_STATIC, SC_AUTO, SC_REGISTER, SC_TYPEDEF } Storage;
typedef enum Visibility { VIS_DEFAULT, VIS_HIDDEN, VIS_PROTECTED, VIS_INTERNAL } Visibility;

struct Symbol {
	Symbol *next; /* Program.globals / Function locals list, in order */
	Symbol *func_next; /* Program.funcs list, in order */
	SymKind kind;
	Storage storage;
	Ident *name;
	Type *type;
	SrcLoc loc;       /* the declaration this Symbol was made from (first) */
	SrcLoc def_loc;   /* the definition, if any */
	Attr *attrs;      /* all attributes, merged over redeclarations */
	/* decoded attributes */
	const char *section;  /* section("x") / SEC("x") */
	const char *data_section; /* back end (cg/data.c): the section the object went to, NULL if not emitted */
	int64_t data_size;        /* ... and its size (a flexible array's initializer included) */
	const char *asm_name; /* int x asm("y") */
	int align;            /* aligned(N) / _Alignas, 0 if none */
	Visibility visibility;
	bool is_weak, is_used, is_unused, is_always_inline, is_noinline, is_noreturn,
		is_naked, is_inline, is_deprecated;
	/* state */
	bool is_local;      /* block scope (automatic or static local) */
	bool is_param;
	bool is_defined;    /* function body seen / object defined */
	bool is_tentative;  /* file-scope `int x;` without initializer */
	int def_seq;        /* file scope: when it was defined (an initializer, a
	                       function body), counting both kinds (cg/data.c) */
	bool is_referenced; /* used in an evaluated expression */
	bool is_addr_taken;
	bool is_implicit;   /* function declared by calling an undeclared name */
	int scope_depth;
	Symbol *shadowed; /* the binding this one hides (scope restore) */
	/* SYM_VAR: initializer, flattened (see InitEntry) */
	InitEntry *init;
	bool has_init;
	/* SYM_ENUM_CONST */
	int64_t enum_value;
	/* SYM_FUNC with a body */
	Symbol *params; /* parameter variables, in order, linked by next */
	Symbol *locals; /* every block-scope variable, incl. static ones */
	Node *body;     /* ND_BLOCK */
	int id;         /* numbering for dumps and codegen */
};

/* ---- initializers, flattened ----
 * A list sorted by offset, non-overlapping, later designators having
 * replaced earlier ones: each entry stores `expr` (converted to `type`)
 * at byte `offset` of the object, or into the bitfield `bitfield` of the
 * record at `offset` (offset = the record's start).  Bytes not covered
 * are zero.  A string literal initializing a char array is one entry
 * with expr an ND_STR and type the array type. */
struct InitEntry {
	InitEntry *next;
	int64_t offset;
	Type *type;
	Member *bitfield;
	Node *expr;
};

/* ---- nodes ----
 * X(name, kind-class) with classes: E expression, S statement. */
#define NODE_KIND_LIST(X)                                                     \
	/* primary */                                                         \
	X(NUM, E)        /* ival (integer), or fval for floating types */    \
	X(STR, E)        /* str/str_len: bytes incl. the terminating NUL(s) */ \
	X(VAR, E)        /* sym: variable, function or enum constant */      \
	X(IDENT, E)      /* attribute argument that is a bare identifier */  \
	/* postfix / unary */                                                 \
	X(MEMBER, E)     /* lhs.member (lhs->m is MEMBER of DEREF) */        \
	X(DEREF, E)      /* *lhs, also lhs[rhs] as DEREF(ADD(lhs, rhs)) */   \
	X(ADDR, E)       /* &lhs */                                          \
	X(DECAY, E)      /* array or function lhs used as a pointer */       \
	X(NEG, E) X(PLUS, E) X(BITNOT, E) X(NOT, E)                          \
	X(PRE_INC, E) X(PRE_DEC, E) X(POST_INC, E) X(POST_DEC, E)            \
	X(CAST, E)       /* explicit or implicit conversion of lhs to type */ \
	X(SIZEOF_VLA, E) /* reserved */                                      \
	/* binary: lhs op rhs; pointer +/- integer not scaled */             \
	X(ADD, E) X(SUB, E) X(MUL, E) X(DIV, E) X(MOD, E) X(SHL, E) X(SHR, E)  \
	X(BITAND, E) X(BITOR, E) X(BITXOR, E) X(LT, E) X(LE, E) X(GT, E)       \
	X(GE, E) X(EQ, E) X(NE, E) X(LOGAND, E) X(LOGOR, E)                  \
	X(ASSIGN, E)     /* lhs = rhs (rhs converted to lhs's type) */       \
	X(OP_ASSIGN, E)  /* lhs op= rhs; op in `op` (an ND_ binary kind);  \
	                    type is lhs's type; the arithmetic is done in    \
	                    `optype` (after promotions) */                   \
	X(COND, E)       /* cond ? then : els; then NULL for GNU a ?: b,    \
	                    whose value is cond's converted to `type` */    \
	X(COMMA, E)      /* lhs, rhs */                                      \
	X(CALL, E)       /* lhs(args...): args converted per the prototype */ \
	X(BUILTIN, E)    /* builtin(args...): id BI_* of builtins.h */       \
	X(STMT_EXPR, E)  /* ({ ... }): body is the block; value of last expr */ \
	X(COMPOUND_LIT, E) /* (type){...}: sym is the unnamed object */      \
	X(VA_ARG, E)     /* reserved: BPF has no variadic functions */       \
	X(LABEL_ADDR, E) /* reserved: &&label is rejected */                 \
	/* statements */                                                      \
	X(BLOCK, S)      /* body: list linked by next */                     \
	X(EXPR_STMT, S)  /* lhs */                                           \
	X(DECL, S)       /* sym: a block-scope variable; init in sym->init */ \
	X(IF, S) X(WHILE, S) X(DO, S) X(FOR, S) /* cond then els init inc body */ \
	X(SWITCH, S)     /* cond, body; cases linked through case_next */    \
	X(CASE, S)       /* case ival ... case_hi: then stmt */              \
	X(DEFAULT, S)    /* then */                                          \
	X(BREAK, S) X(CONTINUE, S)                                           \
	X(GOTO, S)       /* label name in `label`, target in `target` */     \
	X(LABEL, S)      /* label: then; ival = number of gotos to it */     \
	X(RETURN, S)     /* lhs (converted to the return type) or NULL */    \
	X(ASM, S)        /* GNU asm statement, see asm_* fields */           \
	X(NULL_STMT, S)

typedef enum NodeKind {
#define X(k, c) ND_##k,
	NODE_KIND_LIST(X)
#undef X
	ND_COUNT
} NodeKind;

/* Loop hints from pragmas before a loop (#pragma unroll, GCC unroll N,
 * clang loop unroll(full|disable|enable) unroll_count(N)). */
enum { UNROLL_NONE = 0, UNROLL_FULL = -1, UNROLL_DISABLE = -2, UNROLL_ENABLE = -3 };

struct AsmOperand {
	Ident *name;           /* [name] or NULL */
	const char *constraint; /* decoded string, e.g. "=r", "+r", "i" */
	Node *expr;
	SrcLoc loc;
};

struct Node {
	uint8_t kind; /* NodeKind */
	uint8_t op;   /* ND_OP_ASSIGN: the binary NodeKind */
	bool is_lvalue;
	int unroll;   /* loops: UNROLL_* or a count > 0 (here, in the padding:
	                 a Node is 288 bytes, vmlinux.h has 31k of them) */
	Type *type;   /* expression type (NULL for statements) */
	SrcLoc loc;
	Node *next;   /* statement lists, argument lists */

	Node *lhs, *rhs;
	/* IF WHILE DO FOR SWITCH COND */
	Node *cond, *then, *els, *init, *inc, *body;

	Symbol *sym;     /* VAR DECL COMPOUND_LIT */
	Member *member;  /* MEMBER */
	Type *optype;    /* OP_ASSIGN: type the operation is done in */

	int64_t ival;    /* NUM (bit pattern for unsigned), CASE low */
	int64_t case_hi; /* CASE high (== ival unless a GNU case range) */
	double fval;     /* NUM of floating type */
	const char *str; /* STR bytes (element size from type->base) */
	int64_t str_len; /* STR: number of bytes incl. terminator(s) */
	Ident *ident;    /* IDENT; GOTO/LABEL name */

	Node *args; /* CALL, BUILTIN: linked by next */
	int nargs;
	int builtin;      /* BUILTIN: id from the builtin table (builtin.c) */
	Type *type_arg;   /* BUILTIN: a type argument (offsetof, types_compatible_p, ...) */
	Node *case_next;  /* SWITCH: first case; CASE/DEFAULT: next of the switch */
	Node *default_case; /* SWITCH */
	Node *target;     /* GOTO -> LABEL; BREAK/CONTINUE -> loop or switch */

	/* ASM */
	const char *asm_text; /* template, decoded (adjacent strings joined) */
	AsmOperand *asm_outputs, *asm_inputs;
	int asm_noutputs, asm_ninputs;
	const char **asm_clobbers;
	int asm_nclobbers;
	Node **asm_labels; /* asm goto: ND_LABEL targets */
	int asm_nlabels;
	bool asm_volatile, asm_goto, asm_inline;
};

/* ---- the translation unit ---- */
struct Program {
	Arena arena;
	Symbol *globals;   /* every file-scope variable and function, in order
	                      of first declaration; one Symbol per name (a
	                      file-scope compound literal's object is not here:
	                      its ND_COMPOUND_LIT node holds it) */
	Symbol *funcs;     /* defined functions (also in globals), in order,
	                      linked by func_next */
	Symbol *file_asm;  /* reserved */
	int def_seq;       /* the last Symbol.def_seq given */
	const char **toplevel_asm; /* file-scope asm("...") strings, in order */
	int ntoplevel_asm;
	Type **records;    /* every struct/union/enum type defined, in order */
	int nrecords;
	Symbol **typedefs; /* every file-scope typedef, in order (-fbtf-all-types) */
	int ntypedefs;
	ParseOptions opt;
	struct Scope *file_scope; /* its bindings in the Idents, undone by program_free */
};

#endif
