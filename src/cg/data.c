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

/* The order clang lays a section's objects out in: the order it first
 * creates them, walking the file.  A definition with an initializer is
 * created where it is defined, after the objects its initializer
 * refers to (`.values = { &inner_map }` puts inner_map first); a
 * tentative definition (`int x;`, and every map in .maps) or a static
 * object where the body of a function with external linkage first
 * refers to it, in source order (static functions' bodies come at the
 * end, after the tentative definitions nothing referred to, which come
 * in their order).  libbpf and skeletons find objects by name, but the
 * verifier's messages quote offsets: linked_list_fail's tests expect
 * `ghead` at 0 and `glock`, declared before it, at 16 in `.bss.A`. */
typedef struct Placed {
	Symbol *g;
	int major, minor; /* the event that created it: def_seq, then order within */
	int index;        /* in declaration order: the last tie-break */
} Placed;

typedef struct Placing {
	Placed *p;
	int n;
	int major, minor; /* the event being walked */
} Placing;

static int cmp_placed(const void *a, const void *b)
{
	const Placed *x = a, *y = b;
	if (x->major != y->major)
		return x->major < y->major ? -1 : 1;
	if (x->minor != y->minor)
		return x->minor < y->minor ? -1 : 1;
	return x->index < y->index ? -1 : x->index > y->index;
}

static int cmp_def_seq(const void *a, const void *b)
{
	const Symbol *x = (*(Placed *const *)a)->g, *y = (*(Placed *const *)b)->g;
	return x->def_seq < y->def_seq ? -1 : x->def_seq > y->def_seq;
}

static void place(Placing *P, Symbol *g)
{
	for (int k = 0; k < P->n; k++)
		if (P->p[k].g == g && P->p[k].major == INT32_MAX) {
			P->p[k].major = P->major;
			P->p[k].minor = ++P->minor;
		}
}

static void place_refs(Placing *P, const Node *n);

static void place_init_refs(Placing *P, const InitEntry *e)
{
	for (; e; e = e->next)
		place_refs(P, e->expr);
}

static void place_subtree(void *P, const Node *sub) { place_refs(P, sub); }

static void place_refs(Placing *P, const Node *n)
{
	for (; n; n = n->next) {
		if (n->kind == ND_VAR && n->sym && n->sym->kind == SYM_VAR && !n->sym->is_local)
			place(P, n->sym);
		if (n->sym && n->sym->kind == SYM_VAR && n->sym->is_local &&
		    (n->kind == ND_DECL || n->kind == ND_COMPOUND_LIT)) {
			place_init_refs(P, n->sym->init);
			if (n->sym->storage == SC_STATIC)
				place(P, n->sym); /* a static local: where its function declares it */
		}
		ast_each_subtree(n, place_subtree, P);
	}
}

static Placed *place_globals(IrModule *m, const PtrSet *refs, int *count)
{
	Placing P = {0};
	for (Symbol *g = m->prog->globals; g; g = g->next)
		P.n += wanted(g, refs);
	for (Symbol *f = m->prog->funcs; f; f = f->func_next)
		for (Symbol *l = f->locals; l; l = l->next)
			P.n += l->kind == SYM_VAR && l->storage == SC_STATIC && wanted(l, refs);
	P.p = xcalloc((size_t)P.n + 1, sizeof *P.p);
	int n = 0;
	for (Symbol *g = m->prog->globals; g; g = g->next)
		if (wanted(g, refs))
			P.p[n] = (Placed){g, INT32_MAX, 0, n}, n++;
	for (Symbol *f = m->prog->funcs; f; f = f->func_next)
		for (Symbol *l = f->locals; l; l = l->next)
			if (l->kind == SYM_VAR && l->storage == SC_STATIC && wanted(l, refs))
				P.p[n] = (Placed){l, INT32_MAX, 0, n}, n++;
	/* the initialized objects in the order they are defined (each
	 * after what its initializer points to, unless an earlier one took
	 * that), then the bodies of functions with external linkage; each
	 * event has a def_seq of its own */
	int last = m->prog->def_seq;
	Placed **defined = xcalloc((size_t)n + 1, sizeof *defined);
	int ndef = 0;
	for (int k = 0; k < n; k++)
		if (!P.p[k].g->is_tentative && P.p[k].g->storage != SC_STATIC)
			defined[ndef++] = &P.p[k];
	qsort(defined, (size_t)ndef, sizeof *defined, cmp_def_seq);
	for (int k = 0; k < ndef; k++)
		if (defined[k]->major == INT32_MAX) {
			P.major = defined[k]->g->def_seq;
			P.minor = 0;
			place_init_refs(&P, defined[k]->g->init);
			place(&P, defined[k]->g);
		}
	free(defined);
	for (Symbol *f = m->prog->funcs; f; f = f->func_next)
		if (f->storage != SC_STATIC && !f->is_inline && f->body) {
			P.major = f->def_seq;
			P.minor = 0;
			place_refs(&P, f->body);
		}
	/* then the tentative definitions nothing placed, in their order, and
	 * whatever static functions alone refer to */
	for (int k = 0; k < n; k++)
		if (P.p[k].major == INT32_MAX && P.p[k].g->is_tentative && P.p[k].g->storage != SC_STATIC) {
			P.p[k].major = last + 1;
			P.p[k].minor = P.p[k].g->def_seq;
		}
	for (int k = 0; k < n; k++)
		if (P.p[k].major == INT32_MAX) {
			P.p[k].major = last + 2;
			P.p[k].minor = P.p[k].g->def_seq;
		}
	qsort(P.p, (size_t)n, sizeof *P.p, cmp_placed);
	*count = n;
	return P.p;
}

bool cg_emit_data(IrModule *m, const CgOptions *o, Buf *out)
{
	bool ok = true;
	PtrSet refs = {0};
	fill_refs(m, &refs);
	int n;
	Placed *placed = place_globals(m, &refs, &n);
	for (int k = 0; k < n; k++)
		ok &= emit_object(placed[k].g, o, out, false);
	free(placed);
	for (int k = 0; k < m->nstrings; k++) {
		Symbol *s = m->strings[k];
		Type *t = s->type->canon ? s->type->canon : s->type;
		bool narrow = t->kind == TY_ARRAY && t->base && t->base->size == 1;
		ok &= emit_object(s, o, out, narrow);
	}
	ptrset_free(&refs);
	return ok;
}
