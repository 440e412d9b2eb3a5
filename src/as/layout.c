/* layout.c - from items to an object: assign offsets, relax out-of-range
 * jumps (v4: inverted condition over gotol), resolve every symbolic operand,
 * and emit section bytes, symbols and relocations the way clang's
 * integrated assembler does, so libbpf sees the same object:
 *
 *   call to a local label in the same section  -> resolved, no relocation
 *   call to a local symbol in another section  -> R_BPF_64_32 on the section
 *                                                 symbol, imm = slot - 1
 *   call to a global or undefined symbol       -> R_BPF_64_32 on it, imm = -1
 *   rN = sym ll                                 -> R_BPF_64_64 (local: section
 *                                                 symbol, offset in imm)
 *   .quad sym / .long sym                       -> R_BPF_64_ABS64 / ABS32,
 *                                                 NODYLD32 against code
 */
#include "as.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Emit {
	As *as;
	ElfObj *obj;
	Section *sec;
	Buf *out;
} Emit;

static uint64_t align_up(uint64_t v, uint64_t a) { return (v + a - 1) & ~(a - 1); }

static uint64_t align_pad(const Item *it, uint64_t off)
{
	uint64_t pad = align_up(off, it->count) - off;
	return it->max_skip && pad > it->max_skip ? 0 : pad;
}

static uint64_t item_size(const Item *it, uint64_t off)
{
	switch (it->kind) {
	case IT_BYTES: return it->nbytes;
	case IT_INSN: return (uint64_t)it->slots * 8;
	case IT_DATA: return it->size;
	case IT_ALIGN: return align_pad(it, off);
	case IT_FILL: return it->count * it->fill_size;
	case IT_LEB: return it->count;
	}
	return 0;
}

static void layout_section(Section *s)
{
	uint64_t off = 0;
	for (size_t i = 0; i < s->nitems; i++) {
		s->items[i].offset = off;
		off += item_size(&s->items[i], off);
	}
	s->size = off;
}

static void update_symbols(As *as)
{
	for (size_t i = 0; i < as->nsymlist; i++) {
		Symbol *s = as->symlist[i];
		if (!s->defined || !s->sec || s->is_common)
			continue;
		s->value = s->item < s->sec->nitems ? s->sec->items[s->item].offset : s->sec->size;
	}
}

static bool symbol_is_local_def(const Symbol *s)
{
	return s->defined && s->sec && !s->is_common && s->bind == STB_LOCAL;
}

/* Target slot of a jump, if it is a label of section s; quiet. */
static bool jump_target(As *as, const Section *s, const Expr *e, int64_t *slot)
{
	Value v;
	bool q = as->quiet;
	as->quiet = true;
	bool ok = expr_eval(as, e, &v);
	as->quiet = q;
	if (!ok || !v.sym || !v.sym->defined || v.sym->sec != s || v.sym->is_common)
		return false;
	*slot = (int64_t)(v.sym->value + (uint64_t)v.add) / 8;
	return true;
}

static bool relaxable(const Item *it) { return it->kind == IT_INSN && (it->op->flags & ISA_BRANCH) && it->ekind == OPK_JUMP16 && it->expr; }

static bool can_invert(uint8_t code)
{
	uint8_t op = BPF_OP(code);
	return op != BPF_JSET && op != BPF_JCOND && op != BPF_JA;
}

static uint8_t inverted(uint8_t code)
{
	static const uint8_t pairs[][2] = {
		{BPF_JEQ, BPF_JNE}, {BPF_JGT, BPF_JLE}, {BPF_JGE, BPF_JLT},
		{BPF_JSGT, BPF_JSLE}, {BPF_JSGE, BPF_JSLT},
	};
	uint8_t op = BPF_OP(code);
	for (size_t i = 0; i < ARRAY_LEN(pairs); i++) {
		if (op == pairs[i][0])
			return (uint8_t)((code & 0x0f) | pairs[i][1]);
		if (op == pairs[i][1])
			return (uint8_t)((code & 0x0f) | pairs[i][0]);
	}
	return code;
}

