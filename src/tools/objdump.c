/* objdump.c - ebcc-objdump: disassembly and section/symbol dumps in the
 * layout of llvm-objdump.  Jump and call targets print as the relative
 * form isa_print gives (`goto +3`), followed by a ` <sym+0xoff>` hint; with
 * -r each relocation follows its instruction on its own line.  Invalid
 * slots print `<invalid: reason>` and disassembly goes on. */
#include "../bpf/isa.h"
#include "../elf/elf.h"
#include "tools.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Opts {
	bool disasm, all, relocs, headers, syms, contents, raw;
	Dialect dialect;
	int cpu;                /* 0: from e_flags */
	const char *only;
} Opts;

typedef struct Ctx {
	const ElfObj *o;
	int sec;
	char buf[256];
} Ctx;

static const char *target_hint(Ctx *c, uint64_t off)
{
	const ElfSymbol *best = NULL;
	for (size_t i = 1; i < c->o->nsyms; i++) {
		const ElfSymbol *s = &c->o->syms[i];
		if (s->shndx != (uint32_t)c->sec || s->type == STT_SECTION || !s->name[0] || s->value > off)
			continue;
		if (!best || s->value > best->value ||
		    (s->value == best->value && best->type != STT_FUNC && s->type == STT_FUNC))
			best = s;
	}
	const char *name = best ? best->name : c->o->sections[c->sec].name;
	uint64_t base = best ? best->value : 0;
	if (off == base)
		snprintf(c->buf, sizeof c->buf, "<%s>", name);
	else
		snprintf(c->buf, sizeof c->buf, "<%s+0x%" PRIx64 ">", name, off - base);
	return c->buf;
}

static const ElfReloc *reloc_at(const ElfSection *s, uint64_t off)
{
	for (size_t i = 0; i < s->nrelocs; i++)
		if (s->relocs[i].offset == off)
			return &s->relocs[i];
	return NULL;
}

static void print_relocs_at(const ElfObj *o, const ElfSection *s, uint64_t lo, uint64_t hi)
{
	for (size_t i = 0; i < s->nrelocs; i++) {
		const ElfReloc *r = &s->relocs[i];
		if (r->offset >= lo && r->offset < hi)
			printf("\t\t%016" PRIx64 ":  %s\t%s\n", r->offset, elf_reloc_type_name(r->type),
			       elf_symbol_name(o, r->sym));
	}
}

static void disassemble(const ElfObj *o, int si, const Opts *op)
{
	const ElfSection *s = &o->sections[si];
	const uint8_t *d = s->data.data;
	size_t n = s->data.len;
	int cpu = op->cpu ? op->cpu : (o->flags & EF_BPF_CPUVER) ? (int)(o->flags & EF_BPF_CPUVER) : BPF_CPU_MAX;
	Ctx c = {o, si, ""};
	printf("\nDisassembly of section %s:\n", s->name);
	Buf text = {0};
	for (size_t off = 0; off < n;) {
		const ElfSymbol *sym = elf_symbol_at(o, si, off, true);
		if (!sym)
			sym = elf_symbol_at(o, si, off, false);
		if (sym || off == 0)
			printf("\n%016zx <%s>:\n", off, sym ? sym->name : s->name);
		size_t pc = off / 8;
		if (n - off < 8) {
			printf("%8zu:\t", pc);
			for (size_t k = off; k < n; k++)
				printf("%02x ", d[k]);
			printf("\t<truncated>\n");
			break;
		}
		BpfInsn in[2];
		bpf_insn_unpack(d + off, o->big_endian, &in[0]);
		size_t avail = 1;
		if (n - off >= 16) {
			bpf_insn_unpack(d + off + 8, o->big_endian, &in[1]);
			avail = 2;
		}
		const char *why = NULL;
		const IsaOp *isa = isa_decode(in, avail, &why);
		size_t len = isa ? (size_t)isa_slots(isa) * 8 : 8;
		printf("%8zu:\t", pc);
		if (op->raw) {
			for (size_t k = 0; k < len; k++)
				printf("%02x ", d[off + k]);
			printf("\t");
		}
		if (!isa) {
			printf("<invalid: %s>\n", why ? why : "unknown");
		} else {
			text.len = 0;
			isa_print(&text, isa, in, op->dialect, pc, NULL);
			printf("%s", buf_cstr(&text));
			if (isa->flags & ISA_BRANCH) {
				int64_t rel = strstr(isa->pseudoc, "$J") ? in[0].imm : in[0].off;
				printf(" %s", target_hint(&c, (uint64_t)((int64_t)pc + 1 + rel) * 8));
			} else if (BPF_OP(in[0].code) == BPF_CALL && in[0].src == BPF_PSEUDO_CALL &&
				   !reloc_at(s, off)) {
				printf(" %s", target_hint(&c, (uint64_t)((int64_t)pc + 1 + in[0].imm) * 8));
			}
			if (isa->cpu > cpu)
				printf("\t# needs -mcpu=v%d", isa->cpu);
			printf("\n");
		}
		if (op->relocs)
			print_relocs_at(o, s, off, off + len);
		off += len;
	}
	buf_free(&text);
}

