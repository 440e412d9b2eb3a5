/* readelf.c - ebcc-readelf, laid out as llvm-readelf-19 (GNU style) prints.
 *
 *   ebcc-readelf [-h] [-S] [-s] [-r] [-a] [-W] [--btf] FILE...
 *
 * Parts are printed in llvm-readelf's order whatever the option order:
 * file header, section headers, relocations, symbols.  -a is -h -S -r -s
 * plus llvm-readelf's notes that the file has no program headers and no
 * section groups (BPF relocatables have neither; when a file does, ebcc
 * says so without decoding them); -W is accepted and changes nothing,
 * since llvm-readelf's layout is always wide.
 * With more than one file each is preceded by "\nFile: NAME\n".
 * --btf (not in llvm-readelf) prints the .BTF section, validated, in
 * bpftool's raw layout (btf_dump); a raw BTF file (such as
 * /sys/kernel/btf/vmlinux) is accepted too.
 *
 * Differences from llvm-readelf, on purpose: the Flags line of -h decodes
 * the BPF CPU version nibble ("0x4, CPU version v4"), which binutils and
 * GCC write and llvm-readelf does not know.
 *
 * llvm-readelf places fields at fixed columns and, when a field overflows,
 * separates the next one by a single space; Line below does the same.
 */
#include "tools.h"

#include "../btf/btf.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Options {
	bool header, sections, symbols, relocs;
	bool all; /* -a: also llvm-readelf's "no program headers/groups" notes */
	bool btf; /* --btf */
} Options;

/* ---- column output ---- */

typedef struct Line {
	Buf *out;
	size_t start; /* offset of the line's first byte in out */
} Line;

static void line_begin(Line *l, Buf *out)
{
	l->out = out;
	l->start = out->len;
}

static size_t line_col(const Line *l) { return l->out->len - l->start; }

/* pads to `col` with at least one space (none at the start of a line) */
static void line_pad(Line *l, size_t col)
{
	size_t c = line_col(l);
	if (c == 0 && col == 0)
		return;
	size_t n = col > c ? col - c : 1;
	while (n--)
		buf_put_u8(l->out, ' ');
}

static void line_field(Line *l, size_t col, const char *s)
{
	line_pad(l, col);
	buf_puts(l->out, s);
}

static void line_end(Line *l) { buf_put_u8(l->out, '\n'); }

/* ---- names, as llvm-readelf spells them ---- */

static const char *osabi_name(unsigned v, char *tmp, size_t n)
{
	switch (v) {
	case 0: return "UNIX - System V";
	case 1: return "UNIX - HP-UX";
	case 2: return "UNIX - NetBSD";
	case 3: return "UNIX - GNU";
	case 6: return "UNIX - Solaris";
	case 9: return "UNIX - FreeBSD";
	case 12: return "UNIX - OpenBSD";
	case 255: return "Standalone App";
	default: snprintf(tmp, n, "0x%x", v); return tmp;
	}
}

static const char *etype_name(unsigned v, char *tmp, size_t n)
{
	switch (v) {
	case 0: return "NONE (None)";
	case 1: return "REL (Relocatable file)";
	case 2: return "EXEC (Executable file)";
	case 3: return "DYN (Shared object file)";
	case 4: return "CORE (Core file)";
	default: snprintf(tmp, n, "<unknown>: 0x%x", v); return tmp;
	}
}

static const char *machine_name(unsigned v, char *tmp, size_t n)
{
	switch (v) {
	case 0: return "None";
	case 3: return "Intel 80386";
	case 62: return "Advanced Micro Devices X86-64";
	case 183: return "AArch64";
	case EM_BPF: return "EM_BPF";
	default: snprintf(tmp, n, "0x%x", v); return tmp;
	}
}

