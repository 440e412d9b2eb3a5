/* btf_dedup.c - one copy of each anonymous reference type.
 *
 * btf_types.c memoizes per front-end Type node, and the front end makes a
 * node per declaration for some types: `char comm[16]` in two structs is
 * two array nodes, `volatile int` written twice two qualified variants,
 * every zero-length array of vmlinux.h one more.  Clang's debug info has
 * one node per distinct type (its AST uniques array, pointer and
 * qualified types), so its BTF has one ARRAY per element type and length.
 * Here the module's finished BTF is deduplicated instead: two PTR,
 * CONST, VOLATILE, RESTRICT, TYPE_TAG, TYPEDEF, ARRAY, FUNC_PROTO or
 * DECL_TAG types whose words are equal once their references are
 * replaced by their own representatives are one type (the first).
 * Records, enums, FWDs, INTs, FUNCs, VARs and DATASECs are kept as they
 * are: each C record is one type already, and two anonymous records of
 * the same layout are different types in C (clang keeps both too).
 *
 * A chain of reference types always ends at a record, a base type or
 * void (C has no pointer to itself without a record in between), so
 * representatives are found depth first without meeting a cycle; a
 * malformed cycle is left alone (`busy`).
 */
#include "btf.h"

#include <stdlib.h>
#include <string.h>

typedef struct Dedup {
	Btf *b;
	uint32_t *rep;   /* rep[id]: its representative, 0 while unknown */
	uint8_t *busy;   /* on the depth-first path */
	uint32_t *table; /* ids of representatives, by hash of their words */
	uint32_t cap;
} Dedup;

static bool dedupable(int kind)
{
	switch (kind) {
	case BTF_K_PTR: case BTF_K_CONST: case BTF_K_VOLATILE: case BTF_K_RESTRICT: case BTF_K_TYPE_TAG:
	case BTF_K_TYPEDEF: case BTF_K_ARRAY: case BTF_K_FUNC_PROTO: case BTF_K_DECL_TAG:
		return true;
	default:
		return false;
	}
}

static uint32_t hash_words(const BtfType *t)
{
	const uint32_t *w = (const uint32_t *)t;
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < btf_type_size(t) / 4; i++)
		h = (h ^ w[i]) * 16777619u;
	return h;
}

static bool same_words(const BtfType *a, const BtfType *b)
{
	size_t n = btf_type_size(a);
	return n == btf_type_size(b) && !memcmp(a, b, n);
}

/* the first type with t's words, or id itself (then entered) */
static uint32_t intern(Dedup *D, uint32_t id)
{
	const BtfType *t = btf_type_by_id(D->b, id);
	uint32_t mask = D->cap - 1;
	for (uint32_t i = hash_words(t) & mask;; i = (i + 1) & mask) {
		if (!D->table[i]) {
			D->table[i] = id;
			return id;
		}
		if (same_words(btf_type_by_id(D->b, D->table[i]), t))
			return D->table[i];
	}
}

static uint32_t representative(Dedup *D, uint32_t id);

/* every reference of type id replaced by its target's representative */
static void canon_refs(Dedup *D, uint32_t id)
{
	uint32_t *ref;
	for (uint32_t k = 0; (ref = btf_type_ref(btf_type_mut(D->b, id), k)); k++)
		*ref = representative(D, *ref); /* adds no type: `ref` stays valid */
}

static uint32_t representative(Dedup *D, uint32_t id)
{
	if (!id || D->rep[id])
		return D->rep[id];
	if (!dedupable(btf_kind(btf_type_by_id(D->b, id))))
		return D->rep[id] = id;
	if (D->busy[id])
		return id; /* a cycle of reference types: not from C, left alone */
	D->busy[id] = 1;
	canon_refs(D, id);
	D->busy[id] = 0;
	return D->rep[id] = intern(D, id);
}

uint32_t *btf_dedup_refs(Btf *b)
{
	uint32_t n = btf_type_cnt(b);
	Dedup D = {.b = b};
	D.rep = xcalloc(n, sizeof *D.rep);
	D.busy = xcalloc(n, 1);
	for (D.cap = 64; D.cap < 2 * n; D.cap *= 2)
		;
	D.table = xcalloc(D.cap, sizeof *D.table);
	for (uint32_t id = 1; id < n; id++)
		if (representative(&D, id) == id && !dedupable(btf_kind(btf_type_by_id(b, id))))
			canon_refs(&D, id); /* a record's members, a VAR's type, ... */
	/* the new numbering: representatives in their order; a duplicate
	 * is renamed to its representative's new id */
	bool *keep = xcalloc(n, sizeof *keep);
	uint32_t *map = xcalloc(n, sizeof *map);
	uint32_t next = 1;
	for (uint32_t id = 1; id < n; id++)
		if (D.rep[id] == id) {
			keep[id] = true;
			map[id] = next++;
		}
	for (uint32_t id = 1; id < n; id++)
		map[id] = map[D.rep[id]];
	for (uint32_t id = 1; id < n; id++) {
		if (!keep[id])
			continue;
		uint32_t *ref;
		for (uint32_t k = 0; (ref = btf_type_ref(btf_type_mut(b, id), k)); k++)
			*ref = map[*ref];
	}
	btf_keep_types(b, keep);
	free(keep);
	free(D.rep);
	free(D.busy);
	free(D.table);
	return map;
}
