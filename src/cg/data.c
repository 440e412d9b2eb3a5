/* data.c - global variables (and static locals) -> data sections.
 *
 * The section is chosen as clang does for BPF, since libbpf turns each
 * into a map by name: an explicit SEC("...") first; then `const`
 * objects (incl. `const volatile`, libbpf's read-only configuration)
 * in .rodata; objects with no initializer or an all-zero one in .bss;
 * the rest in .data.  An object's bytes come from its flattened
 * initializer (ir/image.c).
 */
#include "cg.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool all_zero(const ObjImage *im)
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

static bool emit_object(Symbol *g, const CgOptions *o, Buf *out, bool is_string)
{
	Type *t = g->type;
	ObjImage im;
	bool ok = obj_image_build(g, o->big_endian, true, &im);
	int64_t size = im.size;
	const char *name = cg_sym_name(g);
	bool zero = all_zero(&im);
	const char *sec, *flags = "aw";
	bool nobits = false;
	if (g->section) {
		sec = g->section;
		if (obj_is_const(t))
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
	} else if (t->addr_space) {
		/* `__arena` globals (address_space(1)): clang's section for
		 * them, which libbpf maps into the program's BPF arena and
		 * bpftool's skeleton names `arena`; zeros too are data there */
		static char names[256][24];
		snprintf(names[t->addr_space], sizeof names[0], ".addr_space.%d", t->addr_space);
		sec = names[t->addr_space];
	} else if (is_string) {
		/* as clang: mergeable strings of 1-byte characters */
		sec = ".rodata.str1.1";
		flags = "aMS";
	} else if (obj_is_const(t)) {
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
			ObjReloc *rl = &im.rel[r];
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
	obj_image_free(&im);
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
