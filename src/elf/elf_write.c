/* elf_write.c - serialise an ElfObj.  Layout, in file order: ELF header,
 * each section's bytes (aligned), then .symtab, the .rel sections and one
 * .strtab holding both symbol and section names (as clang does), and the
 * section header table.  Each .rel section follows its target in the header
 * table.  Nothing depends on pointers or hashing order, so output is
 * byte-for-byte deterministic. */
#include "elf.h"

#include <stdlib.h>
#include <string.h>

typedef struct StrTab {
	Buf buf;
	/* open-addressing hash of offsets into buf */
	uint32_t *slots;
	size_t nslots, used;
} StrTab;

static uint32_t hash_str(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (uint8_t)*s) * 16777619u;
	return h;
}

static void strtab_grow(StrTab *t);

static uint32_t strtab_add(StrTab *t, const char *s)
{
	if (!*s)
		return 0;
	if (t->used * 2 >= t->nslots)
		strtab_grow(t);
	size_t mask = t->nslots - 1;
	for (size_t i = hash_str(s) & mask;; i = (i + 1) & mask) {
		uint32_t off = t->slots[i];
		if (off == 0) {
			off = (uint32_t)t->buf.len;
			buf_put(&t->buf, s, strlen(s) + 1);
			t->slots[i] = off;
			t->used++;
			return off;
		}
		if (!strcmp((char *)t->buf.data + off, s))
			return off;
	}
}

static void strtab_grow(StrTab *t)
{
	size_t n = t->nslots ? t->nslots * 2 : 256;
	uint32_t *old = t->slots;
	size_t oldn = t->nslots;
	t->slots = xcalloc(n, sizeof *t->slots);
	t->nslots = n;
	for (size_t i = 0; i < oldn; i++) {
		if (!old[i])
			continue;
		size_t mask = n - 1, j = hash_str((char *)t->buf.data + old[i]) & mask;
		while (t->slots[j])
			j = (j + 1) & mask;
		t->slots[j] = old[i];
	}
	free(old);
}

typedef struct Shdr {
	uint32_t name, type;
	uint64_t flags, offset, size;
	uint32_t link, info;
	uint64_t align, entsize;
} Shdr;

static bool structural(uint32_t type)
{
	return type == SHT_SYMTAB || type == SHT_STRTAB || type == SHT_REL || type == SHT_RELA;
}