/* ---- islands: long jumps before v4 ----
 * Before -mcpu=v4 there is no gotol: a jump's reach is the 16-bit
 * offset, +-32767 instructions.  A fully unrolled loop can make a
 * function longer than that (pyperf100 is 50k instructions), with a
 * branch at the top to a block at the end.  Such a jump goes through an
 * island: `goto target` placed where no instruction falls through (after
 * a goto or an exit), within reach of the jump and as far toward its
 * target as can be; an island out of reach of the target gets an island
 * of its own in the next round.  Islands are shared by jumps to the same
 * place.  The verifier sees one more `goto` on those paths. */
enum {
	ISLAND_FROM = 16384,  /* a jump farther goes through islands: the kernel grows
	                         programs when it patches them (inlined helpers), and a
	                         jump it cannot fix up in 16 bits fails the load */
	ISLAND_REACH = 15360, /* where an island may go: room for the islands a round adds */
};

typedef struct Island {
	Symbol *label;      /* the island's goto */
	Symbol *target_sym; /* where it goes */
	int64_t target_add;
	int round;          /* of relax_by_islands that made it */
} Island;

typedef struct Islands {
	Island *v;
	size_t n, cap;
	const IsaOp *ja;
	int round;
} Islands;

static bool never_falls_through(const Item *it)
{
	return it->kind == IT_INSN && (it->insn[0].code == (BPF_JMP | BPF_JA) ||
				       it->insn[0].code == (BPF_JMP | BPF_EXIT));
}

static int64_t item_slot(const Item *it) { return (int64_t)(it->offset / 8); }

/* Inserts a goto to `v` after item h; returns its label. */
static Symbol *add_island(As *as, Section *s, Islands *isl, size_t h, const Expr *to, Value v, size_t pos)
{
	if (s->nitems == s->items_cap) {
		s->items_cap = s->items_cap * 2 + 64;
		s->items = xrealloc(s->items, s->items_cap * sizeof *s->items);
	}
	size_t k = h + 1;
	memmove(&s->items[k + 1], &s->items[k], (s->nitems - k) * sizeof *s->items);
	s->nitems++;
	for (size_t i = 0; i < as->nsymlist; i++) {
		Symbol *y = as->symlist[i];
		if (y->defined && y->sec == s && y->item >= k)
			y->item++;
	}
	Item *it = &s->items[k];
	memset(it, 0, sizeof *it);
	it->kind = IT_INSN;
	it->op = isl->ja;
	it->insn[0] = (BpfInsn){BPF_JMP | BPF_JA, 0, 0, 0, 0};
	it->expr = (Expr *)to;
	it->ekind = OPK_JUMP16;
	it->pos = pos; /* errors about it are about the jump it serves */
	it->slots = 1;
	/* the offset is a guess until the next layout: the host's end */
	it->offset = s->items[h].offset + (uint64_t)s->items[h].slots * 8;
	char name[32];
	int len = snprintf(name, sizeof name, "\001island%d", ++as->anon_counter);
	Symbol *lab = as_symbol(as, name, (size_t)len);
	lab->sec = s;
	lab->item = k;
	lab->defined = true;
	lab->value = it->offset;
	if (isl->n == isl->cap) {
		isl->cap = isl->cap * 2 + 16;
		isl->v = xrealloc(isl->v, isl->cap * sizeof *isl->v);
	}
	isl->v[isl->n++] = (Island){lab, v.sym, v.add, isl->round};
	return lab;
}

/* The jump `it` goes to the island at `label` instead. */
static void retarget(As *as, Item *it, Symbol *label)
{
	Expr *e = arena_alloc(&as->arena, sizeof *e);
	*e = (Expr){.kind = E_SYM, .sym = label, .pos = it->expr->pos};
	it->expr = e;
}

/* Sends the out-of-reach jump at item j through an island; false if no
 * place for one is in reach. */