static const char *section_type_name(uint32_t t, char *tmp, size_t n)
{
	static const struct {
		uint32_t v;
		const char *s;
	} names[] = {
		{0, "NULL"}, {1, "PROGBITS"}, {2, "SYMTAB"}, {3, "STRTAB"}, {4, "RELA"},
		{5, "HASH"}, {6, "DYNAMIC"}, {7, "NOTE"}, {8, "NOBITS"}, {9, "REL"},
		{10, "SHLIB"}, {11, "DYNSYM"}, {14, "INIT_ARRAY"}, {15, "FINI_ARRAY"},
		{16, "PREINIT_ARRAY"}, {17, "GROUP"}, {18, "SYMTAB SECTION INDICES"},
		{19, "RELR"}, {0x60000001, "ANDROID_REL"}, {0x60000002, "ANDROID_RELA"},
		{0x6fff4c00, "LLVM_ODRTAB"}, {0x6fff4c01, "LLVM_LINKER_OPTIONS"},
		{0x6fff4c02, "LLVM_CALL_GRAPH_PROFILE"}, {0x6fff4c03, "LLVM_ADDRSIG"},
		{0x6fff4c04, "LLVM_DEPENDENT_LIBRARIES"}, {0x6fff4c05, "LLVM_SYMPART"},
		{0x6fff4c06, "LLVM_PART_EHDR"}, {0x6fff4c07, "LLVM_PART_PHDR"},
		{0x6fff4c08, "LLVM_BB_ADDR_MAP_V0"}, {0x6fff4c09, "LLVM_CALL_GRAPH_PROFILE"},
		{0x6fff4c0a, "LLVM_BB_ADDR_MAP"}, {0x6fff4c0b, "LLVM_OFFLOADING"},
		{0x6fff4c0c, "LLVM_LTO"}, {0x6ffffff5, "GNU_ATTRIBUTES"},
		{0x6ffffff6, "GNU_HASH"}, {0x6ffffffd, "VERDEF"}, {0x6ffffffe, "VERNEED"},
		{0x6fffffff, "VERSYM"},
	};
	for (size_t i = 0; i < ARRAY_LEN(names); i++)
		if (names[i].v == t)
			return names[i].s;
	if (t >= 0x60000000 && t <= 0x6fffffff)
		snprintf(tmp, n, "LOOS+0x%x", t - 0x60000000);
	else if (t >= 0x70000000 && t <= 0x7fffffff)
		snprintf(tmp, n, "LOPROC+0x%x", t - 0x70000000);
	else if (t >= 0x80000000)
		snprintf(tmp, n, "LOUSER+0x%x", t - 0x80000000);
	else
		snprintf(tmp, n, "0x%x: <unknown>", t);
	return tmp;
}

/* GNU-style flag letters, lowest bit first; OS, processor and unknown bits
 * become "o", "p", "x" at the end (processor bits hide E, as in GNU). */
static void section_flags(uint64_t f, char *out, size_t n)
{
	static const struct {
		uint64_t bit;
		char c;
	} letters[] = {
		{0x1, 'W'}, {0x2, 'A'}, {0x4, 'X'}, {0x10, 'M'}, {0x20, 'S'}, {0x40, 'I'},
		{0x80, 'L'}, {0x100, 'O'}, {0x200, 'G'}, {0x400, 'T'}, {0x800, 'C'},
		{0x200000, 'R'}, {0x80000000, 'E'},
	};
	size_t k = 0;
	bool os = false, proc = false, unknown = false;
	while (f) {
		uint64_t bit = f & -f;
		f &= ~bit;
		char c = 0;
		for (size_t i = 0; i < ARRAY_LEN(letters); i++)
			if (letters[i].bit == bit)
				c = letters[i].c;
		if (c) {
			if (k + 1 < n)
				out[k++] = c;
		} else if (bit & 0x0ff00000) {
			os = true;
			f &= ~(uint64_t)0x0ff00000;
		} else if (bit & 0xf0000000) {
			proc = true;
			f &= ~(uint64_t)0xf0000000;
		} else {
			unknown = true;
		}
	}
	if (os && k + 1 < n)
		out[k++] = 'o';
	if (proc && k + 1 < n)
		out[k++] = 'p';
	if (unknown && k + 1 < n)
		out[k++] = 'x';
	out[k] = 0;
}

static const char *sym_type_name(unsigned t, char *tmp, size_t n)
{
	static const char *const names[] = {"NOTYPE", "OBJECT", "FUNC", "SECTION",
					    "FILE", "COMMON", "TLS"};
	if (t < ARRAY_LEN(names))
		return names[t];
	if (t == 10)
		return "GNU_IFUNC";
	snprintf(tmp, n, "%x", t);
	return tmp;
}

static const char *sym_bind_name(unsigned b, char *tmp, size_t n)
{
	switch (b) {
	case STB_LOCAL: return "LOCAL";
	case STB_GLOBAL: return "GLOBAL";
	case STB_WEAK: return "WEAK";
	case 10: return "UNIQUE";
	default: snprintf(tmp, n, "%x", b); return tmp;
	}
}

