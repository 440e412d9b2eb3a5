/* btf_dump.c - a Btf as text, one line per type in bpftool's raw layout
 * (`bpftool btf dump file X`), so the two can be compared line by line:
 *
 *   [1] INT 'int' size=4 bits_offset=0 nr_bits=32 encoding=SIGNED
 *   [2] STRUCT 's' size=8 vlen=2
 *   	'a' type_id=1 bits_offset=0
 *   	'b' type_id=1 bits_offset=32 bitfield_size=3
 *
 * Names print as '(anon)' when empty.  The input is a Btf that passed
 * btf_parse (or was built by btf_add_*), so every offset and id is valid;
 * the dump still never indexes outside it.
 */
#include "btf.h"

#include <inttypes.h>

static const char *name_or_anon(const Btf *b, uint32_t off)
{
	const char *s = btf_str(b, off);
	return s && *s ? s : "(anon)";
}

static const char *linkage_name(uint32_t l)
{
	return l == BTF_LINK_STATIC ? "static" : l == BTF_LINK_GLOBAL ? "global" : l == BTF_LINK_EXTERN ? "extern" : "(unknown)";
}

static void dump_one(const Btf *b, uint32_t id, const BtfType *t, Buf *out)
{
	int k = btf_kind(t);
	uint32_t vlen = btf_vlen(t);
	buf_printf(out, "[%u] %s '%s'", id, btf_kind_name(k), name_or_anon(b, t->name_off));
	switch (k) {
	case BTF_K_INT: {
		uint32_t enc = btf_int_encoding(t);
		const char *e = enc == BTF_INT_SIGNED_BIT ? "SIGNED" : enc == BTF_INT_CHAR_BIT ? "CHAR"
				: enc == BTF_INT_BOOL_BIT ? "BOOL" : enc == 0 ? "(none)" : "UNKN";
		buf_printf(out, " size=%u bits_offset=%u nr_bits=%u encoding=%s", t->size_type, btf_int_offset(t),
			   btf_int_bits(t), e);
		break;
	}
	case BTF_K_PTR: case BTF_K_CONST: case BTF_K_VOLATILE: case BTF_K_RESTRICT: case BTF_K_TYPEDEF:
	case BTF_K_TYPE_TAG: /* kind_flag (an attribute, not a tag) not shown, as bpftool */
		buf_printf(out, " type_id=%u", t->size_type);
		break;
	case BTF_K_ARRAY: {
		const BtfArray *a = btf_array(t);
		buf_printf(out, " type_id=%u index_type_id=%u nr_elems=%u", a->type, a->index_type, a->nelems);
		break;
	}
	case BTF_K_STRUCT: case BTF_K_UNION: {
		buf_printf(out, " size=%u vlen=%u", t->size_type, vlen);
		const BtfMember *m = btf_members(t);
		for (uint32_t i = 0; i < vlen; i++) {
			buf_printf(out, "\n\t'%s' type_id=%u bits_offset=%u", name_or_anon(b, m[i].name_off), m[i].type,
				   btf_member_bit_offset(t, &m[i]));
			if (btf_member_bitfield_size(t, &m[i]))
				buf_printf(out, " bitfield_size=%u", btf_member_bitfield_size(t, &m[i]));
		}
		break;
	}
	case BTF_K_ENUM: {
		bool sign = btf_kflag(t);
		buf_printf(out, " encoding=%s size=%u vlen=%u", sign ? "SIGNED" : "UNSIGNED", t->size_type, vlen);
		const BtfEnum *e = btf_enums(t);
		for (uint32_t i = 0; i < vlen; i++) {
			if (sign)
				buf_printf(out, "\n\t'%s' val=%d", name_or_anon(b, e[i].name_off), (int)e[i].val);
			else
				buf_printf(out, "\n\t'%s' val=%u", name_or_anon(b, e[i].name_off), (uint32_t)e[i].val);
		}
		break;
	}
	case BTF_K_ENUM64: {
		bool sign = btf_kflag(t);
		buf_printf(out, " encoding=%s size=%u vlen=%u", sign ? "SIGNED" : "UNSIGNED", t->size_type, vlen);
		const BtfEnum64 *e = btf_enums64(t);
		for (uint32_t i = 0; i < vlen; i++) {
			uint64_t v = btf_enum64_value(&e[i]);
			if (sign)
				buf_printf(out, "\n\t'%s' val=%" PRId64 "LL", name_or_anon(b, e[i].name_off), (int64_t)v);
			else
				buf_printf(out, "\n\t'%s' val=%" PRIu64 "ULL", name_or_anon(b, e[i].name_off), v);
		}
		break;
	}
	case BTF_K_FWD:
		buf_printf(out, " fwd_kind=%s", btf_kflag(t) ? "union" : "struct");
		break;
	case BTF_K_FUNC:
		buf_printf(out, " type_id=%u linkage=%s", t->size_type, linkage_name(vlen));
		break;
	case BTF_K_FUNC_PROTO: {
		buf_printf(out, " ret_type_id=%u vlen=%u", t->size_type, vlen);
		const BtfParam *p = btf_params(t);
		for (uint32_t i = 0; i < vlen; i++)
			buf_printf(out, "\n\t'%s' type_id=%u", name_or_anon(b, p[i].name_off), p[i].type);
		break;
	}
	case BTF_K_VAR:
		buf_printf(out, " type_id=%u, linkage=%s", t->size_type, linkage_name(btf_var_linkage(t)));
		break;
	case BTF_K_DATASEC: {
		buf_printf(out, " size=%u vlen=%u", t->size_type, vlen);
		const BtfVarSecinfo *v = btf_secinfos(t);
		for (uint32_t i = 0; i < vlen; i++) {
			const BtfType *vt = btf_type_by_id(b, v[i].type);
			buf_printf(out, "\n\ttype_id=%u offset=%u size=%u (%s '%s')", v[i].type, v[i].offset, v[i].size,
				   vt ? btf_kind_name(btf_kind(vt)) : "UNKN", vt ? name_or_anon(b, vt->name_off) : "(anon)");
		}
		break;
	}
	case BTF_K_FLOAT:
		buf_printf(out, " size=%u", t->size_type);
		break;
	case BTF_K_DECL_TAG:
		buf_printf(out, " type_id=%u component_idx=%d", t->size_type, (int)btf_decl_tag_component(t));
		if (btf_kflag(t))
			buf_puts(out, " kind_flag=1");
		break;
	default:
		break;
	}
	buf_puts(out, "\n");
}

void btf_dump(const Btf *b, Buf *out)
{
	for (uint32_t id = 1; id < btf_type_cnt(b); id++)
		dump_one(b, id, btf_type_by_id(b, id), out);
}

bool btf_dump_bytes(const uint8_t *data, size_t len, const char *what, Buf *out, char *err, size_t errlen)
{
	Btf *b = btf_parse(data, len, err, errlen);
	if (!b)
		return false;
	uint32_t slen;
	btf_strings(b, &slen);
	buf_printf(out, "BTF %s: %u types, %u bytes of strings%s:\n", what, btf_type_cnt(b) - 1, slen,
		   btf_is_big_endian(b) ? ", big-endian" : "");
	btf_dump(b, out);
	btf_free(b);
	return true;
}
