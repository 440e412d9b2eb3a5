/* btf_emit.c - the .BTF section of a module (-g), as assembly text.
 *
 * What is described, in this order (deterministic: the module's order):
 *  1. every function the module emits: FUNC_PROTO (parameter names) and
 *     FUNC (static or global linkage), its DECL_TAGs; each extern
 *     function it calls (FUNC with extern linkage, its prototype's
 *     parameter names if the declaration has them) when first called;
 *  2. every object src/cg/data.c emits (globals, then static locals,
 *     named as in the object: `func.var`), a VAR each (static or global
 *     linkage) with its DECL_TAGs; string literals get none (clang);
 *  2b. every extern variable the code refers to: a VAR with extern
 *     linkage (in its section's DATASEC for `__kconfig`, `__ksym`,
 *     `.maps`);
 *  3. one DATASEC per data section those objects are in (data.c's
 *     choice: SEC() name, .rodata for const, .bss for zero, .data),
 *     sorted by name, variables in emission order.  Sizes are the
 *     variables' sizes; each offset is `.long SYMBOL`, relocated, and the
 *     section size 0, as clang writes them (libbpf fills both in from
 *     the symbol table when it opens the object).  Extern functions with
 *     a section (kfuncs in `.ksyms`) are listed in it with size 0.
 * Types are only those these reach (btf_types.c), records in full only
 * where the program needs them complete (the rest are FWDs, as clang),
 * equal anonymous types merged (btf_dedup.c, before the DATASECs are
 * added, so only FUNC, VAR and CO-RE root ids need renumbering).  The section is then
 * checked with btf_parse (an invalid one is an internal error) and
 * written as .short/.byte/.long words and .asciz strings, so `-S` and
 * `-c` agree and the assembler applies the byte order.
 */
#include "btf.h"

#include "../cg/cg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct SymWord {
	size_t word;     /* index in the type section */
	const char *sym; /* printed instead of the word's value */
} SymWord;

typedef struct Sec {
	const char *name;
	int *vars;
	const char **syms; /* NULL entry: offset 0, no symbol */
	uint32_t *sizes;
	int n, cap;
} Sec;

struct BtfModule {
	Btf *btf;
	const Symbol **fsyms;
	int *fids;
	int nfuncs, cap_funcs;
	SymWord *words;
	int nwords;
};

/* ---- which objects data.c emitted, and where ---- */

/* data.c records each object it emits (data_section, data_size): the
 * BTF describes exactly those, so the two can never disagree */
static bool emitted(const Symbol *g) { return g->kind == SYM_VAR && g->data_section; }

/* ---- building ---- */

static Sec *sec_get(Sec **secs, int *n, int *cap, const char *name)
{
	for (int i = 0; i < *n; i++)
		if (!strcmp((*secs)[i].name, name))
			return &(*secs)[i];
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		*secs = xrealloc(*secs, sizeof **secs * (size_t)*cap);
	}
	Sec *s = &(*secs)[(*n)++];
	*s = (Sec){.name = name};
	return s;
}

static void sec_add(Sec *s, int var, const char *sym, uint32_t size)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 8;
		s->vars = xrealloc(s->vars, sizeof *s->vars * (size_t)s->cap);
		s->syms = xrealloc(s->syms, sizeof *s->syms * (size_t)s->cap);
		s->sizes = xrealloc(s->sizes, sizeof *s->sizes * (size_t)s->cap);
	}
	s->vars[s->n] = var;
	s->syms[s->n] = sym;
	s->sizes[s->n] = size;
	s->n++;
}

static void add_func(BtfModule *bm, const Symbol *s, int id)
{
	if (bm->nfuncs == bm->cap_funcs) {
		bm->cap_funcs = bm->cap_funcs ? bm->cap_funcs * 2 : 16;
		bm->fsyms = xrealloc(bm->fsyms, sizeof *bm->fsyms * (size_t)bm->cap_funcs);
		bm->fids = xrealloc(bm->fids, sizeof *bm->fids * (size_t)bm->cap_funcs);
	}
	bm->fsyms[bm->nfuncs] = s;
	bm->fids[bm->nfuncs++] = id;
}

int btf_module_func_id(const BtfModule *bm, const Symbol *fn)
{
	for (int i = 0; i < bm->nfuncs; i++)
		if (bm->fsyms[i] == fn)
			return bm->fids[i];
	return -1;
}

Btf *btf_module_btf(BtfModule *bm) { return bm->btf; }

/* FUNC (+ proto, + decl tags) for fn; its id.  !names: the prototype
 * without parameter names (clang's for a function only referred to by
 * address) */
