/* btf_types.c - the front end's C types (ast.h) as BTF types.
 *
 * Each Type node becomes one BTF type, memoized by node, outermost first
 * as clang orders them: a node's own type is added (with its references
 * to not-yet-converted types left 0), then the types it refers to, which
 * are patched in (btf_type_mut).  So a struct is added before its
 * members' types, and a pointer back to a struct being converted finds
 * it in the memo (no recursion through records).
 *
 * Sugar becomes BTF's chains: a btf_type_tag variant is a TYPE_TAG (only
 * where clang emits one: in a pointer's pointee), a typedef variant a
 * TYPEDEF, a variant adding qualifiers CONST -> VOLATILE -> RESTRICT;
 * any other variant (address_space, aligned typedefs) is its sugar_of.
 * Canonical nodes map to INT/FLOAT/PTR/ARRAY/STRUCT/UNION/ENUM/ENUM64/
 * FUNC_PROTO; an incomplete struct or union is a FWD.  Unnamed bitfields
 * are left out (clang does); a record with a bitfield gets kind_flag.
 * Array index types are clang's `__ARRAY_SIZE_TYPE__` (4-byte unsigned).
 *
 * Which records are described in full, as clang's BTF does: those a
 * function prototype, a variable, a CO-RE root or a BTF-defined map's
 * member types (libbpf reads key and value types from them) reach
 * without passing a pointer inside a struct member; array elements and
 * function types' parameters are roots again; a named record reached
 * only through a pointer member is a FWD (mark below).  That keeps a
 * program that includes vmlinux.h from describing half the kernel.
 * btf_decl_tag attributes of records, members, functions, parameters and
 * variables become DECL_TAGs (btf_types_decl_tags).
 */
#include "btf.h"

#include "../parse/ast.h"

#include <stdlib.h>
#include <string.h>

typedef struct MemoSlot {
	const void *key;
	int id;
} MemoSlot;

struct BtfTypes {
	Btf *btf;
	MemoSlot *slots;
	size_t cap, n;
	int array_index; /* __ARRAY_SIZE_TYPE__, 0 until needed */
	PtrSet required; /* canonical records to describe in full */
	int err;         /* first -errno from the builder */
};

BtfTypes *btf_types_new(Btf *b)
{
	BtfTypes *T = xcalloc(1, sizeof *T);
	T->btf = b;
	return T;
}

void btf_types_free(BtfTypes *T)
{
	if (!T)
		return;
	free(T->slots);
	ptrset_free(&T->required);
	free(T);
}

static size_t hash_ptr(const void *p) { return (size_t)(((uintptr_t)p >> 4) * 0x9E3779B97F4A7C15ull); }

static int memo_get(const BtfTypes *T, const void *key)
{
	if (!T->cap)
		return -1;
	for (size_t i = hash_ptr(key) & (T->cap - 1); T->slots[i].key; i = (i + 1) & (T->cap - 1))
		if (T->slots[i].key == key)
			return T->slots[i].id;
	return -1;
}

static void memo_put(BtfTypes *T, const void *key, int id)
{
	if ((T->n + 1) * 2 > T->cap) {
		size_t cap = T->cap ? T->cap * 2 : 256;
		MemoSlot *old = T->slots;
		size_t ocap = T->cap;
		T->slots = xcalloc(cap, sizeof *T->slots);
		T->cap = cap;
		T->n = 0;
		for (size_t i = 0; i < ocap; i++)
			if (old[i].key)
				memo_put(T, old[i].key, old[i].id);
		free(old);
	}
	size_t i = hash_ptr(key) & (T->cap - 1);
	while (T->slots[i].key)
		i = (i + 1) & (T->cap - 1);
	T->slots[i] = (MemoSlot){key, id};
	T->n++;
}

/* a builder result: ids pass through, the first error is kept */
static int ck(BtfTypes *T, int r)
{
	if (r < 0 && !T->err)
		T->err = r;
	return r < 0 ? 0 : r;
}