void elf_write(const ElfObj *o, Buf *out)
{
	bool big = o->big_endian;
	size_t n = o->nsections;
	/* file index of each ElfObj section, and of its .rel section */
	uint32_t *fidx = xcalloc(n, sizeof *fidx);
	uint32_t *ridx = xcalloc(n, sizeof *ridx);
	uint32_t nfile = 1;
	for (size_t i = 1; i < n; i++) {
		if (structural(o->sections[i].type))
			continue;
		fidx[i] = nfile++;
		if (o->sections[i].nrelocs)
			ridx[i] = nfile++;
	}
	uint32_t symtab_idx = nfile++, strtab_idx = nfile++;

	/* Symbol order: null, section symbols, other locals, then the rest. */
	size_t ns = o->nsyms;
	uint32_t *order = xcalloc(ns, sizeof *order), *newidx = xcalloc(ns, sizeof *newidx);
	size_t k = 0;
	order[k++] = 0;
	for (int pass = 0; pass < 3; pass++)
		for (size_t i = 1; i < ns; i++) {
			const ElfSymbol *s = &o->syms[i];
			bool local = s->bind == STB_LOCAL;
			bool sect = s->type == STT_SECTION || s->type == STT_FILE;
			if ((pass == 0 && local && sect) || (pass == 1 && local && !sect) ||
			    (pass == 2 && !local))
				order[k++] = (uint32_t)i;
		}
	uint32_t first_global = 1;
	for (size_t i = 0; i < k; i++) {
		newidx[order[i]] = (uint32_t)i;
		if (o->syms[order[i]].bind == STB_LOCAL)
			first_global = (uint32_t)i + 1;
	}

	StrTab st = {0};
	buf_put_u8(&st.buf, 0);
	Shdr *sh = xcalloc(nfile, sizeof *sh);

	Buf *b = out;
	b->len = 0;
	buf_put_zero(b, ELF_EHDR_SIZE);
	for (size_t i = 1; i < n; i++) {
		const ElfSection *s = &o->sections[i];
		if (!fidx[i])
			continue;
		Shdr *h = &sh[fidx[i]];
		h->name = strtab_add(&st, s->name);
		h->type = s->type;
		h->flags = s->flags;
		h->align = s->align;
		h->entsize = s->entsize;
		h->link = s->link;
		h->info = s->info;
		if (s->type == SHT_NOBITS) {
			h->offset = b->len;
			h->size = s->size;
		} else {
			/* file offsets follow sh_addralign up to a page only: a read
			 * object may claim any power of two, up to 2^63 */
			buf_align(b, s->align > 4096 ? 4096 : s->align ? (size_t)s->align : 1);
			h->offset = b->len;
			h->size = s->data.len;
			buf_put(b, s->data.data, s->data.len);
		}
	}

	/* .symtab */
	buf_align(b, 8);
	Shdr *hs = &sh[symtab_idx];
	hs->name = strtab_add(&st, ".symtab");
	hs->type = SHT_SYMTAB;
	hs->offset = b->len;
	hs->size = k * ELF_SYM_SIZE;
	hs->link = strtab_idx;
	hs->info = first_global;
	hs->align = 8;
	hs->entsize = ELF_SYM_SIZE;
	for (size_t i = 0; i < k; i++) {
		const ElfSymbol *s = &o->syms[order[i]];
		uint32_t shndx = s->shndx;
		if (shndx && shndx < SHN_LORESERVE)
			shndx = shndx < n ? fidx[shndx] : 0;
		buf_put_u32(b, s->type == STT_SECTION ? 0 : strtab_add(&st, s->name), big);
		buf_put_u8(b, (uint8_t)(s->bind << 4 | (s->type & 0xf)));
		buf_put_u8(b, s->vis & 3);
		buf_put_u16(b, (uint16_t)shndx, big);
		buf_put_u64(b, s->value, big);
		buf_put_u64(b, s->size, big);
	}

	/* .rel<name> for each section with relocations */
	for (size_t i = 1; i < n; i++) {
		const ElfSection *s = &o->sections[i];
		if (!ridx[i])
			continue;
		char *name = xmalloc(strlen(s->name) + 5);
		strcpy(name, ".rel");
		strcat(name, s->name);
		Shdr *h = &sh[ridx[i]];
		h->name = strtab_add(&st, name);
		free(name);
		h->type = SHT_REL;
		h->flags = SHF_INFO_LINK;
		h->offset = b->len;
		h->size = s->nrelocs * ELF_REL_SIZE;
		h->link = symtab_idx;
		h->info = fidx[i];
		h->align = 8;
		h->entsize = ELF_REL_SIZE;
		for (size_t r = 0; r < s->nrelocs; r++) {
			const ElfReloc *rl = &s->relocs[r];
			uint32_t sym = rl->sym < ns ? newidx[rl->sym] : 0;
			buf_put_u64(b, rl->offset, big);
			buf_put_u64(b, (uint64_t)sym << 32 | rl->type, big);
		}
	}

	/* .strtab last, since it collects every name above */
	Shdr *ht = &sh[strtab_idx];
	ht->name = strtab_add(&st, ".strtab");
	ht->type = SHT_STRTAB;
	ht->offset = b->len;
	ht->size = st.buf.len;
	ht->align = 1;
	buf_put(b, st.buf.data, st.buf.len);

	buf_align(b, 8);
	uint64_t shoff = b->len;
	for (uint32_t i = 0; i < nfile; i++) {
		Shdr *h = &sh[i];
		buf_put_u32(b, h->name, big);
		buf_put_u32(b, h->type, big);
		buf_put_u64(b, h->flags, big);
		buf_put_u64(b, 0, big); /* sh_addr */
		buf_put_u64(b, h->offset, big);
		buf_put_u64(b, h->size, big);
		buf_put_u32(b, h->link, big);
		buf_put_u32(b, h->info, big);
		buf_put_u64(b, h->align, big);
		buf_put_u64(b, h->entsize, big);
	}

	/* ELF header */
	uint8_t *e = b->data;
	memcpy(e, "\177ELF", 4);
	e[4] = ELFCLASS64;
	e[5] = big ? ELFDATA2MSB : ELFDATA2LSB;
	e[6] = EV_CURRENT;
	put_u16(e + 16, o->type ? o->type : ET_REL, big);
	/* as read: e_machine 0 stays 0 (elf_new sets EM_BPF), or a non-BPF
	 * object read with other relocation types would come back as BPF */
	put_u16(e + 18, o->machine, big);
	put_u32(e + 20, EV_CURRENT, big);
	put_u64(e + 40, shoff, big);
	put_u32(e + 48, o->flags, big);
	put_u16(e + 52, ELF_EHDR_SIZE, big);
	put_u16(e + 58, ELF_SHDR_SIZE, big);
	put_u16(e + 60, (uint16_t)nfile, big);
	put_u16(e + 62, (uint16_t)strtab_idx, big);

	free(sh);
	free(st.slots);
	buf_free(&st.buf);
	free(order);
	free(newidx);
	free(fidx);
	free(ridx);
}
