/* btf.c - the BTF type table and string table, built one type at a time
 * (libbpf's btf__add_* style), and serialized to the .BTF bytes.
 *
 * Types live in one array of 32-bit words (host order), each type's
 * first word found through `off[id]`; the string table is one buffer of
 * NUL-terminated strings with an open-addressing hash of their offsets,
 * so each distinct string is stored once.  The Btf itself and its hash
 * are arena memory; the two growing arrays are Bufs.
 */
#include "btf.h"

#include <stdlib.h>
#include <string.h>

struct Btf {
	Arena arena;
	Buf words;        /* uint32_t: every type's words, id 1 first */
	uint32_t *off;    /* off[id]: word index of type id (off[0] unused) */
	uint32_t ntypes;  /* ids 1..ntypes */
	uint32_t cap_off;
	Buf strs;         /* the string table; starts with "" */
	uint32_t *hash;   /* string offsets + 1, 0 empty */
	uint32_t hash_cap, hash_n;
	int last_kind;    /* kind of the last type added, for the add_member family */
	bool big;         /* byte order found by btf_parse */
};

Btf *btf_new(void)
{
	Arena a = {0};
	Btf *b = arena_alloc(&a, sizeof *b);
	b->arena = a;
	buf_put_u8(&b->strs, 0);
	return b;
}

void btf_free(Btf *b)
{
	if (!b)
		return;
	buf_free(&b->words);
	buf_free(&b->strs);
	free(b->off);
	free(b->hash);
	Arena a = b->arena;
	arena_free(&a);
}

uint32_t btf_type_cnt(const Btf *b) { return b->ntypes + 1; }

static uint32_t *words(const Btf *b) { return (uint32_t *)b->words.data; }

const BtfType *btf_type_by_id(const Btf *b, uint32_t id)
{
	if (id == 0 || id > b->ntypes)
		return NULL;
	return (const BtfType *)(words(b) + b->off[id]);
}

BtfType *btf_type_mut(Btf *b, uint32_t id) { return (BtfType *)btf_type_by_id(b, id); }

const char *btf_str(const Btf *b, uint32_t off)
{
	if (off >= b->strs.len)
		return NULL;
	return (const char *)b->strs.data + off;
}

const char *btf_name(const Btf *b, const BtfType *t)
{
	const char *s = t ? btf_str(b, t->name_off) : NULL;
	return s ? s : "";
}

const char *btf_strings(const Btf *b, uint32_t *len)
{
	*len = (uint32_t)b->strs.len;
	return (const char *)b->strs.data;
}

const char *btf_kind_name(int kind)
{
	static const char *const names[BTF_K_COUNT] = {
		"UNKN", "INT", "PTR", "ARRAY", "STRUCT", "UNION", "ENUM", "FWD", "TYPEDEF", "VOLATILE",
		"CONST", "RESTRICT", "FUNC", "FUNC_PROTO", "VAR", "DATASEC", "FLOAT", "DECL_TAG",
		"TYPE_TAG", "ENUM64"};
	return kind >= 0 && kind < BTF_K_COUNT ? names[kind] : "UNKN";
}

/* 32-bit words after the header for `kind` with `vlen` entries */
static size_t extra_words(int kind, uint32_t vlen)
{
	switch (kind) {
	case BTF_K_INT: case BTF_K_VAR: case BTF_K_DECL_TAG:
		return 1;
	case BTF_K_ARRAY:
		return 3;
	case BTF_K_STRUCT: case BTF_K_UNION: case BTF_K_DATASEC: case BTF_K_ENUM64:
		return 3 * (size_t)vlen;
	case BTF_K_ENUM: case BTF_K_FUNC_PROTO:
		return 2 * (size_t)vlen;
	default:
		return 0;
	}
}

size_t btf_type_size(const BtfType *t)
{
	return sizeof *t + 4 * extra_words(btf_kind(t), btf_vlen(t));
}

/* ---- strings ---- */

