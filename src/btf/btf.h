/* btf.h - BTF (BPF Type Format): an in-memory type graph, a builder in
 * libbpf's style, a validating reader, a text dump, the C front end's
 * types converted to it, and the .BTF section as assembly text.
 *
 *   btf.c        Btf: the type table and the deduplicated string table;
 *                btf_add_* (each returns the new type's id, or -errno);
 *                btf_serialize (the exact .BTF bytes, either byte order)
 *   btf_read.c   btf_parse: .BTF bytes -> Btf, every header field,
 *                size, offset, string offset and type id checked
 *   btf_dump.c   btf_dump: one line per type, members indented (the
 *                layout of `bpftool btf dump file X` raw format)
 *   btf_types.c  BtfTypes: C Type -> BTF type id, memoized
 *   btf_dedup.c  btf_dedup_refs: one copy of each anonymous reference type
 *   btf_emit.c   btf_build_module (FUNC/VAR/DATASEC for what an IrModule
 *                emits), btf_emit_asm (.BTF as .long/.byte/.ascii text)
 *   btf_ext.c    .BTF.ext: BtfExtWriter (func_info, line_info, core_relo
 *                records reported by the code generator, as assembly
 *                text), btf_ext_parse (validating reader), btf_ext_dump
 *
 * Representation.  As on the wire: type id k (1..n; 0 is void) is a
 * BtfType (name_off, info, size|type) followed by its kind's extra
 * 32-bit words (members, params, ...), all in host byte order in one
 * array.  The accessors below take a BtfType pointer; pointers are
 * invalidated by the next btf_add_* (re-fetch with btf_type_by_id).
 * A type whose extra records name later types (a struct whose members'
 * types are added after it, as clang orders them) is patched through
 * btf_type_mut.  Strings: offset 0 is "", every other string is stored
 * once.
 *
 * For the .BTF.ext writer (func_info, line_info): btf_build_module
 * returns the FUNC type id of every emitted function (btf_func_id), and
 * the string table stays open (btf_add_str for file names and source
 * lines) until btf_emit_asm writes the section.
 */
#ifndef EBCC_BTF_H
#define EBCC_BTF_H

#include "../util/util.h"

#include <errno.h>

enum {
	BTF_MAGIC_NUM = 0xeB9F,
	BTF_VERSION_NUM = 1,
	BTF_HDR_LEN = 24,
	BTF_MAX_ID = 0xfffff,          /* type ids fit in 20 bits */
	BTF_MAX_NAME_OFF = 0xffffff,
	BTF_MAX_VLEN_NUM = 0xffff,
};

typedef enum BtfKind {
	BTF_K_UNKN = 0,
	BTF_K_INT = 1,
	BTF_K_PTR = 2,
	BTF_K_ARRAY = 3,
	BTF_K_STRUCT = 4,
	BTF_K_UNION = 5,
	BTF_K_ENUM = 6,
	BTF_K_FWD = 7,
	BTF_K_TYPEDEF = 8,
	BTF_K_VOLATILE = 9,
	BTF_K_CONST = 10,
	BTF_K_RESTRICT = 11,
	BTF_K_FUNC = 12,
	BTF_K_FUNC_PROTO = 13,
	BTF_K_VAR = 14,
	BTF_K_DATASEC = 15,
	BTF_K_FLOAT = 16,
	BTF_K_DECL_TAG = 17,
	BTF_K_TYPE_TAG = 18,
	BTF_K_ENUM64 = 19,
	BTF_K_COUNT
} BtfKind;

/* INT encoding bits */
enum { BTF_INT_SIGNED_BIT = 1, BTF_INT_CHAR_BIT = 2, BTF_INT_BOOL_BIT = 4 };

/* FUNC linkage (in vlen) and VAR linkage */
typedef enum BtfLinkage { BTF_LINK_STATIC = 0, BTF_LINK_GLOBAL = 1, BTF_LINK_EXTERN = 2 } BtfLinkage;

