/* emit.c - a function's MIR (physical registers, no pseudo
 * instructions left but calls) -> assembly text.
 *
 * Every instruction is printed from the ISA table's template for the
 * chosen dialect (the same text ebcc-objdump prints and ebcc-as
 * reads), with block labels `.LBB<function>_<block>` for jump targets
 * and symbol names for calls and 64-bit address loads.  The directives
 * are the ones clang writes for BPF, so llvm-mc reads the output too.
 */
#include "cg.h"

#include "../btf/btf.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *cg_sym_name(Symbol *s) { return s->asm_name ? s->asm_name : s->name->name; }

typedef struct EmitSym {
	const char *target; /* label of the current jump's target */
	const char *reloc;  /* symbol text of the current call / ld_imm64 */
} EmitSym;

static const char *sym_target(void *ud, size_t pc, int64_t rel, bool call)
{
	(void)pc, (void)rel, (void)call;
	return ((EmitSym *)ud)->target;
}

static const char *sym_reloc(void *ud, size_t pc)
{
	(void)pc;
	return ((EmitSym *)ud)->reloc;
}

static void label_name(char *out, size_t n, const MFunc *mf, const MBlock *b)
{
	snprintf(out, n, ".LBB%d_%d", mf->id, b->id);
}

static bool print_insn(MFunc *mf, MInst *i, Buf *out)
{
	BpfInsn in[2];
	memset(in, 0, sizeof in);
	char label[48], reloc[512];
	EmitSym es = {NULL, NULL};
	if (i->kind == MK_ASM)
		return cg_emit_asm(mf, i, out);
	switch ((MKind)i->kind) {
	case MK_INSN:
		in[0].code = i->code;
		in[0].dst = (uint8_t)(i->dst < 0 ? 0 : i->dst);
		in[0].src = (uint8_t)(i->src < 0 ? 0 : i->src);
		in[0].off = i->off;
		in[0].imm = (int32_t)i->imm;
		if (i->target) {
			label_name(label, sizeof label, mf, i->target);
			es.target = label;
		}
		break;
	case MK_LDIMM64:
		in[0].code = BPF_LD | BPF_IMM | BPF_DW;
		in[0].dst = (uint8_t)i->dst;
		if (i->sym) {
			if (i->imm)
				snprintf(reloc, sizeof reloc, "%s %c %" PRId64, cg_sym_name(i->sym), i->imm < 0 ? '-' : '+',
					 i->imm < 0 ? -i->imm : i->imm);
			else
				snprintf(reloc, sizeof reloc, "%s", cg_sym_name(i->sym));
			es.reloc = reloc;
		} else {
			in[0].imm = (int32_t)(uint32_t)i->imm;
			in[1].imm = (int32_t)(uint32_t)((uint64_t)i->imm >> 32);
		}
		break;
	case MK_CALL:
		in[0].code = BPF_JMP | BPF_CALL;
		if (i->sym) {
			in[0].src = BPF_PSEUDO_CALL;
			in[0].imm = -1;
			snprintf(reloc, sizeof reloc, "%s", cg_sym_name(i->sym));
			es.reloc = reloc;
		} else
			in[0].imm = (int32_t)i->imm;
		break;
	default:
		diag_error(i->loc, "internal error: pseudo instruction left after frame layout");
		return false;
	}
	const char *why = NULL;
	const IsaOp *op = isa_decode(in, 2, &why);
	if (!op) {
		diag_error(i->loc, "internal error: selected an invalid instruction (%s)", why ? why : "?");
		return false;
	}
	IsaSymbolizer sy = {&es, sym_target, sym_reloc};
	buf_puts(out, "\t");
	isa_print(out, op, in, mf->opt->dialect, 0, &sy);
	buf_puts(out, "\n");
	return true;
}

/* -g: where the last line_info record is */
typedef struct LineState {
	SrcLoc prev;         /* its position (file NULL: none yet) */
	bool insn_since;     /* an instruction has been emitted after it */
} LineState;