static uint32_t str_hash(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (uint8_t)*s) * 16777619u;
	return h;
}

static void hash_insert(Btf *b, uint32_t off)
{
	uint32_t mask = b->hash_cap - 1;
	uint32_t i = str_hash((const char *)b->strs.data + off) & mask;
	while (b->hash[i])
		i = (i + 1) & mask;
	b->hash[i] = off + 1;
	b->hash_n++;
}

int btf_add_str(Btf *b, const char *s)
{
	if (!s || !*s)
		return 0;
	size_t n = strlen(s);
	if (b->hash_cap && b->hash_n * 2 < b->hash_cap) {
		uint32_t mask = b->hash_cap - 1;
		for (uint32_t i = str_hash(s) & mask; b->hash[i]; i = (i + 1) & mask)
			if (!strcmp((const char *)b->strs.data + b->hash[i] - 1, s))
				return (int)(b->hash[i] - 1);
	} else {
		/* grow (or build) the hash from the table itself */
		uint32_t cap = b->hash_cap ? b->hash_cap * 2 : 256;
		free(b->hash);
		b->hash = xcalloc(cap, sizeof *b->hash);
		b->hash_cap = cap;
		b->hash_n = 0;
		for (size_t o = 1; o < b->strs.len; o += strlen((const char *)b->strs.data + o) + 1)
			hash_insert(b, (uint32_t)o);
		return btf_add_str(b, s);
	}
	if (b->strs.len + n + 1 > BTF_MAX_NAME_OFF)
		return -E2BIG;
	uint32_t off = (uint32_t)b->strs.len;
	buf_put(&b->strs, s, n + 1);
	hash_insert(b, off);
	return (int)off;
}

/* ---- types ---- */

/* a new type of `nextra` extra words (zeroed); its id, or -errno */
static int add_type(Btf *b, const char *name, int kind, uint32_t vlen, bool kflag, uint32_t size_type,
		    size_t nextra)
{
	if (b->ntypes >= BTF_MAX_ID)
		return -E2BIG;
	int name_off = btf_add_str(b, name);
	if (name_off < 0)
		return name_off;
	if (b->ntypes + 2 > b->cap_off) {
		b->cap_off = b->cap_off ? b->cap_off * 2 : 64;
		b->off = xrealloc(b->off, sizeof *b->off * b->cap_off);
	}
	uint32_t id = ++b->ntypes;
	b->off[id] = (uint32_t)(b->words.len / 4);
	BtfType t = {(uint32_t)name_off, btf_info(kind, vlen, kflag), size_type};
	buf_put(&b->words, &t, sizeof t);
	buf_put_zero(&b->words, 4 * nextra);
	b->last_kind = kind;
	return (int)id;
}

/* a reference must name void or an existing type (a later type is
 * patched in with btf_type_mut once it exists) */
static bool bad_ref(const Btf *b, int ref) { return ref < 0 || (uint32_t)ref > b->ntypes; }

/* appends one entry of n words to the last type, which must be one of
 * the kinds k1/k2; returns a pointer to its words or NULL */
static uint32_t *add_entry(Btf *b, int k1, int k2, size_t n)
{
	if (!b->ntypes || (b->last_kind != k1 && b->last_kind != k2))
		return NULL;
	BtfType *t = btf_type_mut(b, b->ntypes);
	if (btf_vlen(t) == BTF_MAX_VLEN_NUM)
		return NULL;
	t->info = btf_info(btf_kind(t), btf_vlen(t) + 1u, btf_kflag(t));
	buf_put_zero(&b->words, 4 * n);
	return (uint32_t *)(b->words.data + b->words.len) - n;
}

int btf_add_int(Btf *b, const char *name, uint32_t byte_sz, int encoding)
{
	if (!name || !*name || (byte_sz != 1 && byte_sz != 2 && byte_sz != 4 && byte_sz != 8 && byte_sz != 16) ||
	    (encoding & ~7) || (encoding & (encoding - 1)))
		return -EINVAL;
	int id = add_type(b, name, BTF_K_INT, 0, false, byte_sz, 1);
	if (id > 0)
		*(uint32_t *)(btf_type_mut(b, (uint32_t)id) + 1) = (uint32_t)encoding << 24 | (byte_sz * 8);
	return id;
}