typedef struct BtfType {
	uint32_t name_off;
	uint32_t info; /* vlen 0-15, kind 24-28, kind_flag 31 */
	uint32_t size_type; /* size (INT ENUM STRUCT UNION DATASEC FLOAT ENUM64) or type id */
} BtfType;

typedef struct BtfMember { uint32_t name_off, type, offset; } BtfMember;
typedef struct BtfArray { uint32_t type, index_type, nelems; } BtfArray;
typedef struct BtfEnum { uint32_t name_off; int32_t val; } BtfEnum;
typedef struct BtfEnum64 { uint32_t name_off, val_lo32, val_hi32; } BtfEnum64;
typedef struct BtfParam { uint32_t name_off, type; } BtfParam;
typedef struct BtfVarSecinfo { uint32_t type, offset, size; } BtfVarSecinfo;

typedef struct Btf Btf;

/* ---- btf.c ---- */
Btf *btf_new(void);
void btf_free(Btf *b);
/* number of ids including void: valid ids are 0 .. btf_type_cnt()-1 */
uint32_t btf_type_cnt(const Btf *b);
/* NULL for id 0 (void) or an id out of range */
const BtfType *btf_type_by_id(const Btf *b, uint32_t id);
BtfType *btf_type_mut(Btf *b, uint32_t id);
/* the string at off, NULL if off is outside the table */
const char *btf_str(const Btf *b, uint32_t off);
/* a type's name, "" if anonymous or invalid */
const char *btf_name(const Btf *b, const BtfType *t);
/* offset of s in the string table, added once; -errno on failure.
 * NULL and "" are offset 0. */
int btf_add_str(Btf *b, const char *s);
/* Stores once a string that ends another ("int" inside "unsigned int",
 * pointing into it), rewrites the types' name offsets and returns the
 * map old offset -> new, indexed by the old offset (for the caller's
 * other references; free it).  Every offset in use must be a string's
 * start, as it is while the compiler builds the table. */
uint32_t *btf_share_string_tails(Btf *b);
/* the raw string table (for btf_emit_asm) */
const char *btf_strings(const Btf *b, uint32_t *len);
/* bytes a type occupies, header included (kinds known to be valid) */
size_t btf_type_size(const BtfType *t);
const char *btf_kind_name(int kind); /* "INT", ..., "UNKN" */

/* Each returns the new type's id, or -EINVAL (bad argument) / -E2BIG
 * (too many types, members or bytes).  `ref`/`type` may be 0 (void)
 * where C allows it. */
int btf_add_int(Btf *b, const char *name, uint32_t byte_sz, int encoding);
int btf_add_float(Btf *b, const char *name, uint32_t byte_sz);
int btf_add_ptr(Btf *b, int ref);
int btf_add_array(Btf *b, int index_type, int elem_type, uint32_t nelems);
int btf_add_struct(Btf *b, const char *name, uint32_t byte_sz);
int btf_add_union(Btf *b, const char *name, uint32_t byte_sz);
/* to the last type added, a struct or union; bit_size > 0 makes it a
 * bitfield (and sets the record's kind_flag: every offset is then
 * bitfield_size << 24 | bit_offset) */
int btf_add_member(Btf *b, const char *name, int type, uint32_t bit_offset, uint32_t bit_size);
int btf_add_enum(Btf *b, const char *name, uint32_t byte_sz, bool is_signed);
int btf_add_enum64(Btf *b, const char *name, uint32_t byte_sz, bool is_signed);
/* to the last type added, an ENUM (value must fit 32 bits, either
 * signedness) or ENUM64 */
int btf_add_enum_value(Btf *b, const char *name, int64_t value);
int btf_add_fwd(Btf *b, const char *name, bool is_union);
int btf_add_typedef(Btf *b, const char *name, int ref);
int btf_add_volatile(Btf *b, int ref);
int btf_add_const(Btf *b, int ref);
int btf_add_restrict(Btf *b, int ref);
int btf_add_type_tag(Btf *b, const char *value, int ref);
int btf_add_func(Btf *b, const char *name, BtfLinkage linkage, int proto);
int btf_add_func_proto(Btf *b, int ret);
/* to the last type added, a FUNC_PROTO; name NULL and type 0 is the
 * variadic `...` */
