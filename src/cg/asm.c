/* asm.c - inline asm templates -> assembly lines.
 *
 * After register allocation every register operand of an MK_ASM has a
 * physical register, so the template can be written out: %N and %[name]
 * become the operand (rN, or wN for a "w" operand or with the `w`
 * modifier, %wN), a constant operand its decimal value or symbol name
 * (`call %[bpf_helper]` is `call N`, `r1 = %[map] ll` names the map),
 * a memory ("m") operand `(rN + 0)` with its address in rN,
 * %% a percent sign, %= a number unique to this asm statement and, in
 * an asm goto, %l[label] / %lN the label's block (`.LBB<f>_<b>`).  The
 * lines go between #APP and #NO_APP comments as clang writes them, so
 * ebcc-as and llvm-mc read the -S output alike.
 */
#include "cg.h"

#include <inttypes.h>
#include <string.h>

static int operand_by_name(const Node *n, const char *name, size_t len)
{
	for (int k = 0; k < n->asm_noutputs + n->asm_ninputs; k++) {
		const AsmOperand *o = k < n->asm_noutputs ? &n->asm_outputs[k] : &n->asm_inputs[k - n->asm_noutputs];
		if (o->name && strlen(o->name->name) == len && !memcmp(o->name->name, name, len))
			return k;
	}
	return -1;
}

static void put_operand(Buf *line, const MInst *i, int k, bool wide32)
{
	const MAsm *as = i->as;
	if (i->args[k] >= 0 && (as->mem >> k & 1)) {
		/* a memory operand as clang prints one: `*(u32 *)%0` */
		buf_printf(line, "(r%d + 0)", (int)i->args[k]);
		return;
	}
	if (i->args[k] >= 0) {
		buf_printf(line, "%c%d", wide32 || as->reg32[k] ? 'w' : 'r', (int)i->args[k]);
		return;
	}
	if (as->sym[k]) {
		buf_puts(line, cg_sym_name(as->sym[k]));
		if (as->imm[k])
			buf_printf(line, " %c %" PRId64, as->imm[k] < 0 ? '-' : '+', as->imm[k] < 0 ? -as->imm[k] : as->imm[k]);
	} else
		buf_printf(line, "%" PRId64, as->imm[k]);
}

/* the template with operands substituted, into text; false on a bad % */
static bool substitute(MFunc *mf, const MInst *i, Buf *text)
{
	const Node *n = i->as->node;
	int nops = i->as->nout + i->as->nin;
	for (const char *p = n->asm_text; *p; p++) {
		if (*p != '%') {
			buf_put(text, p, 1);
			continue;
		}
		p++;
		if (*p == '%') {
			buf_puts(text, "%");
			continue;
		}
		if (*p == '=') {
			buf_printf(text, "%d", mf->id * 10000 + i->as->id);
			continue;
		}
		if (*p == 'l' && (p[1] == '[' || (p[1] >= '0' && p[1] <= '9'))) {
			/* asm goto: %l[label] or %lN (labels numbered after the
			 * operands) is the label's block */
			p++;
			int lk = -1;
			if (*p == '[') {
				const char *e = strchr(p, ']');
				for (int j = 0; e && j < n->asm_nlabels; j++) {
					const Ident *id = n->asm_labels[j] ? n->asm_labels[j]->ident : NULL;
					if (id && strlen(id->name) == (size_t)(e - p - 1) && !memcmp(id->name, p + 1, (size_t)(e - p - 1)))
						lk = j;
				}
				p = e ? e : p + strlen(p) - 1;
			} else {
				int v = 0;
				while (p[1] >= '0' && p[1] <= '9')
					v = v * 10 + (*p++ - '0');
				lk = v * 10 + (*p - '0') - nops;
			}
			if (lk != 0 || !i->target) {
				diag_error(i->loc, "invalid label reference in asm goto template");
				return false;
			}
			buf_printf(text, ".LBB%d_%d", mf->id, i->target->id);
			continue;
		}
		bool w = false;
		if (*p == 'w' && (p[1] == '[' || (p[1] >= '0' && p[1] <= '9'))) {
			w = true;
			p++;
		} else if (*p >= 'a' && *p <= 'z' && (p[1] == '[' || (p[1] >= '0' && p[1] <= '9'))) {
			diag_error(i->loc, "asm operand modifier '%c' is not supported for BPF (only 'w', the 32-bit register)",
				   *p);
			return false;
		}
		int k = -1;
		if (*p == '[') {
			const char *e = strchr(p, ']');
			if (e)
				k = operand_by_name(n, p + 1, (size_t)(e - p - 1));
			p = e ? e : p + strlen(p) - 1;
		} else if (*p >= '0' && *p <= '9') {
			k = 0;
			while (p[1] >= '0' && p[1] <= '9')
				k = k * 10 + (*p++ - '0');
			k = k * 10 + (*p - '0');
		}
		if (k < 0 || k >= nops) {
			diag_error(i->loc, "invalid operand reference in asm template");
			return false;
		}
		put_operand(text, i, k, w);
	}
	return true;
}

bool cg_emit_asm(MFunc *mf, const MInst *i, Buf *out)
{
	Buf text = {0};
	bool ok = substitute(mf, i, &text);
	buf_put(&text, "", 1);
	if (ok) {
		buf_puts(out, "\t#APP\n");
		const char *s = (const char *)text.data;
		while (*s) {
			const char *e = strchr(s, '\n');
			size_t len = e ? (size_t)(e - s) : strlen(s);
			while (len && (*s == ' ' || *s == '\t')) {
				s++;
				len--;
			}
			if (len)
				buf_printf(out, "\t%.*s\n", (int)len, s);
			s += len;
			if (*s == '\n')
				s++;
		}
		buf_puts(out, "\t#NO_APP\n");
	}
	buf_free(&text);
	return ok;
}
