/* mir.c - machine IR: blocks, instructions, virtual registers, stack
 * slots, and the one description of which register fields an
 * instruction reads and writes (liveness, spilling and the final
 * register mapping all go through minst_operands). */
#include "cg.h"

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
	mf->slots[mf->nslots] = (MSlot){size < 1 ? 1 : size, align < 1 ? 1 : align, 0, 0};
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