static void headers(const ElfObj *o)
{
	printf("\nSections:\nIdx Name            Size     VMA              Type\n");
	for (size_t i = 1; i < o->nsections; i++) {
		const ElfSection *s = &o->sections[i];
		const char *type = s->type == SHT_NOBITS ? "BSS" : (s->flags & SHF_EXECINSTR) ? "TEXT"
				 : (s->flags & SHF_ALLOC) ? "DATA" : "";
		printf("%3zu %-15s %08" PRIx64 " %016x %s\n", i - 1, s->name, s->size, 0, type);
	}
}

static void symbols(const ElfObj *o)
{
	printf("\nSYMBOL TABLE:\n");
	for (size_t i = 1; i < o->nsyms; i++) {
		const ElfSymbol *s = &o->syms[i];
		char bind = s->bind == STB_LOCAL ? 'l' : s->bind == STB_GLOBAL ? 'g' : s->bind == STB_WEAK ? 'w' : ' ';
		char type = s->type == STT_FUNC ? 'F' : s->type == STT_OBJECT ? 'O' : s->type == STT_SECTION ? 'd'
			  : s->type == STT_FILE ? 'f' : ' ';
		const char *sec = s->shndx == SHN_UNDEF ? "*UND*" : s->shndx == SHN_ABS ? "*ABS*"
				: s->shndx == SHN_COMMON ? "*COM*"
				: s->shndx < o->nsections ? o->sections[s->shndx].name : "?";
		printf("%016" PRIx64 " %c     %c %s\t%016" PRIx64 " %s\n", s->value, bind, type, sec, s->size,
		       elf_symbol_name(o, (uint32_t)i));
	}
}

static void contents(const ElfObj *o, const Opts *op)
{
	for (size_t i = 1; i < o->nsections; i++) {
		const ElfSection *s = &o->sections[i];
		if (s->type == SHT_NOBITS || !s->data.len || (op->only && strcmp(op->only, s->name)))
			continue;
		printf("Contents of section %s:\n", s->name);
		for (size_t off = 0; off < s->data.len; off += 16) {
			printf(" %04zx ", off);
			for (size_t k = 0; k < 16; k++) {
				if (off + k < s->data.len)
					printf("%02x", s->data.data[off + k]);
				else
					printf("  ");
				if (k % 4 == 3)
					printf(" ");
			}
			printf(" ");
			for (size_t k = 0; k < 16 && off + k < s->data.len; k++) {
				uint8_t ch = s->data.data[off + k];
				putchar(ch >= 32 && ch < 127 ? ch : '.');
			}
			printf("\n");
		}
	}
}

