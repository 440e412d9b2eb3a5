/* objdump.c - ebcc-objdump, modelled on llvm-objdump's output for BPF.
 *
 *   ebcc-objdump [-d|-D|-S] [-r] [-h] [-t] [-s] [-j SECTION] [-M pseudoc|normal]
 *                [--no-show-raw-insn] [--mcpu=vN] [--btf] FILE...
 *
 * Output choices (each follows llvm-objdump-19 unless noted):
 *
 *  - Every file starts with "\nFILE:\tfile format elf64-bpf\n" (elf64-bpfbe
 *    for big-endian objects, which llvm does not distinguish).  The parts
 *    follow in llvm's order: -h, -t, -r (only without -d), -s, -d.
 *  - -d disassembles each SHF_EXECINSTR section with contents, -D every
 *    section with contents; -j (repeatable) restricts all parts to the named
 *    sections.  A label "\n%016x <name>:" precedes the instruction at each
 *    symbol's offset: one per offset, preferring STT_FUNC, then global over
 *    local symbols.  A section with no symbol at offset 0 gets a label named
 *    after the section, as llvm-objdump's dummy symbol.
 *  - An instruction line is "%8u:\t" (slot index), the raw bytes (all 16 of
 *    an ld_imm64 on one line; left out with --no-show-raw-insn), a tab and
 *    isa_print's text in the chosen dialect.  Numbers are decimal, where
 *    llvm prints hex; the text re-assembles with ebcc-as.
 *  - Jump targets keep isa_print's signed relative form and get llvm's
 *    hint: "goto +3 <prog+0x78>", naming the nearest symbol at or before the
 *    target (the section name if none).  Not llvm: a bpf-to-bpf call that
 *    has no relocation (resolved inside its section, as clang emits calls
 *    between functions of one section) gets the same hint ("call +2 <f>").
 *    Targets outside the section get no hint.
 *  - Relocated operands stay numeric, as llvm prints them ("call -1",
 *    "r1 = 0 ll"); with -r the relocation follows on its own line,
 *    "\t\t%016x:  R_BPF_64_32\tsym" (offset within the section; the section
 *    name for a section symbol; "+0xN"/"-0xN" for a RELA addend).  A
 *    relocated call gets no target hint since its target is the symbol.
 *  - -r without -d prints llvm's "RELOCATION RECORDS FOR [sec]:" tables.
 *  - Bytes that do not decode print as "<invalid: REASON>" (one slot) and
 *    disassembly goes on; a trailing partial slot prints "<truncated>".
 *  - The CPU version is e_flags & EF_BPF_CPUVER (0, or anything above v4,
 *    means v4 as llvm assumes), or --mcpu=vN.  An instruction newer than it
 *    is still printed, followed by "\t# needs -mcpu=vN".
 *  - -h: "Sections:" table (Idx Name Size VMA Type); -t: "SYMBOL TABLE:"
 *    with llvm's flag columns; -s: "Contents of section NAME:" hex dump.
 *  - --btf (not in llvm-objdump): the .BTF section, validated, in
 *    bpftool's raw layout (btf_dump), and .BTF.ext's records, after the
 *    other parts.
 *  - -S: -d with "; LINE" before each instruction where a .BTF.ext
 *    line_info record starts a new source line (no DWARF needed), as
 *    llvm-objdump prints it; an invalid .BTF/.BTF.ext is a warning and
 *    the disassembly goes on without source.
 */
#include "tools.h"
#include "../bpf/isa.h"
#include "../btf/btf.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Options {
	bool disasm, disasm_all, relocs, headers, syms, contents;
	bool raw;
	bool btf; /* --btf */
	bool source; /* -S: source lines from .BTF.ext line_info */
	Dialect dialect;
	int cpu; /* 0: from the file */
	const char **only;
	bool *only_found; /* per -j name: present in some input */
	size_t nonly;
} Options;

/* ---- helpers ---- */

static bool section_selected(const Options *opt, const ElfSection *s)
{
	if (!opt->nonly)
		return true;
	for (size_t i = 0; i < opt->nonly; i++)
		if (!strcmp(opt->only[i], s->name))
			return true;
	return false;
}