static int emit_func(BtfModule *bm, BtfTypes *T, Symbol *fn, BtfLinkage link, bool names)
{
	int proto = names ? btf_types_func_proto(T, fn) : btf_types_of(T, fn->type);
	if (proto <= 0)
		return proto < 0 ? proto : -EINVAL;
	int id = btf_add_func(bm->btf, cg_sym_name(fn), link, proto);
	if (id < 0)
		return id;
	add_func(bm, fn, id);
	btf_types_decl_tags(T, fn->attrs, id, -1);
	int k = 0;
	if (fn->body)
		for (Symbol *p = fn->params; p; p = p->next)
			btf_types_decl_tags(T, p->attrs, id, k++);
	else
		for (Param *p = fn->type->params; p; p = p->next)
			btf_types_decl_tags(T, p->attrs, id, k++);
	return id;
}

static int emit_var(BtfModule *bm, BtfTypes *T, Symbol *g, Sec **secs, int *nsecs, int *cap)
{
	int type = btf_types_of(T, g->type);
	if (type < 0)
		return type;
	BtfLinkage link = g->storage == SC_STATIC || g->is_local ? BTF_LINK_STATIC : BTF_LINK_GLOBAL;
	const char *name = cg_sym_name(g);
	int id = btf_add_var(bm->btf, name, link, type);
	if (id < 0)
		return id;
	btf_types_decl_tags(T, g->attrs, id, -1);
	sec_add(sec_get(secs, nsecs, cap, g->data_section), id, name, (uint32_t)g->data_size);
	return id;
}

/* an extern variable: a VAR with extern linkage; in a section
 * (__kconfig, __ksym, .maps) also in its DATASEC, offset `.long SYMBOL`
 * as clang writes it (libbpf lays out .kconfig and resolves .ksyms from
 * these).  Plain `extern int x;` has no DATASEC entry, as in clang's
 * BTF: libbpf's static linker (bpftool gen object) matches it by name
 * with the object that defines it, and refuses an extern without BTF. */
static int emit_extern_var(BtfModule *bm, BtfTypes *T, Symbol *g, Sec **secs, int *nsecs, int *cap)
{
	int type = btf_types_of(T, g->type);
	if (type < 0)
		return type;
	const char *name = cg_sym_name(g);
	int id = btf_add_var(bm->btf, name, BTF_LINK_EXTERN, type);
	if (id < 0)
		return id;
	btf_types_decl_tags(T, g->attrs, id, -1);
	int64_t size = g->type->canon->size; /* sizeof(void) is 1, as clang's */
	if (g->section)
		sec_add(sec_get(secs, nsecs, cap, g->section), id, name, size > 0 ? (uint32_t)size : 0);
	return id;
}

/* after btf_dedup_refs: the ids held outside the table (each function's
 * FUNC, each section's VARs, each CO-RE root) in the new numbering */
static void renumber(BtfModule *bm, IrModule *m, Sec *secs, int nsecs, uint32_t *map)
{
	for (int k = 0; k < bm->nfuncs; k++)
		bm->fids[k] = (int)map[bm->fids[k]];
	for (int s = 0; s < nsecs; s++)
		for (int k = 0; k < secs[s].n; k++)
			secs[s].vars[k] = (int)map[secs[s].vars[k]];
	PtrSet done = {0}; /* instructions copied by inlining share a CoreRelo */
	for (IrFunc *f = m->funcs; f; f = f->next)
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next)
				if (i->op == IR_core && ptrset_add(&done, i->core))
					i->core->type_id = (int)map[i->core->type_id];
	ptrset_free(&done);
	free(map);
}

static int cmp_sec(const void *a, const void *b) { return strcmp(((const Sec *)a)->name, ((const Sec *)b)->name); }

void btf_module_free(BtfModule *bm)
{
	if (!bm)
		return;
	btf_free(bm->btf);
	free(bm->fsyms);
	free(bm->fids);
	free(bm->words);
	free(bm);
}

