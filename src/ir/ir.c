/* ir.c - building IR modules and writing their text form (`ebcc
 * -emit-ir`).  The op table lives here so the printer, the checker and
 * the passes read one description of every op. */
#include "ir.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

const IrOpInfo ir_ops[IR_OP_COUNT] = {
#define X(name, n, f) {#name, n, f},
	IR_OP_LIST(X)
#undef X
};

IrModule *ir_module_new(Program *prog)
{
	IrModule *m = xcalloc(1, sizeof *m);
	m->prog = prog;
	return m;
}

void ir_module_free(IrModule *m)
{
	if (!m)
		return;
	arena_free(&m->arena);
	free(m->strings);
	free(m);
}

IrFunc *ir_func_new(IrModule *m, Symbol *sym)
{
	IrFunc *f = arena_alloc(&m->arena, sizeof *f);
	f->sym = sym;
	f->loc = sym->def_loc;
	if (m->last)
		m->last->next = f;
	else
		m->funcs = f;
	m->last = f;
	return f;
}

int32_t ir_region_new(IrModule *m, IrFunc *f, int32_t parent)
{
	if (!f->nregions)
		f->nregions = 1;
	if (f->nregions == f->cap_regions || !f->region_parent) {
		int cap = f->cap_regions ? f->cap_regions * 2 : 16;
		int32_t *v = arena_alloc(&m->arena, sizeof *v * (size_t)cap);
		if (f->region_parent)
			memcpy(v, f->region_parent, sizeof *v * (size_t)f->nregions);
		v[0] = -1;
		f->region_parent = v;
		f->cap_regions = cap;
	}
	f->region_parent[f->nregions] = parent;
	return f->nregions++;
}

void ir_region_extents(const IrFunc *f, const int64_t *own, int64_t *kids)
{
	int n = f->nregions ? f->nregions : 1;
	memset(kids, 0, sizeof *kids * (size_t)n);
	/* children have larger numbers than their parents */
	for (int r = n - 1; r > 0; r--) {
		int64_t ext = own[r] + kids[r];
		int32_t p = f->region_parent[r];
		if (ext > kids[p])
			kids[p] = ext;
	}
}

int64_t ir_slot_extent(const IrFunc *f, int64_t *own0, int64_t *children0)
{
	int n = f->nregions ? f->nregions : 1;
	int64_t *own = xcalloc((size_t)n, sizeof *own), *kids = xcalloc((size_t)n, sizeof *kids);
	for (const IrBlock *b = f->entry; b; b = b->next)
		for (const IrInst *i = b->first; i; i = i->next)
			if (i->op == IR_alloc && i->region >= 0 && i->region < n)
				own[i->region] += (i->size + 7) & ~7;
	ir_region_extents(f, own, kids);
	int64_t total = own[0] + kids[0];
	if (own0)
		*own0 = own[0];
	if (children0)
		*children0 = kids[0];
	free(own);
	free(kids);
	return total;
}

IrBlock *ir_block_new(IrModule *m, IrFunc *f)
{
	IrBlock *b = arena_alloc(&m->arena, sizeof *b);
	b->id = f->nblocks++;
	if (f->last)
		f->last->next = b;
	else
		f->entry = b;
	f->last = b;
	return b;
}

IrInst *ir_inst_new(IrModule *m, IrOp op, IrClass cls, int32_t dst, IrVal a, IrVal b, SrcLoc loc)
{
	IrInst *i = arena_alloc(&m->arena, sizeof *i);
	memset(i, 0, sizeof *i);
	i->op = (uint8_t)op;
	i->cls = (uint8_t)cls;
	i->dst = dst;
	i->a = a;
	i->b = b;
	i->loc = loc;
	return i;
}

void ir_phi_drop_pred(IrBlock *to, const IrBlock *pred)
{
	for (IrInst *i = to->first; i && i->op == IR_phi; i = i->next) {
		int k = 0;
		for (int j = 0; j < i->nargs; j++)
			if (i->preds[j] != pred) {
				i->preds[k] = i->preds[j];
				i->args[k++] = i->args[j];
			}
		i->nargs = k;
	}
}

