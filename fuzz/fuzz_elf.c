/* fuzz_elf.c - libFuzzer target for the ELF reader (and what the tools do
 * with its result).
 *
 * The input is an object file.  When elf_read accepts it, every section,
 * symbol and relocation is visited the way readelf and objdump visit them:
 * names of types, bindings and flags are looked up, and every 8-byte slot of
 * each SHF_EXECINSTR section is decoded and printed in both dialects, with
 * a symbolizer that resolves jump targets and relocated operands.  Then the
 * object is written with elf_write; the reader must accept that output, and
 * writing it again must give the same bytes.
 */
#include "../src/bpf/isa.h"
#include "../src/elf/elf.h"
#include "../src/util/util.h"
#include "fuzz_quiet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc, (void)argv;
	fuzz_quiet();
	return 0;
}

typedef struct Ctx {
	const ElfObj *o;
	int sec;
} Ctx;

static const char *sym_target(void *ud, size_t pc, int64_t rel, bool call)
{
	Ctx *c = ud;
	uint64_t slot = (uint64_t)pc + 1 + (uint64_t)rel;
	const ElfSymbol *s = elf_symbol_at(c->o, c->sec, slot * 8, call);
	return s ? s->name : NULL;
}

static const char *sym_reloc(void *ud, size_t pc)
{
	Ctx *c = ud;
	const ElfSection *s = &c->o->sections[c->sec];
	for (size_t i = 0; i < s->nrelocs; i++)
		if (s->relocs[i].offset == (uint64_t)pc * 8)
			return elf_symbol_name(c->o, s->relocs[i].sym);
	return NULL;
}

static void disassemble(const ElfObj *o, int sec, Buf *out)
{
	const ElfSection *s = &o->sections[sec];
	size_t nslots = s->data.len / 8;
	Ctx c = {o, sec};
	IsaSymbolizer sym = {&c, sym_target, sym_reloc};
	BpfInsn in[2];
	for (size_t pc = 0; pc < nslots;) {
		size_t avail = nslots - pc > 1 ? 2 : 1;
		bpf_insn_unpack(s->data.data + pc * 8, o->big_endian, &in[0]);
		if (avail > 1)
			bpf_insn_unpack(s->data.data + (pc + 1) * 8, o->big_endian, &in[1]);
		const char *why = NULL;
		const IsaOp *op = isa_decode(in, avail, &why);
		if (!op) {
			if (!why)
				abort(); /* a rejected slot always has a reason */
			buf_printf(out, "%zu: <invalid: %s>\n", pc, why);
			pc++;
			continue;
		}
		for (int d = 0; d < 2; d++) {
			Dialect dl = d ? DIALECT_NORMAL : DIALECT_PSEUDOC;
			buf_printf(out, "%zu: ", pc);
			isa_print(out, op, in, dl, pc, &sym);
			buf_puts(out, "\n");
			isa_print(out, op, in, dl, pc, NULL);
			buf_puts(out, "\n");
		}
		pc += (size_t)isa_slots(op);
	}
}

static void walk(const ElfObj *o)
{
	Buf out = {0};
	char flags[64];
	buf_printf(&out, "machine %u type %u flags 0x%x big %d\n", o->machine, o->type, o->flags,
		   o->big_endian);
	if (o->nsections == 0 || o->nsyms == 0)
		abort(); /* the reader guarantees the null section and symbol */
	for (size_t i = 0; i < o->nsections; i++) {
		const ElfSection *s = &o->sections[i];
		elf_section_flags_string(s->flags, flags, sizeof flags);
		buf_printf(&out, "[%zu] %s %s %s size %llu align %llu link %u info %u\n", i, s->name,
			   elf_section_type_name(s->type), flags, (unsigned long long)s->size,
			   (unsigned long long)s->align, s->link, s->info);
		if (s->type != SHT_NOBITS && s->data.len != s->size && s->type != SHT_NULL)
			abort(); /* contents must be what the header says */
		if (elf_find_section(o, s->name) < 0 && i != 0)
			abort();
		for (size_t k = 0; k < s->nrelocs; k++) {
			const ElfReloc *r = &s->relocs[k];
			if (r->sym >= o->nsyms || r->offset > s->size)
				abort(); /* the reader checked these */
			buf_printf(&out, "  reloc 0x%llx %s %s %lld\n", (unsigned long long)r->offset,
				   elf_reloc_type_name(r->type), elf_symbol_name(o, r->sym),
				   (long long)r->addend);
		}
		if (s->flags & SHF_EXECINSTR)
			disassemble(o, (int)i, &out);
	}
	for (size_t i = 0; i < o->nsyms; i++) {
		const ElfSymbol *s = &o->syms[i];
		buf_printf(&out, "sym %zu %s %s %s %s shndx %u value %llu size %llu\n", i,
			   elf_symbol_name(o, (uint32_t)i), elf_symbol_type_name(s->type),
			   elf_symbol_bind_name(s->bind), elf_symbol_vis_name(s->vis), s->shndx,
			   (unsigned long long)s->value, (unsigned long long)s->size);
		if (s->shndx < SHN_LORESERVE && s->shndx >= o->nsections)
			abort();
		if (s->shndx && s->shndx < SHN_LORESERVE)
			(void)elf_symbol_at(o, (int)s->shndx, s->value, s->type == STT_FUNC);
		if (i && s->type != STT_SECTION && s->name[0] && elf_find_symbol(o, s->name) < 0)
			abort();
	}
	fwrite(out.data, 1, out.len, stderr);
	buf_free(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char err[512];
	/* the reader must not depend on a terminating byte: copy exactly */
	uint8_t *copy = malloc(size ? size : 1);
	memcpy(copy, data, size);
	ElfObj *o = elf_read(copy, size, err, sizeof err);
	free(copy);
	if (!o) {
		if (!err[0])
			abort(); /* every rejection has a message */
		return 0;
	}
	walk(o);
	Buf a = {0}, b = {0};
	elf_write(o, &a);
	ElfObj *back = elf_read(a.data, a.len, err, sizeof err);
	if (!back) {
		fprintf(stdout, "elf_read rejected elf_write's output: %s\n", err);
		fflush(stdout);
		abort();
	}
	walk(back);
	elf_write(back, &b);
	if (a.len != b.len || memcmp(a.data, b.data, a.len)) {
		fprintf(stdout, "write(read(write(read(x)))) differs from write(read(x))\n");
		fflush(stdout);
		abort();
	}
	elf_free(back);
	elf_free(o);
	buf_free(&a);
	buf_free(&b);
	return 0;
}
