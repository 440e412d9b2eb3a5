/* tests/ir/ir_interp.c - runs ebcc's IR, to test lowering against the
 * host C compiler before there is BPF code to run in the kernel.
 *
 *   ir_interp [-O N] FILE.c   lowers FILE.c (and runs the -O N passes),
 *                         runs every function whose name starts with
 *                         "test" (no parameters, returning long) and
 *                         prints "NAME VALUE" per function
 *
 * The IR's semantics as the BPF backend will implement them: a w
 * operation uses and produces the low 32 bits; division by zero gives 0
 * and modulo by zero the dividend (as BPF does); shift counts are
 * masked to the width.  Stack slots and globals are host memory, so a
 * wild pointer crashes this test tool, not the kernel.  Helper calls
 * are not run (there is no kernel here): the function reports an error. */
#include "../../src/ir/ir.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Global {
	struct Global *next;
	Symbol *sym;
	unsigned char *mem;
} Global;

static Global *globals;
static IrModule *mod;
static int depth;

static unsigned char *global_mem(Symbol *s)
{
	for (Global *g = globals; g; g = g->next)
		if (g->sym == s)
			return g->mem;
	Global *g = calloc(1, sizeof *g);
	int64_t size = s->type->canon->size > 0 ? s->type->canon->size : 8;
	g->sym = s;
	g->mem = calloc(1, (size_t)size + 8);
	g->next = globals;
	globals = g;
	return g->mem;
}

static uint64_t val(const uint64_t *r, IrVal v)
{
	switch (v.kind) {
	case IRV_TMP: return r[v.tmp];
	case IRV_CONST: return (uint64_t)v.c;
	case IRV_SYM: return (uint64_t)(uintptr_t)global_mem(v.sym) + (uint64_t)v.c;
	default: return 0;
	}
}

static bool run(IrFunc *f, const uint64_t *args, uint64_t *result);

static IrFunc *func_of(Symbol *s)
{
	for (IrFunc *f = mod->funcs; f; f = f->next)
		if (f->sym == s)
			return f;
	return NULL;
}

static uint64_t alu(IrOp op, bool w, uint64_t a, uint64_t b)
{
	if (w) {
		a = (uint32_t)a;
		b = (uint32_t)b;
	}
	int64_t sa = w ? (int32_t)a : (int64_t)a, sb = w ? (int32_t)b : (int64_t)b;
	uint64_t mask = w ? 31 : 63;
	switch (op) {
	case IR_add: return a + b;
	case IR_sub: return a - b;
	case IR_mul: return a * b;
	case IR_udiv: return b ? a / b : 0;
	case IR_umod: return b ? a % b : a;
	case IR_sdiv:
		if (!sb)
			return 0;
		if (sb == -1)
			return (uint64_t)0 - a;
		return (uint64_t)(sa / sb);
	case IR_smod:
		if (!sb)
			return a;
		if (sb == -1)
			return 0;
		return (uint64_t)(sa % sb);
	case IR_and: return a & b;
	case IR_or: return a | b;
	case IR_xor: return a ^ b;
	case IR_shl: return a << (b & mask);
	case IR_lshr: return a >> (b & mask);
	case IR_ashr:
		return w ? (uint64_t)(uint32_t)((int32_t)a >> (b & mask)) : (uint64_t)(sa >> (b & mask));
	case IR_eq: return a == b;
	case IR_ne: return a != b;
	case IR_ult: return a < b;
	case IR_ule: return a <= b;
	case IR_ugt: return a > b;
	case IR_uge: return a >= b;
	case IR_slt: return sa < sb;
	case IR_sle: return sa <= sb;
	case IR_sgt: return sa > sb;
	case IR_sge: return sa >= sb;
	default: return 0;
	}
}

static uint64_t unary(IrOp op, uint64_t a)
{
	switch (op) {
	case IR_neg: return (uint64_t)0 - a;
	case IR_copy: return a;
	case IR_bswap16: return (uint16_t)((a >> 8 & 0xff) | (a & 0xff) << 8);
	case IR_bswap32: return __builtin_bswap32((uint32_t)a);
	case IR_bswap64: return __builtin_bswap64(a);
	case IR_constant_p: return 0; /* not folded: not a constant */
	case IR_zext8: return (uint8_t)a;
	case IR_zext16: return (uint16_t)a;
	case IR_zext32: return (uint32_t)a;
	case IR_sext8: return (uint64_t)(int64_t)(int8_t)a;
	case IR_sext16: return (uint64_t)(int64_t)(int16_t)a;
	case IR_sext32: return (uint64_t)(int64_t)(int32_t)a;
	default: return 0;
	}
}

static uint64_t load(IrOp op, uint64_t addr)
{
	const void *p = (const void *)(uintptr_t)addr;
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	uint64_t u64;
	switch (op) {
	case IR_load8: memcpy(&u8, p, 1); return u8;
	case IR_loads8: memcpy(&u8, p, 1); return (uint64_t)(int64_t)(int8_t)u8;
	case IR_load16: memcpy(&u16, p, 2); return u16;
	case IR_loads16: memcpy(&u16, p, 2); return (uint64_t)(int64_t)(int16_t)u16;
	case IR_load32: memcpy(&u32, p, 4); return u32;
	case IR_loads32: memcpy(&u32, p, 4); return (uint64_t)(int64_t)(int32_t)u32;
	default: memcpy(&u64, p, 8); return u64;
	}
}

static void store(IrOp op, uint64_t addr, uint64_t v)
{
	void *p = (void *)(uintptr_t)addr;
	size_t n = op == IR_store8 ? 1 : op == IR_store16 ? 2 : op == IR_store32 ? 4 : 8;
	memcpy(p, &v, n); /* little-endian host: the low n bytes */
}

