/* hoistconst.c - a block that only sets constants and jumps on, reached
 * from one conditional jump, becomes those moves above the jump:
 *
 *     r6 = r0                          r6 = r0
 *     if r6 == 0 goto L                r7 = -1
 *     ...                       ->     if r6 == 0 goto J
 *   L: r7 = -1                         ...
 *     goto J
 *
 * when r7 is dead on the path the jump does not take (nothing there
 * reads it before writing it) and the jump itself does not read it.
 * Out of SSA, a phi whose incoming value on the failure edge is a
 * constant (`long a = one_event(1)` returning -1 when the ring buffer
 * is full) leaves exactly such a block on that edge; clang's code sets
 * the register before the branch too.  It saves the goto (or, where the
 * block falls through to J, nothing but a block).
 *
 * Runs after frame layout and tail merging, on physical registers
 * (liveness from mir.c's mfunc_fill_live_in).
 */
#include "cg.h"

#include <stdlib.h>

enum { MAX_MOVES = 2 };

static bool is_const_move(const MInst *i)
{
	return i->kind == MK_INSN && (i->code == (BPF_ALU64 | BPF_MOV | BPF_K) || i->code == (BPF_ALU | BPF_MOV | BPF_K)) &&
	       i->off == 0 && !i->core && i->dst >= 0 && i->dst < 10;
}

static bool is_cond_jump(const MInst *i)
{
	return i->kind == MK_INSN && mcode_is_jmp(i->code) && i->target && !minst_is_goto(i) &&
	       BPF_OP(i->code) != BPF_CALL && !minst_is_exit(i);
}

/* the first non-empty block at or after b (where control falling into b goes) */
static MBlock *skip_empty(MBlock *b)
{
	while (b && !b->first)
		b = b->next;
	return b;
}

void cg_hoist_const_moves(MFunc *mf)
{
	int maxid = mfunc_max_block_id(mf);
	/* predecessors: how many edges arrive at each block, and from where */
	int *npred = calloc((size_t)maxid + 1, sizeof *npred);
	MBlock **pred = calloc((size_t)maxid + 1, sizeof *pred);
	for (MBlock *b = mf->blocks; b; b = b->next) {
		MBlock *s[MFUNC_MAX_SUCCS];
		int ns = mblock_succs(b, s, MFUNC_MAX_SUCCS);
		if (ns == MFUNC_MAX_SUCCS) {
			/* too many to follow: leave the function alone */
			free(npred);
			free(pred);
			return;
		}
		for (int k = 0; k < ns; k++) {
			npred[s[k]->id]++;
			pred[s[k]->id] = b;
		}
	}
	uint16_t *live_in = NULL;
	for (MBlock *b = mf->blocks; b; b = b->next) {
		/* b: one to MAX_MOVES constant moves, then a goto or nothing */
		if (!b->first || npred[b->id] != 1)
			continue;
		MInst *i = b->first, *moves[MAX_MOVES];
		int nm = 0;
		uint16_t set = 0;
		while (i && nm < MAX_MOVES && is_const_move(i) && !(set >> i->dst & 1)) {
			set |= (uint16_t)(1u << i->dst);
			moves[nm++] = i;
			i = i->next;
		}
		if (!nm || (i && !(minst_is_goto(i) && !i->next)))
			continue;
		MBlock *join = i ? i->target : b->next;
		/* the one predecessor ends in a conditional jump and goes to b on
		 * one side: `if c goto b` falling through to the other, or `if c
		 * goto x; goto y` with b one of x and y */
		MBlock *p = pred[b->id];
		/* p's last three instructions: before2, before1, last */
		MInst *before2 = NULL, *before1 = NULL, *last = p->first;
		while (last && last->next) {
			before2 = before1;
			before1 = last;
			last = last->next;
		}
		MInst *br, *before, *to_b; /* the jump, what precedes it, the one to b */
		MBlock *other;
		if (minst_is_goto(last)) {
			br = before1;
			before = before2;
			if (!br || !is_cond_jump(br))
				continue;
			to_b = br->target == b ? br : last;
			other = br->target == b ? last->target : br->target;
		} else {
			br = last;
			before = before1;
			if (!br || !is_cond_jump(br) || br->target != b)
				continue;
			to_b = br;
			other = p->next;
		}
		if (!join || !other || skip_empty(other) == b || skip_empty(join) == b || to_b->target != b)
			continue;
		uint16_t u, d;
		minst_reg_effects(br, &u, &d);
		if (u & set)
			continue;
		if (!live_in)
			live_in = mfunc_fill_live_in(mf);
		if (!live_in)
			break;
		if (live_in[other->id] & set)
			continue;
		/* the moves go before the jump, which now goes where b went */
		for (int k = 0; k < nm; k++) {
			mblock_insert_after(p, before, moves[k]);
			before = moves[k];
		}
		to_b->target = join;
		b->first = b->last = NULL;
		npred[b->id] = 0;
		/* live-in of p changed (the moves' registers are now written in
		 * it, so fewer are live): what other blocks see stays a safe
		 * over-estimate */
	}
	free(live_in);
	free(npred);
	free(pred);
}