int btf_add_float(Btf *b, const char *name, uint32_t byte_sz)
{
	if (!name || !*name || (byte_sz != 2 && byte_sz != 4 && byte_sz != 8 && byte_sz != 12 && byte_sz != 16))
		return -EINVAL;
	return add_type(b, name, BTF_K_FLOAT, 0, false, byte_sz, 0);
}

static int add_ref(Btf *b, int kind, const char *name, int ref)
{
	if (bad_ref(b, ref))
		return -EINVAL;
	return add_type(b, name, kind, 0, false, (uint32_t)ref, 0);
}

int btf_add_ptr(Btf *b, int ref) { return add_ref(b, BTF_K_PTR, NULL, ref); }
int btf_add_volatile(Btf *b, int ref) { return add_ref(b, BTF_K_VOLATILE, NULL, ref); }
int btf_add_const(Btf *b, int ref) { return add_ref(b, BTF_K_CONST, NULL, ref); }
int btf_add_restrict(Btf *b, int ref) { return add_ref(b, BTF_K_RESTRICT, NULL, ref); }

int btf_add_typedef(Btf *b, const char *name, int ref)
{
	if (!name || !*name)
		return -EINVAL;
	return add_ref(b, BTF_K_TYPEDEF, name, ref);
}

int btf_add_type_tag(Btf *b, const char *value, int ref)
{
	if (!value || !*value)
		return -EINVAL;
	return add_ref(b, BTF_K_TYPE_TAG, value, ref);
}

int btf_add_array(Btf *b, int index_type, int elem_type, uint32_t nelems)
{
	if (bad_ref(b, index_type) || bad_ref(b, elem_type))
		return -EINVAL;
	int id = add_type(b, NULL, BTF_K_ARRAY, 0, false, 0, 3);
	if (id > 0)
		*btf_array(btf_type_mut(b, (uint32_t)id)) = (BtfArray){(uint32_t)elem_type, (uint32_t)index_type, nelems};
	return id;
}

int btf_add_struct(Btf *b, const char *name, uint32_t byte_sz)
{
	return add_type(b, name, BTF_K_STRUCT, 0, false, byte_sz, 0);
}

int btf_add_union(Btf *b, const char *name, uint32_t byte_sz)
{
	return add_type(b, name, BTF_K_UNION, 0, false, byte_sz, 0);
}

int btf_add_member(Btf *b, const char *name, int type, uint32_t bit_offset, uint32_t bit_size)
{
	if (bad_ref(b, type) || bit_size > 255 || bit_offset > 0xffffff)
		return -EINVAL;
	int name_off = btf_add_str(b, name);
	if (name_off < 0)
		return name_off;
	uint32_t *w = add_entry(b, BTF_K_STRUCT, BTF_K_UNION, 3);
	if (!w)
		return -EINVAL;
	BtfType *t = btf_type_mut(b, b->ntypes);
	if (bit_size && !btf_kflag(t)) {
		/* the first bitfield: every earlier offset takes the new form (size 0) */
		t->info |= 1u << 31;
	}
	w[0] = (uint32_t)name_off;
	w[1] = (uint32_t)type;
	w[2] = btf_kflag(t) ? bit_size << 24 | bit_offset : bit_offset;
	return 0;
}

static int add_enum(Btf *b, int kind, const char *name, uint32_t byte_sz, bool is_signed)
{
	if (kind == BTF_K_ENUM ? byte_sz != 1 && byte_sz != 2 && byte_sz != 4 && byte_sz != 8 : byte_sz != 8)
		return -EINVAL;
	return add_type(b, name, kind, 0, is_signed, byte_sz, 0);
}

