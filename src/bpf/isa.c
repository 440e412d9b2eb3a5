/* isa.c - operand letters, the decoder index over isa_table.c, slot
 * packing and CPU version names. */
#include "isa.h"

#include <stdio.h>
#include <string.h>

static const IsaOperand operands[] = {
	{'d', OPK_REG, FLD_DST, 64, true},   {'D', OPK_REG, FLD_DST, 32, true},
	{'a', OPK_REG, FLD_DST, 64, false},  {'x', OPK_REG, FLD_DST, 32, false},
	{'s', OPK_REG, FLD_SRC, 64, true},   {'S', OPK_REG, FLD_SRC, 32, true},
	{'b', OPK_REG, FLD_SRC, 64, false},  {'y', OPK_REG, FLD_SRC, 32, false},
	{'i', OPK_IMM, FLD_IMM, 0, false},   {'h', OPK_HELPER, FLD_IMM, 0, false},
	{'L', OPK_IMM64, FLD_IMM, 0, false}, {'n', OPK_IMM2, FLD_IMM2, 0, false},
	{'o', OPK_MEMOFF, FLD_OFF, 0, false}, {'O', OPK_IMMOFF, FLD_IMM, 0, false},
	{'j', OPK_JUMP16, FLD_OFF, 0, false}, {'J', OPK_JUMP32, FLD_IMM, 0, false},
	{'c', OPK_CALL, FLD_IMM, 0, false},  {'A', OPK_ASDST, FLD_IMM, 0, false},
	{'B', OPK_ASSRC, FLD_IMM, 0, false},
};

const IsaOperand *isa_operand(char letter)
{
	for (size_t i = 0; i < ARRAY_LEN(operands); i++)
		if (operands[i].letter == letter)
			return &operands[i];
	return NULL;
}

const char *isa_template(const IsaOp *op, Dialect d)
{
	return d == DIALECT_NORMAL ? op->normal : op->pseudoc;
}

const char *isa_dialect_name(Dialect d) { return d == DIALECT_NORMAL ? "normal" : "pseudoc"; }

bool isa_parse_dialect(const char *s, Dialect *d)
{
	if (!strcmp(s, "normal") || !strcmp(s, "att")) {
		*d = DIALECT_NORMAL;
		return true;
	}
	if (!strcmp(s, "pseudoc") || !strcmp(s, "pseudo-c")) {
		*d = DIALECT_PSEUDOC;
		return true;
	}
	return false;
}

unsigned isa_operand_fields(const IsaOp *op)
{
	unsigned m = 0;
	for (const char *p = op->pseudoc; *p; p++) {
		if (*p != '$' || !p[1])
			continue;
		const IsaOperand *o = isa_operand(*++p);
		if (o)
			m |= 1u << o->field;
	}
	return m;
}

/* Decoder index: rows (not aliases) grouped by opcode byte. */
static uint16_t by_code_start[257];
static uint16_t by_code[512];
static unsigned fields_of[512];
static bool index_ready;

static void build_index(void)
{
	size_t count[256] = {0};
	for (size_t i = 0; i < isa_nops; i++)
		if (!(isa_ops[i].flags & ISA_ALIAS))
			count[isa_ops[i].code]++;
	size_t pos = 0;
	for (int c = 0; c < 256; c++) {
		by_code_start[c] = (uint16_t)pos;
		pos += count[c];
	}
	by_code_start[256] = (uint16_t)pos;
	size_t fill[256] = {0};
	for (size_t i = 0; i < isa_nops; i++) {
		fields_of[i] = isa_operand_fields(&isa_ops[i]);
		const IsaOp *op = &isa_ops[i];
		if (op->flags & ISA_ALIAS)
			continue;
		by_code[by_code_start[op->code] + fill[op->code]++] = (uint16_t)i;
	}
	index_ready = true;
}

static const char *field_names[] = {"dst_reg", "src_reg", "off", "imm", "imm of the second slot"};