int btf_add_func_param(Btf *b, const char *name, int type);
int btf_add_var(Btf *b, const char *name, BtfLinkage linkage, int type);
int btf_add_datasec(Btf *b, const char *name, uint32_t byte_sz);
/* to the last type added, a DATASEC */
int btf_add_datasec_var_info(Btf *b, int var, uint32_t offset, uint32_t byte_sz);
/* component_idx -1: the type itself; else a member or parameter index */
int btf_add_decl_tag(Btf *b, const char *value, int ref, int component_idx);

/* the k-th type id field of t (k = 0, 1, ...: a reference's target,
 * an array's element then index type, each member's, a prototype's
 * return then each parameter's, each section variable's), NULL past the
 * last; for rewriting references */
uint32_t *btf_type_ref(BtfType *t, uint32_t k);
/* drops every type whose keep[id] is false; the others keep their order
 * and are renumbered 1, 2, ...  The caller has already rewritten every
 * reference to the new numbering (btf_dedup_refs). */
void btf_keep_types(Btf *b, const bool *keep);

/* The .BTF section bytes (header, types, strings). */
void btf_serialize(const Btf *b, bool big_endian, Buf *out);

/* ---- btf_read.c ---- */
/* Parses and validates .BTF bytes (either byte order); NULL with a
 * message in err (never empty) if anything is wrong.  The data is
 * copied: it need not outlive the call. */
Btf *btf_parse(const uint8_t *data, size_t len, char *err, size_t errlen);
bool btf_is_big_endian(const Btf *b); /* the byte order btf_parse found */

/* ---- btf_dump.c ---- */
/* Every type, one line each ("[ID] KIND 'name' ..."), members,
 * parameters, enumerators and section variables on tab-indented lines
 * below: the layout of `bpftool btf dump file X` (raw). */
void btf_dump(const Btf *b, Buf *out);
/* btf_parse + a "BTF WHAT: N types, ..." line + btf_dump, for the tools;
 * false with err set if the bytes are not valid BTF */
bool btf_dump_bytes(const uint8_t *data, size_t len, const char *what, Buf *out, char *err, size_t errlen);

/* the type section's words (host order), for writers that replace some
 * of them by symbols (btf_emit.c) */
const uint32_t *btf_type_words(const Btf *b, size_t *nwords);

/* ---- btf_dedup.c ---- */
/* merges equal anonymous reference types (PTR, qualifiers, TYPE_TAG,
 * TYPEDEF, ARRAY, FUNC_PROTO, DECL_TAG: the same words once their
 * references are deduplicated) into the first, drops the others and
 * renumbers; returns map[old id] = new id (xcalloc'd, btf_type_cnt
 * entries of the old table) for ids held outside the table */
uint32_t *btf_dedup_refs(Btf *b);

/* ---- btf_types.c: C types -> BTF ---- */
typedef struct Type Type;
typedef struct Symbol Symbol;
typedef struct Attr Attr;
typedef struct BtfTypes BtfTypes;
BtfTypes *btf_types_new(Btf *b);
void btf_types_free(BtfTypes *T);
/* the id of t's BTF type (0 for void), added with everything it refers
 * to on first use; -errno if the builder failed */
int btf_types_of(BtfTypes *T, const Type *t);
/* a FUNC_PROTO for function fn with its parameters' names */
int btf_types_func_proto(BtfTypes *T, const Symbol *fn);
/* a DECL_TAG per btf_decl_tag("x") in attrs, on type ref (component
 * -1) or its member/parameter `component` */
void btf_types_decl_tags(BtfTypes *T, const Attr *attrs, int ref, int component);
int btf_types_error(const BtfTypes *T); /* first -errno, 0 if none */
/* Records described in full (any other named record, reached only
 * through pointer members, is a FWD, as clang does): those describing t
 * reaches other than through a pointer member; for a BTF-defined map
 * (`.maps`), each member's type is a root too (and an inner map's
 * definition's).  Call for every root (function, variable, CO-RE root)
 * before converting anything. */