static bool reach_by_island(As *as, Section *s, Islands *isl, size_t j, int64_t target)
{
	Item *it = &s->items[j];
	int64_t from = item_slot(it) + 1;
	Value v;
	expr_eval(as, it->expr, &v);
	/* an island to the same place, in reach and nearer the target */
	for (size_t k = 0; k < isl->n; k++) {
		Island *x = &isl->v[k];
		int64_t at = (int64_t)(x->label->value / 8);
		if (x->label->item == j || x->round == isl->round) /* itself; or not laid out yet */
			continue;
		if (x->target_sym == v.sym && x->target_add == v.add && at - from >= -ISLAND_REACH &&
		    at - from <= ISLAND_REACH && llabs(target - at) < llabs(target - from)) {
			retarget(as, it, x->label);
			return true;
		}
	}
	/* the host farthest toward the target in reach */
	size_t host = SIZE_MAX;
	if (target > from) {
		for (size_t h = j + 1; h < s->nitems; h++) {
			int64_t at = item_slot(&s->items[h]) + s->items[h].slots;
			if (at - from > ISLAND_REACH || at > target)
				break;
			if (never_falls_through(&s->items[h]))
				host = h;
		}
	} else {
		for (size_t h = j; h-- > 0;) {
			int64_t at = item_slot(&s->items[h]) + s->items[h].slots;
			if (from - at > ISLAND_REACH || at < target)
				break;
			if (never_falls_through(&s->items[h]))
				host = h;
		}
	}
	if (host == SIZE_MAX)
		return false;
	Symbol *lab = add_island(as, s, isl, host, it->expr, v, it->pos);
	retarget(as, &s->items[j < host + 1 ? j : j + 1], lab); /* the array moved */
	return true;
}

/* A jump to a label of s: its target slot and its distance from the
 * next instruction. */
static bool label_jump(As *as, Section *s, const Item *it, int64_t *target, int64_t *rel)
{
	if (!relaxable(it) || !jump_target(as, s, it->expr, target))
		return false;
	*rel = *target - (item_slot(it) + 1);
	return true;
}

/* Whether every jump of the section reaches its target. */
static bool all_in_reach(As *as, Section *s)
{
	for (size_t i = 0; i < s->nitems; i++) {
		int64_t target, rel;
		if (label_jump(as, s, &s->items[i], &target, &rel) && (rel < INT16_MIN || rel > INT16_MAX))
			return false;
	}
	return true;
}

static void relax_by_islands(As *as, Section *s)
{
	if (all_in_reach(as, s))
		return;
	/* islands that cannot finish the job come out again: the errors are
	 * then about the jumps as written */
	Item *saved = xmalloc(s->nitems * sizeof *saved);
	size_t nsaved = s->nitems;
	memcpy(saved, s->items, nsaved * sizeof *saved);
	size_t *saved_item = xmalloc((as->nsymlist + 1) * sizeof *saved_item);
	for (size_t i = 0; i < as->nsymlist; i++)
		saved_item[i] = as->symlist[i]->item;
	size_t nsyms = as->nsymlist;
	Islands isl = {0};
	const char *why;
	BpfInsn ja = {BPF_JMP | BPF_JA, 0, 0, 0, 0};
	isl.ja = isa_decode(&ja, 1, &why);
	for (int round = 0; round < 64 && isl.ja; round++) {
		bool changed = false;
		isl.round = round;
		for (size_t i = 0; i < s->nitems; i++) {
			int64_t target, rel;
			if (!label_jump(as, s, &s->items[i], &target, &rel) || (rel >= -ISLAND_FROM && rel <= ISLAND_FROM))
				continue;
			/* (offsets after an island added this round are 8 bytes
			 * short until the next layout: ISLAND_REACH leaves room) */
			if (!reach_by_island(as, s, &isl, i, target)) {
				changed = false; /* no place in reach: the jump is an error */
				break;
			}
			changed = true;
		}
		layout_section(s);
		update_symbols(as);
		if (!changed)
			break;
	}
	if (!all_in_reach(as, s)) {
		memcpy(s->items, saved, nsaved * sizeof *saved);
		s->nitems = nsaved;
		for (size_t i = 0; i < nsyms; i++)
			as->symlist[i]->item = saved_item[i];
		for (size_t i = nsyms; i < as->nsymlist; i++)
			as->symlist[i]->defined = false; /* the islands' labels */
		layout_section(s);
		update_symbols(as);
	}
	free(saved);
	free(saved_item);
	free(isl.v);
}

