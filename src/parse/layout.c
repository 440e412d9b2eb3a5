/* layout.c - struct and union layout as clang lays them out for the BPF
 * target (the generic SysV/Itanium rules), member lookup, and clang's
 * -fdump-record-layouts-simple output.
 *
 * The rules, in bits (facts from clang's record layout builder):
 * - an ordinary member goes at the next multiple of its alignment: the
 *   type's, or 1 byte if packed (record or member), raised by aligned(N)
 *   on the member, then capped by #pragma pack;
 * - a bitfield of type T and width w goes at the next free bit unless it
 *   would cross a boundary of a T-sized unit aligned to T's alignment;
 *   then it starts at the next such boundary.  Packed bitfields never
 *   move; #pragma pack suppresses the move; aligned(N) on a bitfield
 *   aligns it to N.  A zero-width bitfield aligns the next member to T;
 * - unnamed bitfields (zero-width too) do not raise the record's
 *   alignment;
 * - the record's alignment is the largest member alignment, raised by
 *   aligned(N) on the record; its size is rounded up to it.  A flexible
 *   array member adds alignment but no size. */
#include "decls.h"

#include <stdio.h>
#include <string.h>

static int64_t align_to(int64_t v, int64_t a) { return a > 1 ? (v + a - 1) / a * a : v; }

/* aligned(N) / _Alignas on a member, in bytes (0 if none) */
static int member_explicit_align(Parser *p, Member *m)
{
	int a = m->align;
	for (Attr *at = m->attrs; at; at = at->next)
		if (!strcmp(at->name->name, "aligned")) {
			int v = attr_aligned_value(p, at);
			if (v > a)
				a = v;
		}
	return a;
}

/* ---- member index: name -> the member holding it (an anonymous member
 * for names inside it), one open-addressing table per record ---- */
typedef struct {
	Ident *name;
	Member *m;
} IndexEntry;

typedef struct {
	uint32_t mask;
	IndexEntry e[];
} MemberIndex;

static Member *index_find(const MemberIndex *ix, const Ident *name)
{
	for (uint32_t i = name->hash & ix->mask;; i = (i + 1) & ix->mask) {
		if (!ix->e[i].name)
			return NULL;
		if (ix->e[i].name == name)
			return ix->e[i].m;
	}
}

static void index_add(Parser *p, MemberIndex *ix, Ident *name, Member *holder, Member *decl)
{
	uint32_t i = name->hash & ix->mask;
	for (; ix->e[i].name; i = (i + 1) & ix->mask) {
		if (ix->e[i].name == name) {
			diag_error(decl->loc, "duplicate member '%s'", name->name);
			Member *prev = ix->e[i].m;
			Member *path[64];
			int n = prev->name == name ? 0 : find_member(prev->type, name, path, 64);
			diag_note(n ? path[n - 1]->loc : prev->loc, "previous declaration is here");
			return;
		}
	}
	ix->e[i].name = name;
	ix->e[i].m = holder;
}

static int count_names(const Type *rec, int depth)
{
	int n = 0;
	for (Member *m = rec->canon->members; m; m = m->next) {
		if (m->name)
			n++;
		else if (is_record(m->type) && depth < 64)
			n += count_names(m->type, depth + 1);
	}
	return n;
}

static void add_names(Parser *p, MemberIndex *ix, const Type *rec, Member *holder, int depth)
{
	for (Member *m = rec->canon->members; m; m = m->next) {
		if (m->name)
			index_add(p, ix, m->name, holder ? holder : m, m);
		else if (is_record(m->type) && depth < 64)
			add_names(p, ix, m->type, holder ? holder : m, depth + 1);
	}
}

static void build_index(Parser *p, Type *rec)
{
	/* small records without anonymous members are searched in place */
	int direct = 0;
	bool anon = false;
	for (Member *m = rec->members; m; m = m->next) {
		direct++;
		anon |= !m->name && is_record(m->type);
	}
	if (!anon && direct <= 8) {
		for (Member *m = rec->members; m; m = m->next)
			for (Member *o = rec->members; m->name && o != m; o = o->next)
				if (o->name == m->name) {
					diag_error(m->loc, "duplicate member '%s'", m->name->name);
					diag_note(o->loc, "previous declaration is here");
					break;
				}
		return;
	}
	int n = count_names(rec, 0);
	uint32_t cap = 8;
	while (cap < (uint32_t)n * 2)
		cap *= 2;
	MemberIndex *ix = arena_alloc(p->arena, sizeof *ix + cap * sizeof ix->e[0]);
	ix->mask = cap - 1;
	add_names(p, ix, rec, NULL, 0);
	rec->member_index = ix;
}

