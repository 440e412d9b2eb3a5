/* elf_names.c - printable names for ELF enumerations, one table each, shared
 * by readelf, objdump and error messages. */
#include "elf.h"

#include <stdio.h>

typedef struct Name {
	uint32_t v;
	const char *s;
} Name;

static const char *lookup(const Name *t, size_t n, uint32_t v)
{
	for (size_t i = 0; i < n; i++)
		if (t[i].v == v)
			return t[i].s;
	return NULL;
}

static const Name section_types[] = {
	{SHT_NULL, "NULL"}, {SHT_PROGBITS, "PROGBITS"}, {SHT_SYMTAB, "SYMTAB"},
	{SHT_STRTAB, "STRTAB"}, {SHT_RELA, "RELA"}, {SHT_HASH, "HASH"},
	{SHT_DYNAMIC, "DYNAMIC"}, {SHT_NOTE, "NOTE"}, {SHT_NOBITS, "NOBITS"},
	{SHT_REL, "REL"}, {SHT_INIT_ARRAY, "INIT_ARRAY"}, {SHT_FINI_ARRAY, "FINI_ARRAY"},
	{SHT_GROUP, "GROUP"}, {SHT_SYMTAB_SHNDX, "SYMTAB_SHNDX"},
	{SHT_LLVM_ADDRSIG, "LLVM_ADDRSIG"},
};

static const Name sym_types[] = {
	{STT_NOTYPE, "NOTYPE"}, {STT_OBJECT, "OBJECT"}, {STT_FUNC, "FUNC"},
	{STT_SECTION, "SECTION"}, {STT_FILE, "FILE"}, {STT_COMMON, "COMMON"}, {STT_TLS, "TLS"},
};

static const Name sym_binds[] = {{STB_LOCAL, "LOCAL"}, {STB_GLOBAL, "GLOBAL"}, {STB_WEAK, "WEAK"}};

static const Name sym_vis[] = {
	{STV_DEFAULT, "DEFAULT"}, {STV_INTERNAL, "INTERNAL"}, {STV_HIDDEN, "HIDDEN"},
	{STV_PROTECTED, "PROTECTED"},
};

static const Name reloc_types[] = {
	{R_BPF_NONE, "R_BPF_NONE"}, {R_BPF_64_64, "R_BPF_64_64"},
	{R_BPF_64_ABS64, "R_BPF_64_ABS64"}, {R_BPF_64_ABS32, "R_BPF_64_ABS32"},
	{R_BPF_64_NODYLD32, "R_BPF_64_NODYLD32"}, {R_BPF_64_32, "R_BPF_64_32"},
};

#define LOOKUP_OR_HEX(table, v)                                                \
	do {                                                                   \
		const char *s_ = lookup(table, ARRAY_LEN(table), (uint32_t)(v)); \
		if (s_)                                                        \
			return s_;                                             \
		static char tmp_[4][24];                                      \
		static int k_;                                                 \
		k_ = (k_ + 1) & 3;                                             \
		snprintf(tmp_[k_], sizeof tmp_[k_], "<unknown 0x%x>", (unsigned)(v)); \
		return tmp_[k_];                                               \
	} while (0)

const char *elf_section_type_name(uint32_t type) { LOOKUP_OR_HEX(section_types, type); }
const char *elf_symbol_type_name(int type) { LOOKUP_OR_HEX(sym_types, type); }
const char *elf_symbol_bind_name(int bind) { LOOKUP_OR_HEX(sym_binds, bind); }
const char *elf_symbol_vis_name(int vis) { LOOKUP_OR_HEX(sym_vis, vis); }
const char *elf_reloc_type_name(uint32_t type) { LOOKUP_OR_HEX(reloc_types, type); }

void elf_section_flags_string(uint64_t flags, char *out, size_t n)
{
	static const struct {
		uint64_t bit;
		char c;
	} bits[] = {
		{SHF_WRITE, 'W'}, {SHF_ALLOC, 'A'}, {SHF_EXECINSTR, 'X'}, {SHF_MERGE, 'M'},
		{SHF_STRINGS, 'S'}, {SHF_INFO_LINK, 'I'}, {SHF_LINK_ORDER, 'L'},
		{SHF_GROUP, 'G'}, {SHF_TLS, 'T'}, {SHF_EXCLUDE, 'E'},
	};
	size_t k = 0;
	for (size_t i = 0; i < ARRAY_LEN(bits) && k + 1 < n; i++)
		if (flags & bits[i].bit)
			out[k++] = bits[i].c;
	if (n)
		out[k < n ? k : n - 1] = 0;
}
