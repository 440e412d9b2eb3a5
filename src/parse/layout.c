/* layout.c - skeleton */
#include "decls.h"

void layout_record(Parser *p, Type *rec)
{
	(void)p;
	int64_t off = 0;
	int align = 1;
	for (Member *m = rec->members; m; m = m->next) {
		int a = m->type->align;
		if (a > align)
			align = a;
		if (rec->kind == TY_STRUCT)
			off = (off + a - 1) / a * a;
		m->offset = rec->kind == TY_STRUCT ? off : 0;
		m->bit_offset = m->offset * 8;
		if (rec->kind == TY_STRUCT)
			off += m->type->size > 0 ? m->type->size : 0;
		else if (m->type->size > off)
			off = m->type->size;
	}
	rec->align = align;
	rec->size = (off + align - 1) / align * align;
	rec->is_complete = true;
}

int find_member(Type *rec, Ident *name, Member **path, int max)
{
	for (Member *m = rec->canon->members; m; m = m->next) {
		if (m->name == name && max > 0) {
			path[0] = m;
			return 1;
		}
	}
	return 0;
}