void ir_phi_add(IrModule *m, IrInst *phi, IrBlock *pred, IrVal v)
{
	IrVal *args = arena_alloc(&m->arena, sizeof *args * (size_t)(phi->nargs + 1));
	IrBlock **preds = arena_alloc(&m->arena, sizeof *preds * (size_t)(phi->nargs + 1));
	for (int k = 0; k < phi->nargs; k++) {
		args[k] = phi->args[k];
		preds[k] = phi->preds[k];
	}
	args[phi->nargs] = v;
	preds[phi->nargs++] = pred;
	phi->args = args;
	phi->preds = preds;
}

IrInst *ir_append(IrModule *m, IrBlock *b, IrOp op, IrClass cls, int32_t dst, IrVal a,
		  IrVal b2, SrcLoc loc)
{
	IrInst *i = ir_inst_new(m, op, cls, dst, a, b2, loc);
	if (b->last)
		b->last->next = i;
	else
		b->first = i;
	b->last = i;
	return i;
}

int ir_succs(IrBlock *b, IrBlock *out[2])
{
	IrInst *t = b->last;
	if (!t || t->op == IR_ret)
		return 0;
	out[0] = t->then;
	if (ir_nsuccs(t) == 2) {
		out[1] = t->els;
		return 2;
	}
	return 1;
}

IrVal ir_resolve(const IrVal *repl, IrVal v)
{
	for (int guard = 0; v.kind == IRV_TMP && repl[v.tmp].kind != IRV_NONE && guard < 1000000; guard++)
		v = repl[v.tmp];
	return v;
}

void ir_replace_uses(IrFunc *f, const IrVal *repl)
{
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			i->a = ir_resolve(repl, i->a);
			i->b = ir_resolve(repl, i->b);
			for (int k = 0; k < i->nargs; k++)
				i->args[k] = ir_resolve(repl, i->args[k]);
		}
}

void ir_insert_before_term(IrBlock *b, IrInst *i)
{
	IrInst **at = &b->first;
	while (*at && !ir_is_term(*at))
		at = &(*at)->next;
	i->next = *at;
	*at = i;
	if (!i->next)
		b->last = i;
}

void ir_unlink(IrBlock *b, IrInst *prev, IrInst *i)
{
	if (prev)
		prev->next = i->next;
	else
		b->first = i->next;
	if (b->last == i)
		b->last = prev;
}

/* ---- text form ---- */

static const char cls_name[] = {'?', 'w', 'l'};

static void print_val(Buf *out, IrVal v)
{
	switch (v.kind) {
	case IRV_TMP:
		buf_printf(out, "%%%" PRId32, v.tmp);
		break;
	case IRV_CONST:
		buf_printf(out, "%" PRId64, v.c);
		break;
	case IRV_SYM:
		buf_printf(out, "$%s", v.sym->name->name);
		if (v.c)
			buf_printf(out, "%+" PRId64, v.c);
		break;
	default:
		buf_puts(out, "?");
	}
}

/* (a, b, ...) after a call's callee or an asm's template */
static void print_args(Buf *out, const IrInst *i)
{
	for (int k = 0; k < i->nargs; k++) {
		if (k)
			buf_puts(out, ", ");
		print_val(out, i->args[k]);
	}
	buf_puts(out, ")");
}

/* the root type of a CO-RE relocation, as `-emit-ir` names it */
static const char *core_type_name(const Type *t)
{
	if (t->typedef_sym)
		return t->typedef_sym->name->name;
	if (t->canon->tag)
		return t->canon->tag->name;
	return "(anon)";
}