void btf_types_require(BtfTypes *T, const Type *t);
void btf_types_require_map(BtfTypes *T, const Type *t);

/* ---- btf_emit.c: the .BTF section of a module ---- */
typedef struct IrModule IrModule;
typedef struct BtfModule BtfModule;
/* FUNC + FUNC_PROTO of every function m emits (and of the extern
 * functions it calls), VAR of every object it emits, one DATASEC per
 * data section, with the types they reach, and the root type of every
 * CO-RE relocation (its id stored in the CoreRelo); NULL with an error
 * reported.  Needs data.c's choices (after cg_emit_data).  all_types
 * (-fbtf-all-types): also every struct, union and enum the program
 * defines and every file-scope typedef, in full. */
BtfModule *btf_module_build(IrModule *m, bool all_types);
Btf *btf_module_btf(BtfModule *bm);
/* the FUNC type id of an emitted function (for .BTF.ext func_info), or
 * -1 if it has none */
int btf_module_func_id(const BtfModule *bm, const Symbol *fn);
/* `.section .BTF` and its contents as assembly directives; DATASEC
 * variable offsets are `.long SYMBOL` (relocated, as clang writes them) */
void btf_module_emit_asm(const BtfModule *bm, Buf *out);
void btf_module_free(BtfModule *bm);
/* -g: .BTF from bm, then .BTF.ext from `ext` (NULL or empty: none);
 * false with an error reported */
typedef struct BtfExtWriter BtfExtWriter;
bool btf_emit_module(BtfModule *bm, BtfExtWriter *ext, Buf *out);

/* ---- btf_ext.c: .BTF.ext ---- */
typedef enum BtfExtKind { BTF_EXT_FUNC, BTF_EXT_LINE, BTF_EXT_CORE, BTF_EXT_NKINDS } BtfExtKind;
/* libbpf's enum bpf_core_relo_kind */
typedef enum BtfCoreKind {
	BTF_CORE_FIELD_BYTE_OFFSET,
	BTF_CORE_FIELD_BYTE_SIZE,
	BTF_CORE_FIELD_EXISTS,
	BTF_CORE_FIELD_SIGNED,
	BTF_CORE_FIELD_LSHIFT_U64,
	BTF_CORE_FIELD_RSHIFT_U64,
	BTF_CORE_TYPE_ID_LOCAL,
	BTF_CORE_TYPE_ID_TARGET,
	BTF_CORE_TYPE_EXISTS,
	BTF_CORE_TYPE_SIZE,
	BTF_CORE_ENUMVAL_EXISTS,
	BTF_CORE_ENUMVAL_VALUE,
	BTF_CORE_TYPE_MATCHES,
	BTF_CORE_NKINDS
} BtfCoreKind;
const char *btf_core_kind_name(uint32_t kind); /* "byte_off", ... as libbpf logs them */

BtfExtWriter *btf_ext_writer_new(void);
void btf_ext_writer_free(BtfExtWriter *w);
bool btf_ext_empty(const BtfExtWriter *w);
/* function fn begins at `label` in code section `sec` */
void btf_ext_add_func(BtfExtWriter *w, const char *sec, const char *label, const Symbol *fn);
/* the instruction after `label` (NULL: a new `.LtmpN`, returned) starts
 * source position loc (loc.file non-NULL) */
const char *btf_ext_add_line(BtfExtWriter *w, const char *sec, const char *label, SrcLoc loc);
/* a CO-RE relocation of the instruction after the returned label */
const char *btf_ext_add_core(BtfExtWriter *w, const char *sec, int type_id, const char *access, BtfCoreKind kind);
/* section names, file names, line texts and access strings into bm's
 * string table (before btf_module_emit_asm); false on failure */
bool btf_ext_intern(BtfExtWriter *w, BtfModule *bm);
/* after btf_share_string_tails: its map applied to the records' strings */
void btf_ext_remap_strings(BtfExtWriter *w, const uint32_t *map);
void btf_ext_emit_asm(const BtfExtWriter *w, Buf *out);