int btf_add_enum(Btf *b, const char *name, uint32_t byte_sz, bool is_signed)
{
	return add_enum(b, BTF_K_ENUM, name, byte_sz, is_signed);
}

int btf_add_enum64(Btf *b, const char *name, uint32_t byte_sz, bool is_signed)
{
	return add_enum(b, BTF_K_ENUM64, name, byte_sz, is_signed);
}

int btf_add_enum_value(Btf *b, const char *name, int64_t value)
{
	if (!name || !*name || !b->ntypes)
		return -EINVAL;
	if (b->last_kind == BTF_K_ENUM && (value < INT32_MIN || value > (int64_t)UINT32_MAX))
		return -E2BIG;
	int name_off = btf_add_str(b, name);
	if (name_off < 0)
		return name_off;
	bool e64 = b->last_kind == BTF_K_ENUM64;
	uint32_t *w = add_entry(b, BTF_K_ENUM, BTF_K_ENUM64, e64 ? 3 : 2);
	if (!w)
		return -EINVAL;
	w[0] = (uint32_t)name_off;
	w[1] = (uint32_t)(uint64_t)value;
	if (e64)
		w[2] = (uint32_t)((uint64_t)value >> 32);
	return 0;
}

int btf_add_fwd(Btf *b, const char *name, bool is_union)
{
	if (!name || !*name)
		return -EINVAL;
	return add_type(b, name, BTF_K_FWD, 0, is_union, 0, 0);
}

int btf_add_func(Btf *b, const char *name, BtfLinkage linkage, int proto)
{
	if (!name || !*name || linkage > BTF_LINK_EXTERN || bad_ref(b, proto) || !proto)
		return -EINVAL;
	return add_type(b, name, BTF_K_FUNC, (uint32_t)linkage, false, (uint32_t)proto, 0);
}

int btf_add_func_proto(Btf *b, int ret) { return add_ref(b, BTF_K_FUNC_PROTO, NULL, ret); }

int btf_add_func_param(Btf *b, const char *name, int type)
{
	if (bad_ref(b, type))
		return -EINVAL;
	int name_off = btf_add_str(b, name);
	if (name_off < 0)
		return name_off;
	uint32_t *w = add_entry(b, BTF_K_FUNC_PROTO, BTF_K_FUNC_PROTO, 2);
	if (!w)
		return -EINVAL;
	w[0] = (uint32_t)name_off;
	w[1] = (uint32_t)type;
	return 0;
}

int btf_add_var(Btf *b, const char *name, BtfLinkage linkage, int type)
{
	if (!name || !*name || linkage > BTF_LINK_EXTERN || bad_ref(b, type))
		return -EINVAL;
	int id = add_type(b, name, BTF_K_VAR, 0, false, (uint32_t)type, 1);
	if (id > 0)
		*(uint32_t *)(btf_type_mut(b, (uint32_t)id) + 1) = (uint32_t)linkage;
	return id;
}

int btf_add_datasec(Btf *b, const char *name, uint32_t byte_sz)
{
	if (!name || !*name)
		return -EINVAL;
	return add_type(b, name, BTF_K_DATASEC, 0, false, byte_sz, 0);
}

int btf_add_datasec_var_info(Btf *b, int var, uint32_t offset, uint32_t byte_sz)
{
	if (bad_ref(b, var) || !var)
		return -EINVAL;
	uint32_t *w = add_entry(b, BTF_K_DATASEC, BTF_K_DATASEC, 3);
	if (!w)
		return -EINVAL;
	w[0] = (uint32_t)var;
	w[1] = offset;
	w[2] = byte_sz;
	return 0;
}

int btf_add_decl_tag(Btf *b, const char *value, int ref, int component_idx)
{
	if (!value || !*value || bad_ref(b, ref) || !ref || component_idx < -1)
		return -EINVAL;
	int id = add_type(b, value, BTF_K_DECL_TAG, 0, false, (uint32_t)ref, 1);
	if (id > 0)
		*(int32_t *)(btf_type_mut(b, (uint32_t)id) + 1) = component_idx;
	return id;
}