const IsaOp *isa_decode(const BpfInsn *in, size_t n, const char **why)
{
	static char reason[96];
	if (!index_ready)
		build_index();
	if (why)
		*why = NULL;
	unsigned c = in->code;
	const char *first_reason = NULL;
	for (unsigned k = by_code_start[c]; k < by_code_start[c + 1]; k++) {
		const IsaOp *op = &isa_ops[by_code[k]];
		unsigned f = fields_of[by_code[k]];
		if ((op->flags & ISA_FIX_SRC) && in->src != op->src)
			continue;
		if ((op->flags & ISA_FIX_OFF) && in->off != op->off)
			continue;
		if ((op->flags & ISA_FIX_IMM) && in->imm != op->imm)
			continue;
		/* a field that is neither an operand nor fixed must be zero */
		const char *bad = NULL;
		long val = 0;
		if (!(f & (1u << FLD_DST)) && in->dst)
			bad = field_names[FLD_DST], val = in->dst;
		else if (!(f & (1u << FLD_SRC)) && !(op->flags & ISA_FIX_SRC) && in->src)
			bad = field_names[FLD_SRC], val = in->src;
		else if (!(f & (1u << FLD_OFF)) && !(op->flags & ISA_FIX_OFF) && in->off)
			bad = field_names[FLD_OFF], val = in->off;
		else if (!(f & (1u << FLD_IMM)) && !(op->flags & ISA_FIX_IMM) && in->imm)
			bad = field_names[FLD_IMM], val = in->imm;
		else if (in->dst >= BPF_NREGS)
			bad = "register", val = in->dst;
		else if (in->src >= BPF_NREGS && (f & (1u << FLD_SRC)))
			bad = "register", val = in->src;
		if (bad) {
			if (!first_reason) {
				snprintf(reason, sizeof reason, "reserved field %s is %ld", bad, val);
				if (!strcmp(bad, "register"))
					snprintf(reason, sizeof reason, "no register r%ld", val);
				first_reason = reason;
			}
			continue;
		}
		if (op->flags & ISA_WIDE) {
			if (n < 2) {
				first_reason = "ld_imm64 is missing its second slot";
				continue;
			}
			const BpfInsn *h = &in[1];
			if (h->code || h->dst || h->src || h->off) {
				first_reason = "bad second slot of ld_imm64";
				continue;
			}
			if (!(f & (1u << FLD_IMM2)) && op->src != 0 && h->imm) {
				first_reason = "reserved imm of the second ld_imm64 slot is not 0";
				continue;
			}
		}
		return op;
	}
	if (why) {
		if (first_reason) {
			*why = first_reason;
		} else {
			snprintf(reason, sizeof reason, "unknown opcode 0x%02x", c);
			*why = reason;
		}
	}
	return NULL;
}

void bpf_insn_unpack(const uint8_t *p, bool big, BpfInsn *out)
{
	out->code = p[0];
	out->dst = big ? p[1] >> 4 : p[1] & 0xf;
	out->src = big ? p[1] & 0xf : p[1] >> 4;
	out->off = (int16_t)get_u16(p + 2, big);
	out->imm = (int32_t)get_u32(p + 4, big);
}

void bpf_insn_pack(const BpfInsn *in, bool big, uint8_t *p)
{
	p[0] = in->code;
	p[1] = big ? (uint8_t)(in->dst << 4 | (in->src & 0xf))
		   : (uint8_t)(in->src << 4 | (in->dst & 0xf));
	put_u16(p + 2, (uint16_t)in->off, big);
	put_u32(p + 4, (uint32_t)in->imm, big);
}

BpfInsn isa_base_insn(const IsaOp *op)
{
	BpfInsn in = {op->code, 0, 0, 0, 0};
	if (op->flags & ISA_FIX_SRC)
		in.src = op->src;
	if (op->flags & ISA_FIX_OFF)
		in.off = op->off;
	if (op->flags & ISA_FIX_IMM)
		in.imm = op->imm;
	return in;
}

int bpf_parse_cpu(const char *s)
{
	if (!strcmp(s, "generic"))
		return 1;
	if (!strcmp(s, "probe"))
		return BPF_CPU_MAX;
	if (s[0] == 'v' && s[1] >= '1' && s[1] <= '4' && !s[2])
		return s[1] - '0';
	return -1;
}