static bool run(IrFunc *f, const uint64_t *args, uint64_t *result)
{
	if (++depth > 64) {
		fprintf(stderr, "ir_interp: call depth over 64 in %s\n", f->sym->name->name);
		return false;
	}
	uint64_t *r = calloc((size_t)f->ntmps + 1, sizeof *r);
	void **slots = calloc((size_t)f->ntmps + 1, sizeof *slots);
	for (int k = 0; k < f->nparams; k++)
		r[f->params[k]] = args[k];
	IrBlock *b = f->entry, *prev = NULL;
	long steps = 0;
	bool ok = false;
	while (b) {
		IrBlock *next = NULL;
		/* the phis at the top read their operands all at once, on the
		 * edge from prev, before any of them is written */
		IrInst *i = b->first;
		int nphi = 0;
		for (IrInst *p = b->first; p && p->op == IR_phi; p = p->next)
			nphi++;
		if (nphi) {
			uint64_t *pv = calloc((size_t)nphi, sizeof *pv);
			int k = 0;
			for (IrInst *p = b->first; p && p->op == IR_phi; p = p->next, k++)
				for (int q = 0; q < p->nargs; q++)
					if (p->preds[q] == prev)
						pv[k] = val(r, p->args[q]);
			k = 0;
			for (; i && i->op == IR_phi; i = i->next, k++)
				r[i->dst] = i->cls == IRC_W ? (uint32_t)pv[k] : pv[k];
			free(pv);
		}
		for (; i; i = i->next) {
			if (++steps > 10000000) {
				fprintf(stderr, "ir_interp: %s runs too long\n", f->sym->name->name);
				goto out;
			}
			IrOp op = (IrOp)i->op;
			int fl = ir_ops[op].flags;
			uint64_t a = val(r, i->a), v = 0;
			if (op == IR_alloc) {
				slots[i->dst] = calloc(1, (size_t)i->size + 8);
				v = (uint64_t)(uintptr_t)slots[i->dst];
			} else if (op == IR_call) {
				IrFunc *g = i->callee ? func_of(i->callee) : NULL;
				if (!g) {
					fprintf(stderr, "ir_interp: %s calls %s, which has no body here\n",
						f->sym->name->name,
						i->callee ? i->callee->name->name : "a helper");
					goto out;
				}
				uint64_t av[5] = {0};
				for (int k = 0; k < i->nargs && k < 5; k++)
					av[k] = val(r, i->args[k]);
				if (!run(g, av, &v))
					goto out;
			} else if (op == IR_phi) {
				fprintf(stderr, "ir_interp: phi after the top of @b%d in %s\n", b->id,
					f->sym->name->name);
				goto out;
			} else if (op == IR_jmp) {
				next = i->then;
				break;
			} else if (op == IR_br) {
				next = (i->cls == IRC_W ? (uint32_t)a : a) ? i->then : i->els;
				break;
			} else if (op == IR_ret) {
				*result = a;
				ok = true;
				goto out;
			} else if (fl & OPF_ATOMIC) {
				/* one thread: read, combine, write back */
				IrOp w = i->cls == IRC_W ? IR_load32 : IR_load64;
				IrOp st = i->cls == IRC_W ? IR_store32 : IR_store64;
				uint64_t bv = val(r, i->b), nv = bv;
				v = load(w, a);
				if (op == IR_atomic_add)
					nv = v + bv;
				else if (op == IR_atomic_or)
					nv = v | bv;
				else if (op == IR_atomic_and)
					nv = v & bv;
				else if (op == IR_atomic_xor)
					nv = v ^ bv;
				else if (op == IR_atomic_cmpxchg) {
					uint64_t e = val(r, i->args[0]);
					nv = (i->cls == IRC_W ? (uint32_t)v == (uint32_t)e : v == e) ? bv : v;
				}
				store(st, nv, a);
			} else if (fl & OPF_MEM) {
				if (fl & OPF_VALUE)
					v = load(op, a);
				else
					store(op, val(r, i->b), a);
			} else if (ir_ops[op].nargs == 2) {
				v = alu(op, i->cls == IRC_W, a, val(r, i->b));
			} else {
				v = unary(op, a);
			}
			if (i->dst >= 0)
				r[i->dst] = i->cls == IRC_W ? (uint32_t)v : v;
		}
		prev = b;
		b = next;
	}
	fprintf(stderr, "ir_interp: %s fell off a block\n", f->sym->name->name);
out:
	for (int t = 0; t < f->ntmps; t++)
		free(slots[t]);
	free(slots);
	free(r);
	depth--;
	return ok;
}

int main(int argc, char **argv)
{
	int level = 0;
	if (argc == 4 && !strcmp(argv[1], "-O")) {
		level = atoi(argv[2]);
		argv += 2;
		argc -= 2;
	}
	if (argc != 2) {
		fprintf(stderr, "usage: ir_interp [-O N] file.c\n");
		return 2;
	}
	CppOptions co = {.cpu = 3, .gnu = true};
	ParseOptions po = {.cpu = 3, .gnu = true, .std = 201710};
	Cpp *cpp = cpp_new(&co);
	if (!cpp_begin(cpp, argv[1]))
		return 1;
	Program *prog = parse_program(cpp, &po);
	if (!prog)
		return 1;
	mod = ir_lower(prog);
	if (!mod || !ir_optimize(mod, level))
		return 1;
	int status = 0;
	for (IrFunc *f = mod->funcs; f; f = f->next) {
		if (strncmp(f->sym->name->name, "test", 4) || f->nparams)
			continue;
		uint64_t v;
		if (!run(f, NULL, &v)) {
			status = 1;
			continue;
		}
		printf("%s %" PRId64 "\n", f->sym->name->name, (int64_t)v);
	}
	return status;
}
