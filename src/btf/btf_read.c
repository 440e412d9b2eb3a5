/* btf_read.c - .BTF bytes -> Btf, validated as untrusted input.
 *
 * Everything is checked before use, in this order: the header (magic in
 * either byte order, version, flags, header length, the type and string
 * sections inside the data, 4-aligned, not overlapping), the string
 * table (starts and ends with NUL), then each type's record fits and has
 * a known kind, and finally every type's fields: unused info bits zero,
 * vlen/kind_flag/size allowed for its kind, every name offset inside
 * the string table (and a name present where the kind needs one), every
 * referenced type id below the type count, FUNC -> FUNC_PROTO, DATASEC
 * entries -> VAR/FUNC, DECL_TAG component indices in range, INT bit
 * layout inside its size.  The first problem is reported as
 * "type [ID] KIND: what" (or "header: what"); nothing is trusted.
 */
#include "btf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void btf_append_raw(Btf *b, const uint32_t *w, size_t nwords);
void btf_set_strings(Btf *b, const uint8_t *s, size_t len, bool big);

typedef struct Reader {
	char *err;
	size_t errlen;
	uint32_t str_len;
	Btf *b;
} Reader;

static bool fail(Reader *r, const char *fmt, ...) PRINTF_LIKE(2, 3);
static bool fail(Reader *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->err, r->errlen, fmt, ap);
	va_end(ap);
	return false;
}

static bool check_name(Reader *r, uint32_t id, const BtfType *t, uint32_t off, int need, const char *what)
{
	/* need: 1 a name is required, -1 no name allowed, 0 either */
	if (off >= r->str_len)
		return fail(r, "type [%u] %s: %s name offset %u is outside the string table (%u bytes)", id,
			    btf_kind_name(btf_kind(t)), what, off, r->str_len);
	const char *s = btf_str(r->b, off);
	if (need > 0 && !*s)
		return fail(r, "type [%u] %s: %s needs a name", id, btf_kind_name(btf_kind(t)), what);
	if (need < 0 && *s)
		return fail(r, "type [%u] %s: %s must not have a name", id, btf_kind_name(btf_kind(t)), what);
	return true;
}

static bool check_ref(Reader *r, uint32_t id, const BtfType *t, uint32_t ref, bool void_ok, const char *what)
{
	if (ref >= btf_type_cnt(r->b))
		return fail(r, "type [%u] %s: %s type id %u does not exist (%u types)", id,
			    btf_kind_name(btf_kind(t)), what, ref, btf_type_cnt(r->b) - 1);
	if (!ref && !void_ok)
		return fail(r, "type [%u] %s: %s cannot be void", id, btf_kind_name(btf_kind(t)), what);
	return true;
}

static int kind_of(const Btf *b, uint32_t id)
{
	const BtfType *t = btf_type_by_id(b, id);
	return t ? btf_kind(t) : BTF_K_UNKN;
}

