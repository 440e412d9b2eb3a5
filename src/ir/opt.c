/* opt.c - the pass pipeline: which passes run at which -O level, in
 * which order, with the IR checked after each one so a pass that breaks
 * it is named (ir_check reports "IR check after PASS").
 *
 * The order, and why:
 * - mem2reg, fold, cfg first: every function in SSA with its constants
 *   folded and its blocks merged, so inlining measures (and copies)
 *   bodies of their real size;
 * - inline: always_inline calls at every level (-O0 too, as clang
 *   does: BPF programs rely on it), profitable static calls at -O2;
 * - fold, dce, mem2reg, fold: the parameter copies inlining made
 *   propagate (and dce drops them), so a slot whose address was only
 *   passed to an inlined function is
 *   now used by plain loads and stores and is promoted, and so are the
 *   callee's own slots (inlining moved them to the caller's entry);
 * - ipcp: a static function's parameter that every remaining call
 *   passes the same constant is that constant (folded next, before
 *   unrolling: it may be a loop bound);
 * - memops: memcpy/memmove/memset whose size is a constant only now
 *   (an inlined argument) are written out (memops.c), before the
 *   passes that work on loads and stores;
 * - cfg, then unroll: loops are in SSA with constant initial values and
 *   steps (also those inlined with a constant argument as their bound);
 *   unrolling demotes values used after the loop to slots, so mem2reg
 *   runs again after it and places the phis they need;
 * - fold, cfg: the unrolled copies' induction values become constants
 *   and their branches jumps; thread takes branches on status
 *   constants (an inlined function's return values, flags out of
 *   unrolled loops) in the blocks that set them; cse merges the arithmetic the copies
 *   repeat, memfwd answers loads from the stores
 *   and loads before them in the (merged) blocks, constant_p (after
 *   memfwd's fold: no later pass makes a value constant) answers the
 *   __builtin_constant_p left 0 and fold drops the arms not taken, dce drops the dead
 *   arithmetic and loads, cfg merges what is left (and drops what folding
 *   made unreachable, so dce runs once more: a slot only those blocks
 *   read is now written for nothing), the calls of static functions
 *   learn which arguments their callee never reads (not passed), layout
 *   places the blocks. */
#include "ir.h"

typedef struct Pass {
	const char *name;
	void (*run)(IrModule *m);
	void (*run_opts)(IrModule *m, int level, bool size); /* passes that look at -O */
	int min_level; /* runs at -O<min_level> and above */
} Pass;

static const Pass passes[] = {
	/* -O0 too: promotion, inlining and propagation are what the
	 * verifier needs (it loses a value's bounds when the value is
	 * reloaded from the stack, and an always_inline function's "i" asm
	 * operand is only a constant once propagated) */
	{"mem2reg", ir_mem2reg, NULL, 0},
	{"fold", ir_fold, NULL, 0},
	{"cfg", ir_simplify_cfg, NULL, 1},
	{"dce", ir_dce, NULL, 0}, /* what folding left unused: the inliner weighs bodies by size */
	{"inline", NULL, ir_inline, 0},
	{"fold", ir_fold, NULL, 0}, /* parameter copies propagate into addresses */
	{"dce", ir_dce, NULL, 0}, /* ... and go: a dead copy of a slot's address would keep it */
	{"mem2reg", ir_mem2reg, NULL, 0}, /* inlined slots, and slots passed to inlined code */
	{"fold", ir_fold, NULL, 0},
	{"ipcp", ir_propagate_args, NULL, 1}, /* constant arguments of the static calls left */
	{"fold", ir_fold, NULL, 1},
	{"cfg", ir_simplify_cfg, NULL, 1},
	/* every level: memory builtins whose size inlining made constant */
	{"memops", NULL, NULL, 0},
	{"unroll", NULL, ir_unroll, 1},
	{"mem2reg", ir_mem2reg, NULL, 1}, /* values unrolling carried out of loops */
	{"fold", ir_fold, NULL, 1}, /* again: merged blocks expose more */
	{"cfg", ir_simplify_cfg, NULL, 1},
	{"thread", ir_thread_jumps, NULL, 1}, /* status constants decided where they are set */
	{"cse", ir_cse, NULL, 1}, /* in the merged blocks: repeated conversions and scalings */
	{"memfwd", ir_forward_memory, NULL, 1}, /* stored values and loaded ones reused */
	{"fold", ir_fold, NULL, 1},
	{"constant_p", ir_answer_constant_p, NULL, 1}, /* no pass left makes a value constant */
	{"fold", ir_fold, NULL, 1},
	{"cse", ir_cse, NULL, 1}, /* what a reused load computes twice (a bit-field read twice: its mask) */
	{"dce", ir_dce, NULL, 1},
	{"dse", ir_drop_dead_stores, NULL, 1}, /* stack stores no path reads (the loads memfwd answered are gone) */
	{"cfg", ir_simplify_cfg, NULL, 1}, /* folded and cleaned blocks merge further */
	{"dce", ir_dce, NULL, 1}, /* stores to a slot whose readers were in blocks cfg found unreachable */
	{"unread-args", ir_mark_unread_args, NULL, 1}, /* what static callees never read is not passed */
	{"licm", ir_hoist_invariants, NULL, 1}, /* once, on the final loops */
	{"strength", ir_reduce_strength, NULL, 2}, /* array addresses from counters: stepping pointers */
	{"dce", ir_dce, NULL, 2}, /* ... and the scaled counters they no longer need */
	{"layout", ir_layout, NULL, 1},
};

/* A call through a pointer that inlining and folding did not turn into
 * a function or a helper: BPF has no indirect call (the kernel refuses
 * callx), so it is an error at the call. */
static bool indirect_calls_left(const IrModule *m)
{
	bool any = false;
	for (const IrFunc *f = m->funcs; f; f = f->next)
		for (const IrBlock *b = f->entry; b; b = b->next)
			for (const IrInst *i = b->first; i; i = i->next)
				if (i->op == IR_call && i->a.kind != IRV_NONE) {
					diag_error(i->loc, "indirect calls are not allowed in BPF programs: this function pointer is not one known function or helper after inlining; call a function or a helper by name");
					any = true;
				}
	return any;
}

bool ir_optimize_size(IrModule *m, int level, bool size)
{
	for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++) {
		if (level < passes[i].min_level)
			continue;
		if (!passes[i].run && !passes[i].run_opts) { /* memops: may find errors */
			if (!ir_expand_memops(m))
				return false;
		} else if (passes[i].run)
			passes[i].run(m);
		else
			passes[i].run_opts(m, level, size);
		if (passes[i].run_opts == ir_inline)
			m->inlined = true;
		if (ir_check(m, passes[i].name))
			return false;
	}
	return !indirect_calls_left(m);
}

bool ir_optimize(IrModule *m, int level) { return ir_optimize_size(m, level, false); }
