/* image.c - the bytes of an object with static storage, from its
 * flattened initializer (InitEntry: scalars, bitfields, strings,
 * addresses of other objects as 8-byte words to relocate).  One reading
 * of initializers for the two that need it: the back end writes the
 * bytes into a data section (cg/data.c), and the folder reads a constant
 * object's bytes to replace a load from it by its value (fold.c). */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

static void put_int(ObjImage *im, int64_t off, int64_t size, uint64_t v)
{
	for (int64_t k = 0; k < size && off + k < im->size; k++) {
		int64_t at = im->big ? off + size - 1 - k : off + k;
		if (at >= 0 && at < im->size)
			im->bytes[at] = (uint8_t)(v >> (8 * k));
	}
}

/* the low bits of the 128-bit value (hi, v) into the bitfield m of the
 * record at byte `rec` */
static void put_bits(ObjImage *im, int64_t rec, const Member *m, uint64_t v, uint64_t hi)
{
	for (int j = 0; j < m->bit_width; j++) {
		uint64_t word = j < 64 ? v : hi;
		int64_t p = m->bit_offset + (im->big ? m->bit_width - 1 - j : j);
		int64_t byte = rec + p / 8;
		int bitpos = im->big ? 7 - (int)(p % 8) : (int)(p % 8);
		if (byte < 0 || byte >= im->size)
			continue;
		uint8_t mask = (uint8_t)(1u << bitpos);
		if ((word >> (j & 63)) & 1)
			im->bytes[byte] |= mask;
		else
			im->bytes[byte] &= (uint8_t)~mask;
	}
}

static void add_reloc(ObjImage *im, int64_t off, Symbol *s, int64_t addend)
{
	if (im->nrel == im->cap) {
		im->cap = im->cap ? im->cap * 2 : 8;
		im->rel = xrealloc(im->rel, sizeof *im->rel * (size_t)im->cap);
	}
	im->rel[im->nrel++] = (ObjReloc){off, s, addend};
}

static bool is_scalar_kind(const Type *t)
{
	return t->kind != TY_ARRAY && t->kind != TY_STRUCT && t->kind != TY_UNION && t->kind != TY_FLOAT &&
	       t->kind != TY_DOUBLE && t->kind != TY_LDOUBLE;
}

/* the object's size: its type's, or more where a flexible array member
 * is initialized (libbpf's map-in-map `.values = { [0] = &inner }`) */
static int64_t obj_image_size(const Symbol *g)
{
	int64_t size = g->type->size > 0 ? g->type->size : 0;
	for (InitEntry *e = g->init; e; e = e->next) {
		Type *t = e->type->canon ? e->type->canon : e->type;
		if (t->size > 0 && e->offset + t->size > size)
			size = e->offset + t->size;
	}
	return size;
}

/* the entries of one initializer list, at byte `base` of the image */
static bool put_entries(ObjImage *im, Symbol *g, InitEntry *list, int64_t base, bool report)
{
	bool ok = true;
	for (InitEntry *e = list; e; e = e->next) {
		Type *t = e->type->canon ? e->type->canon : e->type;
		Node *x = e->expr;
		int64_t at = base + e->offset;
		if (x->kind == ND_STR && t->kind == TY_ARRAY) {
			int64_t n = x->str_len < t->size ? x->str_len : t->size;
			if (at >= 0 && at + n <= im->size)
				memcpy(im->bytes + at, x->str, (size_t)n);
			continue;
		}
		if (x->kind == ND_COMPOUND_LIT && !is_scalar_kind(t) && x->sym && x->type->canon == t) {
			/* a struct element from `(struct T){...}` of its own type
			 * (the kernel's BPF_ST_MEM and friends): its entries here */
			ok &= put_entries(im, g, x->sym->init, at, report);
			continue;
		}
		if (!is_scalar_kind(t)) {
			if (report)
				diag_error(x->loc, "this initializer of '%s' is not supported by the code generator yet",
					   g->name->name);
			ok = false;
			continue;
		}
		int64_t v, hi;
		if (t->size == 16 && const_int128_value(x, &v, &hi)) {
			/* __int128: two words, the low one first in little-endian */
			if (e->bitfield)
				put_bits(im, at, e->bitfield, (uint64_t)v, (uint64_t)hi);
			else {
				put_int(im, at + (im->big ? 8 : 0), 8, (uint64_t)v);
				put_int(im, at + (im->big ? 0 : 8), 8, (uint64_t)hi);
			}
			continue;
		}
		if (const_int_value(x, &v)) {
			if (e->bitfield)
				put_bits(im, at, e->bitfield, (uint64_t)v, v < 0 ? ~(uint64_t)0 : 0);
			else
				put_int(im, at, t->size, (uint64_t)v);
			continue;
		}
		Symbol *s;
		Node *str;
		int64_t off;
		if (t->size == 8 && const_addr_value(x, &s, &str, &off) && !str) {
			if (s)
				add_reloc(im, at, s, off);
			else
				put_int(im, at, 8, (uint64_t)off);
			continue;
		}
		if (report)
			diag_error(x->loc, "the initializer of '%s' is not a constant the code generator can place yet",
				   g->name->name);
		ok = false;
	}
	return ok;
}

bool obj_image_build(Symbol *g, bool big_endian, bool report, ObjImage *im)
{
	int64_t size = obj_image_size(g);
	*im = (ObjImage){xcalloc((size_t)size + 1, 1), size, NULL, 0, 0, big_endian};
	return put_entries(im, g, g->init, 0, report);
}

void obj_image_free(ObjImage *im)
{
	free(im->bytes);
	free(im->rel);
	*im = (ObjImage){0};
}

bool obj_is_const(const Type *t)
{
	while (t->kind == TY_ARRAY && t->base)
		t = t->base;
	return (t->qual & Q_CONST) != 0;
}