/* ---- patching references of a type added before its referents ---- */

static void patch_ref(BtfTypes *T, int id, int ref)
{
	if (id > 0)
		btf_type_mut(T->btf, (uint32_t)id)->size_type = (uint32_t)ref;
}

static int conv(BtfTypes *T, const Type *t, bool pointee);

/* a TYPEDEF or TYPE_TAG for node `key`, memoized before its referent
 * is converted (a typedef reached again through it is the same type) */
static int ref_type(BtfTypes *T, const Type *key, int kind, const char *name, const Type *of, bool pointee)
{
	int id;
	switch (kind) {
	case BTF_K_PTR: id = btf_add_ptr(T->btf, 0); break;
	case BTF_K_CONST: id = btf_add_const(T->btf, 0); break;
	case BTF_K_VOLATILE: id = btf_add_volatile(T->btf, 0); break;
	case BTF_K_RESTRICT: id = btf_add_restrict(T->btf, 0); break;
	case BTF_K_TYPEDEF: id = btf_add_typedef(T->btf, name, 0); break;
	default: id = btf_add_type_tag(T->btf, name, 0); break;
	}
	id = ck(T, id);
	memo_put(T, key, id);
	patch_ref(T, id, conv(T, of, pointee));
	return id;
}

/* ---- canonical types ---- */

static const char *int_name(int kind, int *enc)
{
	*enc = BTF_INT_SIGNED_BIT;
	switch (kind) {
	case TY_BOOL: *enc = BTF_INT_BOOL_BIT; return "_Bool";
	case TY_CHAR: return "char"; /* signed on BPF, as clang encodes it */
	case TY_SCHAR: return "signed char";
	case TY_SHORT: return "short";
	case TY_INT: return "int";
	case TY_LONG: return "long";
	case TY_LLONG: return "long long";
	case TY_INT128: return "__int128";
	}
	*enc = 0;
	switch (kind) {
	case TY_UCHAR: return "unsigned char";
	case TY_USHORT: return "unsigned short";
	case TY_UINT: return "unsigned int";
	case TY_ULONG: return "unsigned long";
	case TY_ULLONG: return "unsigned long long";
	case TY_UINT128: return "unsigned __int128";
	}
	return NULL;
}

static bool signed_kind(int kind)
{
	return kind == TY_CHAR || kind == TY_SCHAR || kind == TY_SHORT || kind == TY_INT || kind == TY_LONG ||
	       kind == TY_LLONG || kind == TY_INT128;
}

static const char *tag_name(const Type *t) { return t->tag ? t->tag->name : NULL; }

static int array_index_type(BtfTypes *T)
{
	if (!T->array_index)
		T->array_index = ck(T, btf_add_int(T->btf, "__ARRAY_SIZE_TYPE__", 4, 0));
	return T->array_index;
}

static int conv_record(BtfTypes *T, const Type *c)
{
	bool is_union = c->kind == TY_UNION;
	if (!c->is_complete || c->size < 0 || (c->tag && !ptrset_has(&T->required, c))) {
		int id = ck(T, btf_add_fwd(T->btf, tag_name(c) ? tag_name(c) : "(anon)", is_union));
		memo_put(T, c, id);
		return id;
	}
	uint32_t size = (uint32_t)c->size;
	int id = ck(T, is_union ? btf_add_union(T->btf, tag_name(c), size) : btf_add_struct(T->btf, tag_name(c), size));
	memo_put(T, c, id);
	int n = 0;
	for (const Member *m = c->members; m; m = m->next) {
		if (m->is_bitfield && !m->name)
			continue; /* unnamed bitfields: padding, not in BTF (clang) */
		uint32_t bit = m->is_bitfield ? (uint32_t)m->bit_offset : (uint32_t)(m->offset * 8);
		ck(T, btf_add_member(T->btf, m->name ? m->name->name : NULL, 0, bit,
				     m->is_bitfield ? (uint32_t)m->bit_width : 0));
		n++;
	}
	int k = 0;
	for (const Member *m = c->members; m; m = m->next) {
		if (m->is_bitfield && !m->name)
			continue;
		int mt = conv(T, m->type, false);
		if (id > 0)
			btf_members(btf_type_by_id(T->btf, (uint32_t)id))[k].type = (uint32_t)mt;
		k++;
	}
	if (id > 0) {
		btf_types_decl_tags(T, c->attrs, id, -1);
		k = 0;
		for (const Member *m = c->members; m; m = m->next) {
			if (m->is_bitfield && !m->name)
				continue;
			btf_types_decl_tags(T, m->attrs, id, k++);
		}
	}
	(void)n;
	return id;
}