/* One record as read: insn_off is a byte offset in its section. */
typedef struct BtfExtInfo {
	uint32_t insn_off;
	uint32_t type_id;                      /* func_info, core_relo */
	uint32_t file_off, line_off, line_col; /* line_info: line << 10 | col */
	uint32_t access_off, kind;             /* core_relo */
} BtfExtInfo;
typedef struct BtfExtSec {
	uint32_t name_off; /* the code section's name in .BTF's strings */
	uint32_t n;
	BtfExtInfo *rec;
} BtfExtSec;
typedef struct BtfExt {
	BtfExtSec *secs[BTF_EXT_NKINDS];
	uint32_t nsecs[BTF_EXT_NKINDS];
	uint32_t rec_size[BTF_EXT_NKINDS];
} BtfExt;
/* .BTF.ext bytes, validated against their .BTF; NULL with err set */
BtfExt *btf_ext_parse(const uint8_t *data, size_t len, const Btf *btf, char *err, size_t errlen);
void btf_ext_free(BtfExt *e);
void btf_ext_dump(const BtfExt *e, const Btf *b, Buf *out);
/* both sections parsed, a count line and btf_ext_dump (for the tools) */
bool btf_ext_dump_bytes(const uint8_t *btf, size_t btf_len, const uint8_t *ext, size_t ext_len, Buf *out,
			char *err, size_t errlen);
/* the records of `kind` for code section `name`, NULL if none */
const BtfExtSec *btf_ext_section(const BtfExt *e, const Btf *b, BtfExtKind kind, const char *name);

/* ---- accessors ---- */
static inline int btf_kind(const BtfType *t) { return (int)((t->info >> 24) & 0x1f); }
static inline uint16_t btf_vlen(const BtfType *t) { return (uint16_t)(t->info & 0xffff); }
static inline bool btf_kflag(const BtfType *t) { return t->info >> 31; }
static inline uint32_t btf_info(int kind, uint32_t vlen, bool kflag)
{
	return (kflag ? 1u << 31 : 0) | ((uint32_t)kind & 0x1f) << 24 | (vlen & 0xffff);
}
static inline const void *btf_extra(const BtfType *t) { return t + 1; }
static inline uint32_t btf_int_encoding(const BtfType *t) { return (*(const uint32_t *)(t + 1) >> 24) & 0xf; }
static inline uint32_t btf_int_offset(const BtfType *t) { return (*(const uint32_t *)(t + 1) >> 16) & 0xff; }
static inline uint32_t btf_int_bits(const BtfType *t) { return *(const uint32_t *)(t + 1) & 0xff; }
static inline BtfMember *btf_members(const BtfType *t) { return (BtfMember *)(t + 1); }
static inline uint32_t btf_member_bit_offset(const BtfType *t, const BtfMember *m)
{
	return btf_kflag(t) ? m->offset & 0xffffff : m->offset;
}
static inline uint32_t btf_member_bitfield_size(const BtfType *t, const BtfMember *m)
{
	return btf_kflag(t) ? m->offset >> 24 : 0;
}
static inline BtfArray *btf_array(const BtfType *t) { return (BtfArray *)(t + 1); }
static inline BtfEnum *btf_enums(const BtfType *t) { return (BtfEnum *)(t + 1); }
static inline BtfEnum64 *btf_enums64(const BtfType *t) { return (BtfEnum64 *)(t + 1); }
static inline uint64_t btf_enum64_value(const BtfEnum64 *e) { return (uint64_t)e->val_hi32 << 32 | e->val_lo32; }
static inline BtfParam *btf_params(const BtfType *t) { return (BtfParam *)(t + 1); }
static inline uint32_t btf_var_linkage(const BtfType *t) { return *(const uint32_t *)(t + 1); }
static inline BtfVarSecinfo *btf_secinfos(const BtfType *t) { return (BtfVarSecinfo *)(t + 1); }
static inline int32_t btf_decl_tag_component(const BtfType *t) { return *(const int32_t *)(t + 1); }

#endif
