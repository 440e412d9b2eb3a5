/* btf_ext.c - the .BTF.ext section: func_info, line_info and core_relo
 * records, written as assembly text and read back validated.
 *
 * Layout (the kernel's and libbpf's): a header (magic 0xeb9f, version 1,
 * flags 0, hdr_len, then offset/length pairs for func_info, line_info
 * and core_relo, offsets counted from the header's end), and per kind a
 * block: the record size, then for each code section its name (a .BTF
 * string offset), a record count and the records.  Every record starts
 * with the byte offset of an instruction in that section; in the object
 * it is written as `.long LABEL` (relocated R_BPF_64_NODYLD32 against
 * the section, the offset in place), as clang writes it.
 *
 *   func_info  {insn_off, FUNC type id}
 *   line_info  {insn_off, file name, source line text, line << 10 | col}
 *   core_relo  {insn_off, type id, access string "0:1:2", kind}
 *
 * Writer: the code generator reports, while it prints each function,
 * where it begins and each instruction at which the source position
 * changes (btf_ext_add_func / btf_ext_add_line, labels `.Lfunc_begin<N>`
 * and `.Ltmp<N>`); btf_ext_intern puts the section names, file names and
 * line texts into the .BTF string table before that is written, and
 * btf_ext_emit_asm writes the section.  Sections appear in the order the
 * code generator first reported them, records in emission order, so the
 * output is deterministic.  File names are as the compiler was given
 * them (clang makes them absolute, which ties an object to its build
 * directory).
 *
 * Reader: btf_ext_parse checks everything against the .BTF it belongs
 * to: header fields, each block inside the data, record sizes, counts,
 * every string offset, type id (func_info -> FUNC), instruction offsets
 * multiples of 8 and increasing within a section, access strings'
 * syntax and relocation kinds.  The first problem is the error.
 */
#include "btf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EXT_HDR_MIN = 24, EXT_HDR_CORE = 32 };

static const uint32_t min_rec_size[BTF_EXT_NKINDS] = {8, 16, 16};
static const char *const block_name[BTF_EXT_NKINDS] = {"func_info", "line_info", "core_relo"};

static const char *const core_kind_names[] = {
	"byte_off",     "byte_sz",       "field_exists", "signed",      "lshift_u64",
	"rshift_u64",   "local_type_id", "target_type_id", "type_exists", "type_size",
	"enumval_exists", "enumval_value", "type_matches",
};

const char *btf_core_kind_name(uint32_t kind)
{
	return kind < sizeof core_kind_names / sizeof *core_kind_names ? core_kind_names[kind] : "unknown";
}

/* ---- writer ---- */

typedef struct WRec {
	const char *label;
	uint32_t v[3];       /* the record's words after insn_off, once interned */
	const Symbol *fn;    /* func_info */
	const char *file;    /* line_info */
	const char *text;
	uint32_t line_col;
	const char *access;  /* core_relo */
} WRec;

typedef struct WSec {
	const char *name;
	uint32_t name_off;
	WRec *rec[BTF_EXT_NKINDS];
	int n[BTF_EXT_NKINDS], cap[BTF_EXT_NKINDS];
} WSec;

typedef struct FileLines {
	const SrcFile *file;
	uint32_t *starts; /* byte offset of each physical line */
	int n;
} FileLines;

struct BtfExtWriter {
	Arena arena;
	WSec *secs;
	int nsecs, cap_secs;
	FileLines *files;
	int nfiles, cap_files;
	int ntmp;
};

BtfExtWriter *btf_ext_writer_new(void) { return xcalloc(1, sizeof(BtfExtWriter)); }

void btf_ext_writer_free(BtfExtWriter *w)
{
	if (!w)
		return;
	for (int i = 0; i < w->nsecs; i++)
		for (int k = 0; k < BTF_EXT_NKINDS; k++)
			free(w->secs[i].rec[k]);
	for (int i = 0; i < w->nfiles; i++)
		free(w->files[i].starts);
	free(w->secs);
	free(w->files);
	arena_free(&w->arena);
	free(w);
}

