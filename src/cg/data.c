/* data.c - global variables (and static locals) -> data sections.
 *
 * The section is chosen as clang does for BPF, since libbpf turns each
 * into a map by name: an explicit SEC("...") first; then `const`
 * objects (incl. `const volatile`, libbpf's read-only configuration)
 * in .rodata; objects with no initializer or an all-zero one in .bss;
 * the rest in .data.  An object's bytes come from its flattened
 * initializer (InitEntry: scalars, bitfields, strings, addresses of
 * other objects as 8-byte relocated words).
 */
#include "cg.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

typedef struct Reloc {
	int64_t offset;
	Symbol *sym;
	int64_t addend;
} Reloc;

typedef struct Image {
	uint8_t *bytes;
	int64_t size;
	Reloc *rel;
	int nrel, cap;
	bool big;
} Image;

static void put_int(Image *im, int64_t off, int64_t size, uint64_t v)
{
	for (int64_t k = 0; k < size && off + k < im->size; k++) {
		int64_t at = im->big ? off + size - 1 - k : off + k;
		if (at >= 0 && at < im->size)
			im->bytes[at] = (uint8_t)(v >> (8 * k));
	}
}

/* the w low bits of v into the bitfield m of the record at byte `rec` */
static void put_bits(Image *im, int64_t rec, const Member *m, uint64_t v)
{
	for (int j = 0; j < m->bit_width; j++) {
		int64_t p = m->bit_offset + (im->big ? m->bit_width - 1 - j : j);
		int64_t byte = rec + p / 8;
		int bitpos = im->big ? 7 - (int)(p % 8) : (int)(p % 8);
		if (byte < 0 || byte >= im->size)
			continue;
		uint8_t mask = (uint8_t)(1u << bitpos);
		if ((v >> j) & 1)
			im->bytes[byte] |= mask;
		else
			im->bytes[byte] &= (uint8_t)~mask;
	}
}

static void add_reloc(Image *im, int64_t off, Symbol *s, int64_t addend)
{
	if (im->nrel == im->cap) {
		im->cap = im->cap ? im->cap * 2 : 8;
		im->rel = xrealloc(im->rel, sizeof *im->rel * (size_t)im->cap);
	}
	im->rel[im->nrel++] = (Reloc){off, s, addend};
}

static bool is_scalar_kind(const Type *t)
{
	return t->kind != TY_ARRAY && t->kind != TY_STRUCT && t->kind != TY_UNION && t->kind != TY_FLOAT &&
	       t->kind != TY_DOUBLE && t->kind != TY_LDOUBLE;
}

static bool fill_image(Symbol *g, Image *im)
{
	bool ok = true;
	for (InitEntry *e = g->init; e; e = e->next) {
		Type *t = e->type->canon ? e->type->canon : e->type;
		Node *x = e->expr;
		if (x->kind == ND_STR && t->kind == TY_ARRAY) {
			int64_t n = x->str_len < t->size ? x->str_len : t->size;
			if (e->offset >= 0 && e->offset + n <= im->size)
				memcpy(im->bytes + e->offset, x->str, (size_t)n);
			continue;
		}
		if (!is_scalar_kind(t)) {
			diag_error(x->loc, "this initializer of '%s' is not supported by the code generator yet",
				   g->name->name);
			ok = false;
			continue;
		}
		int64_t v;
		if (const_int_value(x, &v)) {
			if (e->bitfield)
				put_bits(im, e->offset, e->bitfield, (uint64_t)v);
			else
				put_int(im, e->offset, t->size, (uint64_t)v);
			continue;
		}
		Symbol *s;
		Node *str;
		int64_t off;
		if (t->size == 8 && const_addr_value(x, &s, &str, &off) && !str) {
			if (s)
				add_reloc(im, e->offset, s, off);
			else
				put_int(im, e->offset, 8, (uint64_t)off);
			continue;
		}
		diag_error(x->loc, "the initializer of '%s' is not a constant the code generator can place yet",
			   g->name->name);
		ok = false;
	}
	return ok;
}

static bool all_zero(const Image *im)
{
	if (im->nrel)
		return false;
	for (int64_t k = 0; k < im->size; k++)
		if (im->bytes[k])
			return false;
	return true;
}

static void put_bytes(Buf *out, const uint8_t *p, int64_t n)
{
	int64_t k = 0;
	while (k < n) {
		int64_t z = k;
		while (z < n && !p[z])
			z++;
		if (z - k >= 8 || z == n) {
			if (z > k)
				buf_printf(out, "\t.zero\t%" PRId64 "\n", z - k);
			k = z;
			continue;
		}
		int64_t end = k + 16 < n ? k + 16 : n;
		buf_puts(out, "\t.byte\t");
		for (int64_t j = k; j < end; j++)
			buf_printf(out, j > k ? ",%u" : "%u", p[j]);
		buf_puts(out, "\n");
		k = end;
	}
}

static int log2_align(int64_t a)
{
	int k = 0;
	while (((int64_t)1 << k) < a)
		k++;
	return k;
}

static bool is_const_object(const Type *t)
{
	while (t->kind == TY_ARRAY && t->base)
		t = t->base;
	return (t->qual & Q_CONST) != 0;
}

/* the type's size, or more when a flexible array member is initialized
 * (libbpf's map-in-map `.values = { [0] = &inner }`) */
static int64_t object_size(const Symbol *g)
{
	int64_t size = g->type->size > 0 ? g->type->size : 0;
	for (InitEntry *e = g->init; e; e = e->next) {
		Type *t = e->type->canon ? e->type->canon : e->type;
		if (t->size > 0 && e->offset + t->size > size)
			size = e->offset + t->size;
	}
	return size;
}