/* Symbols that can label code or name a jump target: named, defined in a
 * section, not STT_SECTION/STT_FILE. */
static bool is_label_symbol(const ElfSymbol *s)
{
	return s->name[0] && s->type != STT_SECTION && s->type != STT_FILE &&
	       s->shndx != SHN_UNDEF && s->shndx < SHN_LORESERVE;
}

/* a is a better label than b at the same offset */
static bool better_label(const ElfSymbol *a, const ElfSymbol *b)
{
	if ((a->type == STT_FUNC) != (b->type == STT_FUNC))
		return a->type == STT_FUNC;
	if ((a->bind != STB_LOCAL) != (b->bind != STB_LOCAL))
		return a->bind != STB_LOCAL;
	return false; /* keep symbol-table order otherwise */
}

typedef struct Label {
	uint64_t value;
	const ElfSymbol *sym;
	size_t order;
} Label;

static int label_cmp(const void *pa, const void *pb)
{
	const Label *a = pa, *b = pb;
	if (a->value != b->value)
		return a->value < b->value ? -1 : 1;
	if (better_label(a->sym, b->sym))
		return -1;
	if (better_label(b->sym, a->sym))
		return 1;
	return a->order < b->order ? -1 : a->order > b->order;
}

/* Sorted labels of section `sec`, one per distinct value (the best). */
static Label *collect_labels(const ElfObj *o, size_t sec, size_t *n)
{
	Label *l = xcalloc(o->nsyms ? o->nsyms : 1, sizeof *l);
	size_t k = 0;
	for (size_t i = 1; i < o->nsyms; i++) {
		const ElfSymbol *s = &o->syms[i];
		if (s->shndx == sec && is_label_symbol(s))
			l[k++] = (Label){s->value, s, i};
	}
	qsort(l, k, sizeof *l, label_cmp);
	size_t m = 0;
	for (size_t i = 0; i < k; i++)
		if (!m || l[m - 1].value != l[i].value)
			l[m++] = l[i];
	*n = m;
	return l;
}

typedef struct RelRef {
	const ElfReloc *r;
	size_t order;
} RelRef;

static int relref_cmp(const void *pa, const void *pb)
{
	const RelRef *a = pa, *b = pb;
	if (a->r->offset != b->r->offset)
		return a->r->offset < b->r->offset ? -1 : 1;
	return a->order < b->order ? -1 : a->order > b->order;
}

/* "sym", "sym+0x8", "*ABS*" for symbol 0 */
static void reloc_value(Buf *b, const ElfObj *o, const ElfSection *s, const ElfReloc *r)
{
	if (r->sym == 0)
		buf_puts(b, "*ABS*");
	else
		buf_puts(b, elf_symbol_name(o, r->sym));
	if (s->rela && r->addend) {
		uint64_t a = r->addend < 0 ? -(uint64_t)r->addend : (uint64_t)r->addend;
		buf_printf(b, "%c0x%" PRIx64, r->addend < 0 ? '-' : '+', a);
	}
}

/* ---- -d / -D ---- */

/* -S: the object's line_info, if it has a valid one */
typedef struct Source {
	Btf *btf;
	BtfExt *ext;
} Source;

typedef struct Disasm {
	const ElfObj *obj;
	const ElfSection *sec;
	const char *sec_name;
	Label *labels;
	size_t nlabels;
	RelRef *rels;
	size_t nrels;
	char text[256];
} Disasm;

/* Does a relocation apply to the slot of the instruction at `pc`?  (rels
 * are sorted by offset: binary search for the first at or after it) */
static bool has_reloc_at(const Disasm *d, size_t pc)
{
	uint64_t lo = (uint64_t)pc * 8;
	size_t a = 0, b = d->nrels;
	while (a < b) {
		size_t m = a + (b - a) / 2;
		if (d->rels[m].r->offset < lo)
			a = m + 1;
		else
			b = m;
	}
	return a < d->nrels && d->rels[a].r->offset < lo + 8;
}