static bool check_type(Reader *r, uint32_t id)
{
	const BtfType *t = btf_type_by_id(r->b, id);
	int k = btf_kind(t);
	const char *kn = btf_kind_name(k);
	uint32_t vlen = btf_vlen(t);
	bool kf = btf_kflag(t);
	if (t->info & 0x60ff0000u)
		return fail(r, "type [%u] %s: unused info bits set (info 0x%x)", id, kn, t->info);
	bool kflag_ok = k == BTF_K_STRUCT || k == BTF_K_UNION || k == BTF_K_ENUM || k == BTF_K_ENUM64 ||
			k == BTF_K_FWD || k == BTF_K_DECL_TAG || k == BTF_K_TYPE_TAG;
	if (kf && !kflag_ok)
		return fail(r, "type [%u] %s: kind_flag must be 0", id, kn);
	bool has_vlen = k == BTF_K_STRUCT || k == BTF_K_UNION || k == BTF_K_ENUM || k == BTF_K_ENUM64 ||
			k == BTF_K_FUNC_PROTO || k == BTF_K_DATASEC || k == BTF_K_FUNC;
	if (vlen && !has_vlen)
		return fail(r, "type [%u] %s: vlen must be 0 (is %u)", id, kn, vlen);
	uint32_t st = t->size_type;
	switch (k) {
	case BTF_K_INT: {
		if (!check_name(r, id, t, t->name_off, 1, "the type"))
			return false;
		if (st != 1 && st != 2 && st != 4 && st != 8 && st != 16)
			return fail(r, "type [%u] INT: size %u is not 1, 2, 4, 8 or 16", id, st);
		uint32_t w = *(const uint32_t *)btf_extra(t);
		uint32_t enc = btf_int_encoding(t), bits = btf_int_bits(t), off = btf_int_offset(t);
		if (w & 0xf000ff00u)
			return fail(r, "type [%u] INT: unused encoding bits set (0x%x)", id, w);
		if (enc & (enc - 1) || enc > 4)
			return fail(r, "type [%u] INT: encoding 0x%x is not one of SIGNED, CHAR, BOOL", id, enc);
		if (!bits || bits > 128 || off + bits > st * 8)
			return fail(r, "type [%u] INT: %u bits at offset %u do not fit %u bytes", id, bits, off, st);
		return true;
	}
	case BTF_K_PTR: case BTF_K_CONST: case BTF_K_VOLATILE: case BTF_K_RESTRICT:
		return check_name(r, id, t, t->name_off, -1, "the type") &&
		       check_ref(r, id, t, st, true, "the referenced");
	case BTF_K_TYPEDEF: case BTF_K_TYPE_TAG:
		return check_name(r, id, t, t->name_off, 1, "the type") &&
		       check_ref(r, id, t, st, true, "the referenced");
	case BTF_K_ARRAY: {
		if (!check_name(r, id, t, t->name_off, -1, "the type"))
			return false;
		if (st)
			return fail(r, "type [%u] ARRAY: size must be 0 (is %u)", id, st);
		const BtfArray *a = btf_array(t);
		return check_ref(r, id, t, a->type, false, "the element") &&
		       check_ref(r, id, t, a->index_type, false, "the index");
	}
	case BTF_K_STRUCT: case BTF_K_UNION: {
		if (!check_name(r, id, t, t->name_off, 0, "the type"))
			return false;
		const BtfMember *m = btf_members(t);
		for (uint32_t i = 0; i < vlen; i++) {
			char what[40];
			snprintf(what, sizeof what, "member %u", i);
			if (!check_name(r, id, t, m[i].name_off, 0, what) || !check_ref(r, id, t, m[i].type, false, what))
				return false;
			uint32_t bo = btf_member_bit_offset(t, &m[i]);
			uint32_t bs = btf_member_bitfield_size(t, &m[i]);
			if (bs > 128)
				return fail(r, "type [%u] %s: member %u bitfield size %u is over 128", id, kn, i, bs);
			if ((uint64_t)bo + bs > (uint64_t)st * 8)
				return fail(r, "type [%u] %s: member %u at bit %u (+%u) is outside the %u-byte record",
					    id, kn, i, bo, bs, st);
		}
		return true;
	}
	case BTF_K_ENUM: case BTF_K_ENUM64: {
		if (!check_name(r, id, t, t->name_off, 0, "the type"))
			return false;
		if (st != 1 && st != 2 && st != 4 && st != 8)
			return fail(r, "type [%u] %s: size %u is not 1, 2, 4 or 8", id, kn, st);
		for (uint32_t i = 0; i < vlen; i++) {
			char what[40];
			snprintf(what, sizeof what, "enumerator %u", i);
			uint32_t no = k == BTF_K_ENUM ? btf_enums(t)[i].name_off : btf_enums64(t)[i].name_off;
			if (!check_name(r, id, t, no, 1, what))
				return false;
		}
		return true;
	}
	case BTF_K_FWD:
		return check_name(r, id, t, t->name_off, 1, "the type");
	case BTF_K_FUNC:
		if (!check_name(r, id, t, t->name_off, 1, "the function"))
			return false;
		if (vlen > BTF_LINK_EXTERN)
			return fail(r, "type [%u] FUNC: linkage %u is not static, global or extern", id, vlen);
		if (!check_ref(r, id, t, st, false, "the prototype"))
			return false;
		if (kind_of(r->b, st) != BTF_K_FUNC_PROTO)
			return fail(r, "type [%u] FUNC: type id %u is a %s, not a FUNC_PROTO", id, st,
				    btf_kind_name(kind_of(r->b, st)));
		return true;
	case BTF_K_FUNC_PROTO: {
		if (!check_name(r, id, t, t->name_off, -1, "the type") ||
		    !check_ref(r, id, t, st, true, "the return"))
			return false;
		const BtfParam *p = btf_params(t);
		for (uint32_t i = 0; i < vlen; i++) {
			char what[40];
			snprintf(what, sizeof what, "parameter %u", i);
			bool variadic = i + 1 == vlen && !p[i].type;
			if (!check_name(r, id, t, p[i].name_off, variadic ? -1 : 0, what) ||
			    !check_ref(r, id, t, p[i].type, variadic, what))
				return false;
		}
		return true;
	}
	case BTF_K_VAR: {
		if (!check_name(r, id, t, t->name_off, 1, "the variable") ||
		    !check_ref(r, id, t, st, false, "the variable's"))
			return false;
		uint32_t l = btf_var_linkage(t);
		if (l > BTF_LINK_EXTERN)
			return fail(r, "type [%u] VAR: linkage %u is not static, global or extern", id, l);
		return true;
	}
	case BTF_K_DATASEC: {
		if (!check_name(r, id, t, t->name_off, 1, "the section"))
			return false;
		const BtfVarSecinfo *v = btf_secinfos(t);
		for (uint32_t i = 0; i < vlen; i++) {
			char what[40];
			snprintf(what, sizeof what, "variable %u", i);
			if (!check_ref(r, id, t, v[i].type, false, what))
				return false;
			int vk = kind_of(r->b, v[i].type);
			if (vk != BTF_K_VAR && vk != BTF_K_FUNC)
				return fail(r, "type [%u] DATASEC: variable %u is type id %u, a %s, not a VAR", id, i,
					    v[i].type, btf_kind_name(vk));
			if ((uint64_t)v[i].offset + v[i].size > 0xffffffffu)
				return fail(r, "type [%u] DATASEC: variable %u offset %u + size %u overflows", id, i,
					    v[i].offset, v[i].size);
			if (st && v[i].offset + v[i].size > st)
				return fail(r, "type [%u] DATASEC: variable %u ends at %u, after the section's %u bytes",
					    id, i, v[i].offset + v[i].size, st);
		}
		return true;
	}
	case BTF_K_FLOAT:
		if (!check_name(r, id, t, t->name_off, 1, "the type"))
			return false;
		if (st != 2 && st != 4 && st != 8 && st != 12 && st != 16)
			return fail(r, "type [%u] FLOAT: size %u is not 2, 4, 8, 12 or 16", id, st);
		return true;
	case BTF_K_DECL_TAG: {
		if (!check_name(r, id, t, t->name_off, 1, "the tag") ||
		    !check_ref(r, id, t, st, false, "the tagged"))
			return false;
		int32_t c = btf_decl_tag_component(t);
		if (c < -1)
			return fail(r, "type [%u] DECL_TAG: component_idx %d is below -1", id, (int)c);
		if (c >= 0) {
			const BtfType *to = btf_type_by_id(r->b, st);
			int tk = btf_kind(to);
			uint32_t n = 0;
			if (tk == BTF_K_STRUCT || tk == BTF_K_UNION)
				n = btf_vlen(to);
			else if (tk == BTF_K_FUNC && kind_of(r->b, to->size_type) == BTF_K_FUNC_PROTO)
				n = btf_vlen(btf_type_by_id(r->b, to->size_type));
			else
				return fail(r, "type [%u] DECL_TAG: component_idx %d on a %s", id, (int)c,
					    btf_kind_name(tk));
			if ((uint32_t)c >= n)
				return fail(r, "type [%u] DECL_TAG: component_idx %d, but type [%u] has %u components",
					    id, (int)c, st, n);
		}
		return true;
	}
	default:
		return fail(r, "type [%u]: unknown kind %d", id, k);
	}
}

