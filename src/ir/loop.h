/* loop.h - loop analysis for unroll.c (private to src/ir): the CFG
 * with predecessors and dominators, natural loops, trip counts. */
#ifndef EBCC_IR_LOOP_H
#define EBCC_IR_LOOP_H

#include "ir.h"

typedef struct Cfg {
	int n;
	IrBlock **blocks; /* by id */
	int *npred, *cappred;
	IrBlock ***preds; /* from reachable blocks, one per edge */
	int *idom, *order; /* order: reverse postorder index, -1 unreachable */
} Cfg;

/* renumbers f's blocks in layout order, then fills g */
void cfg_build(Cfg *g, IrFunc *f);
void cfg_free(Cfg *g);
bool dominates(const Cfg *g, int a, int b); /* block ids */

/* The natural loop of header h: in[id] for its blocks (those reaching a
 * latch, a predecessor h dominates, without passing h), the latches in
 * `latches`; returns the number of blocks, 0 if h heads no loop.
 * `stack` has room for every block. */
int loop_blocks(const Cfg *g, IrBlock *h, bool *in, int *stack, IrBlock **latches, int *nlatch);

typedef struct Loop {
	IrFunc *f;
	Cfg *g;
	IrBlock *head, *latch; /* one latch */
	bool *in;         /* [block id]: in the loop */
	IrBlock **blocks; /* the loop's blocks, in layout order */
	int nblocks, size;
	IrInst **def;     /* [tmp]: definition (any block) */
	IrBlock **defb;
} Loop;

/* the operand of phi p that comes from pred, -1 if none */
int phi_index(const IrInst *p, const IrBlock *pred);

/* The iteration (0 = the first) in which the branch t, whose block
 * dominates the latch, leaves the loop: -1 if that cannot be known at
 * compile time, -2 if it does not within `max` iterations.  val and
 * stamp have room for every temporary (stamp zeroed), nextv for every
 * phi of the header. */
int trip_of(Loop *L, IrInst *t, int max, int64_t *val, int *stamp, int64_t *nextv);

/* nonneg[t] (room for every temporary) set for each loop counter that
 * never goes negative: `for (int i = 0; i < 600; i++)` (see loop.c) */
void fill_nonneg_counters(IrFunc *f, bool *nonneg);

#endif