static const char *target_hint(void *ud, size_t pc, int64_t rel, bool call)
{
	Disasm *d = ud;
	if (call && has_reloc_at(d, pc))
		return NULL;
	int64_t tgt = (int64_t)pc + 1 + rel;
	if (tgt < 0 || (uint64_t)tgt > d->sec->size / 8)
		return NULL;
	uint64_t addr = (uint64_t)tgt * 8;
	/* the last label at or before addr (labels are sorted, one per value) */
	size_t a = 0, b = d->nlabels;
	while (a < b) {
		size_t m = a + (b - a) / 2;
		if (d->labels[m].value <= addr)
			a = m + 1;
		else
			b = m;
	}
	const char *name = a ? d->labels[a - 1].sym->name : d->sec_name;
	uint64_t base = a ? d->labels[a - 1].value : 0;
	char num[32];
	snprintf(num, sizeof num, "%c%" PRIu64, rel < 0 ? '-' : '+',
		 rel < 0 ? -(uint64_t)rel : (uint64_t)rel);
	if (addr == base)
		snprintf(d->text, sizeof d->text, "%s <%s>", num, name);
	else
		snprintf(d->text, sizeof d->text, "%s <%s+0x%" PRIx64 ">", num, name, addr - base);
	return d->text;
}

static void put_raw(Buf *out, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		buf_printf(out, i ? " %02x" : "%02x", p[i]);
}

static void print_label(Buf *out, uint64_t value, const char *name)
{
	buf_printf(out, "\n%016" PRIx64 " <%s>:\n", value, name);
}

/* "; LINE" before the instruction at byte `off` where a line_info
 * record starts, unless it repeats the line printed last (llvm-objdump) */
static void print_source(Buf *out, const Source *src, const BtfExtSec *lines, size_t *k, uint64_t off,
			 uint32_t *last)
{
	while (lines && *k < lines->n && lines->rec[*k].insn_off < off)
		(*k)++;
	if (!lines || *k >= lines->n || lines->rec[*k].insn_off != off)
		return;
	const BtfExtInfo *x = &lines->rec[*k];
	uint32_t line = x->line_col >> 10;
	if (line != *last || !*k || x->file_off != lines->rec[*k - 1].file_off)
		buf_printf(out, "; %s\n", btf_str(src->btf, x->line_off));
	*last = line;
}

static void disassemble_section(Buf *out, const Options *opt, const ElfObj *o, size_t si,
				int cpu, const Source *src)
{
	const ElfSection *s = &o->sections[si];
	Disasm d = {o, s, s->name, NULL, 0, NULL, 0, {0}};
	d.labels = collect_labels(o, si, &d.nlabels);
	d.rels = xcalloc(s->nrelocs ? s->nrelocs : 1, sizeof *d.rels);
	for (size_t i = 0; i < s->nrelocs; i++)
		d.rels[i] = (RelRef){&s->relocs[i], i};
	d.nrels = s->nrelocs;
	qsort(d.rels, d.nrels, sizeof *d.rels, relref_cmp);
	IsaSymbolizer sym = {&d, target_hint, NULL};

	buf_printf(out, "\nDisassembly of section %s:\n", s->name);
	if (!d.nlabels || d.labels[0].value != 0)
		print_label(out, 0, s->name);

	const uint8_t *bytes = s->data.data;
	size_t len = s->data.len, nslots = len / 8;
	size_t li = 0, ri = 0, lk = 0;
	uint32_t last_line = 0;
	const BtfExtSec *lines = src->ext ? btf_ext_section(src->ext, src->btf, BTF_EXT_LINE, s->name) : NULL;
	for (size_t pc = 0; pc * 8 < len;) {
		uint64_t off = (uint64_t)pc * 8;
		BpfInsn in[2];
		const IsaOp *op = NULL;
		const char *why = NULL;
		size_t slots = 1;
		bool truncated = pc >= nslots;
		if (!truncated) {
			size_t avail = nslots - pc >= 2 ? 2 : 1;
			bpf_insn_unpack(bytes + off, o->big_endian, &in[0]);
			if (avail > 1)
				bpf_insn_unpack(bytes + off + 8, o->big_endian, &in[1]);
			op = isa_decode(in, avail, &why);
			if (op)
				slots = (size_t)isa_slots(op);
		}
		size_t nbytes = truncated ? len - off : slots * 8;
		while (li < d.nlabels && d.labels[li].value < off + nbytes) {
			print_label(out, d.labels[li].value, d.labels[li].sym->name);
			li++;
		}
		print_source(out, src, lines, &lk, off, &last_line);
		buf_printf(out, "%8zu:\t", pc);
		if (opt->raw) {
			put_raw(out, bytes + off, nbytes);
			buf_put_u8(out, '\t');
		}
		if (truncated) {
			buf_puts(out, "<truncated>");
		} else if (!op) {
			buf_printf(out, "<invalid: %s>", why ? why : "undecodable");
		} else {
			isa_print(out, op, in, opt->dialect, pc, &sym);
			if (op->cpu > cpu)
				buf_printf(out, "\t# needs -mcpu=v%u", op->cpu);
		}
		buf_put_u8(out, '\n');
		if (opt->relocs) {
			while (ri < d.nrels && d.rels[ri].r->offset < off + nbytes) {
				const ElfReloc *r = d.rels[ri++].r;
				buf_printf(out, "\t\t%016" PRIx64 ":  %s\t", r->offset,
					   elf_reloc_type_name(r->type));
				reloc_value(out, o, s, r);
				buf_put_u8(out, '\n');
			}
		}
		pc += slots;
	}
	/* relocations beyond the contents cannot occur (elf_read checks
	 * them), labels past the end are not printed, as in llvm-objdump */
	free(d.labels);
	free(d.rels);
}