static const char *sym_ndx(uint32_t shndx, char *tmp, size_t n)
{
	if (shndx == SHN_UNDEF)
		return "UND";
	if (shndx == SHN_ABS)
		return "ABS";
	if (shndx == SHN_COMMON)
		return "COM";
	if (shndx >= 0xff00 && shndx <= 0xff1f)
		snprintf(tmp, n, "PRC[0x%04x]", shndx);
	else if (shndx >= 0xff20 && shndx <= 0xff3f)
		snprintf(tmp, n, "OS[0x%04x]", shndx);
	else if (shndx >= SHN_LORESERVE && shndx <= 0xffff)
		snprintf(tmp, n, "RSV[0x%04x]", shndx);
	else
		snprintf(tmp, n, "%3u", shndx);
	return tmp;
}

/* ---- -h ---- */

static void header_field(Buf *out, const char *name, const char *value)
{
	Line l;
	line_begin(&l, out);
	line_field(&l, 2, name);
	line_field(&l, 37, value);
	line_end(&l);
}

static void print_file_header(Buf *out, const ToolFile *f)
{
	const ElfObj *o = f->obj;
	char v[96], tmp[48];
	buf_puts(out, "ELF Header:\n  Magic:  ");
	for (unsigned i = 0; i < 16; i++)
		buf_printf(out, " %02x", f->data[i]);
	buf_put_u8(out, '\n');
	header_field(out, "Class:", "ELF64");
	header_field(out, "Data:", o->big_endian ? "2's complement, big endian"
						 : "2's complement, little endian");
	snprintf(v, sizeof v, "%u%s", f->data[6], f->data[6] == EV_CURRENT ? " (current)" : "");
	header_field(out, "Version:", v);
	header_field(out, "OS/ABI:", osabi_name(f->data[7], tmp, sizeof tmp));
	snprintf(v, sizeof v, "%u", f->data[8]);
	header_field(out, "ABI Version:", v);
	header_field(out, "Type:", etype_name(o->type, tmp, sizeof tmp));
	header_field(out, "Machine:", machine_name(o->machine, tmp, sizeof tmp));
	snprintf(v, sizeof v, "0x%" PRIx64, tool_ehdr(f, 20, 4));
	header_field(out, "Version:", v);
	snprintf(v, sizeof v, "0x%" PRIx64, tool_ehdr(f, 24, 8));
	header_field(out, "Entry point address:", v);
	snprintf(v, sizeof v, "%" PRIu64 " (bytes into file)", tool_ehdr(f, 32, 8));
	header_field(out, "Start of program headers:", v);
	snprintf(v, sizeof v, "%" PRIu64 " (bytes into file)", tool_ehdr(f, 40, 8));
	header_field(out, "Start of section headers:", v);
	if (o->machine == EM_BPF && (o->flags & EF_BPF_CPUVER))
		snprintf(v, sizeof v, "0x%x, CPU version v%u", o->flags, o->flags & EF_BPF_CPUVER);
	else
		snprintf(v, sizeof v, "0x%x", o->flags);
	header_field(out, "Flags:", v);
	snprintf(v, sizeof v, "%" PRIu64 " (bytes)", tool_ehdr(f, 52, 2));
	header_field(out, "Size of this header:", v);
	snprintf(v, sizeof v, "%" PRIu64 " (bytes)", tool_ehdr(f, 54, 2));
	header_field(out, "Size of program headers:", v);
	snprintf(v, sizeof v, "%" PRIu64, tool_ehdr(f, 56, 2));
	header_field(out, "Number of program headers:", v);
	snprintf(v, sizeof v, "%" PRIu64 " (bytes)", tool_ehdr(f, 58, 2));
	header_field(out, "Size of section headers:", v);
	uint64_t shnum = tool_ehdr(f, 60, 2), shstrndx = tool_ehdr(f, 62, 2);
	if (shnum == 0)
		snprintf(v, sizeof v, "0 (%zu)", o->nsections);
	else
		snprintf(v, sizeof v, "%" PRIu64, shnum);
	header_field(out, "Number of section headers:", v);
	if (shstrndx == SHN_XINDEX)
		snprintf(v, sizeof v, "65535 (%d)", o->shstrndx);
	else
		snprintf(v, sizeof v, "%" PRIu64, shstrndx);
	header_field(out, "Section header string table index:", v);
}

