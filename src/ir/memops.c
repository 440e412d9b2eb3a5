/* memops.c - memcpy, memmove and memset written out as loads and stores
 * (BPF has no library to call), and the pass that writes out those whose
 * size is only known after inlining.
 *
 * Lowering writes out a memory builtin of a constant size on the spot
 * (ir_write_memop at the end of the current block).  A size that is not
 * a constant there may become one once an always_inline or static
 * function is inlined with a constant argument: libbpf-style
 * READ_ONCE/WRITE_ONCE helpers (xdp-tools' xdp_sample.bpf.h) switch on
 * `size` and memcpy `size` bytes in the default case, which the constant
 * makes dead.  So lowering leaves a call of the pseudo function
 * __builtin_memcpy/memmove/memset (ir_memop_symbol; `align` the
 * alignment both pointers are known to have), which every pass treats as
 * the opaque call it is, and ir_expand_memops, after inlining and
 * constant propagation, writes out each one whose size is now a
 * constant.  One left with a size that is not constant, in a block that
 * can run, is an error at the call: clang's BPF back end refuses the
 * library call it would make. */
#include "ir.h"


#include <stdlib.h>
#include <string.h>

static const char *const memop_names[] = {
	[MEMOP_COPY] = "__builtin_memcpy", [MEMOP_MOVE] = "__builtin_memmove", [MEMOP_SET] = "__builtin_memset",
};
static const char *const memop_short[] = {[MEMOP_COPY] = "memcpy", [MEMOP_MOVE] = "memmove", [MEMOP_SET] = "memset"};

Symbol *ir_memop_symbol(IrModule *m, int kind)
{
	if (!m->memop_syms[kind]) {
		Symbol *s = arena_alloc(&m->arena, sizeof *s);
		memset(s, 0, sizeof *s);
		s->kind = SYM_FUNC;
		s->name = ident_cstr(memop_names[kind]);
		s->scope_depth = -1;
		m->memop_syms[kind] = s;
	}
	return m->memop_syms[kind];
}

static int memop_kind(const IrModule *m, const IrInst *i)
{
	for (int k = 0; k < MEMOP_COUNT; k++)
		if (i->op == IR_call && i->callee && i->callee == m->memop_syms[k])
			return k;
	return -1;
}

IrVal ir_emit(IrEmit *e, IrOp op, IrClass cls, IrVal a, IrVal b, SrcLoc loc)
{
	int32_t dst = (ir_ops[op].flags & OPF_VALUE) ? e->f->ntmps++ : -1;
	IrInst *i;
	if (!e->before) {
		i = ir_append(e->m, e->b, op, cls, dst, a, b, loc);
	} else {
		i = ir_inst_new(e->m, op, cls, dst, a, b, loc);
		i->next = e->before;
		if (e->prev)
			e->prev->next = i;
		else
			e->b->first = i;
	}
	e->prev = i;
	return dst >= 0 ? ir_tmp(dst) : (IrVal){0};
}

static IrVal at(IrEmit *e, IrVal p, int64_t off, SrcLoc loc)
{
	return off ? ir_emit(e, IR_add, IRC_L, p, ir_const(off), loc) : p;
}

void ir_write_memop(IrEmit *e, int kind, IrVal dst, IrVal src, int64_t size, int align, SrcLoc loc)
{
	int64_t w = align >= 8 ? 8 : align >= 4 ? 4 : align >= 2 ? 2 : 1;
	if (kind == MEMOP_SET) {
		/* the byte repeated over each access's width */
		bool k = src.kind == IRV_CONST;
		IrVal b8 = k ? ir_const((uint8_t)src.c) : ir_emit(e, IR_zext8, IRC_L, src, (IrVal){0}, loc);
		for (int64_t off = 0; off < size; off += w) {
			while (off + w > size)
				w >>= 1;
			IrVal v = b8;
			/* 0x01 in each of the w bytes (divided before multiplying:
			 * 0xf0 * 0xff..ff would wrap) */
			uint64_t ones = (~0ull >> (64 - 8 * w)) / 0xff;
			if (w > 1)
				v = k ? ir_const((int64_t)((uint64_t)(uint8_t)src.c * ones))
				      : ir_emit(e, IR_mul, IRC_L, b8, ir_const((int64_t)ones), loc);
			ir_emit(e, ir_store_op(w), IRC_NONE, v, at(e, dst, off, loc), loc);
		}
		return;
	}
	if (kind == MEMOP_COPY) {
		for (int64_t off = 0; off < size; off += w) {
			while (off + w > size)
				w >>= 1;
			IrVal v = ir_emit(e, ir_load_op(w), w == 8 ? IRC_L : IRC_W, at(e, src, off, loc), (IrVal){0}, loc);
			ir_emit(e, ir_store_op(w), IRC_NONE, v, at(e, dst, off, loc), loc);
		}
		return;
	}
	/* memmove: every load before any store, so overlap cannot matter */
	IrVal *vals = xmalloc(sizeof *vals * (size_t)(size + 1));
	int64_t *widths = xmalloc(sizeof *widths * (size_t)(size + 1));
	int64_t nparts = 0;
	for (int64_t off = 0; off < size; off += w, nparts++) {
		while (off + w > size)
			w >>= 1;
		vals[nparts] = ir_emit(e, ir_load_op(w), w == 8 ? IRC_L : IRC_W, at(e, src, off, loc), (IrVal){0}, loc);
		widths[nparts] = w;
	}
	for (int64_t k = 0, off = 0; k < nparts; off += widths[k], k++)
		ir_emit(e, ir_store_op(widths[k]), IRC_NONE, vals[k], at(e, dst, off, loc), loc);
	free(vals);
	free(widths);
}

