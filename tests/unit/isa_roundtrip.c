/* isa_roundtrip.c - every row of the ISA table, in both dialects:
 * encode -> pack -> unpack -> decode (same row) -> print -> assemble ->
 * the same bytes, and print(assemble(print(x))) == print(x).  Aliases are
 * printed with their own template, assembled, and must decode to the
 * primary row's encoding.  Also checks that the decoder rejects reserved
 * fields.  Prints PASS/FAIL lines and a summary. */
#include "../../src/as/as.h"

#include <stdio.h>
#include <string.h>

static int passed, failed;

static void result(bool ok, const char *name, const char *detail)
{
	if (ok) {
		passed++;
		return;
	}
	failed++;
	printf("FAIL isa/%s: %s\n", name, detail);
}

/* Field values for variant k of an instruction. */
static void fill(const IsaOp *op, int k, BpfInsn in[2])
{
	unsigned f = isa_operand_fields(op);
	in[0] = isa_base_insn(op);
	in[1] = (BpfInsn){0};
	static const uint8_t dsts[] = {1, 9, 0, 10};
	static const uint8_t srcs[] = {2, 10, 0, 5};
	static const int16_t offs[] = {-8, 32767, 0, -32768};
	static const int32_t imms[] = {-123456, 2147483647, 0, (int32_t)0x80000000};
	if (f & (1u << FLD_DST))
		in[0].dst = dsts[k];
	if (f & (1u << FLD_SRC))
		in[0].src = srcs[k];
	if (f & (1u << FLD_OFF))
		in[0].off = offs[k];
	bool imm_op = f & (1u << FLD_IMM);
	if (imm_op) {
		const char *t = op->pseudoc;
		if (strstr(t, "$A"))
			in[0].imm = (int32_t)((uint32_t)(k + 1) << 16 | (uint32_t)k);
		else if (strstr(t, "$h"))
			in[0].imm = k == 3 ? 212 : k * 7 + 1;
		else
			in[0].imm = imms[k];
	}
	if (op->flags & ISA_WIDE) {
		if (op->src == 0)
			in[1].imm = imms[(k + 1) & 3];
		else if (strstr(op->pseudoc, "$n"))
			in[1].imm = imms[(k + 2) & 3];
	}
}

static bool assemble_one(const char *text, Dialect d, Buf *bytes)
{
	char src[512];
	snprintf(src, sizeof src, "\t.text\n\t%s\n", text);
	AsOptions o = {d, 4, false};
	ElfObj *obj = as_assemble_text("<roundtrip>", src, strlen(src), &o);
	if (!obj)
		return false;
	int sec = elf_find_section(obj, ".text");
	bytes->len = 0;
	if (sec > 0)
		buf_put(bytes, obj->sections[sec].data.data, obj->sections[sec].data.len);
	elf_free(obj);
	return true;
}