/* ---- -S ---- */

static void print_section_headers(Buf *out, const ToolFile *f)
{
	const ElfObj *o = f->obj;
	buf_printf(out, "There are %zu section headers, starting at offset 0x%" PRIx64 ":\n\n",
		   o->nsections, tool_ehdr(f, 40, 8));
	buf_puts(out, "Section Headers:\n");
	buf_puts(out, "  [Nr] Name              Type            Address          Off    Size   ES Flg Lk Inf Al\n");
	for (size_t i = 0; i < o->nsections; i++) {
		const ElfSection *s = &o->sections[i];
		char v[64], tmp[48], fl[24];
		Line l;
		line_begin(&l, out);
		snprintf(v, sizeof v, "[%2zu]", i);
		line_field(&l, 2, v);
		line_field(&l, 7, s->name);
		line_field(&l, 25, section_type_name(s->type, tmp, sizeof tmp));
		snprintf(v, sizeof v, "%016" PRIx64, tool_shdr(f, i, 16, 8));
		line_field(&l, 41, v);
		/* the null section keeps its raw fields (ElfObj does not model them) */
		snprintf(v, sizeof v, "%06" PRIx64, i ? s->file_offset : tool_shdr(f, 0, 24, 8));
		line_field(&l, 58, v);
		snprintf(v, sizeof v, "%06" PRIx64, i ? s->size : tool_shdr(f, 0, 32, 8));
		line_field(&l, 65, v);
		snprintf(v, sizeof v, "%02" PRIx64, i ? s->entsize : tool_shdr(f, 0, 56, 8));
		line_field(&l, 72, v);
		section_flags(i ? s->flags : tool_shdr(f, 0, 8, 8), fl, sizeof fl);
		snprintf(v, sizeof v, "%3s", fl);
		line_field(&l, 75, v);
		snprintf(v, sizeof v, "%2" PRIu64, i ? s->link : tool_shdr(f, 0, 40, 4));
		line_field(&l, 79, v);
		snprintf(v, sizeof v, "%3" PRIu64, i ? s->info : tool_shdr(f, 0, 44, 4));
		line_field(&l, 82, v);
		snprintf(v, sizeof v, "%2" PRIu64, i ? s->align : tool_shdr(f, 0, 48, 8));
		line_field(&l, 86, v);
		line_end(&l);
	}
	buf_puts(out, "Key to Flags:\n"
		      "  W (write), A (alloc), X (execute), M (merge), S (strings), I (info),\n"
		      "  L (link order), O (extra OS processing required), G (group), T (TLS),\n"
		      "  C (compressed), x (unknown), o (OS specific), E (exclude),\n"
		      "  R (retain), p (processor specific)\n");
}

/* ---- -r ---- */

static void print_relocs(Buf *out, const ElfObj *o)
{
	bool any = false;
	for (size_t i = 1; i < o->nsections; i++) {
		const ElfSection *rs = &o->sections[i];
		if ((rs->type != SHT_REL && rs->type != SHT_RELA) || rs->target < 0)
			continue;
		const ElfSection *t = &o->sections[rs->target];
		bool rela = rs->type == SHT_RELA;
		any = true;
		buf_printf(out, "\nRelocation section '%s' at offset 0x%" PRIx64 " contains %zu entries:\n",
			   rs->name, rs->file_offset, t->nrelocs);
		buf_puts(out, "    Offset             Info             Type               Symbol's Value  Symbol's Name");
		buf_puts(out, rela ? " + Addend\n" : "\n");
		for (size_t k = 0; k < t->nrelocs; k++) {
			const ElfReloc *r = &t->relocs[k];
			char v[64];
			Line l;
			line_begin(&l, out);
			snprintf(v, sizeof v, "%016" PRIx64, r->offset);
			line_field(&l, 0, v);
			snprintf(v, sizeof v, "%016" PRIx64, (uint64_t)r->sym << 32 | r->type);
			line_field(&l, 18, v);
			line_field(&l, 35, elf_reloc_type_name(r->type));
			const char *name = "";
			if (r->sym) {
				snprintf(v, sizeof v, "%016" PRIx64, o->syms[r->sym].value);
				name = elf_symbol_name(o, r->sym);
				if (!name[0])
					name = "<null>";
			} else {
				v[0] = 0;
			}
			line_field(&l, 58, v);
			line_field(&l, 69, name);
			if (rela) {
				int64_t a = r->addend;
				uint64_t mag = a < 0 ? -(uint64_t)a : (uint64_t)a;
				if (name[0])
					buf_printf(out, " %c %" PRIx64, a < 0 ? '-' : '+', mag);
				else
					buf_printf(out, "%" PRIx64, (uint64_t)a);
			}
			line_end(&l);
		}
	}
	if (!any)
		buf_puts(out, "\nThere are no relocations in this file.\n");
}