/* ---- the pass ---- */

/* the blocks that can run: from the entry, a branch on a constant taking
 * its one side (at -O0 no cfg pass has dropped what inlining made dead) */
static void fill_live_blocks(const IrFunc *f, bool *live)
{
	IrBlock **stack = xmalloc(sizeof *stack * (size_t)(f->nblocks + 1));
	int n = 0;
	stack[n++] = f->entry;
	live[f->entry->id] = true;
	while (n) {
		IrBlock *b = stack[--n], *succ[2];
		int ns = ir_succs(b, succ);
		IrInst *t = b->last;
		if (t && t->op == IR_br && t->a.kind == IRV_CONST) {
			succ[0] = t->a.c ? t->then : t->els;
			ns = 1;
		}
		for (int k = 0; k < ns; k++)
			if (!live[succ[k]->id]) {
				live[succ[k]->id] = true;
				stack[n++] = succ[k];
			}
	}
	free(stack);
}

/* the alignment pointer v is known to have in the IR: a slot's (plus a
 * constant offset), a global's; 1 when not known.  C types alone say less
 * (a helper's void * parameter: inlining shows the object; a __u8 array:
 * every slot starts 8-byte aligned in the frame, cg/frame.c, so a
 * memset of `__u8 zero[12]` is one 8- and one 4-byte store, as clang
 * writes it, not twelve). */
int ir_pointer_align(const IrFunc *f, IrVal v)
{
	int64_t off = 0;
	for (int depth = 0; depth < 4 && v.kind == IRV_TMP; depth++) {
		const IrInst *d = NULL;
		for (const IrBlock *b = f->entry; b && !d; b = b->next)
			for (const IrInst *i = b->first; i; i = i->next)
				if (i->dst == v.tmp) {
					d = i;
					break;
				}
		if (!d)
			return 1;
		if (d->op == IR_alloc) {
			int a = 8;
			while (a > 1 && (off & (a - 1)))
				a >>= 1;
			return a;
		}
		if ((d->op == IR_add && d->b.kind == IRV_CONST) || d->op == IR_copy) {
			off += d->op == IR_add ? d->b.c : 0;
			v = d->a;
			continue;
		}
		return 1;
	}
	if (v.kind == IRV_SYM && v.sym && v.sym->type) {
		int a = v.sym->type->canon->align > 8 ? 8 : v.sym->type->canon->align;
		off += v.c;
		while (a > 1 && (off & (a - 1)))
			a >>= 1;
		return a > 0 ? a : 1;
	}
	return 1;
}

static bool expand_func(IrModule *m, IrFunc *f, int64_t limit)
{
	bool ok = true, *live = NULL;
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrInst *prev = NULL;
		for (IrInst *i = b->first; i;) {
			IrInst *next = i->next;
			int kind = memop_kind(m, i);
			if (kind < 0) {
				prev = i;
				i = next;
				continue;
			}
			IrVal size = i->args[2];
			if (size.kind == IRV_CONST && size.c >= 0 && size.c <= limit) {
				IrEmit e = {m, f, b, i, prev};
				int align = ir_pointer_align(f, i->args[0]);
				if (kind != MEMOP_SET && ir_pointer_align(f, i->args[1]) < align)
					align = ir_pointer_align(f, i->args[1]);
				ir_write_memop(&e, kind, i->args[0], i->args[1], size.c, align > i->align ? align : i->align,
					       i->loc);
				if (i->dst >= 0) { /* the call's value is dst: the call becomes that copy */
					i->op = IR_copy;
					i->cls = IRC_L;
					i->a = i->args[0];
					i->callee = NULL;
					i->args = NULL;
					i->nargs = 0;
					prev = i;
					i = next;
					continue;
				}
				ir_unlink(b, e.prev, i);
				prev = e.prev;
				i = next;
				continue;
			}
			if (!live) {
				live = xcalloc((size_t)f->nblocks + 1, sizeof *live);
				fill_live_blocks(f, live);
			}
			if (live[b->id]) {
				if (size.kind == IRV_CONST && size.c > limit)
					diag_error(i->loc, "%s of %lld bytes is over the inlining limit of %lld bytes "
							   "(raise it with -minline-memops-threshold=N)",
						   memop_short[kind], (long long)size.c, (long long)limit);
				else
					diag_error(i->loc, "the size of %s must be a constant (after inlining and constant propagation): "
							   "BPF has no %s to call, ebcc writes it out as loads and stores",
						   memop_short[kind], memop_short[kind]);
				ok = false;
			}
			prev = i;
			i = next;
		}
	}
	free(live);
	return ok;
}

bool ir_expand_memops(IrModule *m)
{
	bool any = false;
	for (int k = 0; k < MEMOP_COUNT; k++)
		any |= m->memop_syms[k] != NULL;
	if (!any)
		return true;
	int64_t limit = m->prog->opt.memops_threshold ? m->prog->opt.memops_threshold : 1024;
	bool ok = true;
	for (IrFunc *f = m->funcs; f; f = f->next)
		ok &= expand_func(m, f, limit);
	return ok;
}