/* FUNC prototypes are checked after every type exists; the kinds of
 * the types a FUNC or DATASEC names are looked up then too. */
Btf *btf_parse(const uint8_t *data, size_t len, char *err, size_t errlen)
{
	char dummy[8];
	if (!err || !errlen)
		err = dummy, errlen = sizeof dummy;
	err[0] = 0;
	Reader r = {err, errlen, 0, NULL};
	if (len < 8) {
		fail(&r, "header: %zu bytes, too short for a BTF header", len);
		return NULL;
	}
	bool big;
	if (data[0] == 0x9f && data[1] == 0xeb)
		big = false;
	else if (data[0] == 0xeb && data[1] == 0x9f)
		big = true;
	else {
		fail(&r, "header: bad magic 0x%02x%02x (expected 0xeb9f)", data[1], data[0]);
		return NULL;
	}
	if (data[2] != BTF_VERSION_NUM) {
		fail(&r, "header: version %u is not 1", data[2]);
		return NULL;
	}
	if (data[3]) {
		fail(&r, "header: flags 0x%x are not 0", data[3]);
		return NULL;
	}
	uint32_t hdr_len = get_u32(data + 4, big);
	if (hdr_len < BTF_HDR_LEN || hdr_len > len) {
		fail(&r, "header: length %u is not between %d and the data's %zu bytes", hdr_len, BTF_HDR_LEN, len);
		return NULL;
	}
	for (uint32_t i = BTF_HDR_LEN; i < hdr_len; i++)
		if (data[i]) {
			fail(&r, "header: unknown header field at byte %u is not zero", i);
			return NULL;
		}
	uint32_t type_off = get_u32(data + 8, big), type_len = get_u32(data + 12, big);
	uint32_t str_off = get_u32(data + 16, big), str_len = get_u32(data + 20, big);
	uint64_t body = len - hdr_len;
	if ((uint64_t)type_off + type_len > body) {
		fail(&r, "header: type section %u+%u is outside the %llu bytes after the header", type_off,
		     type_len, (unsigned long long)body);
		return NULL;
	}
	if ((uint64_t)str_off + str_len > body) {
		fail(&r, "header: string section %u+%u is outside the %llu bytes after the header", str_off,
		     str_len, (unsigned long long)body);
		return NULL;
	}
	if (type_off % 4 || type_len % 4) {
		fail(&r, "header: type section %u+%u is not 4-byte aligned", type_off, type_len);
		return NULL;
	}
	if (type_len && str_len && type_off < (uint64_t)str_off + str_len && str_off < (uint64_t)type_off + type_len) {
		fail(&r, "header: type section %u+%u overlaps string section %u+%u", type_off, type_len, str_off,
		     str_len);
		return NULL;
	}
	const uint8_t *strs = data + hdr_len + str_off;
	if (!str_len || strs[0] || strs[str_len - 1]) {
		fail(&r, "header: the string table (%u bytes) must start and end with a NUL byte", str_len);
		return NULL;
	}
	if (str_len > BTF_MAX_NAME_OFF + 1u) {
		fail(&r, "header: string table of %u bytes is over the 16 MiB limit", str_len);
		return NULL;
	}
	Btf *b = btf_new();
	r.b = b;
	r.str_len = str_len;
	btf_set_strings(b, strs, str_len, big);
	const uint8_t *p = data + hdr_len + type_off;
	uint32_t pos = 0;
	uint32_t *wbuf = xmalloc(4 * (3 * 65536 + 3)); /* the largest record */
	while (pos < type_len) {
		uint32_t id = btf_type_cnt(b);
		if (id > BTF_MAX_ID) {
			fail(&r, "type [%u]: more than %d types", id, BTF_MAX_ID);
			goto bad;
		}
		if (type_len - pos < 12) {
			fail(&r, "type [%u]: %u bytes left at type section offset %u, a type needs 12", id,
			     type_len - pos, pos);
			goto bad;
		}
		for (int i = 0; i < 3; i++)
			wbuf[i] = get_u32(p + pos + 4 * i, big);
		BtfType *t = (BtfType *)wbuf;
		int k = btf_kind(t);
		if (k == BTF_K_UNKN || k >= BTF_K_COUNT) {
			fail(&r, "type [%u]: unknown kind %d at type section offset %u", id, k, pos);
			goto bad;
		}
		size_t sz = btf_type_size(t);
		if (sz > type_len - pos) {
			fail(&r, "type [%u] %s: needs %zu bytes, %u left in the type section", id, btf_kind_name(k), sz,
			     type_len - pos);
			goto bad;
		}
		for (size_t i = 3; i < sz / 4; i++)
			wbuf[i] = get_u32(p + pos + 4 * i, big);
		btf_append_raw(b, wbuf, sz / 4);
		pos += (uint32_t)sz;
	}
	for (uint32_t id = 1; id < btf_type_cnt(b); id++)
		if (!check_type(&r, id))
			goto bad;
	free(wbuf);
	return b;
bad:
	free(wbuf);
	if (!err[0])
		fail(&r, "invalid BTF");
	btf_free(b);
	return NULL;
}