static void print_inst(Buf *out, const IrInst *i)
{
	const IrOpInfo *info = &ir_ops[i->op];
	buf_puts(out, "\t");
	if (i->dst >= 0)
		buf_printf(out, "%%%" PRId32 " =%c ", i->dst, cls_name[i->cls]);
	buf_puts(out, info->name);
	switch (i->op) {
	case IR_alloc:
		buf_printf(out, " %" PRId64 ", %d", i->size, i->align);
		if (i->region)
			buf_printf(out, " region %" PRId32, i->region);
		if (i->wide)
			buf_puts(out, " wide");
		break;
	case IR_call:
		if (i->callee) {
			buf_printf(out, " $%s(", i->callee->name->name);
		} else if (i->a.kind != IRV_NONE) {
			buf_puts(out, " *"); /* through a pointer */
			print_val(out, i->a);
			buf_puts(out, "(");
		} else {
			buf_printf(out, " helper %" PRId64 "(", i->size);
		}
		print_args(out, i);
		break;
	case IR_asm:
	case IR_asmgoto:
		buf_puts(out, " \"");
		for (const char *c = i->asm_node->asm_text; *c; c++) {
			if (*c == '"' || *c == '\\')
				buf_printf(out, "\\%c", *c);
			else if (*c == '\n')
				buf_puts(out, "\\n");
			else if (*c == '\t')
				buf_puts(out, "\\t");
			else
				buf_printf(out, "%c", *c);
		}
		buf_puts(out, "\"(");
		print_args(out, i);
		if (i->op == IR_asmgoto)
			buf_printf(out, ", @b%d, @b%d", i->then->id, i->els->id);
		break;
	case IR_asmout:
		buf_printf(out, " %" PRId64, i->size);
		break;
	case IR_load8: case IR_load16: case IR_load32: case IR_load64:
	case IR_loads8: case IR_loads16: case IR_loads32:
		buf_puts(out, i->is_volatile ? " volatile " : " ");
		print_val(out, i->a);
		break;
	case IR_store8: case IR_store16: case IR_store32: case IR_store64:
		buf_puts(out, i->is_volatile ? " volatile " : " ");
		print_val(out, i->a);
		buf_puts(out, ", ");
		print_val(out, i->b);
		break;
	case IR_ascast:
		buf_puts(out, " ");
		print_val(out, i->a);
		buf_printf(out, ", %d, %d", (int)(i->size >> 16), (int)(i->size & 0xffff));
		break;
	case IR_core:
		buf_printf(out, " %" PRId64 " [%s \"%s\" kind %d]", i->size, core_type_name(i->core->type),
			   i->core->access, i->core->kind);
		break;
	case IR_phi:
		for (int k = 0; k < i->nargs; k++) {
			buf_printf(out, "%s @b%d ", k ? "," : "", i->preds[k]->id);
			print_val(out, i->args[k]);
		}
		break;
	case IR_jmp:
		buf_printf(out, " @b%d", i->then->id);
		break;
	case IR_br:
		buf_puts(out, " ");
		print_val(out, i->a);
		buf_printf(out, ", @b%d, @b%d", i->then->id, i->els->id);
		break;
	case IR_atomic_cmpxchg:
		buf_puts(out, " ");
		print_val(out, i->a);
		buf_puts(out, ", ");
		print_val(out, i->nargs ? i->args[0] : (IrVal){0});
		buf_puts(out, ", ");
		print_val(out, i->b);
		break;
	case IR_ret:
		if (i->a.kind != IRV_NONE) {
			buf_puts(out, " ");
			print_val(out, i->a);
		}
		break;
	default:
		for (int k = 0; k < info->nargs; k++) {
			buf_puts(out, k ? ", " : " ");
			print_val(out, k ? i->b : i->a);
		}
	}
	buf_puts(out, "\n");
}