static void relax_section(As *as, Section *s)
{
	for (int round = 0; round < 64; round++) {
		layout_section(s);
		update_symbols(as);
		if (as->cpu < 4) {
			relax_by_islands(as, s);
			return;
		}
		bool changed = false;
		for (size_t i = 0; i < s->nitems; i++) {
			Item *it = &s->items[i];
			int64_t target;
			if (!relaxable(it) || it->relax || !jump_target(as, s, it->expr, &target))
				continue;
			int64_t rel = target - (int64_t)(it->offset / 8 + 1);
			/* the same room for the kernel's patching as islands
			 * leave: pyperf100 at v4 had a 28,894-instruction jump the
			 * kernel could not fix up once it had inlined helpers */
			if (rel >= -ISLAND_FROM && rel <= ISLAND_FROM)
				continue;
			uint8_t op = BPF_OP(it->insn[0].code);
			if (op == BPF_JA && BPF_CLASS(it->insn[0].code) == BPF_JMP) {
				it->relax = RELAX_LONG;
				it->slots = 1;
			} else if (can_invert(it->insn[0].code)) {
				it->relax = RELAX_INVERT;
				it->slots = 2;
			} else {
				it->relax = RELAX_SKIP;
				it->slots = 3;
			}
			changed = true;
		}
		if (!changed)
			return;
	}
}

static unsigned leb_len(int64_t v, bool is_signed)
{
	unsigned n = 1;
	if (is_signed) {
		while (!((v >= -64 && v < 64))) {
			v >>= 7;
			n++;
		}
	} else {
		for (uint64_t u = (uint64_t)v; u >= 0x80; u >>= 7)
			n++;
	}
	return n;
}

/* Grows LEB128 items to the size their value needs; true if any grew. */
static bool size_lebs(As *as)
{
	bool changed = false;
	for (Section *s = as->sections; s; s = s->next)
		for (size_t i = 0; i < s->nitems; i++) {
			Item *it = &s->items[i];
			if (it->kind != IT_LEB)
				continue;
			Value v;
			bool q = as->quiet;
			as->quiet = true;
			bool ok = expr_eval(as, it->expr, &v);
			as->quiet = q;
			if (!ok || v.sym)
				continue;
			unsigned need = leb_len(v.add, it->size);
			if (need > it->count) {
				it->count = need;
				changed = true;
			}
		}
	return changed;
}

static void emit_leb(Emit *em, Item *it)
{
	Value v;
	if (!expr_eval(em->as, it->expr, &v))
		return;
	if (v.sym) {
		diag_error(as_loc(em->as, it->expr->pos), "LEB128 value must be a constant");
		return;
	}
	uint64_t u = (uint64_t)v.add;
	for (uint64_t k = 0; k < it->count; k++) {
		uint8_t byte = (uint8_t)(u & 0x7f);
		u = it->size ? (uint64_t)((int64_t)u >> 7) : u >> 7;
		if (k + 1 < it->count)
			byte |= 0x80; /* padded to the size the layout gave it */
		buf_put_u8(em->out, byte);
	}
}

static const char *expr_name(const Expr *e)
{
	if (e->kind == E_SYM)
		return e->sym->name[0] == '\001' ? "numeric label" : e->sym->name;
	return "expression";
}

/* Validates the symbol a value refers to, for use in a relocation. */
static bool check_reloc_symbol(As *as, const Expr *e, Symbol *s)
{
	if (s->defined || s->is_common)
		return true;
	if (s->temp) {
		if (s->name[0] == '\001')
			diag_error(as_loc(as, e->pos), "reference to a numeric label that is not defined");
		else
			diag_error(as_loc(as, e->pos), "undefined temporary symbol '%s'", s->name);
		return false;
	}
	return true;
}