static int conv_enum(BtfTypes *T, const Type *c)
{
	const Type *base = c->base ? c->base->canon : NULL;
	bool sign = base && signed_kind(base->kind);
	uint32_t size = c->is_complete && c->size > 0 ? (uint32_t)c->size : 4;
	bool e64 = size == 8;
	int id = ck(T, e64 ? btf_add_enum64(T->btf, tag_name(c), size, sign) : btf_add_enum(T->btf, tag_name(c), size, sign));
	memo_put(T, c, id);
	if (id > 0 && c->is_complete)
		for (const EnumConst *e = c->enum_consts; e; e = e->next) {
			int64_t v = e->value;
			if (!e64 && !sign)
				v = (int64_t)(uint32_t)v; /* the 32-bit pattern */
			else if (!e64)
				v = (int32_t)v;
			ck(T, btf_add_enum_value(T->btf, e->name->name, v));
		}
	return id;
}

/* a FUNC_PROTO for function type f; names from `params` (a function's
 * parameter Symbols) when given, else from the type's Params (only when
 * `names`) */
static int conv_proto(BtfTypes *T, const Type *f, const Symbol *params, bool names)
{
	int id = ck(T, btf_add_func_proto(T->btf, 0));
	int n = 0;
	const Symbol *ps = params;
	for (const Param *p = f->params; p; p = p->next) {
		const char *name = NULL;
		if (ps) {
			name = ps->name ? ps->name->name : NULL;
			ps = ps->next;
		} else if (names && p->name)
			name = p->name->name;
		ck(T, btf_add_func_param(T->btf, name, 0));
		n++;
	}
	if (f->variadic)
		ck(T, btf_add_func_param(T->btf, NULL, 0));
	patch_ref(T, id, conv(T, f->base, false));
	int k = 0;
	ps = params;
	for (const Param *p = f->params; p; p = p->next, k++) {
		/* the parameter variable's type is the adjusted one, as the Param's */
		const Type *pt = ps ? ps->type : p->type;
		if (ps)
			ps = ps->next;
		int tid = conv(T, pt, false);
		if (id > 0)
			btf_params(btf_type_by_id(T->btf, (uint32_t)id))[k].type = (uint32_t)tid;
	}
	(void)n;
	return id;
}

static int conv_canon(BtfTypes *T, const Type *t)
{
	int enc;
	switch (t->kind) {
	case TY_VOID:
		return 0;
	case TY_FLOAT:
		return ck(T, btf_add_float(T->btf, "float", 4));
	case TY_DOUBLE:
		return ck(T, btf_add_float(T->btf, "double", 8));
	case TY_LDOUBLE:
		return ck(T, btf_add_float(T->btf, "long double", (uint32_t)t->size));
	case TY_ENUM:
		return conv_enum(T, t);
	case TY_STRUCT: case TY_UNION:
		return conv_record(T, t);
	case TY_PTR: {
		int id = ck(T, btf_add_ptr(T->btf, 0));
		memo_put(T, t, id);
		patch_ref(T, id, conv(T, t->base, true));
		return id;
	}
	case TY_ARRAY: {
		int id = ck(T, btf_add_array(T->btf, 0, 0, t->array_len > 0 ? (uint32_t)t->array_len : 0));
		memo_put(T, t, id);
		int elem = conv(T, t->base, false);
		int index = array_index_type(T);
		if (id > 0) {
			BtfArray *a = btf_array(btf_type_by_id(T->btf, (uint32_t)id));
			a->type = (uint32_t)elem;
			a->index_type = (uint32_t)index;
		}
		return id;
	}
	case TY_FUNC: {
		int id = conv_proto(T, t, NULL, false);
		return id;
	}
	default: {
		const char *name = int_name(t->kind, &enc);
		if (!name)
			return ck(T, -EINVAL);
		return ck(T, btf_add_int(T->btf, name, (uint32_t)t->size, enc));
	}
	}
}

