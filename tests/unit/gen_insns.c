/* gen_insns.c - writes every row of the ISA table (4 operand variants
 * each) as assembly in the chosen dialect, one instruction per line, for
 * comparing ebcc-as against other assemblers.  Rows that the other
 * assembler does not know can be left out with -x:
 *   gen_insns pseudoc -x clang19   skip what clang 19 cannot assemble
 */
#include "../../src/bpf/isa.h"

#include <stdio.h>
#include <string.h>

static bool clang19_lacks(const IsaOp *op, const BpfInsn *in)
{
	if (op->flags & ISA_ALIAS)
		return true;
	if ((op->flags & ISA_WIDE) && op->src != 0)
		return true; /* map_by_fd(...) etc.: ebcc's spelling of pseudo loads */
	if (BPF_OP(op->code) == BPF_CALL && op->src == BPF_PSEUDO_KFUNC_CALL)
		return true;
	if (BPF_MODE(op->code) == BPF_ATOMIC && (op->imm == BPF_LOAD_ACQ || op->imm == BPF_STORE_REL))
		return true; /* LLVM 21 */
	if (BPF_MODE(op->code) == BPF_IND && in->imm)
		return true; /* skb[rN + off] */
	return false;
}

int main(int argc, char **argv)
{
	Dialect d = DIALECT_PSEUDOC;
	bool skip_clang = false;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-x") && i + 1 < argc && !strcmp(argv[i + 1], "clang19")) {
			skip_clang = true;
			i++;
		} else if (!isa_parse_dialect(argv[i], &d)) {
			fprintf(stderr, "usage: gen_insns [pseudoc|normal] [-x clang19]\n");
			return 1;
		}
	}
	static const uint8_t dsts[] = {1, 9, 0, 6};
	static const uint8_t srcs[] = {2, 10, 0, 5};
	static const int16_t offs[] = {-8, 32767, 0, -32768};
	static const int32_t imms[] = {-123456, 2147483647, 0, (int32_t)0x80000000};
	Buf b = {0};
	puts("\t.text");
	for (size_t i = 0; i < isa_nops; i++) {
		const IsaOp *op = &isa_ops[i];
		unsigned f = isa_operand_fields(op);
		for (int k = 0; k < 4; k++) {
			BpfInsn in[2] = {isa_base_insn(op), {0}};
			if (f & (1u << FLD_DST))
				in[0].dst = dsts[k];
			if (f & (1u << FLD_SRC))
				in[0].src = srcs[k];
			if (f & (1u << FLD_OFF))
				in[0].off = (op->flags & ISA_BRANCH) ? (int16_t)(k - 1) : offs[k];
			if (f & (1u << FLD_IMM)) {
				if (strstr(op->pseudoc, "$A"))
					in[0].imm = (int32_t)((uint32_t)(k + 1) << 16 | (uint32_t)k);
				else if (strstr(op->pseudoc, "$h"))
					in[0].imm = k * 7 + 1;
				else if (strstr(op->pseudoc, "$J") || strstr(op->pseudoc, "$c"))
					in[0].imm = k - 1;
				else if (strstr(op->pseudoc, "$O"))
					in[0].imm = k * 4;
				else
					in[0].imm = imms[k];
			}
			if ((op->flags & ISA_WIDE) && op->src == 0)
				in[1].imm = imms[(k + 1) & 3];
			if (skip_clang && clang19_lacks(op, in))
				continue;
			b.len = 0;
			isa_print(&b, op, in, d, 0, NULL);
			printf("\t%s\n", buf_cstr(&b));
		}
	}
	buf_free(&b);
	return 0;
}
