/* frame.c - after register allocation: the stack frame and the pseudo
 * instructions.
 *
 * Slots are laid out below r10 (the frame pointer the verifier gives
 * each function, read-only), each 8-byte aligned; a frame over the
 * limit (-mframe-limit, 512 as the kernel's) is an error naming the
 * function.  Then:
 *   entry      the parameters' moves out of r1-r5 (a parallel move)
 *   call       the arguments' moves into r1-r5, the call, the result's
 *              move out of r0
 *   ret        the value into r0, exit
 *   frameaddr  `rD = r10; rD += off`
 * and the clean-up that allocation makes possible: copies of a register
 * to itself go, a jump to the next block goes, and `if c goto A; goto B`
 * with A next becomes `if !c goto B`.
 */
#include "cg.h"

#include <stdlib.h>

#include <string.h>

static MInst *insn(MFunc *mf, uint8_t code, int32_t dst, int32_t src, int16_t off, int32_t imm, SrcLoc loc)
{
	MInst *i = minst_new(mf, MK_INSN);
	i->code = code;
	i->dst = dst;
	i->src = src;
	i->off = off;
	i->imm = imm;
	i->loc = loc;
	return i;
}

static MInst *mov64(MFunc *mf, int32_t dst, int32_t src, SrcLoc loc)
{
	return insn(mf, BPF_ALU64 | BPF_MOV | BPF_X, dst, src, 0, 0, loc);
}

/* ---- slots ---- */

static bool layout_slots(MFunc *mf)
{
	/* Every slot starts 8-byte aligned: the verifier remembers the value
	 * of a register stored to the stack only at an 8-byte aligned
	 * offset (a 4-byte `int i` at r10-12 becomes unknown bytes, and a
	 * loop bounded by it becomes unbounded).  Which slots share bytes:
	 * slotshare.c. */
	int64_t top = cg_place_slots(mf);
	mf->frame_size = top;
	if (top > mf->opt->frame_limit) {
		diag_error(mf->ir->loc,
			   "stack frame of function '%s' is %lld bytes, over the limit of %d bytes "
			   "(BPF allows 512; set another with -mframe-limit=N)",
			   mf->ir->sym->name->name, (long long)top, mf->opt->frame_limit);
		mf->errors++;
		return false;
	}
	return true;
}

/* ---- parallel moves: dst[k] = src[k] for all k at once ---- */

/* the lowest register in `ok` not in `busy`, 16 if none */
static int first_free(uint32_t ok, uint32_t busy)
{
	int t = 0;
	while (t < 16 && (!(ok >> t & 1) || (busy >> t & 1)))
		t++;
	return t;
}

static void parallel_move(MFunc *mf, MBlock *b, MInst **prev, int32_t *dst, int32_t *src, int n,
			  uint32_t scratch_ok, SrcLoc loc)
{
	int32_t d[8], s[8];
	int m = 0;
	uint32_t dsts = 0, srcs = 0; /* dsts hold their final values, or wait for them */
	for (int k = 0; k < n; k++) {
		dsts |= 1u << dst[k];
		srcs |= 1u << src[k];
		if (dst[k] != src[k]) {
			d[m] = dst[k];
			s[m++] = src[k];
		}
	}
	while (m > 0) {
		int k;
		for (k = 0; k < m; k++) {
			bool read_later = false;
			for (int j = 0; j < m; j++)
				if (j != k && s[j] == d[k])
					read_later = true;
			if (!read_later)
				break;
		}
		if (k == m) {
			/* only cycles are left: park one destination's old value
			 * in a register no move reads; failing one, in one no
			 * remaining move reads (a source of moves already made
			 * is free again: a call's five arguments with one in r0
			 * leave r0 for this) */
			uint32_t busy = dsts | srcs, left = dsts;
			for (int j = 0; j < m; j++)
				left |= 1u << s[j];
			int t = first_free(scratch_ok, busy);
			if (t == 16)
				t = first_free(scratch_ok, left);
			MInst *mv = mov64(mf, t, d[0], loc);
			mblock_insert_after(b, *prev, mv);
			*prev = mv;
			for (int j = 0; j < m; j++)
				if (s[j] == d[0])
					s[j] = t;
			srcs |= 1u << t;
			continue;
		}
		MInst *mv = mov64(mf, d[k], s[k], loc);
		mblock_insert_after(b, *prev, mv);
		*prev = mv;
		d[k] = d[m - 1];
		s[k] = s[m - 1];
		m--;
	}
}

/* ---- pseudo instructions ---- */