static int conv(BtfTypes *T, const Type *t, bool pointee)
{
	if (!t)
		return 0;
	int id = memo_get(T, t);
	if (id >= 0)
		return id;
	const Type *s = t->sugar_of;
	if (t->type_tags && s) {
		if (!pointee)
			return conv(T, s, false); /* clang emits tags only on pointees */
		const char *v = t->type_tags->nargs && t->type_tags->args[0]->kind == ND_STR ? t->type_tags->args[0]->str : NULL;
		if (!v)
			return conv(T, s, pointee);
		return ref_type(T, t, BTF_K_TYPE_TAG, v, s, true);
	} else if (t->typedef_sym && s) {
		return ref_type(T, t, BTF_K_TYPEDEF, t->typedef_sym->name->name, s, false);
	} else if (s && t->kind != TY_ARRAY) {
		int added = t->qual & ~s->qual & (Q_CONST | Q_VOLATILE | Q_RESTRICT);
		if (!added)
			return conv(T, s, pointee); /* address_space, aligned, ...: not in BTF */
		/* CONST -> VOLATILE -> RESTRICT -> the unqualified type */
		int first = 0, prev = 0;
		static const struct { int q, kind; } order[] = {
			{Q_CONST, BTF_K_CONST}, {Q_VOLATILE, BTF_K_VOLATILE}, {Q_RESTRICT, BTF_K_RESTRICT}};
		for (size_t k = 0; k < ARRAY_LEN(order); k++) {
			if (!(added & order[k].q))
				continue;
			int q = ck(T, order[k].kind == BTF_K_CONST ? btf_add_const(T->btf, 0) :
				      order[k].kind == BTF_K_VOLATILE ? btf_add_volatile(T->btf, 0) :
				      btf_add_restrict(T->btf, 0));
			if (!first) {
				first = q;
				memo_put(T, t, q);
			} else
				patch_ref(T, prev, q);
			prev = q;
		}
		/* a tag under a qualifier is left out: the kernel refuses a
		 * TYPE_TAG after CONST/VOLATILE/RESTRICT in a pointee chain */
		patch_ref(T, prev, conv(T, s, false));
		return first;
	} else {
		const Type *c = t->kind == TY_ARRAY ? t : t->canon ? t->canon : t;
		id = memo_get(T, c);
		if (id < 0) {
			id = conv_canon(T, c);
			if (memo_get(T, c) < 0)
				memo_put(T, c, id);
		}
		if (c != t)
			memo_put(T, t, id);
		return id;
	}
}

int btf_types_of(BtfTypes *T, const Type *t)
{
	int id = conv(T, t, false);
	return T->err ? T->err : id;
}

int btf_types_func_proto(BtfTypes *T, const Symbol *fn)
{
	const Type *f = fn->type;
	if (!f || f->kind != TY_FUNC)
		return -EINVAL;
	int id = conv_proto(T, f, fn->body ? fn->params : NULL, true);
	return T->err ? T->err : id;
}