int find_member(Type *rec, Ident *name, Member **path, int max)
{
	Type *c = rec->canon;
	if (max <= 0 || !name || !is_record(c))
		return 0;
	Member *m = NULL;
	if (c->member_index) {
		m = index_find(c->member_index, name);
	} else { /* not laid out yet (a member of a record being defined) */
		for (Member *x = c->members; x && !m; x = x->next) {
			if (x->name == name)
				m = x;
			else if (!x->name && is_record(x->type)) {
				Member *sub[1];
				if (find_member(x->type, name, sub, 1))
					m = x;
			}
		}
	}
	if (!m)
		return 0;
	path[0] = m;
	if (m->name == name)
		return 1;
	int n = find_member(m->type, name, path + 1, max - 1);
	return n ? n + 1 : 0;
}

/* ---- layout ---- */
static void dump_layout(Parser *p, Type *rec, int64_t size_bits, int align_bits)
{
	Buf b = {0};
	buf_puts(&b, "\n*** Dumping AST Record Layout\nType: ");
	const char *kw = rec->kind == TY_STRUCT ? "struct" : "union";
	if (rec->tag)
		buf_printf(&b, "%s %s", kw, rec->tag->name);
	else
		buf_printf(&b, "%s (unnamed at %s:%d:%d)", kw, rec->loc.file ? rec->loc.file->name : "",
			   rec->loc.line, rec->loc.col);
	buf_printf(&b, "\n\nLayout: <ASTRecordLayout\n  Size:%lld\n  DataSize:%lld\n  Alignment:%d\n  FieldOffsets: [",
		   (long long)size_bits, (long long)size_bits, align_bits);
	for (Member *m = rec->members; m; m = m->next)
		buf_printf(&b, "%s%lld", m == rec->members ? "" : ", ", (long long)m->bit_offset);
	buf_puts(&b, "]>\n");
	fwrite(b.data, 1, b.len, stdout);
	buf_free(&b);
	(void)p;
}

void layout_record(Parser *p, Type *rec)
{
	bool is_union = rec->kind == TY_UNION;
	int64_t data = 0, size = 0, unfilled = 0;
	int64_t rec_align = 8;
	int64_t max_field = rec->pack ? (int64_t)rec->pack * 8 : 0;
	for (Member *m = rec->members; m; m = m->next) {
		Type *t = m->type;
		bool packed = rec->is_packed || (m->attrs && find_attr(m->attrs, "packed"));
		int64_t explicit_align = m->attrs || m->align ? (int64_t)member_explicit_align(p, m) * 8 : 0;
		int64_t type_align = (int64_t)(t->align > 0 ? t->align : 1) * 8;
		int64_t off, field_align;
		if (m->is_bitfield) {
			int64_t width = m->bit_width, unit = t->size * 8;
			off = is_union ? 0 : data - unfilled;
			field_align = type_align;
			int64_t unpacked = field_align;
			if (packed && width)
				field_align = 1;
			if (explicit_align) {
				if (explicit_align > field_align)
					field_align = explicit_align;
				if (explicit_align > unpacked)
					unpacked = explicit_align;
			}
			if (max_field && width) {
				if (unpacked > max_field)
					unpacked = max_field;
				if (packed)
					field_align = unpacked;
				else if (field_align > max_field)
					field_align = max_field;
			}
			bool allow_padding = !max_field;
			if (!width || (allow_padding && (off % field_align) + width > unit))
				off = align_to(off, field_align);
			else if (explicit_align && (!max_field || explicit_align <= max_field))
				off = align_to(off, explicit_align);
			if (is_union) {
				int64_t r = align_to(width, 8);
				if (r > data)
					data = r;
			} else {
				int64_t end = off + width;
				data = align_to(end, 8);
				unfilled = data - end;
			}
			if (!m->name) /* unnamed bitfields do not align the record */
				field_align = 1;
			m->bit_offset = off;
			int64_t ub = t->size > 0 ? t->size : 1;
			int64_t unit_byte = off / 8 / ub * ub;
			m->offset = (off + width <= (unit_byte + ub) * 8) ? unit_byte : off / 8;
		} else {
			off = is_union ? 0 : data;
			field_align = packed ? 8 : type_align;
			if (explicit_align > field_align)
				field_align = explicit_align;
			if (max_field && field_align > max_field)
				field_align = max_field;
			off = align_to(off, field_align);
			int64_t fsize = t->size > 0 ? t->size * 8 : 0;
			if (t->kind == TY_ARRAY && t->array_len < 0)
				fsize = 0;
			if (is_union) {
				if (fsize > data)
					data = fsize;
			} else {
				data = off + fsize;
			}
			unfilled = 0;
			m->bit_offset = off;
			m->offset = off / 8;
		}
		if (data > size)
			size = data;
		m->align = (int)(field_align >= 8 ? field_align / 8 : 1);
		if (field_align > rec_align)
			rec_align = field_align;
	}
	if (rec->attr_align * 8 > rec_align)
		rec_align = (int64_t)rec->attr_align * 8;
	size = align_to(size, rec_align);
	rec->size = size / 8;
	rec->align = (int)(rec_align / 8);
	rec->is_complete = true;
	build_index(p, rec);
	if (p->opt.dump_record_layouts)
		dump_layout(p, rec, size, (int)rec_align);
}