static void load_source(Source *src, const ElfObj *o, const char *path)
{
	int b = elf_find_section(o, ".BTF"), e = elf_find_section(o, ".BTF.ext");
	char err[256];
	if (b < 0 || e < 0)
		return;
	src->btf = btf_parse(o->sections[b].data.data, o->sections[b].data.len, err, sizeof err);
	if (src->btf)
		src->ext = btf_ext_parse(o->sections[e].data.data, o->sections[e].data.len, src->btf, err, sizeof err);
	if (!src->ext)
		diag_warning((SrcLoc){0}, "%s: no source lines: %s", path, err);
}

static void disassemble(Buf *out, const Options *opt, const ElfObj *o, const char *path)
{
	Source src = {NULL, NULL};
	if (opt->source)
		load_source(&src, o, path);
	int cpu = opt->cpu;
	if (!cpu) {
		cpu = (int)(o->flags & EF_BPF_CPUVER);
		if (cpu < 1 || cpu > BPF_CPU_MAX)
			cpu = BPF_CPU_MAX;
	}
	for (size_t i = 1; i < o->nsections; i++) {
		const ElfSection *s = &o->sections[i];
		if (s->type == SHT_NOBITS || s->type == SHT_NULL || !s->data.len)
			continue;
		if (!opt->disasm_all && !(s->flags & SHF_EXECINSTR))
			continue;
		if (!section_selected(opt, s))
			continue;
		disassemble_section(out, opt, o, i, cpu, &src);
	}
	btf_ext_free(src.ext);
	btf_free(src.btf);
}

/* ---- -r without -d ---- */

static void print_reloc_records(Buf *out, const Options *opt, const ElfObj *o)
{
	for (size_t i = 1; i < o->nsections; i++) {
		const ElfSection *rs = &o->sections[i];
		if ((rs->type != SHT_REL && rs->type != SHT_RELA) || rs->target < 0)
			continue;
		const ElfSection *t = &o->sections[rs->target];
		if (!section_selected(opt, t))
			continue;
		buf_printf(out, "\nRELOCATION RECORDS FOR [%s]:\n", t->name);
		buf_puts(out, "OFFSET           TYPE                     VALUE\n");
		for (size_t k = 0; k < t->nrelocs; k++) {
			const ElfReloc *r = &t->relocs[k];
			buf_printf(out, "%016" PRIx64 " %-24s ", r->offset, elf_reloc_type_name(r->type));
			reloc_value(out, o, t, r);
			buf_put_u8(out, '\n');
		}
	}
}

/* ---- -h ---- */