static uint32_t elf_sym_for(Emit *em, Symbol *s, bool *local)
{
	*local = symbol_is_local_def(s);
	if (*local)
		return (uint32_t)elf_section_symbol(em->obj, s->sec->elf_index);
	if (s->bind == STB_LOCAL && !s->defined)
		s->bind = STB_GLOBAL; /* referenced, never defined: an external */
	if (s->elf_index < 0) {
		s->elf_index = elf_add_symbol(em->obj, s->name, s->bind, s->type, SHN_UNDEF, 0, 0);
		/* `.hidden f` of an undefined f: libbpf's static linker makes
		 * a hidden extern static once it is resolved */
		em->obj->syms[s->elf_index].vis = (uint8_t)s->vis;
	}
	return (uint32_t)s->elf_index;
}

/* A temporary label in a mergeable section (a string literal, .L.str.N)
 * referred to with an offset: the relocation names the label, not the
 * section, since merging may move the string (llvm-mc's rule: "s"+1 is
 * .L.str+1, the label an OBJECT symbol with its .type and .size). */
static bool merge_temp(const Symbol *s)
{
	return s->temp && s->defined && s->sec && (s->sec->flags & SHF_MERGE);
}

static uint32_t merge_temp_symbol(Emit *em, Symbol *s, bool *local)
{
	*local = false;
	if (s->elf_index < 0) {
		uint64_t size = 0;
		Value v;
		if (s->size_expr && expr_eval(em->as, s->size_expr, &v) && !v.sym)
			size = (uint64_t)v.add;
		s->elf_index = elf_add_symbol(em->obj, s->name, STB_LOCAL, s->type, (uint16_t)s->sec->elf_index, s->value, size);
	}
	return (uint32_t)s->elf_index;
}

static void put_insn(Emit *em, const BpfInsn *in)
{
	uint8_t b[8];
	bpf_insn_pack(in, em->as->big_endian, b);
	buf_put(em->out, b, 8);
}

/* Where an expression starts (a binary one is located at its operator). */
static size_t expr_begin(const Expr *e)
{
	while (e->kind == E_BIN)
		e = e->l;
	return e->pos;
}

static bool emit_jump(Emit *em, Item *it)
{
	As *as = em->as;
	int64_t target;
	if (!jump_target(as, em->sec, it->expr, &target)) {
		Value v;
		if (!expr_eval(as, it->expr, &v))
			return false;
		if (!v.sym) {
			diag_error(as_loc(as, it->pos), "jump target must be a label");
		} else if (!v.sym->defined && !v.sym->is_set) {
			if (check_reloc_symbol(as, it->expr, v.sym))
				diag_error(as_loc(as, expr_begin(it->expr)), "jump to undefined label '%s'",
					   expr_name(it->expr));
		} else {
			diag_error(as_loc(as, expr_begin(it->expr)),
				   "jump target '%s' is not in section '%s' (BPF jumps cannot leave their section)",
				   expr_name(it->expr), em->sec->name);
		}
		return false;
	}
	Value v;
	expr_eval(as, it->expr, &v);
	if ((v.sym->value + (uint64_t)v.add) % 8) {
		diag_error(as_loc(as, expr_begin(it->expr)),
			   "jump target is not at an instruction boundary");
		return false;
	}
	int64_t pc = (int64_t)(it->offset / 8);
	BpfInsn a = it->insn[0];
	if (it->ekind == OPK_JUMP32) {
		int64_t rel = target - (pc + 1);
		if (rel < INT32_MIN || rel > INT32_MAX) {
			diag_error(as_loc(as, it->pos), "jump offset does not fit in 32 bits");
			return false;
		}
		a.imm = (int32_t)rel;
		put_insn(em, &a);
		return true;
	}
	BpfInsn gotol = {BPF_JMP32 | BPF_JA, 0, 0, 0, 0};
	switch (it->relax) {
	case RELAX_NONE: {
		int64_t rel = target - (pc + 1);
		if (rel < INT16_MIN || rel > INT16_MAX) {
			diag_error(as_loc(as, it->pos),
				   "jump to '%s' is %" PRId64 " instructions away, beyond the 16-bit offset of BPF jumps, and no goto or exit is near enough to hold a trampoline jump; -mcpu=v4 can relax it with gotol",
				   expr_name(it->expr), rel);
			return false;
		}
		a.off = (int16_t)rel;
		put_insn(em, &a);
		return true;
	}
	case RELAX_LONG:
		gotol.imm = (int32_t)(target - (pc + 1));
		put_insn(em, &gotol);
		return true;
	case RELAX_INVERT:
		a.code = inverted(a.code);
		a.off = 1;
		put_insn(em, &a);
		gotol.imm = (int32_t)(target - (pc + 2));
		put_insn(em, &gotol);
		return true;
	case RELAX_SKIP: {
		a.off = 1;
		put_insn(em, &a);
		BpfInsn skip = {BPF_JMP | BPF_JA, 0, 0, 1, 0};
		put_insn(em, &skip);
		gotol.imm = (int32_t)(target - (pc + 3));
		put_insn(em, &gotol);
		return true;
	}
	}
	return false;
}