/* -g: a line_info record where the source position changes (as clang:
 * line and column), and always at the function's first instruction,
 * which the kernel requires of every subprogram (where the first
 * instruction has no position of its own, a phi's copy, the record
 * takes the first position that comes, as clang's would, and only then
 * the function's own line).  An inline asm may
 * hold no instruction at all (barrier()), so it never starts a record
 * of its own but at the function's start, and a record placed there is
 * not followed by another until an instruction is certain to lie
 * between them: the kernel refuses two records at one offset.  A goto
 * does no statement's work either (it is where a `break`, a `return` of
 * an inlined function or block layout put it), so it stays under the
 * record before it rather than naming a line of its own. */
/* the first position an instruction of mf carries (file NULL: none) */
static SrcLoc first_loc(const MFunc *mf)
{
	for (const MBlock *b = mf->blocks; b; b = b->next)
		for (const MInst *i = b->first; i; i = i->next)
			if (i->kind != MK_ASM && i->loc.file)
				return i->loc;
	return (SrcLoc){0};
}

static void note_line(MFunc *mf, const char *sec, const char *begin, const MInst *i, LineState *ls, Buf *out)
{
	SrcLoc loc = i->loc;
	bool is_asm = i->kind == MK_ASM;
	if (!ls->prev.file) {
		const Symbol *s = mf->ir->sym;
		if (!loc.file)
			loc = first_loc(mf);
		if (!loc.file)
			loc = s->def_loc.file ? s->def_loc : s->loc;
		if (loc.file)
			btf_ext_add_line(mf->ext, sec, begin, loc);
		ls->prev = loc;
		ls->insn_since = false;
	} else if (!is_asm && !minst_is_goto(i) && loc.file && ls->insn_since &&
		   !(loc.file == ls->prev.file && loc.line == ls->prev.line && loc.col == ls->prev.col)) {
		buf_printf(out, "%s:\n", btf_ext_add_line(mf->ext, sec, NULL, loc));
		ls->prev = loc;
		ls->insn_since = false;
	}
	if (!is_asm)
		ls->insn_since = true;
}

bool cg_emit_func(MFunc *mf, Buf *out)
{
	Symbol *s = mf->ir->sym;
	const char *name = cg_sym_name(s);
	if (s->section)
		buf_printf(out, "\t.section\t\"%s\",\"ax\",@progbits\n", s->section);
	else
		buf_puts(out, "\t.text\n");
	if (s->storage != SC_STATIC)
		buf_printf(out, "\t.%s\t%s\n", s->is_weak ? "weak" : "globl", name);
	if (s->visibility == VIS_HIDDEN)
		buf_printf(out, "\t.hidden\t%s\n", name);
	buf_printf(out, "\t.p2align\t3\n\t.type\t%s,@function\n%s:\n", name, name);
	const char *sec = s->section ? s->section : ".text";
	char begin[48];
	snprintf(begin, sizeof begin, ".Lfunc_begin%d", mf->id);
	if (mf->ext) {
		buf_printf(out, "%s:\n", begin);
		btf_ext_add_func(mf->ext, sec, begin, s);
	}
	LineState ls = {{0}, false};
	/* labels only for blocks something jumps to */
	bool *targeted = xcalloc((size_t)mf->nblocks + 1, 1);
	for (MBlock *b = mf->blocks; b; b = b->next)
		for (MInst *i = b->first; i; i = i->next)
			if (i->target)
				targeted[i->target->id] = true;
	bool ok = true;
	for (MBlock *b = mf->blocks; b; b = b->next) {
		if (targeted[b->id]) {
			char label[48];
			label_name(label, sizeof label, mf, b);
			buf_printf(out, "%s:\n", label);
		}
		for (MInst *i = b->first; i; i = i->next) {
			if (mf->ext)
				note_line(mf, sec, begin, i, &ls, out);
			if (i->core && mf->ext)
				buf_printf(out, "%s:\n", btf_ext_add_core(mf->ext, sec, i->core->type_id, i->core->access,
									 (BtfCoreKind)i->core->kind));
			ok &= print_insn(mf, i, out);
		}
	}
	free(targeted);
	buf_printf(out, ".Lfunc_end%d:\n\t.size\t%s, .Lfunc_end%d-%s\n\n", mf->id, name, mf->id, name);
	return ok;
}