/* ---- -s ---- */

static void print_symbols(Buf *out, const ElfObj *o)
{
	if (o->symtab_sec < 0)
		return;
	buf_printf(out, "\nSymbol table '%s' contains %zu entries:\n",
		   o->sections[o->symtab_sec].name, o->nsyms);
	buf_puts(out, "   Num:    Value          Size Type    Bind   Vis       Ndx Name\n");
	static const char *const vis[] = {"DEFAULT", "INTERNAL", "HIDDEN", "PROTECTED"};
	for (size_t i = 0; i < o->nsyms; i++) {
		const ElfSymbol *s = &o->syms[i];
		char v[64], tmp[32];
		Line l;
		line_begin(&l, out);
		snprintf(v, sizeof v, "%6zu:", i);
		line_field(&l, 0, v);
		snprintf(v, sizeof v, "%016" PRIx64, s->value);
		line_field(&l, 8, v);
		snprintf(v, sizeof v, "%5" PRIu64, s->size);
		line_field(&l, 25, v);
		line_field(&l, 31, sym_type_name(s->type, tmp, sizeof tmp));
		line_field(&l, 39, sym_bind_name(s->bind, tmp, sizeof tmp));
		line_field(&l, 46, vis[s->vis & 3]);
		line_field(&l, 56, sym_ndx(s->shndx, tmp, sizeof tmp));
		line_field(&l, 59, i ? elf_symbol_name(o, (uint32_t)i) : "");
		line_end(&l);
	}
}

/* ---- the rest of -a ---- */

/* Program headers are not modelled (BPF relocatables have none); with
 * e_phnum == 0 this is what llvm-readelf -a prints: every section is in
 * no segment. */
static void print_segment_note(Buf *out, const ToolFile *f)
{
	uint64_t phnum = tool_ehdr(f, 56, 2);
	if (phnum) {
		buf_printf(out, "\nThere are %" PRIu64 " program headers (not decoded by ebcc-readelf).\n",
			   phnum);
		return;
	}
	buf_puts(out, "\nThere are no program headers in this file.\n\n"
		      " Section to Segment mapping:\n  Segment Sections...\n   None   ");
	for (size_t i = 1; i < f->obj->nsections; i++)
		buf_printf(out, "%s ", f->obj->sections[i].name);
	buf_put_u8(out, '\n');
}

static void print_group_note(Buf *out, const ElfObj *o)
{
	size_t n = 0;
	for (size_t i = 1; i < o->nsections; i++)
		n += o->sections[i].type == SHT_GROUP;
	if (!n)
		buf_puts(out, "There are no section groups in this file.\n");
	else
		buf_printf(out, "\nThere are %zu section groups (not decoded by ebcc-readelf).\n", n);
}

/* ---- driver ---- */

/* --btf: the .BTF section (false, with an error, if absent or invalid) */
static bool print_btf(Buf *out, const char *path, const uint8_t *data, size_t len, const char *what)
{
	char err[256];
	if (!btf_dump_bytes(data, len, what, out, err, sizeof err)) {
		error_plain("%s: invalid %s: %s", path, what, err);
		return false;
	}
	return true;
}

/* a file that is BTF itself (magic 0xeB9F in either order), not ELF */
static int dump_raw_btf(const char *path, bool name_it)
{
	size_t len = 0;
	char *d = read_whole_file(path, &len);
	if (!d)
		return -1;
	int rc = -1;
	if (len >= 2 && (((uint8_t)d[0] == 0x9f && (uint8_t)d[1] == 0xeb) || ((uint8_t)d[0] == 0xeb && (uint8_t)d[1] == 0x9f))) {
		Buf out = {0};
		if (name_it)
			buf_printf(&out, "\nFile: %s\n", path);
		rc = print_btf(&out, path, (const uint8_t *)d, len, "file") ? 0 : 1;
		if (out.len)
			fwrite(out.data, 1, out.len, stdout);
		fflush(stdout);
		buf_free(&out);
	}
	free(d);
	return rc;
}

