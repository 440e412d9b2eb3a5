/* elf_read.c - parse an ELF64 object into an ElfObj, trusting nothing: each
 * header field, offset, size, count and index is checked before use, with
 * overflow-safe arithmetic, and the first problem is reported with the file
 * offset where it was found.  Section contents are copied, so the result
 * does not point into the input. */
#include "elf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Reader {
	const uint8_t *d;
	size_t len;
	bool big;
	char *err;
	size_t errlen;
	bool failed;
} Reader;

static bool fail(Reader *r, uint64_t off, const char *fmt, ...) PRINTF_LIKE(3, 4);
static bool fail(Reader *r, uint64_t off, const char *fmt, ...)
{
	if (r->failed)
		return false;
	r->failed = true;
	int n = snprintf(r->err, r->errlen, "offset 0x%llx: ", (unsigned long long)off);
	if (n < 0 || (size_t)n >= r->errlen)
		return false;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->err + n, r->errlen - (size_t)n, fmt, ap);
	va_end(ap);
	return false;
}

/* [off, off+size) lies inside the file */
static bool in_file(const Reader *r, uint64_t off, uint64_t size)
{
	return off <= r->len && size <= r->len - off;
}

static bool is_pow2_or_zero(uint64_t v) { return (v & (v - 1)) == 0; }

/* NUL-terminated string at `off` inside section s */
static const char *str_at(Reader *r, const ElfSection *s, uint64_t off, uint64_t where,
			  const char *what)
{
	/* while section names are being read, the table has none yet */
	char tab[96];
	if (s->name[0])
		snprintf(tab, sizeof tab, "the string table '%s'", s->name);
	else
		snprintf(tab, sizeof tab, "the section name table");
	if (off >= s->data.len) {
		fail(r, where, "%s name offset %llu is outside %s (%zu bytes)", what,
		     (unsigned long long)off, tab, s->data.len);
		return NULL;
	}
	const char *p = (const char *)s->data.data + off;
	if (!memchr(p, 0, s->data.len - off)) {
		fail(r, where, "%s name at offset %llu of %s is not NUL-terminated", what,
		     (unsigned long long)off, tab);
		return NULL;
	}
	return p;
}

static unsigned reloc_width(uint32_t type)
{
	switch (type) {
	case R_BPF_64_64: return 16;
	case R_BPF_64_ABS64: return 8;
	case R_BPF_64_ABS32: case R_BPF_64_NODYLD32: return 4;
	case R_BPF_64_32: return 8;
	default: return 0;
	}
}

