/* elf.h - ELF64 relocatable objects for EM_BPF: one in-memory model that the
 * writer serialises and the reader fills in.  The assembler and the compiler
 * build an ElfObj and call elf_write; objdump, readelf and the linker call
 * elf_read and walk the same structure.
 *
 *   elf_obj.c    building: sections, symbols, relocations, lookups
 *   elf_write.c  deterministic serialisation (symbol order, layout)
 *   elf_read.c   validating parser: every offset, size, count, index checked
 *   elf_names.c  names of section types, flags, symbol kinds, BPF relocations
 */
#ifndef EBCC_ELF_H
#define EBCC_ELF_H

#include "../util/util.h"

/* ELF constants used by BPF objects (values from the ELF gABI). */
enum {
	EM_BPF = 247,
	ET_REL = 1,
	ELFCLASS64 = 2,
	ELFDATA2LSB = 1,
	ELFDATA2MSB = 2,
	EV_CURRENT = 1,
	ELF_EHDR_SIZE = 64,
	ELF_SHDR_SIZE = 64,
	ELF_SYM_SIZE = 24,
	ELF_REL_SIZE = 16,
	ELF_RELA_SIZE = 24,
};

enum { SHT_NULL = 0, SHT_PROGBITS = 1, SHT_SYMTAB = 2, SHT_STRTAB = 3, SHT_RELA = 4,
       SHT_HASH = 5, SHT_DYNAMIC = 6, SHT_NOTE = 7, SHT_NOBITS = 8, SHT_REL = 9,
       SHT_INIT_ARRAY = 14, SHT_FINI_ARRAY = 15, SHT_GROUP = 17,
       SHT_SYMTAB_SHNDX = 18, SHT_LLVM_ADDRSIG = 0x6fff4c03 };

enum { SHF_WRITE = 0x1, SHF_ALLOC = 0x2, SHF_EXECINSTR = 0x4, SHF_MERGE = 0x10,
       SHF_STRINGS = 0x20, SHF_INFO_LINK = 0x40, SHF_LINK_ORDER = 0x80,
       SHF_GROUP = 0x200, SHF_TLS = 0x400, SHF_EXCLUDE = 0x80000000u };

enum { SHN_UNDEF = 0, SHN_LORESERVE = 0xff00, SHN_ABS = 0xfff1, SHN_COMMON = 0xfff2,
       SHN_XINDEX = 0xffff };

enum { STB_LOCAL = 0, STB_GLOBAL = 1, STB_WEAK = 2 };
enum { STT_NOTYPE = 0, STT_OBJECT = 1, STT_FUNC = 2, STT_SECTION = 3, STT_FILE = 4,
       STT_COMMON = 5, STT_TLS = 6 };
enum { STV_DEFAULT = 0, STV_INTERNAL = 1, STV_HIDDEN = 2, STV_PROTECTED = 3 };

/* BPF relocation types (LLVM's BPF ELF ABI, as libbpf reads them). */
enum { R_BPF_NONE = 0, R_BPF_64_64 = 1, R_BPF_64_ABS64 = 2, R_BPF_64_ABS32 = 3,
       R_BPF_64_NODYLD32 = 4, R_BPF_64_32 = 10 };

/* e_flags: the low nibble carries the CPU version, as binutils and GCC
 * write it (0 means "unspecified", which is what clang writes). */
enum { EF_BPF_CPUVER = 0xf };

typedef struct ElfReloc {
	uint64_t offset;
	uint32_t sym;    /* index into ElfObj.syms */
	uint32_t type;
	int64_t addend;  /* RELA only; REL keeps the addend in the section bytes */
} ElfReloc;

typedef struct ElfSection {
	const char *name;
	uint32_t type;
	uint64_t flags;
	uint64_t align;
	uint64_t entsize;
	uint32_t link, info;   /* as read; the writer computes them for rel/symtab */
	Buf data;              /* contents (empty for SHT_NOBITS) */
	uint64_t size;         /* == data.len except for SHT_NOBITS */
	uint64_t file_offset;  /* reader only */
	/* Relocations that apply to this section (the writer emits ".rel"+name). */
	ElfReloc *relocs;
	size_t nrelocs, relocs_cap;
	bool rela;             /* reader: came from SHT_RELA */
	int reloc_sec;         /* reader: index of the rel section that targets it, or -1 */
	int target;            /* reader: for SHT_REL/RELA, the section it applies to */
} ElfSection;

typedef struct ElfSymbol {
	const char *name;
	uint8_t bind, type, vis;
	uint32_t shndx;        /* section index, or SHN_UNDEF / SHN_ABS / SHN_COMMON */
	uint64_t value, size;
} ElfSymbol;

typedef struct ElfObj {
	Arena arena;
	bool big_endian;
	uint16_t machine;
	uint32_t flags;        /* e_flags */
	uint16_t type;         /* e_type */
	/* sections[0] is the null section. */
	ElfSection *sections;
	size_t nsections, sections_cap;
	/* syms[0] is the null symbol. */
	ElfSymbol *syms;
	size_t nsyms, syms_cap;
	int symtab_sec;        /* reader: index of .symtab, or -1 */
	int shstrndx;          /* reader */
} ElfObj;

/* ---- elf_obj.c ---- */
ElfObj *elf_new(bool big_endian);
void elf_free(ElfObj *o);
/* Returns the new section's index. */
int elf_add_section(ElfObj *o, const char *name, uint32_t type, uint64_t flags, uint64_t align);
int elf_find_section(const ElfObj *o, const char *name); /* -1 if absent */
/* Returns the new symbol's index.  Order does not matter: the writer puts
 * locals first and renumbers relocations. */
int elf_add_symbol(ElfObj *o, const char *name, int bind, int type, uint32_t shndx,
		   uint64_t value, uint64_t size);
int elf_find_symbol(const ElfObj *o, const char *name); /* non-section symbol, -1 */
int elf_section_symbol(ElfObj *o, int sec); /* the STT_SECTION symbol, made on demand */
void elf_add_reloc(ElfObj *o, int sec, uint64_t offset, uint32_t sym, uint32_t type,
		   int64_t addend);
/* Symbol defined at exactly (sec, value) of the given type, preferring
 * globals; NULL if none.  Used to name functions and jump targets. */
const ElfSymbol *elf_symbol_at(const ElfObj *o, int sec, uint64_t value, bool funcs_only);
const char *elf_symbol_name(const ElfObj *o, uint32_t sym); /* section name for STT_SECTION */

/* ---- elf_write.c ---- */
/* Serialises o (adds .symtab, .strtab and .rel* sections on the fly).
 * Deterministic: the same ElfObj always gives the same bytes. */
void elf_write(const ElfObj *o, Buf *out);

/* ---- elf_read.c ---- */
/* Parses and validates an object.  On error returns NULL and writes a
 * message ("offset 0x40: section header table beyond end of file") to err. */
ElfObj *elf_read(const uint8_t *data, size_t len, char *err, size_t errlen);

/* ---- elf_names.c ---- */
const char *elf_section_type_name(uint32_t type);
const char *elf_symbol_type_name(int type);
const char *elf_symbol_bind_name(int bind);
const char *elf_symbol_vis_name(int vis);
const char *elf_reloc_type_name(uint32_t type);
void elf_section_flags_string(uint64_t flags, char *out, size_t n); /* "AX" etc. */

#endif