static WRec *add_rec(BtfExtWriter *w, const char *sec, BtfExtKind kind, const char *label)
{
	WSec *s = NULL;
	for (int i = w->nsecs - 1; i >= 0 && !s; i--)
		if (!strcmp(w->secs[i].name, sec))
			s = &w->secs[i];
	if (!s) {
		if (w->nsecs == w->cap_secs) {
			w->cap_secs = w->cap_secs ? w->cap_secs * 2 : 4;
			w->secs = xrealloc(w->secs, sizeof *w->secs * (size_t)w->cap_secs);
		}
		s = &w->secs[w->nsecs++];
		*s = (WSec){.name = arena_strdup(&w->arena, sec)};
	}
	if (s->n[kind] == s->cap[kind]) {
		s->cap[kind] = s->cap[kind] ? s->cap[kind] * 2 : 16;
		s->rec[kind] = xrealloc(s->rec[kind], sizeof *s->rec[kind] * (size_t)s->cap[kind]);
	}
	WRec *r = &s->rec[kind][s->n[kind]++];
	*r = (WRec){.label = label};
	return r;
}

void btf_ext_add_func(BtfExtWriter *w, const char *sec, const char *label, const Symbol *fn)
{
	add_rec(w, sec, BTF_EXT_FUNC, arena_strdup(&w->arena, label))->fn = fn;
}

static FileLines *file_lines(BtfExtWriter *w, const SrcFile *f)
{
	for (int i = 0; i < w->nfiles; i++)
		if (w->files[i].file->text == f->text)
			return &w->files[i];
	if (w->nfiles == w->cap_files) {
		w->cap_files = w->cap_files ? w->cap_files * 2 : 8;
		w->files = xrealloc(w->files, sizeof *w->files * (size_t)w->cap_files);
	}
	FileLines *fl = &w->files[w->nfiles++];
	*fl = (FileLines){f, NULL, 0};
	int cap = 0;
	for (size_t p = 0; p <= f->len; p++)
		if (p == 0 || f->text[p - 1] == '\n') {
			if (fl->n == cap) {
				cap = cap ? cap * 2 : 256;
				fl->starts = xrealloc(fl->starts, sizeof *fl->starts * (size_t)cap);
			}
			fl->starts[fl->n++] = (uint32_t)p;
		}
	return fl;
}

/* the text of loc's line, without its newline or the blanks around it
 * ("" if unknown): the kernel trims a line's indentation before it
 * prints the line in a verifier log, so indentation would only make the
 * string table every load carries longer */
