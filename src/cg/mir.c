/* mir.c - machine IR: blocks, instructions, virtual registers, stack
 * slots, and the one description of which register fields an
 * instruction reads and writes (liveness, spilling and the final
 * register mapping all go through minst_operands). */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

static MBlock *new_block(MFunc *mf)
{
	MBlock *b = arena_alloc(mf->arena, sizeof *b);
	memset(b, 0, sizeof *b);
	b->id = mf->nblocks++;
	return b;
}

MBlock *mfunc_block(MFunc *mf)
{
	MBlock *b = new_block(mf);
	if (mf->last)
		mf->last->next = b;
	else
		mf->blocks = b;
	mf->last = b;
	return b;
}

MBlock *mfunc_block_after(MFunc *mf, MBlock *after)
{
	MBlock *b = new_block(mf);
	b->next = after->next;
	after->next = b;
	if (mf->last == after)
		mf->last = b;
	return b;
}

MInst *minst_new(MFunc *mf, MKind kind)
{
	MInst *i = arena_alloc(mf->arena, sizeof *i);
	memset(i, 0, sizeof *i);
	i->kind = (uint8_t)kind;
	i->dst = i->src = -1;
	i->slot = -1;
	return i;
}

void mblock_append(MBlock *b, MInst *i)
{
	i->next = NULL;
	if (b->last)
		b->last->next = i;
	else
		b->first = i;
	b->last = i;
}

void mblock_insert_after(MBlock *b, MInst *prev, MInst *i)
{
	if (!prev) {
		i->next = b->first;
		b->first = i;
	} else {
		i->next = prev->next;
		prev->next = i;
	}
	if (b->last == prev)
		b->last = i;
}

int mblock_succs(const MBlock *b, MBlock **out, int max)
{
	int n = 0;
	for (MInst *i = b->first; i; i = i->next)
		if (i->target && n < max)
			out[n++] = i->target;
	const MInst *l = b->last;
	bool ends = l && (l->kind == MK_RET || minst_is_goto(l) || minst_is_exit(l));
	if (!ends && b->next && n < max)
		out[n++] = b->next;
	return n;
}

void mblock_unlink(MBlock *b, MInst *prev, MInst *i)
{
	if (prev)
		prev->next = i->next;
	else
		b->first = i->next;
	if (b->last == i)
		b->last = prev;
}

int32_t mfunc_vreg(MFunc *mf) { return CG_VREG0 + mf->nvregs++; }

int mfunc_slot(MFunc *mf, int64_t size, int align)
{
	if (mf->nslots == mf->cap_slots) {
		int cap = mf->cap_slots ? mf->cap_slots * 2 : 16;
		MSlot *s = arena_alloc(mf->arena, sizeof *s * (size_t)cap);
		if (mf->nslots)
			memcpy(s, mf->slots, sizeof *s * (size_t)mf->nslots);
		mf->slots = s;
		mf->cap_slots = cap;
	}
	mf->slots[mf->nslots] = (MSlot){.size = size < 1 ? 1 : size, .align = align < 1 ? 1 : align};
	return mf->nslots++;
}

bool mcode_is_alu(uint8_t code) { return BPF_CLASS(code) == BPF_ALU || BPF_CLASS(code) == BPF_ALU64; }
bool mcode_is_jmp(uint8_t code) { return BPF_CLASS(code) == BPF_JMP || BPF_CLASS(code) == BPF_JMP32; }

static void add(int32_t **list, int *n, int32_t *field)
{
	list[(*n)++] = field;
}

void minst_operands(MInst *i, MOperands *o)
{
	o->nuse = o->ndef = 0;
	switch ((MKind)i->kind) {
	case MK_INSN: {
		uint8_t c = i->code, cl = BPF_CLASS(c);
		if (mcode_is_alu(c)) {
			if (BPF_OP(c) != BPF_MOV)
				add(o->use, &o->nuse, &i->dst);
			if (BPF_SRC(c) == BPF_X && BPF_OP(c) != BPF_NEG && BPF_OP(c) != BPF_END)
				add(o->use, &o->nuse, &i->src);
			add(o->def, &o->ndef, &i->dst);
		} else if (cl == BPF_LDX) {
			add(o->use, &o->nuse, &i->src);
			add(o->def, &o->ndef, &i->dst);
		} else if (cl == BPF_ST) {
			add(o->use, &o->nuse, &i->dst);
		} else if (cl == BPF_STX) {
			add(o->use, &o->nuse, &i->dst);
			add(o->use, &o->nuse, &i->src);
			/* atomic fetch forms write the old value into src */
			if (BPF_MODE(c) == BPF_ATOMIC && (i->imm & BPF_FETCH))
				add(o->def, &o->ndef, &i->src);
		} else if (mcode_is_jmp(c) && BPF_OP(c) != BPF_JA && BPF_OP(c) != BPF_EXIT &&
			   BPF_OP(c) != BPF_CALL) {
			add(o->use, &o->nuse, &i->dst);
			if (BPF_SRC(c) == BPF_X)
				add(o->use, &o->nuse, &i->src);
		}
		break;
	}
	case MK_CALL:
		for (int k = 0; k < i->nargs; k++)
			add(o->use, &o->nuse, &i->args[k]);
		if (i->dst >= 0)
			add(o->def, &o->ndef, &i->dst);
		break;
	case MK_RET:
		if (i->src >= 0)
			add(o->use, &o->nuse, &i->src);
		break;
	case MK_LDIMM64:
	case MK_FRAMEADDR:
		add(o->def, &o->ndef, &i->dst);
		break;
	case MK_ENTRY:
		for (int k = 0; k < i->nargs; k++)
			add(o->def, &o->ndef, &i->args[k]);
		break;
	case MK_ASM:
		for (int k = 0; k < i->as->nout + i->as->nin; k++) {
			if (i->args[k] < 0)
				continue;
			bool mem = i->as->mem >> k & 1;
			if (k >= i->as->nout || (i->as->readout >> k & 1) || mem)
				add(o->use, &o->nuse, &i->args[k]);
			if (k < i->as->nout && !mem)
				add(o->def, &o->ndef, &i->args[k]);
		}
		break;
	case MK_LDPKT:
		add(o->use, &o->nuse, &i->args[0]);
		if (i->src >= 0)
			add(o->use, &o->nuse, &i->src);
		if (i->dst >= 0)
			add(o->def, &o->ndef, &i->dst);
		break;
	case MK_CMPXCHG:
		add(o->use, &o->nuse, &i->args[0]);
		add(o->use, &o->nuse, &i->args[1]);
		add(o->use, &o->nuse, &i->src);
		add(o->def, &o->ndef, &i->dst);
		break;
	}
}

