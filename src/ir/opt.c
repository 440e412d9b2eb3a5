/* opt.c - the pass pipeline: which passes run at which -O level, in
 * which order, with the IR checked after each one so a pass that breaks
 * it is named (ir_check reports "IR check after PASS"). */
#include "ir.h"

typedef struct Pass {
	const char *name;
	void (*run)(IrModule *m);
	int min_level; /* runs at -O<min_level> and above */
} Pass;

static const Pass passes[] = {
	{"mem2reg", ir_mem2reg, 1},
	{"fold", ir_fold, 1},
	{"cfg", ir_simplify_cfg, 1},
	{"fold", ir_fold, 1}, /* again: merged blocks expose more */
	{"dce", ir_dce, 1},
	{"cfg", ir_simplify_cfg, 1}, /* folded and cleaned blocks merge further */
	{"layout", ir_layout, 1},
};

bool ir_optimize(IrModule *m, int level)
{
	for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++) {
		if (level < passes[i].min_level)
			continue;
		passes[i].run(m);
		if (ir_check(m, passes[i].name))
			return false;
	}
	return true;
}
