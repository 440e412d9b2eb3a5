/* elf_obj.c - building the in-memory object: sections, symbols and
 * relocations, plus the lookups the tools need. */
#include "elf.h"

#include <stdlib.h>
#include <string.h>

#define GROW(arr, n, cap)                                                     \
	do {                                                                  \
		if ((n) == (cap)) {                                           \
			(cap) = (cap) ? (cap) * 2 : 16;                       \
			(arr) = xrealloc((arr), (cap) * sizeof *(arr));       \
		}                                                             \
	} while (0)

ElfObj *elf_new(bool big_endian)
{
	ElfObj *o = xcalloc(1, sizeof *o);
	o->big_endian = big_endian;
	o->machine = EM_BPF;
	o->type = ET_REL;
	o->symtab_sec = -1;
	o->shstrndx = -1;
	elf_add_section(o, "", SHT_NULL, 0, 0);
	elf_add_symbol(o, "", STB_LOCAL, STT_NOTYPE, SHN_UNDEF, 0, 0);
	return o;
}

void elf_free(ElfObj *o)
{
	if (!o)
		return;
	for (size_t i = 0; i < o->nsections; i++) {
		buf_free(&o->sections[i].data);
		free(o->sections[i].relocs);
	}
	free(o->sections);
	free(o->syms);
	arena_free(&o->arena);
	free(o);
}

int elf_add_section(ElfObj *o, const char *name, uint32_t type, uint64_t flags, uint64_t align)
{
	GROW(o->sections, o->nsections, o->sections_cap);
	ElfSection *s = &o->sections[o->nsections];
	memset(s, 0, sizeof *s);
	s->name = arena_strdup(&o->arena, name);
	s->type = type;
	s->flags = flags;
	s->align = align;
	s->reloc_sec = -1;
	s->target = -1;
	return (int)o->nsections++;
}

int elf_find_section(const ElfObj *o, const char *name)
{
	for (size_t i = 1; i < o->nsections; i++)
		if (!strcmp(o->sections[i].name, name))
			return (int)i;
	return -1;
}

int elf_add_symbol(ElfObj *o, const char *name, int bind, int type, uint32_t shndx,
		   uint64_t value, uint64_t size)
{
	GROW(o->syms, o->nsyms, o->syms_cap);
	ElfSymbol *s = &o->syms[o->nsyms];
	s->name = arena_strdup(&o->arena, name);
	s->bind = (uint8_t)bind;
	s->type = (uint8_t)type;
	s->vis = STV_DEFAULT;
	s->shndx = shndx;
	s->value = value;
	s->size = size;
	return (int)o->nsyms++;
}

int elf_find_symbol(const ElfObj *o, const char *name)
{
	for (size_t i = 1; i < o->nsyms; i++)
		if (o->syms[i].type != STT_SECTION && !strcmp(o->syms[i].name, name))
			return (int)i;
	return -1;
}

int elf_section_symbol(ElfObj *o, int sec)
{
	for (size_t i = 1; i < o->nsyms; i++)
		if (o->syms[i].type == STT_SECTION && o->syms[i].shndx == (uint32_t)sec)
			return (int)i;
	return elf_add_symbol(o, "", STB_LOCAL, STT_SECTION, (uint32_t)sec, 0, 0);
}

void elf_add_reloc(ElfObj *o, int sec, uint64_t offset, uint32_t sym, uint32_t type,
		   int64_t addend)
{
	ElfSection *s = &o->sections[sec];
	GROW(s->relocs, s->nrelocs, s->relocs_cap);
	s->relocs[s->nrelocs++] = (ElfReloc){offset, sym, type, addend};
}

const ElfSymbol *elf_symbol_at(const ElfObj *o, int sec, uint64_t value, bool funcs_only)
{
	const ElfSymbol *best = NULL;
	for (size_t i = 1; i < o->nsyms; i++) {
		const ElfSymbol *s = &o->syms[i];
		if (s->shndx != (uint32_t)sec || s->value != value || !s->name[0])
			continue;
		if (s->type == STT_SECTION || s->type == STT_FILE)
			continue;
		if (funcs_only && s->type != STT_FUNC)
			continue;
		if (!best || (best->bind == STB_LOCAL && s->bind != STB_LOCAL))
			best = s;
	}
	return best;
}

const char *elf_symbol_name(const ElfObj *o, uint32_t sym)
{
	if (sym >= o->nsyms)
		return "?";
	const ElfSymbol *s = &o->syms[sym];
	if (s->type == STT_SECTION && s->shndx < o->nsections)
		return o->sections[s->shndx].name;
	return s->name;
}