static bool emit_insn(Emit *em, Item *it)
{
	As *as = em->as;
	if (it->expr && (it->ekind == OPK_JUMP16 || it->ekind == OPK_JUMP32))
		return emit_jump(em, it);
	BpfInsn in[2] = {it->insn[0], it->insn[1]};
	uint64_t here = it->offset;
	if (it->expr) {
		Value v;
		if (!expr_eval(as, it->expr, &v))
			return false;
		if (!v.sym) { /* became constant through a later .set */
			if (it->ekind == OPK_IMM64) {
				in[0].imm = (int32_t)(uint32_t)(uint64_t)v.add;
				in[1].imm = (int32_t)(uint32_t)((uint64_t)v.add >> 32);
			} else {
				in[0].imm = (int32_t)v.add;
			}
		} else if (!check_reloc_symbol(as, it->expr, v.sym)) {
			return false;
		} else if (v.sym->is_set) {
			diag_error(as_loc(as, it->expr->pos), "cannot relocate against '%s'", v.sym->name);
			return false;
		} else if (it->ekind == OPK_IMM64) {
			bool local;
			uint32_t es = v.add && merge_temp(v.sym) ? merge_temp_symbol(em, v.sym, &local)
								  : elf_sym_for(em, v.sym, &local);
			int64_t add = v.add + (local ? (int64_t)v.sym->value : 0);
			if (add < INT32_MIN || add > UINT32_MAX) {
				diag_error(as_loc(as, it->expr->pos), "relocation addend does not fit in 32 bits");
				return false;
			}
			in[0].imm = (int32_t)add;
			in[1].imm = 0;
			elf_add_reloc(em->obj, em->sec->elf_index, here, es, R_BPF_64_64, 0);
		} else { /* OPK_CALL */
			Symbol *s = v.sym;
			uint64_t tv = s->value + (uint64_t)v.add;
			if (symbol_is_local_def(s) && tv % 8) {
				diag_error(as_loc(as, it->expr->pos), "call target is not at an instruction boundary");
				return false;
			}
			if (symbol_is_local_def(s) && s->sec == em->sec) {
				in[0].imm = (int32_t)((int64_t)(tv / 8) - (int64_t)(here / 8 + 1));
			} else {
				bool local;
				uint32_t es = elf_sym_for(em, s, &local);
				in[0].imm = local ? (int32_t)(tv / 8) - 1 : (int32_t)(v.add / 8) - 1;
				elf_add_reloc(em->obj, em->sec->elf_index, here, es, R_BPF_64_32, 0);
			}
		}
	}
	put_insn(em, &in[0]);
	if (it->slots > 1)
		put_insn(em, &in[1]);
	return true;
}

/* clang's choice for a 32-bit data relocation: .BTF.ext refers to code
 * through temporary labels and .BTF to variables through named symbols;
 * both get R_BPF_64_NODYLD32 (libbpf and the JIT loaders leave them alone,
 * lld still adjusts them); everything else, DWARF included, ABS32. */