static void expand_block(MFunc *mf, MBlock *b)
{
	MInst *prev = NULL;
	for (MInst *i = b->first; i;) {
		MInst *next = i->next;
		SrcLoc loc = i->loc;
		switch ((MKind)i->kind) {
		case MK_ASM:
			prev = i;
			break;
		case MK_INSN:
			if (i->slot >= 0) {
				int64_t off = mf->slots[i->slot].offset + i->off;
				i->off = (int16_t)off;
				i->slot = -1;
			}
			prev = i;
			break;
		case MK_LDIMM64:
			prev = i;
			break;
		case MK_FRAMEADDR: {
			int64_t off = mf->slots[i->slot].offset + i->imm;
			MInst *a = mov64(mf, i->dst, BPF_REG_FP, loc);
			/* replaces i in place */
			*i = *a;
			i->next = next;
			prev = i;
			if (off) {
				MInst *add = insn(mf, BPF_ALU64 | BPF_ADD | BPF_K, i->dst, -1, 0, (int32_t)off, loc);
				mblock_insert_after(b, prev, add);
				prev = add;
			}
			break;
		}
		case MK_ENTRY: {
			int32_t from[5];
			for (int k = 0; k < i->nargs; k++)
				from[k] = k + 1;
			/* unlink i, then the moves in its place */
			mblock_unlink(b, prev, i);
			parallel_move(mf, b, &prev, i->args, from, i->nargs, 0x3ff, loc);
			break;
		}
		case MK_CALL: {
			/* arguments into r1-r5; one the callee never reads (-1) is left */
			int32_t to[5], from[5];
			int n = 0;
			for (int k = 0; k < i->nargs && k < 5; k++)
				if (i->args[k] >= 0) {
					to[n] = k + 1;
					from[n++] = i->args[k];
				}
			mblock_unlink(b, prev, i);
			parallel_move(mf, b, &prev, to, from, n, 0x3f, loc);
			i->nargs = 0;
			mblock_insert_after(b, prev, i);
			prev = i;
			/* a 32-bit result from code ebcc did not compile may have
			 * anything in r0's upper half (helpers return 64 bits) */
			bool trunc = i->w && !(i->sym && i->sym->is_defined);
			if (i->dst >= 0 && (i->dst != 0 || trunc)) {
				MInst *mv = insn(mf, (uint8_t)((trunc ? BPF_ALU : BPF_ALU64) | BPF_MOV | BPF_X), i->dst,
						 0, 0, 0, loc);
				mv->trunc = trunc;
				mblock_insert_after(b, prev, mv);
				prev = mv;
			}
			break;
		}
		case MK_LDPKT: {
			/* r6 = skb; r0 = LD_ABS/LD_IND; dst = r0 (allocation kept
			 * r6 free of everything else live here, and the offset out
			 * of it) */
			int32_t skb = i->args[0], dst = i->dst;
			bool ind = i->src >= 0;
			MInst *ld = insn(mf, (uint8_t)(BPF_LD | (ind ? BPF_IND : BPF_ABS) | i->code), -1, ind ? i->src : -1,
					 0, (int32_t)i->imm, loc);
			*i = *ld;
			i->next = next;
			if (skb != 6) {
				MInst *mv = mov64(mf, 6, skb, loc);
				mblock_insert_after(b, prev, mv);
			}
			prev = i;
			if (dst > 0) {
				MInst *mv = mov64(mf, dst, 0, loc);
				mblock_insert_after(b, prev, mv);
				prev = mv;
			}
			break;
		}
		case MK_CMPXCHG: {
			/* r0 = expected; cmpxchg; dst = r0 (allocation kept r0 free of
			 * everything else live here) */
			int64_t off = i->off;
			if (i->slot >= 0)
				off += mf->slots[i->slot].offset;
			MInst *x = insn(mf, (uint8_t)(BPF_STX | BPF_ATOMIC | (i->w ? BPF_W : BPF_DW)), i->args[0], i->src,
					(int16_t)off, BPF_CMPXCHG, loc);
			int32_t dst = i->dst, expected = i->args[1];
			*i = *x;
			i->next = next;
			if (expected != 0) {
				MInst *mv = mov64(mf, 0, expected, loc);
				mblock_insert_after(b, prev, mv);
				prev = mv;
			}
			prev = i;
			if (dst != 0) {
				MInst *mv = mov64(mf, dst, 0, loc);
				mblock_insert_after(b, prev, mv);
				prev = mv;
			}
			break;
		}
		case MK_RET: {
			MInst *mv = NULL;
			if (i->src > 0)
				mv = mov64(mf, 0, i->src, loc);
			else if (i->src < 0 && mf->clear_r0)
				mv = insn(mf, BPF_ALU64 | BPF_MOV | BPF_K, 0, -1, 0, 0, loc);
			MInst *ex = insn(mf, BPF_JMP | BPF_EXIT, -1, -1, 0, 0, loc);
			*i = *ex;
			i->next = next;
			if (mv) {
				mblock_insert_after(b, prev, mv);
				prev = mv;
			}
			prev = i;
			break;
		}
		}
		i = next;
	}
}