static int dump_file(const Options *opt, const char *path, bool name_it)
{
	if (opt->btf && !opt->header && !opt->sections && !opt->symbols && !opt->relocs) {
		int rc = dump_raw_btf(path, name_it);
		if (rc >= 0)
			return rc;
	}
	ToolFile f;
	if (!tool_open(&f, path))
		return 1;
	Buf out = {0};
	int rc = 0;
	if (name_it)
		buf_printf(&out, "\nFile: %s\n", path);
	if (opt->header)
		print_file_header(&out, &f);
	if (opt->sections)
		print_section_headers(&out, &f);
	if (opt->all)
		print_segment_note(&out, &f);
	if (opt->relocs)
		print_relocs(&out, f.obj);
	if (opt->symbols)
		print_symbols(&out, f.obj);
	if (opt->all)
		print_group_note(&out, f.obj);
	if (opt->btf && !tool_print_btf(&out, &f))
		rc = 1;
	if (out.len)
		fwrite(out.data, 1, out.len, stdout);
	fflush(stdout);
	buf_free(&out);
	tool_close(&f);
	return rc;
}

static void usage(FILE *to)
{
	fputs("usage: ebcc-readelf [options] FILE...\n"
	      "  -h, --file-header        ELF header\n"
	      "  -S, --section-headers    section headers\n"
	      "  -s, --symbols            symbol table\n"
	      "  -r, --relocs             relocations\n"
	      "  -a, --all                all of the above\n"
	      "  -W, --wide               accepted (the output is always wide)\n"
	      "  --btf                    the .BTF section, validated (also a raw BTF file)\n",
	      to);
}

int readelf_main(int argc, char **argv)
{
	diag_set_program("ebcc-readelf");
	Options opt = {0};
	const char **files = xcalloc((size_t)argc + 1, sizeof *files);
	size_t nfiles = 0;
	bool bad = false, dashdash = false;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (dashdash || a[0] != '-' || !a[1])
			files[nfiles++] = a;
		else if (!strcmp(a, "--"))
			dashdash = true;
		else if (!strcmp(a, "--file-header") || !strcmp(a, "--file-headers"))
			opt.header = true;
		else if (!strcmp(a, "--section-headers") || !strcmp(a, "--sections"))
			opt.sections = true;
		else if (!strcmp(a, "--symbols") || !strcmp(a, "--syms"))
			opt.symbols = true;
		else if (!strcmp(a, "--relocs") || !strcmp(a, "--relocations"))
			opt.relocs = true;
		else if (!strcmp(a, "--all"))
			opt.header = opt.sections = opt.symbols = opt.relocs = opt.all = true;
		else if (!strcmp(a, "--wide"))
			;
		else if (!strcmp(a, "--btf"))
			opt.btf = true;
		else if (!strcmp(a, "--help")) {
			usage(stdout);
			free(files);
			return 0;
		} else if (!strcmp(a, "--version")) {
			puts("ebcc-readelf (ebcc) " EBCC_VERSION);
			free(files);
			return 0;
		} else if (a[1] == '-') {
			error_plain("unknown option '%s'", a);
			bad = true;
		} else {
			for (const char *p = a + 1; *p; p++) {
				switch (*p) {
				case 'h': opt.header = true; break;
				case 'S': opt.sections = true; break;
				case 's': opt.symbols = true; break;
				case 'r': opt.relocs = true; break;
				case 'a':
					opt.header = opt.sections = opt.symbols = opt.relocs = opt.all = true;
					break;
				case 'W': break;
				default:
					error_plain("unknown option '-%c'", *p);
					bad = true;
				}
			}
		}
	}
	bool any = opt.header || opt.sections || opt.symbols || opt.relocs || opt.btf;
	int rc = 0;
	if (!tool_args_ok(bad, any, "-h, -S, -s, -r, -a or --btf", nfiles, usage)) {
		rc = 1;
	} else {
		for (size_t i = 0; i < nfiles; i++)
			rc |= dump_file(&opt, files[i], nfiles > 1);
	}
	free(files);
	return rc;
}