void ir_print(Buf *out, const IrModule *m)
{
	for (const IrFunc *f = m->funcs; f; f = f->next) {
		if (f != m->funcs)
			buf_puts(out, "\n");
		buf_puts(out, "function ");
		if (f->ret_cls != IRC_NONE)
			buf_printf(out, "%c ", cls_name[f->ret_cls]);
		buf_printf(out, "$%s(", f->sym->name->name);
		for (int k = 0; k < f->nparams; k++)
			buf_printf(out, "%s%c %%%" PRId32, k ? ", " : "", cls_name[f->param_cls[k]],
				   f->params[k]);
		buf_puts(out, ") {\n");
		for (const IrBlock *b = f->entry; b; b = b->next) {
			buf_printf(out, "@b%d:\n", b->id);
			for (const IrInst *i = b->first; i; i = i->next)
				print_inst(out, i);
		}
		buf_puts(out, "}\n");
	}
}

/* The letters mean what they mean to clang and GCC for BPF: r any
 * register, w its 32-bit half (wN), i/n a constant, a digit the
 * register of that output, m memory; g/X accept a register here.  A
 * mix like "ri" takes the register. */
IrAsmConstraint ir_asm_constraint(const char *c)
{
	IrAsmConstraint k = {ASMK_MEM, false, false, -1};
	bool reg = false, reg32 = false, imm = false, mem = false;
	for (; *c; c++) {
		if (*c == '+')
			k.plus = true;
		else if (*c == '&')
			k.early_clobber = true;
		else if (*c == 'r' || *c == 'g' || *c == 'X' || *c == 'p')
			reg = true;
		else if (*c == 'w')
			reg32 = true;
		else if (*c == 'i' || *c == 'n' || *c == 's' || *c == 'E' || *c == 'F')
			imm = true;
		else if (*c == 'm' || *c == 'o' || *c == 'V' || *c == '<' || *c == '>')
			mem = true;
		else if (*c >= '0' && *c <= '9') {
			k.tied = 0;
			while (*c >= '0' && *c <= '9')
				k.tied = k.tied * 10 + (*c++ - '0');
			c--;
		}
	}
	if (k.tied >= 0)
		k.kind = ASMK_TIED;
	else if (reg)
		k.kind = ASMK_REG;
	else if (reg32)
		k.kind = ASMK_REG32;
	else if (imm)
		k.kind = ASMK_IMM;
	else
		k.kind = mem ? ASMK_MEM : ASMK_REG;
	return k;
}

bool ir_module_has_core(const IrModule *m)
{
	for (const IrFunc *f = m->funcs; f; f = f->next)
		for (const IrBlock *b = f->entry; b; b = b->next)
			for (const IrInst *i = b->first; i; i = i->next)
				if (i->op == IR_core)
					return true;
	return false;
}

static bool is_extern_ref(const Symbol *s)
{
	if (!s)
		return false;
	if (s->kind == SYM_FUNC)
		return !s->body;
	return s->kind == SYM_VAR && s->storage == SC_EXTERN && !s->is_defined;
}

static void add_extern(const Symbol *s, PtrSet *seen, Symbol ***out, int *n)
{
	if (!is_extern_ref(s) || !ptrset_add(seen, s))
		return;
	*out = xrealloc(*out, sizeof **out * (size_t)(*n + 1));
	(*out)[(*n)++] = (Symbol *)s;
}

int ir_module_externs(const IrModule *m, Symbol ***out)
{
	PtrSet seen = {0};
	int n = 0;
	*out = NULL;
	for (const IrFunc *f = m->funcs; f; f = f->next)
		for (const IrBlock *b = f->entry; b; b = b->next)
			for (const IrInst *i = b->first; i; i = i->next) {
				add_extern(i->callee, &seen, out, &n);
				if (i->a.kind == IRV_SYM)
					add_extern(i->a.sym, &seen, out, &n);
				if (i->b.kind == IRV_SYM)
					add_extern(i->b.sym, &seen, out, &n);
				for (int k = 0; k < i->nargs; k++)
					if (i->args[k].kind == IRV_SYM)
						add_extern(i->args[k].sym, &seen, out, &n);
			}
	ptrset_free(&seen);
	return n;
}