/* ---- references, and dropping types ---- */

uint32_t *btf_type_ref(BtfType *t, uint32_t k)
{
	uint32_t vlen = btf_vlen(t);
	switch (btf_kind(t)) {
	case BTF_K_PTR: case BTF_K_CONST: case BTF_K_VOLATILE: case BTF_K_RESTRICT: case BTF_K_TYPEDEF:
	case BTF_K_TYPE_TAG: case BTF_K_FUNC: case BTF_K_VAR: case BTF_K_DECL_TAG:
		return k == 0 ? &t->size_type : NULL;
	case BTF_K_ARRAY:
		return k == 0 ? &btf_array(t)->type : k == 1 ? &btf_array(t)->index_type : NULL;
	case BTF_K_STRUCT: case BTF_K_UNION:
		return k < vlen ? &btf_members(t)[k].type : NULL;
	case BTF_K_FUNC_PROTO:
		return k == 0 ? &t->size_type : k <= vlen ? &btf_params(t)[k - 1].type : NULL;
	case BTF_K_DATASEC:
		return k < vlen ? &btf_secinfos(t)[k].type : NULL;
	default:
		return NULL;
	}
}

void btf_keep_types(Btf *b, const bool *keep)
{
	uint32_t *w = words(b);
	size_t to = 0;
	uint32_t n = 0;
	for (uint32_t id = 1; id <= b->ntypes; id++) {
		size_t from = b->off[id], len = btf_type_size((const BtfType *)(w + from)) / 4;
		if (!keep[id])
			continue;
		memmove(w + to, w + from, 4 * len);
		b->off[++n] = (uint32_t)to;
		to += len;
	}
	b->ntypes = n;
	b->words.len = 4 * to;
	b->last_kind = -1;
}

/* ---- sharing string tails ---- */

/* strings ordered by their reversals, so that a string comes right
 * before the strings it ends ("int" before "unsigned int") */
static int cmp_reversed(const void *x, const void *y)
{
	const char *a = *(const char *const *)x, *b = *(const char *const *)y;
	size_t i = strlen(a), j = strlen(b);
	while (i && j) {
		unsigned char ca = (unsigned char)a[--i], cb = (unsigned char)b[--j];
		if (ca != cb)
			return ca < cb ? -1 : 1;
	}
	if (i != j)
		return i < j ? -1 : 1;
	return a < b ? -1 : a > b;
}

/* the k-th name offset among t's vlen entries (NULL: its kind has none) */
static uint32_t *entry_name(BtfType *t, uint32_t k)
{
	switch (btf_kind(t)) {
	case BTF_K_STRUCT: case BTF_K_UNION: return &btf_members(t)[k].name_off;
	case BTF_K_ENUM: return &btf_enums(t)[k].name_off;
	case BTF_K_ENUM64: return &btf_enums64(t)[k].name_off;
	case BTF_K_FUNC_PROTO: return &btf_params(t)[k].name_off;
	default: return NULL;
	}
}