int main(void)
{
	char name[160], detail[512];
	Buf text = {0}, text2 = {0}, bytes = {0};
	for (size_t i = 0; i < isa_nops; i++) {
		const IsaOp *op = &isa_ops[i];
		for (int k = 0; k < 4; k++) {
			BpfInsn in[2], out[2];
			fill(op, k, in);
			uint8_t raw[16];
			int slots = isa_slots(op);
			for (int s = 0; s < slots; s++)
				bpf_insn_pack(&in[s], false, raw + 8 * s);
			for (int s = 0; s < slots; s++)
				bpf_insn_unpack(raw + 8 * s, false, &out[s]);
			snprintf(name, sizeof name, "%s#%zu.%d", isa_op_name(op), i, k);
			const char *why = NULL;
			const IsaOp *dec = isa_decode(out, (size_t)slots, &why);
			if (op->flags & ISA_ALIAS) {
				/* the alias spelling must assemble to a primary row */
				for (int d = 0; d < 2; d++) {
					text.len = 0;
					isa_print(&text, op, in, (Dialect)d, 0, NULL);
					bool ok = assemble_one(buf_cstr(&text), (Dialect)d, &bytes);
					ok = ok && bytes.len == (size_t)slots * 8 && !memcmp(bytes.data, raw, bytes.len);
					snprintf(detail, sizeof detail, "alias '%s' (%s) does not assemble to its encoding",
						 buf_cstr(&text), isa_dialect_name((Dialect)d));
					result(ok, name, detail);
				}
				continue;
			}
			snprintf(detail, sizeof detail, "decoded as %s (%s)", dec ? isa_op_name(dec) : "nothing",
				 why ? why : "");
			result(dec == op, name, detail);
			if (dec != op)
				continue;
			for (int d = 0; d < 2; d++) {
				Dialect dl = (Dialect)d;
				text.len = 0;
				isa_print(&text, op, in, dl, 0, NULL);
				bool ok = assemble_one(buf_cstr(&text), dl, &bytes);
				bool same = ok && bytes.len == (size_t)slots * 8 && !memcmp(bytes.data, raw, bytes.len);
				snprintf(detail, sizeof detail, "'%s' (%s) %s", buf_cstr(&text), isa_dialect_name(dl),
					 ok ? "assembles to different bytes" : "does not assemble");
				result(same, name, detail);
				if (!same)
					continue;
				BpfInsn again[2];
				for (int s = 0; s < slots; s++)
					bpf_insn_unpack(bytes.data + 8 * s, false, &again[s]);
				text2.len = 0;
				isa_print(&text2, isa_decode(again, (size_t)slots, NULL), again, dl, 0, NULL);
				snprintf(detail, sizeof detail, "printing is not stable: '%s' vs '%s'", buf_cstr(&text),
					 buf_cstr(&text2));
				result(!strcmp(buf_cstr(&text), buf_cstr(&text2)), name, detail);
			}
			/* big-endian packing round-trips too */
			uint8_t be[16];
			BpfInsn back[2];
			for (int s = 0; s < slots; s++) {
				bpf_insn_pack(&in[s], true, be + 8 * s);
				bpf_insn_unpack(be + 8 * s, true, &back[s]);
			}
			bool same = true;
			for (int s = 0; s < slots; s++)
				same = same && back[s].code == in[s].code && back[s].dst == in[s].dst &&
				       back[s].src == in[s].src && back[s].off == in[s].off &&
				       back[s].imm == in[s].imm;
			result(same, name, "big-endian pack/unpack");
		}
	}
	/* reserved fields are rejected */
	static const struct {
		BpfInsn in;
		const char *what;
	} bad[] = {
		{{BPF_ALU64 | BPF_X | BPF_ADD, 1, 2, 3, 0}, "add with off=3"},
		{{BPF_ALU64 | BPF_K | BPF_ADD, 1, 2, 0, 5}, "add imm with src=2"},
		{{BPF_JMP | BPF_EXIT, 1, 0, 0, 0}, "exit with dst=1"},
		{{BPF_ALU64 | BPF_X | BPF_MOV, 1, 2, 4, 0}, "movsx with off=4"},
		{{BPF_STX | BPF_ATOMIC | BPF_DW, 1, 2, 0, 0x21}, "atomic imm 0x21"},
		{{BPF_ALU | BPF_K | BPF_END, 1, 0, 0, 8}, "end with imm 8"},
		{{0x8e, 0, 0, 0, 0}, "opcode 0x8e"},
		{{BPF_JMP | BPF_CALL, 0, 3, 0, 1}, "call with src=3"},
		{{BPF_ALU64 | BPF_K | BPF_MOV, 11, 0, 0, 1}, "mov to r11"},
		{{BPF_LDX | BPF_MEM | BPF_W, 1, 12, 0, 0}, "load from r12"},
	};
	for (size_t i = 0; i < ARRAY_LEN(bad); i++) {
		snprintf(name, sizeof name, "reject-%zu", i);
		const char *why = NULL;
		const IsaOp *op = isa_decode(&bad[i].in, 1, &why);
		snprintf(detail, sizeof detail, "%s decoded as %s", bad[i].what, op ? isa_op_name(op) : "-");
		result(!op && why, name, detail);
	}
	BpfInsn lone = {BPF_LD | BPF_IMM | BPF_DW, 1, 0, 0, 5};
	result(!isa_decode(&lone, 1, NULL), "reject-wide-truncated", "ld_imm64 without second slot");
	printf("%s isa/roundtrip (%d checks)\n", failed ? "FAIL" : "PASS", passed + failed);
	buf_free(&text);
	buf_free(&text2);
	buf_free(&bytes);
	return failed ? 1 : 0;
}