static uint32_t data32_reloc_type(const Symbol *s)
{
	if (!s->defined || !s->sec)
		return R_BPF_64_ABS32;
	uint64_t f = s->sec->flags;
	if (s->temp)
		return (f & SHF_ALLOC) && (f & SHF_EXECINSTR) ? R_BPF_64_NODYLD32 : R_BPF_64_ABS32;
	return (f & SHF_ALLOC) && (f & SHF_WRITE) ? R_BPF_64_NODYLD32 : R_BPF_64_ABS32;
}

static bool emit_data(Emit *em, Item *it)
{
	As *as = em->as;
	Value v;
	if (!expr_eval(as, it->expr, &v))
		return false;
	uint64_t val = (uint64_t)v.add;
	if (v.sym) {
		if (!check_reloc_symbol(as, it->expr, v.sym))
			return false;
		if (v.sym->is_set) {
			diag_error(as_loc(as, it->expr->pos), "cannot relocate against '%s'", v.sym->name);
			return false;
		}
		if (it->size != 8 && it->size != 4) {
			diag_error(as_loc(as, it->pos),
				   "BPF has no %d-byte data relocation; use .long or .quad for '%s'",
				   it->size, v.sym->name);
			return false;
		}
		bool local;
		uint32_t es = elf_sym_for(em, v.sym, &local);
		if (local)
			val += v.sym->value;
		uint32_t type = R_BPF_64_ABS64;
		if (it->size == 4)
			type = data32_reloc_type(v.sym);
		elf_add_reloc(em->obj, em->sec->elf_index, it->offset, es, type, 0);
	}
	uint8_t b[8];
	switch (it->size) {
	case 1: b[0] = (uint8_t)val; break;
	case 2: put_u16(b, (uint16_t)val, as->big_endian); break;
	case 4: put_u32(b, (uint32_t)val, as->big_endian); break;
	default: put_u64(b, val, as->big_endian); break;
	}
	buf_put(em->out, b, it->size);
	return true;
}

static void emit_section(As *as, ElfObj *obj, Section *s)
{
	ElfSection *es = &obj->sections[s->elf_index];
	Emit em = {as, obj, s, &es->data};
	for (size_t i = 0; i < s->nitems; i++) {
		Item *it = &s->items[i];
		/* an item that failed (error already reported) left its bytes
		 * out: pad, so later errors are still found at the right place */
		if (em.out->len < it->offset)
			buf_put_zero(em.out, it->offset - em.out->len);
		switch (it->kind) {
		case IT_BYTES:
			buf_put(em.out, it->bytes, it->nbytes);
			break;
		case IT_ALIGN: {
			uint64_t pad = align_pad(it, it->offset);
			for (uint64_t k = 0; k < pad; k++)
				buf_put_u8(em.out, (uint8_t)it->fill);
			break;
		}
		case IT_FILL:
			buf_put_zero(em.out, it->count * it->fill_size);
			break;
		case IT_DATA:
			emit_data(&em, it);
			break;
		case IT_INSN:
			emit_insn(&em, it);
			break;
		case IT_LEB:
			emit_leb(&em, it);
			break;
		}
	}
	if (s->type == SHT_NOBITS) {
		for (size_t k = 0; k < es->data.len; k++)
			if (es->data.data[k]) {
				/* at the item that holds the first non-zero byte */
				size_t i = 0;
				while (i + 1 < s->nitems && s->items[i + 1].offset <= k)
					i++;
				diag_error(as_loc(as, s->items[i].pos),
					   "section '%s' is @nobits but has non-zero contents", s->name);
				break;
			}
		if (es->nrelocs)
			diag_error(as_loc(as, s->nitems ? s->items[0].pos : 0),
				   "section '%s' is @nobits but has relocations", s->name);
		es->size = es->data.len;
		buf_free(&es->data);
	} else {
		es->size = es->data.len;
	}
}

/* A section's name used as a symbol (".long .debug_abbrev") means its
 * start, as in GNU as and LLVM. */
static void bind_section_names(As *as)
{
	for (size_t i = 0; i < as->nsymlist; i++) {
		Symbol *s = as->symlist[i];
		if (s->defined || s->is_set || s->explicit_bind)
			continue;
		for (Section *sec = as->sections; sec; sec = sec->next)
			if (!strcmp(sec->name, s->name)) {
				s->sec = sec;
				s->item = 0;
				s->defined = true;
				s->temp = true;
				break;
			}
	}
}