static const char *line_text(BtfExtWriter *w, SrcLoc loc)
{
	if (!loc.file->text)
		return "";
	FileLines *fl = file_lines(w, loc.file);
	int phys = loc.line - loc.file->line_delta;
	if (phys < 1 || phys > fl->n)
		return "";
	const char *p = loc.file->text + fl->starts[phys - 1], *end = loc.file->text + loc.file->len;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	const char *e = p;
	while (e < end && *e != '\n' && *e)
		e++;
	while (e > p && (e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t'))
		e--;
	return arena_strndup(&w->arena, p, (size_t)(e - p));
}

const char *btf_ext_add_line(BtfExtWriter *w, const char *sec, const char *label, SrcLoc loc)
{
	label = label ? arena_strdup(&w->arena, label) : arena_printf(&w->arena, ".Ltmp%d", w->ntmp++);
	WRec *r = add_rec(w, sec, BTF_EXT_LINE, label);
	r->file = loc.file->name;
	r->text = line_text(w, loc);
	uint32_t line = loc.line < 1 ? 0 : loc.line > 0x3fffff ? 0x3fffff : (uint32_t)loc.line;
	uint32_t col = loc.col < 0 ? 0 : loc.col > 0x3ff ? 0x3ff : (uint32_t)loc.col;
	r->line_col = line << 10 | col;
	return label;
}

const char *btf_ext_add_core(BtfExtWriter *w, const char *sec, int type_id, const char *access, BtfCoreKind kind)
{
	const char *label = arena_printf(&w->arena, ".Ltmp%d", w->ntmp++);
	WRec *r = add_rec(w, sec, BTF_EXT_CORE, label);
	r->v[0] = (uint32_t)type_id;
	r->access = arena_strdup(&w->arena, access);
	r->v[2] = (uint32_t)kind;
	return label;
}

bool btf_ext_intern(BtfExtWriter *w, BtfModule *bm)
{
	Btf *b = btf_module_btf(bm);
	for (int i = 0; i < w->nsecs; i++) {
		WSec *s = &w->secs[i];
		int off = btf_add_str(b, s->name);
		if (off < 0)
			return false;
		s->name_off = (uint32_t)off;
		for (int k = 0; k < s->n[BTF_EXT_FUNC]; k++) {
			WRec *r = &s->rec[BTF_EXT_FUNC][k];
			int id = btf_module_func_id(bm, r->fn);
			if (id <= 0) {
				error_plain("internal error: function '%s' has no BTF FUNC", r->label);
				return false;
			}
			r->v[0] = (uint32_t)id;
		}
		for (int k = 0; k < s->n[BTF_EXT_LINE]; k++) {
			WRec *r = &s->rec[BTF_EXT_LINE][k];
			int f = btf_add_str(b, r->file), t = btf_add_str(b, r->text);
			if (f < 0 || t < 0)
				return false;
			r->v[0] = (uint32_t)f, r->v[1] = (uint32_t)t, r->v[2] = r->line_col;
		}
		for (int k = 0; k < s->n[BTF_EXT_CORE]; k++) {
			WRec *r = &s->rec[BTF_EXT_CORE][k];
			int a = btf_add_str(b, r->access);
			if (a < 0)
				return false;
			r->v[1] = (uint32_t)a;
		}
	}
	return true;
}

void btf_ext_remap_strings(BtfExtWriter *w, const uint32_t *map)
{
	for (int i = 0; i < w->nsecs; i++) {
		WSec *s = &w->secs[i];
		s->name_off = map[s->name_off];
		for (int k = 0; k < s->n[BTF_EXT_LINE]; k++) {
			WRec *r = &s->rec[BTF_EXT_LINE][k];
			r->v[0] = map[r->v[0]], r->v[1] = map[r->v[1]];
		}
		for (int k = 0; k < s->n[BTF_EXT_CORE]; k++)
			s->rec[BTF_EXT_CORE][k].v[1] = map[s->rec[BTF_EXT_CORE][k].v[1]];
	}
}

static uint32_t block_len(const BtfExtWriter *w, BtfExtKind kind)
{
	uint32_t len = 0;
	for (int i = 0; i < w->nsecs; i++)
		if (w->secs[i].n[kind])
			len += 8 + (uint32_t)w->secs[i].n[kind] * min_rec_size[kind];
	return len ? len + 4 : 0;
}

bool btf_ext_empty(const BtfExtWriter *w) { return !w || !w->nsecs; }

void btf_ext_emit_asm(const BtfExtWriter *w, Buf *out)
{
	uint32_t len[BTF_EXT_NKINDS];
	for (int k = 0; k < BTF_EXT_NKINDS; k++)
		len[k] = block_len(w, (BtfExtKind)k);
	buf_puts(out, "\t.section\t.BTF.ext,\"\",@progbits\n");
	buf_printf(out, "\t.short\t%u\n\t.byte\t%u\n\t.byte\t0\n\t.long\t%u\n", BTF_MAGIC_NUM, BTF_VERSION_NUM,
		   EXT_HDR_CORE);
	uint32_t off = 0;
	for (int k = 0; k < BTF_EXT_NKINDS; k++) {
		buf_printf(out, "\t.long\t%u\n\t.long\t%u\n", off, len[k]);
		off += len[k];
	}
	for (int k = 0; k < BTF_EXT_NKINDS; k++) {
		if (!len[k])
			continue;
		buf_printf(out, "\t.long\t%u\t# %s\n", min_rec_size[k], block_name[k]);
		for (int i = 0; i < w->nsecs; i++) {
			const WSec *s = &w->secs[i];
			if (!s->n[k])
				continue;
			buf_printf(out, "\t.long\t%u\t# section '%s'\n\t.long\t%d\n", s->name_off, s->name, s->n[k]);
			for (int j = 0; j < s->n[k]; j++) {
				const WRec *r = &s->rec[k][j];
				buf_printf(out, "\t.long\t%s\n", r->label);
				int nw = (int)min_rec_size[k] / 4 - 1;
				for (int x = 0; x < nw; x++)
					buf_printf(out, "\t.long\t%u\n", r->v[x]);
			}
		}
	}
}

/* ---- reader ---- */

typedef struct Rd {
	const uint8_t *d;
	size_t len;
	bool big;
	const Btf *btf;
	char *err;
	size_t errlen;
} Rd;

static bool rfail(Rd *r, const char *fmt, ...) PRINTF_LIKE(2, 3);
static bool rfail(Rd *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->err, r->errlen, fmt, ap);
	va_end(ap);
	return false;
}

static uint32_t u32at(const Rd *r, size_t off) { return get_u32(r->d + off, r->big); }

static bool check_str(Rd *r, uint32_t off, bool nonempty, const char *what, const char *blk, uint32_t i)
{
	const char *s = btf_str(r->btf, off);
	if (!s)
		return rfail(r, "%s record %u: %s offset %u is outside the string table", blk, i, what, off);
	if (nonempty && !*s)
		return rfail(r, "%s record %u: empty %s", blk, i, what);
	return true;
}

static bool check_access(Rd *r, uint32_t off, uint32_t i)
{
	const char *s = btf_str(r->btf, off);
	bool digit = false;
	for (const char *p = s; *p; p++) {
		if (*p >= '0' && *p <= '9')
			digit = true;
		else if (*p == ':' && digit)
			digit = false;
		else
			return rfail(r, "core_relo record %u: access string '%s' is not N:N:...", i, s);
	}
	if (!digit)
		return rfail(r, "core_relo record %u: access string '%s' is not N:N:...", i, s);
	return true;
}

static bool check_record(Rd *r, BtfExtKind kind, const BtfExtInfo *x, uint32_t i)
{
	const char *blk = block_name[kind];
	if (x->insn_off % 8)
		return rfail(r, "%s record %u: instruction offset %u is not a multiple of 8", blk, i, x->insn_off);
	switch (kind) {
	case BTF_EXT_FUNC: {
		const BtfType *t = btf_type_by_id(r->btf, x->type_id);
		if (!t || btf_kind(t) != BTF_K_FUNC)
			return rfail(r, "func_info record %u: type id %u is not a FUNC", i, x->type_id);
		return true;
	}
	case BTF_EXT_LINE:
		return check_str(r, x->file_off, true, "file name", blk, i) &&
		       check_str(r, x->line_off, false, "line text", blk, i);
	case BTF_EXT_CORE:
		if (x->type_id == 0 || x->type_id >= btf_type_cnt(r->btf))
			return rfail(r, "core_relo record %u: type id %u does not exist", i, x->type_id);
		if (x->kind >= BTF_CORE_NKINDS)
			return rfail(r, "core_relo record %u: unknown relocation kind %u", i, x->kind);
		return check_str(r, x->access_off, true, "access string", blk, i) && check_access(r, x->access_off, i);
	default:
		return true;
	}
}

static bool read_block(Rd *r, BtfExt *e, BtfExtKind kind, size_t start, uint32_t len)
{
	const char *blk = block_name[kind];
	if (!len)
		return true;
	if (len < 4)
		return rfail(r, "%s: %u bytes cannot hold the record size", blk, len);
	uint32_t rs = u32at(r, start);
	if (rs < min_rec_size[kind] || rs % 4)
		return rfail(r, "%s: record size %u (at least %u, a multiple of 4)", blk, rs, min_rec_size[kind]);
	e->rec_size[kind] = rs;
	size_t p = start + 4, end = start + len;
	uint32_t nrec = 0;
	while (p < end) {
		if (end - p < 8)
			return rfail(r, "%s: section header at byte %zu is cut short", blk, p - start);
		uint32_t name = u32at(r, p), n = u32at(r, p + 4);
		const char *sn = btf_str(r->btf, name);
		if (!sn || !*sn)
			return rfail(r, "%s: section name offset %u is not a name in the string table", blk, name);
		if (!n)
			return rfail(r, "%s: section '%s' has no records", blk, sn);
		p += 8;
		if ((uint64_t)n * rs > end - p)
			return rfail(r, "%s: section '%s': %u records of %u bytes do not fit", blk, sn, n, rs);
		e->secs[kind] = xrealloc(e->secs[kind], sizeof *e->secs[kind] * (e->nsecs[kind] + 1));
		BtfExtSec *s = &e->secs[kind][e->nsecs[kind]++];
		*s = (BtfExtSec){name, n, xcalloc(n, sizeof(BtfExtInfo))};
		for (uint32_t k = 0; k < n; k++, p += rs, nrec++) {
			BtfExtInfo *x = &s->rec[k];
			x->insn_off = u32at(r, p);
			if (kind == BTF_EXT_LINE) {
				x->file_off = u32at(r, p + 4);
				x->line_off = u32at(r, p + 8);
				x->line_col = u32at(r, p + 12);
			} else {
				x->type_id = u32at(r, p + 4);
				if (kind == BTF_EXT_CORE) {
					x->access_off = u32at(r, p + 8);
					x->kind = u32at(r, p + 12);
				}
			}
			if (!check_record(r, kind, x, nrec))
				return false;
			if (kind != BTF_EXT_CORE && k && x->insn_off <= s->rec[k - 1].insn_off)
				return rfail(r, "%s record %u: instruction offset %u does not follow %u", blk, nrec,
					     x->insn_off, s->rec[k - 1].insn_off);
		}
	}
	return true;
}

void btf_ext_free(BtfExt *e)
{
	if (!e)
		return;
	for (int k = 0; k < BTF_EXT_NKINDS; k++) {
		for (uint32_t i = 0; i < e->nsecs[k]; i++)
			free(e->secs[k][i].rec);
		free(e->secs[k]);
	}
	free(e);
}

BtfExt *btf_ext_parse(const uint8_t *data, size_t len, const Btf *btf, char *err, size_t errlen)
{
	Rd r = {data, len, false, btf, err, errlen};
	if (len < EXT_HDR_MIN) {
		rfail(&r, "header: %zu bytes, the header needs %d", len, EXT_HDR_MIN);
		return NULL;
	}
	if (get_u16(data, false) == BTF_MAGIC_NUM)
		r.big = false;
	else if (get_u16(data, true) == BTF_MAGIC_NUM)
		r.big = true;
	else {
		rfail(&r, "header: bad magic 0x%04x", get_u16(data, false));
		return NULL;
	}
	uint32_t hdr = u32at(&r, 4);
	if (r.big != btf_is_big_endian(btf))
		rfail(&r, "header: byte order differs from the .BTF section's");
	else if (data[2] != BTF_VERSION_NUM)
		rfail(&r, "header: version %u (only 1 exists)", data[2]);
	else if (data[3])
		rfail(&r, "header: flags 0x%x (must be 0)", data[3]);
	else if (hdr < EXT_HDR_MIN || hdr % 4 || hdr > len)
		rfail(&r, "header: length %u (24 or more, a multiple of 4, within the %zu bytes)", hdr, len);
	else {
		BtfExt *e = xcalloc(1, sizeof *e);
		bool ok = true;
		for (int k = 0; k < BTF_EXT_NKINDS && ok; k++) {
			size_t field = 8 + 8 * (size_t)k;
			if (field + 8 > hdr)
				break; /* an older header without core_relo */
			uint32_t off = u32at(&r, field), l = u32at(&r, field + 4);
			if (off % 4 || (uint64_t)hdr + off + l > len)
				ok = rfail(&r, "header: %s at %u, %u bytes, is outside the section (%zu bytes after the header)",
					   block_name[k], off, l, len - hdr);
			else
				ok = read_block(&r, e, (BtfExtKind)k, hdr + off, l);
		}
		if (ok)
			return e;
		btf_ext_free(e);
	}
	return NULL;
}

/* ---- dump ---- */

static void dump_record(const Btf *b, BtfExtKind kind, const BtfExtInfo *x, Buf *out)
{
	buf_printf(out, "\tinsn %u:", x->insn_off / 8);
	const BtfType *t = btf_type_by_id(b, x->type_id);
	switch (kind) {
	case BTF_EXT_FUNC:
		buf_printf(out, " [%u] FUNC '%s'\n", x->type_id, btf_name(b, t));
		break;
	case BTF_EXT_LINE:
		buf_printf(out, " %s:%u:%u\t%s\n", btf_str(b, x->file_off), x->line_col >> 10, x->line_col & 0x3ff,
			   btf_str(b, x->line_off));
		break;
	default:
		buf_printf(out, " %s [%u] %s '%s' access %s\n", btf_core_kind_name(x->kind), x->type_id,
			   btf_kind_name(btf_kind(t)), btf_name(b, t), btf_str(b, x->access_off));
		break;
	}
}

void btf_ext_dump(const BtfExt *e, const Btf *b, Buf *out)
{
	for (int k = 0; k < BTF_EXT_NKINDS; k++)
		for (uint32_t i = 0; i < e->nsecs[k]; i++) {
			const BtfExtSec *s = &e->secs[k][i];
			buf_printf(out, "%s section '%s': %u records\n", block_name[k], btf_str(b, s->name_off), s->n);
			for (uint32_t j = 0; j < s->n; j++)
				dump_record(b, (BtfExtKind)k, &s->rec[j], out);
		}
}

bool btf_ext_dump_bytes(const uint8_t *btf, size_t btf_len, const uint8_t *ext, size_t ext_len, Buf *out,
			char *err, size_t errlen)
{
	Btf *b = btf_parse(btf, btf_len, err, errlen);
	if (!b)
		return false;
	BtfExt *e = btf_ext_parse(ext, ext_len, b, err, errlen);
	if (e) {
		uint32_t n[BTF_EXT_NKINDS] = {0};
		for (int k = 0; k < BTF_EXT_NKINDS; k++)
			for (uint32_t i = 0; i < e->nsecs[k]; i++)
				n[k] += e->secs[k][i].n;
		buf_printf(out, "BTF.ext: %u func_info, %u line_info, %u core_relo records:\n", n[0], n[1], n[2]);
		btf_ext_dump(e, b, out);
		btf_ext_free(e);
	}
	btf_free(b);
	return e != NULL;
}

const BtfExtSec *btf_ext_section(const BtfExt *e, const Btf *b, BtfExtKind kind, const char *name)
{
	for (uint32_t i = 0; i < e->nsecs[kind]; i++) {
		const char *s = btf_str(b, e->secs[kind][i].name_off);
		if (s && !strcmp(s, name))
			return &e->secs[kind][i];
	}
	return NULL;
}