bool minst_is_copy(const MInst *i)
{
	return i->kind == MK_INSN && i->off == 0 &&
	       (i->code == (BPF_ALU64 | BPF_MOV | BPF_X) || (i->code == (BPF_ALU | BPF_MOV | BPF_X) && !i->trunc));
}

/* ---- liveness over r0-r9 after allocation ---- */

/* the registers i reads and writes (r0-r9 as bits) */
void minst_reg_effects(MInst *i, uint16_t *use, uint16_t *def)
{
	*use = *def = 0;
	if (i->kind == MK_ASM) {
		*use = 0x3ff;
		*def = 0x3ff;
		return;
	}
	if (i->kind == MK_CALL) {
		*use = 0x3e;
		*def = 0x3f;
		return;
	}
	if (i->kind == MK_INSN && BPF_CLASS(i->code) == BPF_LD &&
	    (BPF_MODE(i->code) == BPF_ABS || BPF_MODE(i->code) == BPF_IND)) {
		/* a packet load: reads r6 (and src), clobbers r0-r5 */
		*use = (uint16_t)(0x40 | (BPF_MODE(i->code) == BPF_IND && i->src >= 0 ? 1u << i->src : 0));
		*def = 0x3f;
		return;
	}
	if (minst_is_exit(i)) {
		*use = 1;
		return;
	}
	MOperands o;
	minst_operands(i, &o);
	for (int k = 0; k < o.nuse; k++)
		if (*o.use[k] >= 0 && *o.use[k] < 10)
			*use |= (uint16_t)(1u << *o.use[k]);
	for (int k = 0; k < o.ndef; k++)
		if (*o.def[k] >= 0 && *o.def[k] < 10)
			*def |= (uint16_t)(1u << *o.def[k]);
}

int mfunc_max_block_id(const MFunc *mf)
{
	int maxid = 0;
	for (const MBlock *b = mf->blocks; b; b = b->next)
		if (b->id > maxid)
			maxid = b->id;
	return maxid;
}

/* registers live on entry to each block (indexed by MBlock.id; the
 * caller frees it): per block, what it reads before
 * writing (gen) and what it writes (kill), then live-in = gen |
 * (live-out & ~kill) to a fixed point.  NULL if a block has
 * MFUNC_MAX_SUCCS successors or more. */
uint16_t *mfunc_fill_live_in(MFunc *mf)
{
	int maxid = mfunc_max_block_id(mf);
	uint16_t *in = calloc((size_t)maxid + 1, sizeof *in);
	uint16_t *gen = calloc((size_t)maxid + 1, sizeof *gen), *kill = calloc((size_t)maxid + 1, sizeof *kill);
	for (MBlock *b = mf->blocks; b; b = b->next)
		for (MInst *i = b->first; i; i = i->next) {
			uint16_t u, d;
			minst_reg_effects(i, &u, &d);
			gen[b->id] |= (uint16_t)(u & ~kill[b->id]);
			kill[b->id] |= d;
		}
	for (bool changed = true; changed;) {
		changed = false;
		for (MBlock *b = mf->blocks; b; b = b->next) {
			MBlock *s[MFUNC_MAX_SUCCS];
			int ns = mblock_succs(b, s, MFUNC_MAX_SUCCS);
			if (ns == MFUNC_MAX_SUCCS) { /* too many to follow */
				free(in);
				in = NULL;
				goto done;
			}
			uint16_t out = 0;
			for (int k = 0; k < ns; k++)
				out |= in[s[k]->id];
			uint16_t live = (uint16_t)(gen[b->id] | (out & ~kill[b->id]));
			if (live != in[b->id]) {
				in[b->id] = live;
				changed = true;
			}
		}
	}
done:
	free(gen);
	free(kill);
	return in;
}