static void print_section_headers(Buf *out, const Options *opt, const ToolFile *f)
{
	const ElfObj *o = f->obj;
	size_t w = 13;
	for (size_t i = 0; i < o->nsections; i++)
		if (section_selected(opt, &o->sections[i]) && strlen(o->sections[i].name) > w)
			w = strlen(o->sections[i].name);
	buf_printf(out, "\nSections:\nIdx %-*s Size     VMA              Type\n", (int)w, "Name");
	for (size_t i = 0; i < o->nsections; i++) {
		const ElfSection *s = &o->sections[i];
		if (!section_selected(opt, s))
			continue;
		char type[32] = "";
		if (s->flags & SHF_EXECINSTR)
			strcat(type, "TEXT");
		if ((s->flags & SHF_ALLOC) && !(s->flags & SHF_EXECINSTR) && s->type != SHT_NOBITS)
			strcat(type, type[0] ? ", DATA" : "DATA");
		if ((s->flags & SHF_ALLOC) && s->type == SHT_NOBITS)
			strcat(type, type[0] ? ", BSS" : "BSS");
		if (!strncmp(s->name, ".debug", 6) || !strncmp(s->name, ".zdebug", 7))
			strcat(type, type[0] ? ", DEBUG" : "DEBUG");
		buf_printf(out, "%3zu %-*s %08" PRIx64 " %016" PRIx64 " %s\n", i, (int)w, s->name,
			   s->size, tool_shdr(f, i, 16, 8), type);
	}
}

/* ---- -t ---- */

static void print_symbols(Buf *out, const ElfObj *o)
{
	buf_puts(out, "\nSYMBOL TABLE:\n");
	for (size_t i = 1; i < o->nsyms; i++) {
		const ElfSymbol *s = &o->syms[i];
		const char *secname;
		bool in_section = false;
		if (s->shndx == SHN_UNDEF)
			secname = "*UND*";
		else if (s->shndx == SHN_ABS)
			secname = "*ABS*", in_section = true;
		else if (s->shndx == SHN_COMMON)
			secname = "*COM*";
		else if (tool_section_name(o, s->shndx))
			secname = tool_section_name(o, s->shndx), in_section = true;
		else
			secname = "*UND*";
		bool weak = s->bind == STB_WEAK;
		char g = ' ';
		if (in_section && !weak)
			g = s->bind == STB_LOCAL ? 'l' : s->bind == 10 ? 'u' : 'g';
		char dbg = s->type == STT_SECTION || s->type == STT_FILE ? 'd' : ' ';
		char kind = ' ';
		if (s->type == STT_FILE)
			kind = 'f';
		else if (s->type == STT_FUNC || s->type == 10)
			kind = 'F';
		else if (s->type == STT_OBJECT || s->type == STT_COMMON)
			kind = 'O';
		char ifunc = s->type == 10 ? 'i' : ' ';
		uint64_t size = s->shndx == SHN_COMMON ? s->value : s->size;
		buf_printf(out, "%016" PRIx64 " %c%c  %c%c%c %s\t%016" PRIx64, s->value, g,
			   weak ? 'w' : ' ', ifunc, dbg, kind, secname, size);
		static const char *const vis[] = {"", " .internal", " .hidden", " .protected"};
		buf_puts(out, vis[s->vis & 3]);
		buf_printf(out, " %s\n", elf_symbol_name(o, (uint32_t)i));
	}
}

/* ---- -s ---- */

static void print_contents(Buf *out, const Options *opt, const ToolFile *f)
{
	const ElfObj *o = f->obj;
	int aw = 4;
	for (size_t i = 1; i < o->nsections; i++) {
		uint64_t end = tool_shdr(f, i, 16, 8) + o->sections[i].size;
		int w = 0;
		for (uint64_t v = end; v; v >>= 4)
			w++;
		if (w > aw && section_selected(opt, &o->sections[i]))
			aw = w;
	}
	for (size_t i = 1; i < o->nsections; i++) {
		const ElfSection *s = &o->sections[i];
		if (!s->size || !section_selected(opt, s))
			continue;
		uint64_t base = tool_shdr(f, i, 16, 8);
		buf_printf(out, "Contents of section %s:\n", s->name);
		if (s->type == SHT_NOBITS) {
			buf_printf(out, "<skipping contents of bss section at [%04" PRIx64 ", %04" PRIx64 ")>\n",
				   base, base + s->size);
			continue;
		}
		const uint8_t *p = s->data.data;
		size_t n = s->data.len;
		for (size_t a = 0; a < n; a += 16) {
			buf_printf(out, " %0*" PRIx64 " ", aw, base + a);
			for (size_t k = 0; k < 16; k++) {
				if (k && k % 4 == 0)
					buf_put_u8(out, ' ');
				if (a + k < n)
					buf_printf(out, "%02x", p[a + k]);
				else
					buf_puts(out, "  ");
			}
			buf_puts(out, "  ");
			for (size_t k = 0; k < 16 && a + k < n; k++) {
				uint8_t c = p[a + k];
				buf_put_u8(out, c >= 0x20 && c < 0x7f ? c : '.');
			}
			buf_put_u8(out, '\n');
		}
	}
}