uint32_t *btf_share_string_tails(Btf *b)
{
	const char *d = (const char *)b->strs.data;
	uint32_t len = (uint32_t)b->strs.len, n = 0;
	const char **sorted = xmalloc(sizeof *sorted * (len + 1));
	for (uint32_t o = 1; o < len; o += (uint32_t)strlen(d + o) + 1)
		sorted[n++] = d + o;
	qsort(sorted, n, sizeof *sorted, cmp_reversed);
	/* in that order a string that ends another comes just before the
	 * longest string it ends, or before an equal one: owner[] is the
	 * offset of the string that will hold it */
	uint32_t *owner = xcalloc((size_t)len + 1, sizeof *owner);
	for (uint32_t i = n; i-- > 0;) {
		uint32_t o = (uint32_t)(sorted[i] - d);
		owner[o] = o;
		if (i + 1 < n) {
			uint32_t p = (uint32_t)(sorted[i + 1] - d);
			size_t lo = strlen(d + o), lp = strlen(d + p);
			if (lo <= lp && !memcmp(d + p + lp - lo, d + o, lo))
				owner[o] = owner[p];
		}
	}
	/* owners keep their order; map[o] is o's new offset */
	uint32_t *map = xcalloc((size_t)len + 1, sizeof *map);
	Buf out = {0};
	buf_put_u8(&out, 0);
	for (uint32_t o = 1; o < len; o += (uint32_t)strlen(d + o) + 1)
		if (owner[o] == o) {
			map[o] = (uint32_t)out.len;
			buf_put(&out, d + o, strlen(d + o) + 1);
		}
	for (uint32_t o = 1; o < len; o += (uint32_t)strlen(d + o) + 1)
		if (owner[o] != o)
			map[o] = map[owner[o]] + (uint32_t)(strlen(d + owner[o]) - strlen(d + o));
	for (uint32_t id = 1; id <= b->ntypes; id++) {
		BtfType *t = (BtfType *)(words(b) + b->off[id]);
		t->name_off = map[t->name_off];
		for (uint32_t k = 0, *no; k < btf_vlen(t) && (no = entry_name(t, k)); k++)
			*no = map[*no];
	}
	free(sorted);
	free(owner);
	buf_free(&b->strs);
	b->strs = out;
	free(b->hash);
	b->hash = NULL;
	b->hash_cap = b->hash_n = 0;
	return map;
}

/* ---- serialization ---- */

void btf_serialize(const Btf *b, bool big, Buf *out)
{
	uint32_t type_len = (uint32_t)b->words.len;
	uint32_t str_len = (uint32_t)b->strs.len;
	buf_put_u16(out, BTF_MAGIC_NUM, big);
	buf_put_u8(out, BTF_VERSION_NUM);
	buf_put_u8(out, 0);
	buf_put_u32(out, BTF_HDR_LEN, big);
	buf_put_u32(out, 0, big);        /* type_off */
	buf_put_u32(out, type_len, big);
	buf_put_u32(out, type_len, big); /* str_off */
	buf_put_u32(out, str_len, big);
	/* every field of every type is a 32-bit word, so the byte order is
	 * applied word by word */
	const uint32_t *w = words(b);
	for (size_t i = 0; i < type_len / 4; i++)
		buf_put_u32(out, w[i], big);
	buf_put(out, b->strs.data, str_len);
}

/* ---- for btf_read.c: building from parsed words ---- */

/* appends one already-decoded type (header + extra words, host order)
 * without any check; the reader validates everything afterwards */
void btf_append_raw(Btf *b, const uint32_t *w, size_t nwords);
void btf_append_raw(Btf *b, const uint32_t *w, size_t nwords)
{
	if (b->ntypes + 2 > b->cap_off) {
		b->cap_off = b->cap_off ? b->cap_off * 2 : 64;
		b->off = xrealloc(b->off, sizeof *b->off * b->cap_off);
	}
	uint32_t id = ++b->ntypes;
	b->off[id] = (uint32_t)(b->words.len / 4);
	buf_put(&b->words, w, 4 * nwords);
	b->last_kind = -1;
}

/* replaces the string table with `len` bytes (the reader checked that
 * they start and end with NUL); the dedup hash is rebuilt on demand */
void btf_set_strings(Btf *b, const uint8_t *s, size_t len, bool big);
void btf_set_strings(Btf *b, const uint8_t *s, size_t len, bool big)
{
	b->strs.len = 0;
	buf_put(&b->strs, s, len);
	free(b->hash);
	b->hash = NULL;
	b->hash_cap = b->hash_n = 0;
	b->big = big;
}

bool btf_is_big_endian(const Btf *b) { return b->big; }

const uint32_t *btf_type_words(const Btf *b, size_t *nwords)
{
	*nwords = b->words.len / 4;
	return words(b);
}