bool as_finish(As *as, ElfObj *obj)
{
	int errors = diag_error_count();
	bind_section_names(as);
	for (int round = 0; round < 64; round++) {
		for (Section *s = as->sections; s; s = s->next)
			relax_section(as, s);
		if (!size_lebs(as))
			break;
	}
	for (Section *s = as->sections; s; s = s->next) {
		s->elf_index = elf_add_section(obj, s->name, s->type, s->flags, s->align);
		obj->sections[s->elf_index].entsize = s->entsize;
	}
	/* symbols defined here, in source order */
	for (size_t i = 0; i < as->nsymlist; i++) {
		Symbol *s = as->symlist[i];
		if (s->temp)
			continue;
		uint64_t size = 0;
		if (s->size_expr) {
			Value v;
			if (expr_eval(as, s->size_expr, &v)) {
				if (v.sym)
					diag_error(as_loc(as, s->size_expr->pos), "size of '%s' is not a constant",
						   s->name);
				size = (uint64_t)v.add;
			}
		}
		if (s->is_file) {
			s->elf_index = elf_add_symbol(obj, s->name, STB_LOCAL, STT_FILE, SHN_ABS, 0, 0);
		} else if (s->is_common) {
			s->elf_index = elf_add_symbol(obj, s->name, s->bind, s->type, SHN_COMMON,
						      s->common_align, s->common_size);
		} else if (s->defined && s->sec) {
			s->elf_index = elf_add_symbol(obj, s->name, s->bind, s->type,
						      (uint32_t)s->sec->elf_index, s->value, size);
		} else if (s->is_set) {
			/* a local one that does not evaluate is left out quietly
			 * (a use of it reports the error) */
			Value v;
			bool quiet = as->quiet;
			as->quiet = s->bind == STB_LOCAL;
			bool ok = expr_eval(as, s->set_expr, &v);
			as->quiet = quiet;
			if (!ok)
				continue;
			if (v.sym && s->bind == STB_LOCAL) {
				/* a local alias of a label: at its address, as LLVM */
				if (!v.sym->defined || !v.sym->sec)
					continue;
				s->elf_index = elf_add_symbol(obj, s->name, s->bind, s->type,
							      (uint32_t)v.sym->sec->elf_index,
							      v.sym->value + (uint64_t)v.add, size);
			} else if (v.sym) {
				diag_error(s->loc, "global symbol '%s' must be set to a constant", s->name);
				continue;
			} else {
				s->elf_index = elf_add_symbol(obj, s->name, s->bind, s->type, SHN_ABS,
							      (uint64_t)v.add, size);
			}
		} else if (s->explicit_bind && s->bind != STB_LOCAL) {
			s->elf_index = elf_add_symbol(obj, s->name, s->bind, s->type, SHN_UNDEF, 0, 0);
		} else {
			continue;
		}
		obj->syms[s->elf_index].vis = (uint8_t)s->vis;
	}
	for (Section *s = as->sections; s; s = s->next)
		emit_section(as, obj, s);
	/* elf_write numbers sections with 16 bits, .rel sections, .symtab
	 * and .strtab included; from SHN_LORESERVE on, indices mean ABS,
	 * COMMON ... */
	size_t nfile = obj->nsections + 2;
	Section *over = NULL;
	for (Section *s = as->sections; s; s = s->next) {
		if (obj->sections[s->elf_index].nrelocs)
			nfile++;
		if (!over && (size_t)s->elf_index + 2 >= SHN_LORESERVE)
			over = s;
	}
	if (nfile >= SHN_LORESERVE) {
		if (!over)
			over = as->sections_tail;
		diag_error(as_loc(as, over->nitems ? over->items[0].pos : 0),
			   "too many sections: %zu with the relocation and symbol tables, ELF without extended numbering allows %d",
			   nfile, SHN_LORESERVE - 1);
	}
	return diag_error_count() == errors;
}