BtfModule *btf_module_build(IrModule *m, bool all_types)
{
	BtfModule *bm = xcalloc(1, sizeof *bm);
	bm->btf = btf_new();
	BtfTypes *T = btf_types_new(bm->btf);
	Sec *secs = NULL;
	int nsecs = 0, cap = 0;
	int err = 0;
	PtrSet ext = {0};
	/* which records are described in full (btf_types_require) */
	for (IrFunc *f = m->funcs; f; f = f->next) {
		btf_types_require(T, f->sym->type);
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next)
				if (i->callee && i->callee->kind == SYM_FUNC && !i->callee->body)
					btf_types_require(T, i->callee->type);
	}
	for (IrFunc *f = m->funcs; f; f = f->next)
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next)
				if (i->op == IR_core)
					btf_types_require(T, i->core->type);
	if (all_types) {
		for (int k = 0; k < m->prog->nrecords; k++)
			btf_types_require(T, m->prog->records[k]);
		for (int k = 0; k < m->prog->ntypedefs; k++)
			btf_types_require(T, m->prog->typedefs[k]->type);
	}
	Symbol **externs;
	int nexterns = ir_module_externs(m, &externs);
	for (int k = 0; k < nexterns; k++) {
		btf_types_require(T, externs[k]->type);
		/* `extern struct {...} m SEC(".maps")` (a map another object
		 * defines, for the static linker): key and value in full */
		if (externs[k]->kind == SYM_VAR && externs[k]->section && !strcmp(externs[k]->section, ".maps"))
			btf_types_require_map(T, externs[k]->type);
	}
	for (Symbol *g = m->prog->globals; g; g = g->next)
		if (emitted(g)) {
			btf_types_require(T, g->type);
			if (g->section && !strcmp(g->section, ".maps"))
				btf_types_require_map(T, g->type);
		}
	for (Symbol *f = m->prog->funcs; f; f = f->func_next)
		for (Symbol *l = f->locals; l; l = l->next)
			if (l->kind == SYM_VAR && l->storage == SC_STATIC && emitted(l))
				btf_types_require(T, l->type);
	for (IrFunc *f = m->funcs; f && !err; f = f->next) {
		int r = emit_func(bm, T, f->sym, f->sym->storage == SC_STATIC ? BTF_LINK_STATIC : BTF_LINK_GLOBAL, true);
		if (r < 0)
			err = r;
		for (IrBlock *b = f->entry; b && !err; b = b->next)
			for (IrInst *i = b->first; i && !err; i = i->next) {
				Symbol *c = i->callee;
				if (!c || c->kind != SYM_FUNC || c->body || !ptrset_add(&ext, c))
					continue;
				r = emit_func(bm, T, c, BTF_LINK_EXTERN, true);
				if (r < 0)
					err = r;
				else if (c->section)
					sec_add(sec_get(&secs, &nsecs, &cap, c->section), r, NULL, 0);
			}
	}
	/* extern functions only taken the address of (bpf_ksym_exists) */
	for (int k = 0; k < nexterns && !err; k++) {
		Symbol *c = externs[k];
		if (c->kind != SYM_FUNC || !ptrset_add(&ext, c))
			continue;
		int r = emit_func(bm, T, c, BTF_LINK_EXTERN, false);
		if (r < 0)
			err = r;
		else if (c->section)
			sec_add(sec_get(&secs, &nsecs, &cap, c->section), r, NULL, 0);
	}
	ptrset_free(&ext);
	for (int k = 0; k < nexterns && !err; k++)
		if (externs[k]->kind == SYM_VAR) {
			int r = emit_extern_var(bm, T, externs[k], &secs, &nsecs, &cap);
			if (r < 0)
				err = r;
		}
	free(externs);
	for (Symbol *g = m->prog->globals; g && !err; g = g->next)
		if (emitted(g)) {
			int r = emit_var(bm, T, g, &secs, &nsecs, &cap);
			if (r < 0)
				err = r;
		}
	for (Symbol *f = m->prog->funcs; f && !err; f = f->func_next)
		for (Symbol *l = f->locals; l && !err; l = l->next)
			if (l->kind == SYM_VAR && l->storage == SC_STATIC && emitted(l)) {
				int r = emit_var(bm, T, l, &secs, &nsecs, &cap);
				if (r < 0)
					err = r;
			}
	/* -fbtf-all-types: the rest, in definition order */
	for (int k = 0; all_types && k < m->prog->nrecords && !err; k++)
		if (btf_types_of(T, m->prog->records[k]) < 0)
			err = btf_types_error(T);
	for (int k = 0; all_types && k < m->prog->ntypedefs && !err; k++)
		if (btf_types_of(T, m->prog->typedefs[k]->type) < 0)
			err = btf_types_error(T);
	/* CO-RE relocations name their root types by id (after the
	 * functions and variables, as clang orders them) */
	for (IrFunc *f = m->funcs; f && !err; f = f->next)
		for (IrBlock *b = f->entry; b && !err; b = b->next)
			for (IrInst *i = b->first; i && !err; i = i->next)
				if (i->op == IR_core) {
					int id = btf_types_of(T, i->core->type);
					if (id < 0)
						err = id;
					i->core->type_id = id;
				}
	if (!err && btf_types_error(T))
		err = btf_types_error(T);
	if (!err)
		renumber(bm, m, secs, nsecs, btf_dedup_refs(bm->btf));
	if (nsecs > 1)
		qsort(secs, (size_t)nsecs, sizeof *secs, cmp_sec);
	for (int s = 0; s < nsecs && !err; s++) {
		int id = btf_add_datasec(bm->btf, secs[s].name, 0);
		if (id < 0) {
			err = id;
			break;
		}
		for (int k = 0; k < secs[s].n && !err; k++) {
			int r = btf_add_datasec_var_info(bm->btf, secs[s].vars[k], 0, secs[s].sizes[k]);
			if (r < 0) {
				err = r;
				break;
			}
			if (secs[s].syms[k]) {
				size_t nw;
				const uint32_t *w = btf_type_words(bm->btf, &nw);
				const BtfVarSecinfo *v = &btf_secinfos(btf_type_by_id(bm->btf, (uint32_t)id))[k];
				bm->words = xrealloc(bm->words, sizeof *bm->words * (size_t)(bm->nwords + 1));
				bm->words[bm->nwords++] = (SymWord){(size_t)((const uint32_t *)&v->offset - w), secs[s].syms[k]};
			}
		}
	}
	for (int s = 0; s < nsecs; s++) {
		free(secs[s].vars);
		free(secs[s].syms);
		free(secs[s].sizes);
	}
	free(secs);
	btf_types_free(T);
	if (err) {
		error_plain("cannot describe the module in BTF: %s",
			    err == -E2BIG ? "too many types, members or strings" : "a type BTF cannot express");
		btf_module_free(bm);
		return NULL;
	}
	/* what the kernel and libbpf will read must pass our own reader */
	Buf raw = {0};
	char why[256];
	btf_serialize(bm->btf, false, &raw);
	Btf *back = btf_parse(raw.data, raw.len, why, sizeof why);
	buf_free(&raw);
	if (!back) {
		error_plain("internal error: the BTF built for this module is invalid: %s", why);
		btf_module_free(bm);
		return NULL;
	}
	btf_free(back);
	return bm;
}