/* ---- clean-up ---- */

static bool is_self_move(const MInst *i)
{
	return minst_is_copy(i) && i->dst == i->src;
}

/* whether p leaves the upper 32 bits of its destination x clear: a
 * 32-bit operation, a shift right by 32 or more, a zero-extending load
 * of 4 bytes or fewer, an `and` with a non-negative immediate */
static bool clears_upper(const MInst *p, int32_t x)
{
	if (!p || p->kind != MK_INSN || p->dst != x || p->core)
		return false;
	uint8_t cls = BPF_CLASS(p->code);
	if (cls == BPF_ALU)
		return BPF_OP(p->code) != BPF_END || p->imm < 64; /* a 16- or 32-bit swap zero-extends too */
	if (cls == BPF_LDX)
		return BPF_MODE(p->code) == BPF_MEM && BPF_SIZE(p->code) != BPF_DW;
	if (cls == BPF_ALU64 && BPF_SRC(p->code) == BPF_K && !p->off) {
		if (BPF_OP(p->code) == BPF_RSH)
			return p->imm >= 32 && p->imm < 64;
		if (BPF_OP(p->code) == BPF_AND)
			return p->imm >= 0;
	}
	return false;
}

/* `wX = wX` right after an instruction that left X's upper half clear
 * changes nothing (the zero-extension of `u32 pid = id >> 32`) */
static bool is_spent_zext(const MInst *prev, const MInst *i)
{
	return i->kind == MK_INSN && i->code == (BPF_ALU | BPF_MOV | BPF_X) && !i->off && i->dst == i->src &&
	       clears_upper(prev, i->dst);
}

static void drop_self_moves(MBlock *b)
{
	MInst *prev = NULL;
	for (MInst *i = b->first; i; i = i->next) {
		if (is_self_move(i) || is_spent_zext(prev, i)) {
			mblock_unlink(b, prev, i);
			continue;
		}
		prev = i;
	}
}

/* Blocks nothing jumps to and nothing falls into lose their code. */
void cg_drop_unreachable(MFunc *mf)
{
	for (MBlock *b = mf->blocks; b; b = b->next)
		b->end = 0;
	for (MBlock *b = mf->blocks; b; b = b->next)
		for (MInst *i = b->first; i; i = i->next)
			if (i->target)
				i->target->end = 1;
	bool falls = true; /* the entry is reached */
	for (MBlock *b = mf->blocks; b; b = b->next) {
		if (!b->first) {
			/* control jumping to an empty block goes on to the next */
			falls |= b->end;
			continue;
		}
		if (!falls && !b->end) {
			b->first = b->last = NULL;
			continue;
		}
		falls = !minst_is_goto(b->last) && !minst_is_exit(b->last);
	}
}

/* jumps to a block that only jumps on go straight to its target (a
 * chain of them too, a few hops, so a cycle of such blocks ends) */
void cg_thread_jumps(MFunc *mf)
{
	for (MBlock *b = mf->blocks; b; b = b->next)
		for (MInst *i = b->first; i; i = i->next)
			for (int hops = 0; hops < 8 && i->target && i->target->first && minst_is_goto(i->target->first) &&
					   !i->target->first->next && i->target->first->target != i->target;
			     hops++)
				i->target = i->target->first->target;
}

/* true if control falling off the end of b arrives at t (only empty
 * blocks between) */
static bool falls_to(MBlock *b, MBlock *t)
{
	for (MBlock *n = b->next; n; n = n->next) {
		if (n == t)
			return true;
		if (n->first)
			return false;
	}
	return false;
}

/* true if the block b falls into (past empty ones) only jumps to t: the
 * edge of the branch that layout placed next, threaded past it (the
 * branch then goes the other way, and the layout's order stays) */
static bool falls_to_goto(MBlock *b, MBlock *t)
{
	for (MBlock *n = b->next; n; n = n->next)
		if (n->first)
			return n->first == n->last && minst_is_goto(n->first) && n->first->target == t;
	return false;
}

