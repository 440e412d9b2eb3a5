/* cg.c - the back end for a whole module: every function through
 * selection, allocation, frame layout and emission, then the data.
 *
 * Static locals are named `function.variable` in the object, as clang
 * names them (libbpf and bpftool show these names); a second static of
 * the same name in one function gets `.1`, `.2`, ...  The name is kept
 * in the Symbol's asm_name, where every later reference finds it. */
#include "cg.h"

#include "../btf/btf.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

static void name_static_locals(IrModule *m)
{
	Arena *a = &m->arena;
	for (Symbol *f = m->prog->funcs; f; f = f->func_next)
		for (Symbol *l = f->locals; l; l = l->next) {
			if (l->kind != SYM_VAR || l->storage != SC_STATIC || l->asm_name)
				continue;
			int dup = 0;
			for (Symbol *p = f->locals; p != l; p = p->next)
				if (p->kind == SYM_VAR && p->storage == SC_STATIC && p->name == l->name)
					dup++;
			char buf[512];
			if (dup)
				snprintf(buf, sizeof buf, "%s.%s.%d", cg_sym_name(f), l->name->name, dup);
			else
				snprintf(buf, sizeof buf, "%s.%s", cg_sym_name(f), l->name->name);
			l->asm_name = arena_strdup(a, buf);
		}
}

bool cg_module(IrModule *m, const CgOptions *o, Buf *out)
{
	bool ok = true;
	name_static_locals(m);
	if (o->cpu < 3) {
		ir_share_sign_extension(m);
		if (ir_check(m, "signext"))
			return false;
	}
	/* file-scope asm("..."): the user's text, first, as clang puts it */
	for (int k = 0; k < m->prog->ntoplevel_asm; k++)
		buf_printf(out, "\t#APP\n%s\n\t#NO_APP\n", m->prog->toplevel_asm[k]);
	/* the data first (it decides where each object goes, which the
	 * .BTF describes), then the .BTF (CO-RE type ids are in the code),
	 * then the code; the text is code, data, .BTF, .BTF.ext */
	Buf data = {0};
	ok &= cg_emit_data(m, o, &data);
	bool btf = ok && (o->debug_btf || ir_module_has_core(m));
	BtfModule *bm = btf ? btf_module_build(m, o->btf_all_types) : NULL;
	if (btf && !bm)
		ok = false;
	BtfExtWriter *ext = bm ? btf_ext_writer_new() : NULL;
	int id = 0;
	for (IrFunc *f = m->funcs; f && ok; f = f->next) {
		Arena a = {0};
		MFunc *mf = cg_select(f, &a, o, f->sym->section != NULL);
		mf->id = id++;
		mf->ext = ext;
		ok &= !mf->errors && cg_regalloc(mf) && cg_frame(mf) && cg_emit_func(mf, out);
		arena_free(&a);
	}
	if (data.len)
		buf_put(out, data.data, data.len);
	buf_free(&data);
	/* weak externs (`__weak` kfuncs, ksyms, kconfig values): undefined
	 * weak symbols, which libbpf resolves to 0 when the kernel lacks them;
	 * `__hidden extern` ones: undefined hidden symbols, which libbpf's
	 * static linker makes static in the linked object (a hidden global
	 * function returning void is then not verified as a global one) */
	Symbol **ext_syms;
	int next = ir_module_externs(m, &ext_syms);
	for (int k = 0; k < next; k++) {
		if (ext_syms[k]->is_weak)
			buf_printf(out, "\t.weak\t%s\n", cg_sym_name(ext_syms[k]));
		if (ext_syms[k]->visibility == VIS_HIDDEN)
			buf_printf(out, "\t.hidden\t%s\n", cg_sym_name(ext_syms[k]));
	}
	free(ext_syms);
	if (ok && bm)
		ok = btf_emit_module(bm, ext, out);
	btf_ext_writer_free(ext);
	btf_module_free(bm);
	return ok;
}
