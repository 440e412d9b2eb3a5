/* gen.c - the malformed-ELF corpus: gen BASE.o OUTDIR
 *
 * Reads a valid little-endian BPF object (ebcc-as's output for base.s:
 * .text + .rel.text, .data + .rel.data, license, .symtab, .strtab) and
 * writes one file per mutation to OUTDIR/NAME.o, each with exactly one
 * corruption.  Sections are found by name and type, not by offset, so the
 * writer's layout may change.  On stdout, one line per file:
 *
 *     NAME<TAB>fragment of the expected error message
 *
 * run.sh feeds each file to the readers and requires exit status 1 and a
 * message containing the fragment.  Standalone C (libc only), so the test
 * does not depend on the code it tests.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Img {
	uint8_t *d;
	size_t len;
} Img;

static const uint8_t *base;
static size_t base_len;
static const char *outdir;
static int failures;
/* a mutation whose message depends on the base layout writes it here */
static char expect[256];
#define EXPECT(...) snprintf(expect, sizeof expect, __VA_ARGS__)

static uint64_t rd(const uint8_t *p, int n)
{
	uint64_t v = 0;
	for (int i = n - 1; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

static void wr(uint8_t *p, int n, uint64_t v)
{
	for (int i = 0; i < n; i++, v >>= 8)
		p[i] = (uint8_t)v;
}

/* ELF64 field offsets */
enum { E_SHOFF = 40, E_EHSIZE = 52, E_SHENTSIZE = 58, E_SHNUM = 60, E_SHSTRNDX = 62 };
enum { SH_NAME = 0, SH_TYPE = 4, SH_OFFSET = 24, SH_SIZE = 32, SH_LINK = 40, SH_INFO = 44,
       SH_ALIGN = 48, SH_ENTSIZE = 56 };
enum { ST_NAME = 0, ST_SHNDX = 6 };
enum { SHT_PROGBITS = 1, SHT_SYMTAB = 2, SHT_STRTAB = 3, SHT_REL = 9 };

static uint64_t shoff(const Img *m) { return rd(m->d + E_SHOFF, 8); }
static unsigned shnum(const Img *m) { return (unsigned)rd(m->d + E_SHNUM, 2); }
static uint8_t *shdr(Img *m, unsigned i) { return m->d + shoff(m) + 64 * (uint64_t)i; }

static unsigned find(Img *m, const char *name)
{
	uint8_t *str = shdr(m, (unsigned)rd(m->d + E_SHSTRNDX, 2));
	const char *tab = (const char *)m->d + rd(str + SH_OFFSET, 8);
	for (unsigned i = 1; i < shnum(m); i++)
		if (!strcmp(tab + rd(shdr(m, i) + SH_NAME, 4), name))
			return i;
	fprintf(stderr, "gen: base object has no section '%s'\n", name);
	exit(2);
}

static uint64_t sh(Img *m, unsigned i, int field, int n) { return rd(shdr(m, i) + field, n); }
static void set_sh(Img *m, unsigned i, int field, int n, uint64_t v) { wr(shdr(m, i) + field, n, v); }
/* a byte inside section i's contents */
static uint8_t *at(Img *m, unsigned i, uint64_t off) { return m->d + sh(m, i, SH_OFFSET, 8) + off; }

static unsigned symtab(Img *m) { return find(m, ".symtab"); }
static unsigned strtab(Img *m) { return find(m, ".strtab"); }
static unsigned text(Img *m) { return find(m, ".text"); }
static unsigned reltext(Img *m) { return find(m, ".rel.text"); }

/* ---- the mutations ---- */
static void trunc_10(Img *m) { m->len = 10; }
static void empty(Img *m) { m->len = 0; }
static void trunc_ehdr(Img *m) { m->len = 63; }
static void trunc_shdrs(Img *m) { m->len = shoff(m) + 64 * 3 + 20; }
static void trunc_shdr0(Img *m) { m->len = shoff(m) + 10; }
static void bad_magic(Img *m) { m->d[1] = 'X'; }
static void class32(Img *m) { m->d[4] = 1; }
static void bad_data(Img *m) { m->d[5] = 3; }
static void bad_version(Img *m) { m->d[6] = 2; }
static void ehsize(Img *m) { wr(m->d + E_EHSIZE, 2, 52); }
static void no_shdrs(Img *m) { wr(m->d + E_SHOFF, 8, 0); wr(m->d + E_SHNUM, 2, 0); }
static void shoff_beyond(Img *m) { wr(m->d + E_SHOFF, 8, m->len + 64); }
static void shoff_huge(Img *m) { wr(m->d + E_SHOFF, 8, 0xffffffffffffffc0u); }
static void shentsize_40(Img *m) { wr(m->d + E_SHENTSIZE, 2, 40); }
static void shnum_huge(Img *m) { wr(m->d + E_SHNUM, 2, 0xfeff); }
static void shstrndx_range(Img *m)
{
	EXPECT("section name table index %u out of range (%u sections)", shnum(m), shnum(m));
	wr(m->d + E_SHSTRNDX, 2, shnum(m));
}
static void shstrndx_zero(Img *m) { wr(m->d + E_SHSTRNDX, 2, 0); }
static void shstrtab_type(Img *m)
{
	EXPECT("section name table (section %u) is not a string table", strtab(m));
	set_sh(m, strtab(m), SH_TYPE, 4, SHT_PROGBITS);
}
/* extended numbering: e_shnum 0 says "the count is sh[0].sh_size" */
static void ext_shnum_huge(Img *m)
{
	set_sh(m, 0, SH_SIZE, 8, 0xffffffffffffffffu);
	wr(m->d + E_SHNUM, 2, 0);
}
static void ext_shnum_zero(Img *m) /* sh[0].sh_size is 0 */
{
	EXPECT("section name table index %u out of range (0 sections)", strtab(m));
	wr(m->d + E_SHNUM, 2, 0);
}
static void ext_shstrndx(Img *m)
{
	set_sh(m, 0, SH_LINK, 4, 0x7fffffff);
	wr(m->d + E_SHSTRNDX, 2, 0xffff);
}
static void name_beyond(Img *m)
{
	uint64_t off = sh(m, strtab(m), SH_SIZE, 8) + 5;
	EXPECT("section name offset %llu is outside the section name table", (unsigned long long)off);
	set_sh(m, text(m), SH_NAME, 4, off);
}
static void name_unterminated(Img *m)
{
	/* the table's last byte (the NUL of its last string) becomes 'x', and
	 * .text is named by that byte */
	unsigned s = strtab(m);
	uint64_t size = sh(m, s, SH_SIZE, 8);
	*at(m, s, size - 1) = 'x';
	set_sh(m, text(m), SH_NAME, 4, size - 1);
}
static void sec_beyond_eof(Img *m)
{
	EXPECT("section %u: contents [0x%llx, +0x%llx) extend beyond the end of the file (%zu bytes)",
	       text(m), (unsigned long long)sh(m, text(m), SH_OFFSET, 8), (unsigned long long)m->len,
	       m->len);
	set_sh(m, text(m), SH_SIZE, 8, m->len);
}
static void sec_offset_overflow(Img *m)
{
	EXPECT("section %u: contents [0xffffffffffffff00, +0x%llx) extend beyond the end", text(m),
	       (unsigned long long)sh(m, text(m), SH_SIZE, 8));
	set_sh(m, text(m), SH_OFFSET, 8, 0xffffffffffffff00u);
}
static void sec_size_overflow(Img *m)
{
	/* offset + size wraps around to a small number */
	uint64_t size = 0 - sh(m, text(m), SH_OFFSET, 8) + 8;
	EXPECT("section %u: contents [0x%llx, +0x%llx) extend beyond the end", text(m),
	       (unsigned long long)sh(m, text(m), SH_OFFSET, 8), (unsigned long long)size);
	set_sh(m, text(m), SH_SIZE, 8, size);
}
static void align_3(Img *m)
{
	EXPECT("section %u: alignment 3 is not a power of two", text(m));
	set_sh(m, text(m), SH_ALIGN, 8, 3);
}
static void symtab_entsize(Img *m)
{
	EXPECT("symbol table '.symtab': entry size 16 / size %llu invalid",
	       (unsigned long long)sh(m, symtab(m), SH_SIZE, 8));
	set_sh(m, symtab(m), SH_ENTSIZE, 8, 16);
}
static void symtab_size(Img *m)
{
	uint64_t size = sh(m, symtab(m), SH_SIZE, 8) - 5;
	EXPECT("symbol table '.symtab': entry size 24 / size %llu invalid", (unsigned long long)size);
	set_sh(m, symtab(m), SH_SIZE, 8, size);
}
static void symtab_link(Img *m)
{
	EXPECT("symbol table '.symtab': link %u is not a string table", text(m));
	set_sh(m, symtab(m), SH_LINK, 4, text(m));
}
static void symtab_link_range(Img *m) { set_sh(m, symtab(m), SH_LINK, 4, 500); }
static void symtab_info(Img *m)
{
	EXPECT("first global index 99 exceeds %llu symbols",
	       (unsigned long long)sh(m, symtab(m), SH_SIZE, 8) / 24);
	set_sh(m, symtab(m), SH_INFO, 4, 99);
}
static void two_symtabs(Img *m)
{
	/* section 1 becomes a copy of the .symtab header */
	memcpy(shdr(m, 1), shdr(m, symtab(m)), 64);
}
static void sym_name_range(Img *m) { wr(at(m, symtab(m), 24 + ST_NAME), 4, 0xffffff); }
static void sym_shndx_range(Img *m)
{
	EXPECT("section index 200 out of range (%u sections)", shnum(m));
	wr(at(m, symtab(m), 24 + ST_SHNDX), 2, 200);
}
static void sym_shndx_xindex(Img *m) { wr(at(m, symtab(m), 24 + ST_SHNDX), 2, 0xffff); }
static void rel_entsize(Img *m) { set_sh(m, reltext(m), SH_ENTSIZE, 8, 24); }
static void rel_size(Img *m) { set_sh(m, reltext(m), SH_SIZE, 8, 15); }
static void rel_link(Img *m)
{
	EXPECT("relocation section '.rel.text': link %u is not the symbol table", text(m));
	set_sh(m, reltext(m), SH_LINK, 4, text(m));
}
static void rel_info_range(Img *m) { set_sh(m, reltext(m), SH_INFO, 4, 99); }
static void rel_info_zero(Img *m) { set_sh(m, reltext(m), SH_INFO, 4, 0); }
static void rel_info_symtab(Img *m) { set_sh(m, reltext(m), SH_INFO, 4, symtab(m)); }
static void rel_info_rel(Img *m) { set_sh(m, reltext(m), SH_INFO, 4, find(m, ".rel.data")); }
static void rel_twice(Img *m)
{
	/* .rel.data now also applies to .text */
	set_sh(m, find(m, ".rel.data"), SH_INFO, 4, text(m));
}
static void reloc_sym_range(Img *m)
{
	uint8_t *p = at(m, reltext(m), 8);
	EXPECT("symbol index 1000 out of range (%llu symbols)",
	       (unsigned long long)sh(m, symtab(m), SH_SIZE, 8) / 24);
	wr(p, 8, (uint64_t)1000 << 32 | (rd(p, 8) & 0xffffffff));
}
static void reloc_offset(Img *m)
{
	/* R_BPF_64_64 covers 16 bytes: the last slot of .text is too late */
	uint64_t size = sh(m, text(m), SH_SIZE, 8);
	EXPECT("offset 0x%llx (+16 bytes) is outside section '.text' (%llu bytes)",
	       (unsigned long long)(size - 8), (unsigned long long)size);
	wr(at(m, reltext(m), 0), 8, size - 8);
}
static void reloc_offset_huge(Img *m) { wr(at(m, reltext(m), 0), 8, 0xfffffffffffffff8u); }
static void reloc_type(Img *m)
{
	uint8_t *p = at(m, reltext(m), 8);
	wr(p, 8, (rd(p, 8) & 0xffffffff00000000u) | 77);
}

typedef struct Mutation {
	const char *name;
	void (*fn)(Img *m);
	const char *expect;
} Mutation;

static const Mutation mutations[] = {
	{"empty", empty, "file too small for an ELF header (0 bytes)"},
	{"trunc-10", trunc_10, "file too small for an ELF header (10 bytes)"},
	{"trunc-ehdr", trunc_ehdr, "file too small for an ELF header (63 bytes)"},
	{"trunc-shdr0", trunc_shdr0, "section header table offset"},
	{"trunc-shdrs", trunc_shdrs, "section headers do not fit in the file"},
	{"bad-magic", bad_magic, "not an ELF file (bad magic)"},
	{"class32", class32, "not a 64-bit ELF file (class 1)"},
	{"bad-data", bad_data, "invalid data encoding 3"},
	{"bad-version", bad_version, "unsupported ELF version 2"},
	{"ehsize", ehsize, "bad ELF header size 52"},
	{"no-shdrs", no_shdrs, "no section header table"},
	{"shoff-beyond", shoff_beyond, "is beyond the end of the file"},
	{"shoff-huge", shoff_huge, "section header table offset 0xffffffffffffffc0 is beyond the end"},
	{"shentsize-40", shentsize_40, "bad section header entry size 40 (expected 64)"},
	{"shnum-huge", shnum_huge, "65279 section headers do not fit in the file"},
	{"shstrndx-range", shstrndx_range, NULL},
	{"shstrndx-zero", shstrndx_zero, "section name table index 0 out of range"},
	{"shstrtab-type", shstrtab_type, NULL},
	{"ext-shnum-huge", ext_shnum_huge, "18446744073709551615 section headers do not fit"},
	{"ext-shnum-zero", ext_shnum_zero, NULL},
	{"ext-shstrndx", ext_shstrndx, "section name table index 2147483647 out of range"},
	{"name-beyond", name_beyond, NULL},
	{"name-unterminated", name_unterminated, "of the section name table is not NUL-terminated"},
	{"sec-beyond-eof", sec_beyond_eof, NULL},
	{"sec-offset-overflow", sec_offset_overflow, NULL},
	{"sec-size-overflow", sec_size_overflow, NULL},
	{"align-3", align_3, NULL},
	{"symtab-entsize", symtab_entsize, NULL},
	{"symtab-size", symtab_size, NULL},
	{"symtab-link", symtab_link, NULL},
	{"symtab-link-range", symtab_link_range, "symbol table '.symtab': link 500 is not a string table"},
	{"symtab-info", symtab_info, NULL},
	{"two-symtabs", two_symtabs, "more than one symbol table"},
	{"sym-name-range", sym_name_range, "symbol name offset 16777215 is outside the string table '.strtab'"},
	{"sym-shndx-range", sym_shndx_range, NULL},
	{"sym-shndx-xindex", sym_shndx_xindex, "extended section indices are not supported"},
	{"rel-entsize", rel_entsize, "relocation section '.rel.text': entry size 24 / size 16 invalid"},
	{"rel-size", rel_size, "relocation section '.rel.text': entry size 16 / size 15 invalid"},
	{"rel-link", rel_link, NULL},
	{"rel-info-range", rel_info_range, "relocation section '.rel.text': target section 99 out of range"},
	{"rel-info-zero", rel_info_zero, "relocation section '.rel.text': target section 0 out of range"},
	{"rel-info-symtab", rel_info_symtab, "applies to section '.symtab' of type SYMTAB"},
	{"rel-info-rel", rel_info_rel, "applies to section '.rel.data' of type REL"},
	{"rel-twice", rel_twice, "section '.text' already has relocations"},
	{"reloc-sym-range", reloc_sym_range, NULL},
	{"reloc-offset", reloc_offset, NULL},
	{"reloc-offset-huge", reloc_offset_huge, "offset 0xfffffffffffffff8 (+16 bytes) is outside section '.text'"},
	{"reloc-type", reloc_type, "unknown BPF relocation type 77"},
};

static void emit(const Mutation *mu)
{
	Img m = {malloc(base_len + 64), base_len};
	if (!m.d)
		exit(2);
	memcpy(m.d, base, base_len);
	expect[0] = 0;
	mu->fn(&m);
	char path[4096];
	snprintf(path, sizeof path, "%s/%s.o", outdir, mu->name);
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(m.d, 1, m.len, f) != m.len || fclose(f) != 0) {
		fprintf(stderr, "gen: cannot write %s\n", path);
		failures++;
	}
	printf("%s\t%s\n", mu->name, mu->expect ? mu->expect : expect);
	free(m.d);
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: gen BASE.o OUTDIR\n");
		return 2;
	}
	FILE *f = fopen(argv[1], "rb");
	static uint8_t buf[1 << 20];
	if (!f) {
		perror(argv[1]);
		return 2;
	}
	base_len = fread(buf, 1, sizeof buf, f);
	fclose(f);
	base = buf;
	outdir = argv[2];
	Img b = {buf, base_len};
	if (base_len < 64 || memcmp(buf, "\177ELF\2\1", 6) || shoff(&b) + 64ull * shnum(&b) > base_len) {
		fprintf(stderr, "gen: %s is not a little-endian ELF64 object\n", argv[1]);
		return 2;
	}
	for (size_t i = 0; i < sizeof mutations / sizeof mutations[0]; i++)
		emit(&mutations[i]);
	return failures ? 2 : 0;
}