static int inverse_jmp(int op, int cpu)
{
	switch (op) {
	case BPF_JEQ: return BPF_JNE;
	case BPF_JNE: return BPF_JEQ;
	case BPF_JGT: return cpu >= 2 ? BPF_JLE : -1;
	case BPF_JGE: return cpu >= 2 ? BPF_JLT : -1;
	case BPF_JLT: return BPF_JGE;
	case BPF_JLE: return BPF_JGT;
	case BPF_JSGT: return cpu >= 2 ? BPF_JSLE : -1;
	case BPF_JSGE: return cpu >= 2 ? BPF_JSLT : -1;
	case BPF_JSLT: return BPF_JSGE;
	case BPF_JSLE: return BPF_JSGT;
	default: return -1;
	}
}

/* a compare-and-jump (not goto, call, exit or may_goto) */
static bool is_cond_jump(const MInst *i)
{
	int op = BPF_OP(i->code);
	return i->kind == MK_INSN && mcode_is_jmp(i->code) && i->target && op != BPF_JA && op != BPF_CALL &&
	       op != BPF_EXIT && op != BPF_JCOND;
}

static void tidy_jumps(MFunc *mf)
{
	for (MBlock *b = mf->blocks; b; b = b->next) {
		MInst *prev = NULL, *last = b->first;
		if (!last)
			continue;
		while (last->next) {
			prev = last;
			last = last->next;
		}
		/* `if c goto T; goto T`: the test decides nothing (threading
		 * made both ways one) */
		if (minst_is_goto(last) && prev && is_cond_jump(prev) && prev->target == last->target) {
			MInst *before = NULL;
			for (MInst *i = b->first; i != prev; i = i->next)
				before = i;
			mblock_unlink(b, before, prev);
			prev = before;
		}
		/* a compare-and-jump to where it falls anyway goes (this
		 * kernel loads no program with a conditional jump to the next
		 * instruction: -ENOTSUPP after the verifier passed it) */
		if (is_cond_jump(last) && falls_to(b, last->target)) {
			mblock_unlink(b, prev, last);
			continue;
		}
		if (minst_is_goto(last) && falls_to(b, last->target)) {
			mblock_unlink(b, prev, last); /* drop it */
			continue;
		}
		if (minst_is_goto(last) && prev && prev->kind == MK_INSN && mcode_is_jmp(prev->code) && prev->target &&
		    !minst_is_goto(prev) && (falls_to(b, prev->target) || falls_to_goto(b, prev->target))) {
			int inv = inverse_jmp(BPF_OP(prev->code), mf->opt->cpu);
			if (inv >= 0) {
				prev->code = (uint8_t)((prev->code & ~0xf0) | inv);
				prev->target = last->target;
				prev->next = NULL;
				b->last = prev;
			}
		}
	}
}

/* whether any instruction writes r0 (after allocation) */
static bool writes_r0(MFunc *mf)
{
	for (MBlock *b = mf->blocks; b; b = b->next)
		for (MInst *i = b->first; i; i = i->next) {
			MOperands o;
			minst_operands(i, &o);
			for (int d = 0; d < o.ndef; d++)
				if (*o.def[d] == 0)
					return true;
			if (i->kind == MK_CALL || i->kind == MK_CMPXCHG || i->kind == MK_ASM || i->kind == MK_LDPKT)
				return true;
		}
	return false;
}

bool cg_frame(MFunc *mf)
{
	if (!layout_slots(mf))
		return false;
	/* The verifier checks r0 at every exit of a subprogram, void or not:
	 * a stack pointer left there is refused ("cannot return stack
	 * pointer"), so a void function that used r0 clears it. */
	mf->clear_r0 = mf->is_entry || writes_r0(mf);
	for (MBlock *b = mf->blocks; b; b = b->next) {
		expand_block(mf, b);
		drop_self_moves(b);
	}
	if (mf->opt->commute) {
		cg_commute_into_copies(mf);
		cg_fold_copies_into_memops(mf);
	}
	if (mf->opt->merge_tails)
		cg_merge_tails(mf);
	if (mf->opt->hoist_consts)
		cg_hoist_const_moves(mf);
	/* hoisting and merging leave jumps to jumps, and blocks only a
	 * retargeted jump reached */
	if (mf->opt->hoist_consts)
		cg_thread_jumps(mf);
	/* twice: dropping one jump can empty a block another jumps past */
	tidy_jumps(mf);
	tidy_jumps(mf);
	cg_drop_unreachable(mf);
	return true;
}