void btf_types_decl_tags(BtfTypes *T, const Attr *attrs, int ref, int component)
{
	for (const Attr *a = attrs; a; a = a->next) {
		if (strcmp(a->name->name, "btf_decl_tag") || !a->nargs || a->args[0]->kind != ND_STR)
			continue;
		/* a tag repeated (redeclarations merge their lists) is one DECL_TAG */
		bool dup = false;
		for (const Attr *p = attrs; p != a && !dup; p = p->next)
			dup = !strcmp(p->name->name, "btf_decl_tag") && p->nargs && p->args[0]->kind == ND_STR &&
			      !strcmp(p->args[0]->str, a->args[0]->str);
		if (!dup)
			ck(T, btf_add_decl_tag(T->btf, a->args[0]->str, ref, component));
	}
}

int btf_types_error(const BtfTypes *T) { return T->err; }

/* ---- which records are described in full ---- */

/* mark(t): walks what describing t reaches, adding each record to
 * `required`.  `check`: t is (part of) a struct member's type; `seen`: a
 * pointer was passed on the way from that member.  A named record
 * reached with `seen` is not walked: if nothing else reaches it, it stays
 * a FWD.  This is LLVM's rule (BTFDebug's CheckPointer/SeenPointer: a
 * member pointing to a record makes a fixup, resolved by name to the
 * record if it is described anywhere, else to a FWD); as there, an array
 * element and a function type's return and parameters start afresh
 * (visitArrayType and visitSubroutineType visit them as roots). */
static void mark(BtfTypes *T, const Type *t, bool check, bool seen, int depth)
{
	if (!t || depth > 10000)
		return;
	if (t->type_tags || t->typedef_sym || (t->sugar_of && t->kind != TY_ARRAY)) {
		if (t->sugar_of)
			mark(T, t->sugar_of, check, seen, depth + 1);
		return;
	}
	const Type *c = t->kind == TY_ARRAY ? t : t->canon ? t->canon : t;
	switch (c->kind) {
	case TY_PTR:
		mark(T, c->base, check, check, depth + 1);
		return;
	case TY_ARRAY: /* an element is a root of its own (LLVM's visitArrayType) */
		mark(T, c->base, false, false, depth + 1);
		return;
	case TY_FUNC:
		mark(T, c->base, false, false, depth + 1);
		for (const Param *p = c->params; p; p = p->next)
			mark(T, p->type, false, false, depth + 1);
		return;
	case TY_STRUCT: case TY_UNION:
		if (seen && c->tag)
			return;
		if (!ptrset_add(&T->required, c))
			return;
		for (const Member *m = c->members; m; m = m->next)
			mark(T, m->type, true, false, depth + 1);
		return;
	default:
		return;
	}
}

void btf_types_require(BtfTypes *T, const Type *t) { mark(T, t, false, false, 0); }

/* A BTF-defined map (LLVM's visitMapDefType): each member's own type is
 * a root, so `__type(key, struct page *)` (`struct page **key`) describes
 * struct page in full, and the map struct itself is one; nothing deeper
 * (a member of struct page pointing elsewhere is a FWD again).  An inner
 * map's definition (`__array(values, struct inner)`: an array of pointers
 * to it) gets the same rule once more, since libbpf sizes its key and
 * value too; `inner` says we are in one already. */
static void require_map(BtfTypes *T, const Type *t, bool inner)
{
	while (t && t->sugar_of && t->kind != TY_ARRAY)
		t = t->sugar_of; /* typedefs and qualifiers */
	const Type *r = t && t->canon ? t->canon : t;
	if (!r || r->kind != TY_STRUCT || !r->is_complete)
		return;
	for (const Member *m = r->members; m; m = m->next) {
		btf_types_require(T, m->type);
		const Type *a = m->type; /* kind and base are shared by its variants */
		if (!inner && a && a->kind == TY_ARRAY && a->base && a->base->kind == TY_PTR)
			require_map(T, a->base->canon->base, true);
	}
	btf_types_require(T, t);
}

void btf_types_require_map(BtfTypes *T, const Type *t) { require_map(T, t, false); }
