/* isa_print.c - instruction -> text, by expanding the row's template.  The
 * output re-assembles to the same bytes (the round-trip tests check it):
 * relative jump and call targets carry an explicit sign, helper numbers
 * none, so `call 5` and `call +5` stay distinct. */
#include "isa.h"

#include <inttypes.h>
#include <stdio.h>

const char *isa_reg_name(int reg, int width, Dialect d)
{
	static char names[4][8];
	static int k;
	k = (k + 1) & 3;
	if (d == DIALECT_NORMAL)
		snprintf(names[k], sizeof names[k], "%%r%d", reg);
	else
		snprintf(names[k], sizeof names[k], "%c%d", width == 32 ? 'w' : 'r', reg);
	return names[k];
}

static void put_signed_offset(Buf *out, int64_t v, Dialect d, bool always)
{
	if (!v && !always)
		return;
	const char *sp = d == DIALECT_PSEUDOC ? " " : "";
	if (v < 0)
		buf_printf(out, "%s-%s%" PRId64, sp, sp, -v);
	else
		buf_printf(out, "%s+%s%" PRId64, sp, sp, v);
}

static void put_target(Buf *out, const IsaSymbolizer *sym, size_t pc, int64_t rel, bool call)
{
	const char *name = sym && sym->target ? sym->target(sym->ud, pc, rel, call) : NULL;
	if (name)
		buf_puts(out, name);
	else
		buf_printf(out, "%c%" PRId64, rel < 0 ? '-' : '+', rel < 0 ? -rel : rel);
}

void isa_print(Buf *out, const IsaOp *op, const BpfInsn *in, Dialect d, size_t pc,
	       const IsaSymbolizer *sym)
{
	const char *reloc = sym && sym->reloc ? sym->reloc(sym->ud, pc) : NULL;
	for (const char *p = isa_template(op, d); *p; p++) {
		if (*p != '$') {
			buf_put_u8(out, (uint8_t)*p);
			continue;
		}
		const IsaOperand *o = isa_operand(*++p);
		if (!o) { /* cannot happen for table templates */
			buf_put_u8(out, (uint8_t)*p);
			continue;
		}
		switch (o->kind) {
		case OPK_REG:
			buf_puts(out, isa_reg_name(o->field == FLD_DST ? in->dst : in->src, o->width, d));
			break;
		case OPK_IMM:
		case OPK_HELPER:
			buf_printf(out, "%" PRId32, in->imm);
			break;
		case OPK_IMM64:
			if (reloc)
				buf_puts(out, reloc);
			else
				buf_printf(out, "%" PRId64,
					   (int64_t)((uint64_t)(uint32_t)in[0].imm |
						     (uint64_t)(uint32_t)in[1].imm << 32));
			break;
		case OPK_IMM2:
			buf_printf(out, "%" PRId32, in[1].imm);
			break;
		case OPK_MEMOFF:
			put_signed_offset(out, in->off, d, true);
			break;
		case OPK_IMMOFF:
			put_signed_offset(out, in->imm, d, false);
			break;
		case OPK_JUMP16:
			put_target(out, sym, pc, in->off, false);
			break;
		case OPK_JUMP32:
			put_target(out, sym, pc, in->imm, false);
			break;
		case OPK_CALL:
			if (reloc)
				buf_puts(out, reloc);
			else
				put_target(out, sym, pc, in->imm, true);
			break;
		case OPK_ASDST:
			buf_printf(out, "%" PRIu32, (uint32_t)in->imm >> 16);
			break;
		case OPK_ASSRC:
			buf_printf(out, "%" PRIu32, (uint32_t)in->imm & 0xffff);
			break;
		}
	}
}