static void put_string(Buf *out, const char *s)
{
	if (!*s) {
		buf_puts(out, "\t.byte\t0\n");
		return;
	}
	buf_puts(out, "\t.asciz\t\"");
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\')
			buf_printf(out, "\\%c", *p);
		else if (*p < 32 || *p >= 127)
			buf_printf(out, "\\%03o", *p);
		else
			buf_put_u8(out, *p);
	}
	buf_puts(out, "\"\n");
}

void btf_module_emit_asm(const BtfModule *bm, Buf *out)
{
	size_t nw;
	const uint32_t *w = btf_type_words(bm->btf, &nw);
	uint32_t slen;
	const char *strs = btf_strings(bm->btf, &slen);
	buf_puts(out, "\t.section\t.BTF,\"\",@progbits\n");
	buf_printf(out, "\t.short\t%u\n\t.byte\t%u\n\t.byte\t0\n", BTF_MAGIC_NUM, BTF_VERSION_NUM);
	buf_printf(out, "\t.long\t%u\n\t.long\t0\n\t.long\t%zu\n\t.long\t%zu\n\t.long\t%u\n", BTF_HDR_LEN, nw * 4,
		   nw * 4, slen);
	int next = 0;
	for (uint32_t id = 1; id < btf_type_cnt(bm->btf); id++) {
		const BtfType *t = btf_type_by_id(bm->btf, id);
		size_t first = (size_t)((const uint32_t *)t - w), n = btf_type_size(t) / 4;
		for (size_t k = first; k < first + n; k++) {
			if (next < bm->nwords && bm->words[next].word == k) {
				buf_printf(out, "\t.long\t%s\n", bm->words[next++].sym);
				continue;
			}
			buf_printf(out, "\t.long\t%u", w[k]);
			if (k == first)
				buf_printf(out, "\t# %s(id = %u)", btf_kind_name(btf_kind(t)), id);
			buf_puts(out, "\n");
		}
	}
	for (uint32_t o = 0; o < slen; o += (uint32_t)strlen(strs + o) + 1)
		put_string(out, strs + o);
}

bool btf_emit_module(BtfModule *bm, BtfExtWriter *ext, Buf *out)
{
	bool with_ext = !btf_ext_empty(ext);
	if (with_ext && !btf_ext_intern(ext, bm)) {
		error_plain("cannot describe the module in BTF: too many strings");
		return false;
	}
	/* every string is in: the ones that end another can share it */
	uint32_t *map = btf_share_string_tails(bm->btf);
	if (with_ext)
		btf_ext_remap_strings(ext, map);
	free(map);
	btf_module_emit_asm(bm, out);
	if (with_ext)
		btf_ext_emit_asm(ext, out);
	return true;
}