/* ---- driver ---- */

static void flush(Buf *out)
{
	if (out->len)
		fwrite(out->data, 1, out->len, stdout);
	out->len = 0;
}

static int dump_file(Options *opt, const char *path)
{
	ToolFile f;
	if (!tool_open(&f, path))
		return 1;
	const ElfObj *o = f.obj;
	for (size_t i = 0; i < opt->nonly; i++)
		if (elf_find_section(o, opt->only[i]) >= 0)
			opt->only_found[i] = true;
	Buf out = {0};
	const char *fmt = o->machine != EM_BPF ? "elf64-unknown"
			  : o->big_endian      ? "elf64-bpfbe"
					       : "elf64-bpf";
	buf_printf(&out, "\n%s:\tfile format %s\n", path, fmt);
	if (opt->headers)
		print_section_headers(&out, opt, &f);
	if (opt->syms)
		print_symbols(&out, o);
	if (opt->relocs && !opt->disasm && !opt->disasm_all)
		print_reloc_records(&out, opt, o);
	if (opt->contents)
		print_contents(&out, opt, &f);
	flush(&out);
	int rc = 0;
	if (opt->disasm || opt->disasm_all) {
		if (o->machine != EM_BPF) {
			error_plain("%s: cannot disassemble: machine %u is not EM_BPF", path, o->machine);
			rc = 1;
		} else {
			disassemble(&out, opt, o, path);
		}
	}
	if (opt->btf && !tool_print_btf(&out, &f))
		rc = 1;
	flush(&out);
	fflush(stdout);
	buf_free(&out);
	tool_close(&f);
	return rc;
}

static void usage(FILE *to)
{
	fputs("usage: ebcc-objdump [options] FILE...\n"
	      "  -d, --disassemble        disassemble executable sections\n"
	      "  -D, --disassemble-all    disassemble all sections with contents\n"
	      "  -S, --source             -d with source lines (from .BTF.ext line_info)\n"
	      "  -r, --reloc              relocations (inline with -d)\n"
	      "  -h, --section-headers    section headers\n"
	      "  -t, --syms               symbol table\n"
	      "  -s, --full-contents      hex dump of section contents\n"
	      "  -j, --section=NAME       only this section (repeatable)\n"
	      "  -M pseudoc|normal        disassembly syntax (default pseudoc)\n"
	      "  --no-show-raw-insn       leave out the instruction bytes\n"
	      "  --mcpu=v1|v2|v3|v4       CPU version to flag newer instructions against\n"
	      "                           (default: from e_flags, else v4)\n"
	      "  --btf                    the .BTF section, validated\n",
	      to);
}

static bool set_dialect(Options *opt, const char *arg)
{
	/* comma-separated, as objdump's -M */
	char *copy = xstrdup(arg), *save = NULL;
	bool ok = true;
	for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		if (!isa_parse_dialect(t, &opt->dialect)) {
			error_plain("unrecognized disassembler option: %s (expected pseudoc or normal)", t);
			ok = false;
		}
	}
	free(copy);
	return ok;
}