static void objdump_usage(FILE *f)
{
	fputs("usage: ebcc-objdump [-d|-D] [-r] [-h] [-t] [-s] [-j SECTION] [-M pseudoc|normal]\n"
	      "                    [--no-show-raw-insn] [--mcpu=vN] FILE...\n",
	      f);
}

int objdump_main(int argc, char **argv)
{
	diag_set_program("ebcc-objdump");
	Opts op = {.raw = true, .dialect = DIALECT_PSEUDOC};
	const char *files[64];
	int nfiles = 0;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (a[0] == '-' && a[1] && a[1] != '-') {
			for (const char *p = a + 1; *p; p++) {
				switch (*p) {
				case 'd': op.disasm = true; break;
				case 'D': op.disasm = op.all = true; break;
				case 'r': op.relocs = true; break;
				case 'h': op.headers = true; break;
				case 't': op.syms = true; break;
				case 's': op.contents = true; break;
				case 'j':
				case 'M': {
					const char *v = p[1] ? p + 1 : (i + 1 < argc ? argv[++i] : NULL);
					if (!v)
						fatal("option -%c needs an argument", *p);
					if (*p == 'j')
						op.only = v;
					else if (!isa_parse_dialect(v, &op.dialect))
						fatal("unknown -M option '%s' (expected pseudoc or normal)", v);
					goto next;
				}
				default:
					objdump_usage(stderr);
					fatal("unknown option '-%c'", *p);
				}
			}
		} else if (!strcmp(a, "--no-show-raw-insn")) {
			op.raw = false;
		} else if (!strncmp(a, "--mcpu=", 7)) {
			op.cpu = bpf_parse_cpu(a + 7);
			if (op.cpu < 0)
				fatal("unknown CPU '%s'", a + 7);
		} else if (!strcmp(a, "--help")) {
			objdump_usage(stdout);
			return 0;
		} else if (a[0] == '-' && a[1]) {
			fatal("unknown option '%s'", a);
		} else if (nfiles < (int)ARRAY_LEN(files)) {
			files[nfiles++] = a;
		}
	next:;
	}
	if (!nfiles || !(op.disasm || op.headers || op.syms || op.contents || op.relocs)) {
		objdump_usage(stderr);
		return 1;
	}
	int rc = 0;
	for (int f = 0; f < nfiles; f++) {
		size_t len;
		char *data = read_whole_file(files[f], &len);
		if (!data) {
			error_plain("%s: %s", files[f], strerror(errno));
			rc = 1;
			continue;
		}
		char err[256];
		ElfObj *o = elf_read((const uint8_t *)data, len, err, sizeof err);
		if (!o) {
			error_plain("%s: %s", files[f], err);
			free(data);
			rc = 1;
			continue;
		}
		printf("\n%s:\tfile format elf64-bpf%s\n", files[f], o->big_endian ? "be" : "");
		if (op.headers)
			headers(o);
		if (op.syms)
			symbols(o);
		if (op.contents)
			contents(o, &op);
		if (op.disasm)
			for (size_t i = 1; i < o->nsections; i++) {
				const ElfSection *s = &o->sections[i];
				if (s->type == SHT_NOBITS || !s->data.len || (op.only && strcmp(op.only, s->name)))
					continue;
				if ((s->flags & SHF_EXECINSTR) || (op.all && s->type == SHT_PROGBITS))
					disassemble(o, (int)i, &op);
			}
		else if (op.relocs)
			for (size_t i = 1; i < o->nsections; i++) {
				const ElfSection *s = &o->sections[i];
				if (!s->nrelocs)
					continue;
				printf("\nRELOCATION RECORDS FOR [%s]:\nOFFSET           TYPE                     VALUE\n", s->name);
				for (size_t k = 0; k < s->nrelocs; k++)
					printf("%016" PRIx64 " %-24s %s\n", s->relocs[k].offset,
					       elf_reloc_type_name(s->relocs[k].type),
					       elf_symbol_name(o, s->relocs[k].sym));
			}
		elf_free(o);
		free(data);
	}
	return rc;
}
