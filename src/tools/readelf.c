/* readelf.c - ebcc-readelf: the ELF header, section headers, symbols and
 * relocations in llvm-readelf's layout.  For EM_BPF the header's Flags
 * line also names the CPU version carried in e_flags. */
#include "../elf/elf.h"
#include "tools.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void header(const ElfObj *o, const uint8_t *d)
{
	printf("ELF Header:\n  Magic:  ");
	for (int i = 0; i < 16; i++)
		printf(" %02x", d[i]);
	printf("\n  Class:                             ELF64\n");
	printf("  Data:                              2's complement, %s endian\n",
	       o->big_endian ? "big" : "little");
	printf("  Version:                           1 (current)\n");
	printf("  OS/ABI:                            UNIX - System V\n");
	printf("  ABI Version:                       0\n");
	printf("  Type:                              %s\n", o->type == ET_REL ? "REL (Relocatable file)" : "other");
	printf("  Machine:                           %s\n", o->machine == EM_BPF ? "EM_BPF" : "other");
	printf("  Version:                           0x1\n");
	printf("  Entry point address:               0x0\n");
	printf("  Start of program headers:          0 (bytes into file)\n");
	printf("  Start of section headers:          %" PRIu64 " (bytes into file)\n",
	       get_u64(d + 40, o->big_endian));
	printf("  Flags:                             0x%x", o->flags);
	if (o->machine == EM_BPF && (o->flags & EF_BPF_CPUVER))
		printf(", CPU version v%u", o->flags & EF_BPF_CPUVER);
	printf("\n  Size of this header:               64 (bytes)\n");
	printf("  Size of program headers:           0 (bytes)\n");
	printf("  Number of program headers:         0\n");
	printf("  Size of section headers:           64 (bytes)\n");
	printf("  Number of section headers:         %zu\n", o->nsections);
	printf("  Section header string table index: %d\n", o->shstrndx);
}

static void sections(const ElfObj *o)
{
	printf("There are %zu section headers:\n\nSection Headers:\n", o->nsections);
	printf("  [Nr] Name              Type            Address          Off    Size   ES Flg Lk Inf Al\n");
	for (size_t i = 0; i < o->nsections; i++) {
		const ElfSection *s = &o->sections[i];
		char fl[16];
		elf_section_flags_string(s->flags, fl, sizeof fl);
		printf("  [%2zu] %-17s %-15s %016x %06" PRIx64 " %06" PRIx64 " %02" PRIx64 " %3s %2u %3u %2" PRIu64 "\n",
		       i, s->name, elf_section_type_name(s->type), 0, s->file_offset, s->size, s->entsize, fl,
		       s->link, s->info, s->align);
	}
	printf("Key to Flags:\n  W (write), A (alloc), X (execute), M (merge), S (strings), I (info),\n"
	       "  L (link order), G (group), T (TLS), E (exclude)\n");
}

static void symbols(const ElfObj *o)
{
	if (o->symtab_sec < 0)
		return;
	printf("\nSymbol table '%s' contains %zu entries:\n", o->sections[o->symtab_sec].name, o->nsyms);
	printf("   Num:    Value          Size Type    Bind   Vis       Ndx Name\n");
	for (size_t i = 0; i < o->nsyms; i++) {
		const ElfSymbol *s = &o->syms[i];
		char ndx[16];
		if (s->shndx == SHN_UNDEF)
			snprintf(ndx, sizeof ndx, "UND");
		else if (s->shndx == SHN_ABS)
			snprintf(ndx, sizeof ndx, "ABS");
		else if (s->shndx == SHN_COMMON)
			snprintf(ndx, sizeof ndx, "COM");
		else
			snprintf(ndx, sizeof ndx, "%u", s->shndx);
		printf("%6zu: %016" PRIx64 " %5" PRIu64 " %-7s %-6s %-9s %3s %s\n", i, s->value, s->size,
		       elf_symbol_type_name(s->type), elf_symbol_bind_name(s->bind), elf_symbol_vis_name(s->vis),
		       ndx, i ? elf_symbol_name(o, (uint32_t)i) : "");
	}
}

static void relocs(const ElfObj *o)
{
	for (size_t i = 1; i < o->nsections; i++) {
		const ElfSection *rs = &o->sections[i];
		if ((rs->type != SHT_REL && rs->type != SHT_RELA) || rs->target < 0)
			continue;
		const ElfSection *t = &o->sections[rs->target];
		printf("\nRelocation section '%s' at offset 0x%" PRIx64 " contains %zu entries:\n", rs->name,
		       rs->file_offset, t->nrelocs);
		printf("    Offset             Info             Type               Symbol's Value  Symbol's Name\n");
		for (size_t k = 0; k < t->nrelocs; k++) {
			const ElfReloc *r = &t->relocs[k];
			const ElfSymbol *s = &o->syms[r->sym];
			printf("%016" PRIx64 "  %016" PRIx64 " %-22s %016" PRIx64 " %s\n", r->offset,
			       (uint64_t)r->sym << 32 | r->type, elf_reloc_type_name(r->type), s->value,
			       r->sym ? elf_symbol_name(o, r->sym) : "");
		}
	}
}

int readelf_main(int argc, char **argv)
{
	diag_set_program("ebcc-readelf");
	bool h = false, S = false, s = false, r = false;
	const char *files[64];
	int nfiles = 0;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--file-header")) h = true;
		else if (!strcmp(a, "--sections") || !strcmp(a, "--section-headers")) S = true;
		else if (!strcmp(a, "--symbols") || !strcmp(a, "--syms")) s = true;
		else if (!strcmp(a, "--relocs")) r = true;
		else if (!strcmp(a, "--all")) h = S = s = r = true;
		else if (a[0] == '-' && a[1] && a[1] != '-') {
			for (const char *p = a + 1; *p; p++)
				switch (*p) {
				case 'h': h = true; break;
				case 'S': S = true; break;
				case 's': s = true; break;
				case 'r': r = true; break;
				case 'a': h = S = s = r = true; break;
				case 'W': break;
				default: fatal("unknown option '-%c'", *p);
				}
		} else if (a[0] == '-' && a[1]) {
			fatal("unknown option '%s'", a);
		} else if (nfiles < (int)ARRAY_LEN(files)) {
			files[nfiles++] = a;
		}
	}
	if (!nfiles || !(h || S || s || r)) {
		fputs("usage: ebcc-readelf [-h] [-S] [-s] [-r] [-a] [-W] FILE...\n", stderr);
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
		if (nfiles > 1)
			printf("\nFile: %s\n", files[f]);
		if (h)
			header(o, (const uint8_t *)data);
		if (S)
			sections(o);
		if (r)
			relocs(o);
		if (s)
			symbols(o);
		elf_free(o);
		free(data);
	}
	return rc;
}