ElfObj *elf_read(const uint8_t *d, size_t len, char *err, size_t errlen)
{
	Reader r = {d, len, false, err, errlen, false};
	if (errlen)
		err[0] = 0;
	if (len < ELF_EHDR_SIZE) {
		fail(&r, 0, "file too small for an ELF header (%zu bytes)", len);
		return NULL;
	}
	if (memcmp(d, "\177ELF", 4)) {
		fail(&r, 0, "not an ELF file (bad magic)");
		return NULL;
	}
	if (d[4] != ELFCLASS64) {
		fail(&r, 4, "not a 64-bit ELF file (class %u)", d[4]);
		return NULL;
	}
	if (d[5] != ELFDATA2LSB && d[5] != ELFDATA2MSB) {
		fail(&r, 5, "invalid data encoding %u", d[5]);
		return NULL;
	}
	r.big = d[5] == ELFDATA2MSB;
	if (d[6] != EV_CURRENT) {
		fail(&r, 6, "unsupported ELF version %u", d[6]);
		return NULL;
	}
	bool big = r.big;
	uint64_t shoff = get_u64(d + 40, big);
	uint16_t ehsize = get_u16(d + 52, big), shentsize = get_u16(d + 58, big);
	uint64_t shnum = get_u16(d + 60, big);
	uint32_t shstrndx = get_u16(d + 62, big);
	if (ehsize != ELF_EHDR_SIZE) {
		fail(&r, 52, "bad ELF header size %u", ehsize);
		return NULL;
	}
	if (shoff == 0 && shnum == 0) {
		fail(&r, 40, "no section header table");
		return NULL;
	}
	if (shentsize != ELF_SHDR_SIZE) {
		fail(&r, 58, "bad section header entry size %u (expected 64)", shentsize);
		return NULL;
	}
	if (!in_file(&r, shoff, ELF_SHDR_SIZE)) {
		fail(&r, 40, "section header table offset 0x%llx is beyond the end of the file",
		     (unsigned long long)shoff);
		return NULL;
	}
	/* extended numbering: counts live in section header 0 */
	if (shnum == 0)
		shnum = get_u64(d + shoff + 32, big);
	if (shstrndx == SHN_XINDEX)
		shstrndx = get_u32(d + shoff + 40, big);
	if (shnum > (len - shoff) / ELF_SHDR_SIZE) {
		fail(&r, 60, "%llu section headers do not fit in the file",
		     (unsigned long long)shnum);
		return NULL;
	}
	if (shstrndx == 0 || shstrndx >= shnum) {
		fail(&r, 62, "section name table index %u out of range (%llu sections)", shstrndx,
		     (unsigned long long)shnum);
		return NULL;
	}

	ElfObj *o = elf_new(big);
	o->type = get_u16(d + 16, big);
	o->machine = get_u16(d + 18, big);
	o->flags = get_u32(d + 48, big);
	o->shstrndx = (int)shstrndx;
	o->nsyms = 0; /* the symbol table, if any, brings its own null symbol */

	uint32_t *names = xcalloc(shnum, sizeof *names);
	for (uint64_t i = 1; i < shnum; i++) {
		const uint8_t *h = d + shoff + i * ELF_SHDR_SIZE;
		uint64_t where = shoff + i * ELF_SHDR_SIZE;
		names[i] = get_u32(h, big);
		int idx = elf_add_section(o, "", get_u32(h + 4, big), get_u64(h + 8, big),
					  get_u64(h + 48, big));
		ElfSection *s = &o->sections[idx];
		s->file_offset = get_u64(h + 24, big);
		s->size = get_u64(h + 32, big);
		s->link = get_u32(h + 40, big);
		s->info = get_u32(h + 44, big);
		s->entsize = get_u64(h + 56, big);
		if (!is_pow2_or_zero(s->align)) {
			fail(&r, where + 48, "section %llu: alignment %llu is not a power of two",
			     (unsigned long long)i, (unsigned long long)s->align);
			goto bad;
		}
		if (s->type != SHT_NOBITS && s->type != SHT_NULL) {
			if (!in_file(&r, s->file_offset, s->size)) {
				fail(&r, where + 24,
				     "section %llu: contents [0x%llx, +0x%llx) extend beyond the end of the file (%zu bytes)",
				     (unsigned long long)i, (unsigned long long)s->file_offset,
				     (unsigned long long)s->size, len);
				goto bad;
			}
			buf_put(&s->data, d + s->file_offset, s->size);
		}
	}

	/* section names */
	ElfSection *shstr = &o->sections[shstrndx];
	if (shstr->type != SHT_STRTAB) {
		fail(&r, shoff + shstrndx * ELF_SHDR_SIZE + 4,
		     "section name table (section %u) is not a string table", shstrndx);
		goto bad;
	}
	for (uint64_t i = 1; i < shnum; i++) {
		const char *nm = str_at(&r, shstr, names[i], shoff + i * ELF_SHDR_SIZE, "section");
		if (!nm)
			goto bad;
		o->sections[i].name = arena_strdup(&o->arena, nm);
	}

	/* symbol table: at most one */
	for (uint64_t i = 1; i < shnum; i++) {
		ElfSection *s = &o->sections[i];
		uint64_t where = shoff + i * ELF_SHDR_SIZE;
		if (s->type != SHT_SYMTAB)
			continue;
		if (o->symtab_sec >= 0) {
			fail(&r, where + 4, "more than one symbol table");
			goto bad;
		}
		o->symtab_sec = (int)i;
		if (s->entsize != ELF_SYM_SIZE || s->size % ELF_SYM_SIZE) {
			fail(&r, where + 56, "symbol table '%s': entry size %llu / size %llu invalid",
			     s->name, (unsigned long long)s->entsize, (unsigned long long)s->size);
			goto bad;
		}
		if (s->link == 0 || s->link >= shnum || o->sections[s->link].type != SHT_STRTAB) {
			fail(&r, where + 40, "symbol table '%s': link %u is not a string table",
			     s->name, s->link);
			goto bad;
		}
		const ElfSection *strs = &o->sections[s->link];
		uint64_t n = s->size / ELF_SYM_SIZE;
		if (s->info > n) {
			fail(&r, where + 44, "symbol table '%s': first global index %u exceeds %llu symbols",
			     s->name, s->info, (unsigned long long)n);
			goto bad;
		}
		for (uint64_t k = 0; k < n; k++) {
			const uint8_t *p = s->data.data + k * ELF_SYM_SIZE;
			uint64_t at = s->file_offset + k * ELF_SYM_SIZE;
			const char *nm = str_at(&r, strs, get_u32(p, big), at, "symbol");
			if (!nm)
				goto bad;
			uint32_t shndx = get_u16(p + 6, big);
			if (shndx == SHN_XINDEX) {
				fail(&r, at + 6, "symbol %llu '%s': extended section indices are not supported",
				     (unsigned long long)k, nm);
				goto bad;
			}
			if (shndx >= shnum && shndx < SHN_LORESERVE) {
				fail(&r, at + 6, "symbol %llu '%s': section index %u out of range (%llu sections)",
				     (unsigned long long)k, nm, shndx, (unsigned long long)shnum);
				goto bad;
			}
			int idx = elf_add_symbol(o, nm, p[4] >> 4, p[4] & 0xf, shndx,
						 get_u64(p + 8, big), get_u64(p + 16, big));
			o->syms[idx].vis = p[5] & 3;
		}
	}
	if (o->nsyms == 0) /* keep syms[0] valid for callers */
		elf_add_symbol(o, "", STB_LOCAL, STT_NOTYPE, SHN_UNDEF, 0, 0);

	/* relocations */
	for (uint64_t i = 1; i < shnum; i++) {
		ElfSection *s = &o->sections[i];
		uint64_t where = shoff + i * ELF_SHDR_SIZE;
		if (s->type != SHT_REL && s->type != SHT_RELA)
			continue;
		uint64_t esz = s->type == SHT_REL ? ELF_REL_SIZE : ELF_RELA_SIZE;
		if (s->entsize != esz || s->size % esz) {
			fail(&r, where + 56, "relocation section '%s': entry size %llu / size %llu invalid",
			     s->name, (unsigned long long)s->entsize, (unsigned long long)s->size);
			goto bad;
		}
		if (o->symtab_sec < 0 || s->link != (uint32_t)o->symtab_sec) {
			fail(&r, where + 40, "relocation section '%s': link %u is not the symbol table",
			     s->name, s->link);
			goto bad;
		}
		if (s->info == 0 || s->info >= shnum) {
			fail(&r, where + 44, "relocation section '%s': target section %u out of range",
			     s->name, s->info);
			goto bad;
		}
		ElfSection *t = &o->sections[s->info];
		if (t->reloc_sec >= 0) {
			fail(&r, where + 44, "relocation section '%s': section '%s' already has relocations",
			     s->name, t->name);
			goto bad;
		}
		if (t->type == SHT_REL || t->type == SHT_RELA || t->type == SHT_SYMTAB ||
		    t->type == SHT_NOBITS) {
			fail(&r, where + 44, "relocation section '%s' applies to section '%s' of type %s",
			     s->name, t->name, elf_section_type_name(t->type));
			goto bad;
		}
		t->reloc_sec = (int)i;
		t->rela = s->type == SHT_RELA;
		s->target = (int)s->info;
		uint64_t n = s->size / esz;
		for (uint64_t k = 0; k < n; k++) {
			const uint8_t *p = s->data.data + k * esz;
			uint64_t at = s->file_offset + k * esz;
			uint64_t off = get_u64(p, big), info = get_u64(p + 8, big);
			uint32_t sym = (uint32_t)(info >> 32), type = (uint32_t)info;
			int64_t addend = esz == ELF_RELA_SIZE ? (int64_t)get_u64(p + 16, big) : 0;
			if (sym >= o->nsyms) {
				fail(&r, at + 8, "relocation %llu in '%s': symbol index %u out of range (%zu symbols)",
				     (unsigned long long)k, s->name, sym, o->nsyms);
				goto bad;
			}
			unsigned w = reloc_width(type);
			if (w == 0 && type != R_BPF_NONE && o->machine == EM_BPF) {
				fail(&r, at + 8, "relocation %llu in '%s': unknown BPF relocation type %u",
				     (unsigned long long)k, s->name, type);
				goto bad;
			}
			/* against the bytes actually held: a SHT_NULL section has none */
			if (off > t->data.len || w > t->data.len - off) {
				fail(&r, at, "relocation %llu in '%s': offset 0x%llx (+%u bytes) is outside section '%s' (%llu bytes)",
				     (unsigned long long)k, s->name, (unsigned long long)off, w, t->name,
				     (unsigned long long)t->data.len);
				goto bad;
			}
			elf_add_reloc(o, (int)s->info, off, sym, type, addend);
		}
	}
	free(names);
	return o;
bad:
	free(names);
	elf_free(o);
	return NULL;
}