static bool emit_object(Symbol *g, const CgOptions *o, Buf *out, bool is_string)
{
	Type *t = g->type;
	int64_t size = object_size(g);
	Image im = {xcalloc((size_t)size + 1, 1), size, NULL, 0, 0, o->big_endian};
	bool ok = fill_image(g, &im);
	const char *name = cg_sym_name(g);
	bool zero = all_zero(&im);
	const char *sec, *flags = "aw";
	bool nobits = false;
	if (g->section) {
		sec = g->section;
		if (is_const_object(t))
			flags = "a";
		/* `.bss` and `.bss.NAME` hold zeros only, NOBITS by their name as
		 * clang and GCC make them (libbpf maps .bss.* as zeroed data) */
		if (!strcmp(sec, ".bss") || !strncmp(sec, ".bss.", 5)) {
			if (!zero) {
				diag_error(g->loc, "'%s' has a nonzero initializer but is placed in section '%s', which holds zeros only",
					   name, sec);
				ok = false;
			}
			nobits = true;
		}
	} else if (is_string) {
		/* as clang: mergeable strings of 1-byte characters */
		sec = ".rodata.str1.1";
		flags = "aMS";
	} else if (is_const_object(t)) {
		sec = ".rodata";
		flags = "a";
	} else if (zero) {
		sec = ".bss";
		nobits = true;
	} else
		sec = ".data";
	g->data_section = sec;
	g->data_size = size;
	int align = t->align > g->align ? t->align : g->align;
	if (align < 1)
		align = 1;
	buf_printf(out, "\t.type\t%s,@object\n", name);
	buf_printf(out, "\t.section\t\"%s\",\"%s\",@%s%s\n", sec, flags, nobits ? "nobits" : "progbits",
		   is_string ? ",1" : "");
	if (g->storage != SC_STATIC && !g->is_local)
		buf_printf(out, "\t.%s\t%s\n", g->is_weak ? "weak" : "globl", name);
	if (g->visibility == VIS_HIDDEN)
		buf_printf(out, "\t.hidden\t%s\n", name);
	buf_printf(out, "\t.p2align\t%d\n%s:\n", log2_align(align), name);
	if (nobits || (zero && !is_string))
		buf_printf(out, "\t.zero\t%" PRId64 "\n", size);
	else {
		int64_t at = 0;
		for (int r = 0; r < im.nrel; r++) {
			Reloc *rl = &im.rel[r];
			put_bytes(out, im.bytes + at, rl->offset - at);
			if (rl->addend)
				buf_printf(out, "\t.quad\t%s%+" PRId64 "\n", cg_sym_name(rl->sym), rl->addend);
			else
				buf_printf(out, "\t.quad\t%s\n", cg_sym_name(rl->sym));
			at = rl->offset + 8;
		}
		put_bytes(out, im.bytes + at, size - at);
	}
	buf_printf(out, "\t.size\t%s, %" PRId64 "\n\n", name, size);
	free(im.bytes);
	free(im.rel);
	return ok;
}

/* internal objects nothing refers to are dropped, as clang drops them:
 * libbpf's helper definitions (`static long (*bpf_x)(...) = (void *)N`)
 * are only ever called, and a call becomes `call N` */
static bool wanted(const Symbol *g, const PtrSet *refs)
{
	if (g->kind != SYM_VAR || g->storage == SC_EXTERN || g->storage == SC_TYPEDEF)
		return false;
	if (!g->is_defined && !g->is_tentative && !(g->is_local && g->storage == SC_STATIC))
		return false;
	if (g->storage == SC_STATIC && !g->is_used && !ptrset_has(refs, g))
		return false;
	return true;
}

static void add_val(PtrSet *refs, IrVal v)
{
	if (v.kind == IRV_SYM)
		ptrset_add(refs, v.sym);
}

static void add_init_refs(PtrSet *refs, const Symbol *g)
{
	for (InitEntry *e = g->init; e; e = e->next) {
		Symbol *s;
		Node *str;
		int64_t off;
		if (e->type && e->type->size == 8 && const_addr_value(e->expr, &s, &str, &off) && s)
			ptrset_add(refs, s);
	}
}

/* every object the code or another object's initializer refers to */
static void fill_refs(IrModule *m, PtrSet *refs)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next) {
				add_val(refs, i->a);
				add_val(refs, i->b);
				for (int k = 0; k < i->nargs; k++)
					add_val(refs, i->args[k]);
			}
	for (Symbol *g = m->prog->globals; g; g = g->next)
		if (g->kind == SYM_VAR)
			add_init_refs(refs, g);
	for (Symbol *f = m->prog->funcs; f; f = f->func_next)
		for (Symbol *l = f->locals; l; l = l->next)
			if (l->kind == SYM_VAR && l->storage == SC_STATIC)
				add_init_refs(refs, l);
}

bool cg_emit_data(IrModule *m, const CgOptions *o, Buf *out)
{
	bool ok = true;
	PtrSet refs = {0};
	fill_refs(m, &refs);
	for (Symbol *g = m->prog->globals; g; g = g->next)
		if (wanted(g, &refs))
			ok &= emit_object(g, o, out, false);
	for (Symbol *f = m->prog->funcs; f; f = f->func_next)
		for (Symbol *l = f->locals; l; l = l->next)
			if (l->kind == SYM_VAR && l->storage == SC_STATIC && wanted(l, &refs))
				ok &= emit_object(l, o, out, false);
	for (int k = 0; k < m->nstrings; k++) {
		Symbol *s = m->strings[k];
		Type *t = s->type->canon ? s->type->canon : s->type;
		bool narrow = t->kind == TY_ARRAY && t->base && t->base->size == 1;
		ok &= emit_object(s, o, out, narrow);
	}
	ptrset_free(&refs);
	return ok;
}