int objdump_main(int argc, char **argv)
{
	diag_set_program("ebcc-objdump");
	Options opt = {0};
	opt.raw = true;
	opt.dialect = DIALECT_PSEUDOC;
	const char **files = xcalloc((size_t)argc + 1, sizeof *files);
	opt.only = xcalloc((size_t)argc + 1, sizeof *opt.only);
	opt.only_found = xcalloc((size_t)argc + 1, sizeof *opt.only_found);
	size_t nfiles = 0;
	bool bad = false, dashdash = false;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (dashdash || a[0] != '-' || !a[1]) {
			files[nfiles++] = a;
		} else if (!strcmp(a, "--")) {
			dashdash = true;
		} else if (!strcmp(a, "--disassemble")) {
			opt.disasm = true;
		} else if (!strcmp(a, "--disassemble-all")) {
			opt.disasm_all = true;
		} else if (!strcmp(a, "--reloc")) {
			opt.relocs = true;
		} else if (!strcmp(a, "--section-headers") || !strcmp(a, "--headers")) {
			opt.headers = true;
		} else if (!strcmp(a, "--syms")) {
			opt.syms = true;
		} else if (!strcmp(a, "--full-contents")) {
			opt.contents = true;
		} else if (!strcmp(a, "--no-show-raw-insn")) {
			opt.raw = false;
		} else if (!strcmp(a, "--show-raw-insn")) {
			opt.raw = true;
		} else if (!strcmp(a, "--btf")) {
			opt.btf = true;
		} else if (!strcmp(a, "--source")) {
			opt.source = opt.disasm = true;
		} else if (!strncmp(a, "--section=", 10)) {
			opt.only[opt.nonly++] = a + 10;
		} else if (!strncmp(a, "--disassembler-options=", 23)) {
			bad |= !set_dialect(&opt, a + 23);
		} else if (!strncmp(a, "--mcpu=", 7) || !strncmp(a, "-mcpu=", 6) ||
			   ((!strcmp(a, "--mcpu") || !strcmp(a, "-mcpu")) && i + 1 < argc)) {
			const char *v = strchr(a, '=') ? strchr(a, '=') + 1 : argv[++i];
			opt.cpu = bpf_parse_cpu(v);
			if (opt.cpu < 0) {
				error_plain("unknown CPU '%s' (expected v1, v2, v3, v4, generic or probe)", v);
				bad = true;
				opt.cpu = 0;
			}
		} else if (!strcmp(a, "--help")) {
			usage(stdout);
			return 0;
		} else if (!strcmp(a, "--version")) {
			puts("ebcc-objdump (ebcc) " EBCC_VERSION);
			return 0;
		} else if (a[1] == '-') {
			error_plain("unknown option '%s'", a);
			bad = true;
		} else {
			/* grouped short options: -dr, -j NAME, -jNAME, -M X, -MX */
			for (const char *p = a + 1; *p; p++) {
				char c = *p;
				if (c == 'j' || c == 'M') {
					const char *v = p[1] ? p + 1 : i + 1 < argc ? argv[++i] : NULL;
					if (!v) {
						error_plain("option '-%c' needs an argument", c);
						bad = true;
					} else if (c == 'j') {
						opt.only[opt.nonly++] = v;
					} else {
						bad |= !set_dialect(&opt, v);
					}
					break;
				}
				switch (c) {
				case 'd': opt.disasm = true; break;
				case 'S': opt.source = opt.disasm = true; break;
				case 'D': opt.disasm_all = true; break;
				case 'r': opt.relocs = true; break;
				case 'h': opt.headers = true; break;
				case 't': opt.syms = true; break;
				case 's': opt.contents = true; break;
				default:
					error_plain("unknown option '-%c'", c);
					bad = true;
				}
			}
		}
	}
	bool any = opt.disasm || opt.disasm_all || opt.relocs || opt.headers || opt.syms ||
		   opt.contents || opt.btf;
	int rc = 0;
	if (!tool_args_ok(bad, any, "-d, -D, -r, -h, -t, -s or --btf", nfiles, usage)) {
		rc = 1;
	} else {
		for (size_t i = 0; i < nfiles; i++)
			rc |= dump_file(&opt, files[i]);
		for (size_t i = 0; i < opt.nonly; i++)
			if (!opt.only_found[i])
				diag_warning((SrcLoc){0},
					     "section '%s' mentioned in a -j/--section option, but not found in any input file",
					     opt.only[i]);
	}
	free(files);
	free(opt.only);
	free(opt.only_found);
	return rc;
}
