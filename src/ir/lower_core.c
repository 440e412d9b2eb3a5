/* lower_core.c - CO-RE: member accesses libbpf relocates, and the
 * __builtin_preserve_* / __builtin_btf_type_id builtins.
 *
 * A member access whose root record has preserve_access_index (on the
 * record, or through vmlinux.h's `#pragma clang attribute`), or any
 * member access inside __builtin_preserve_access_index(...), is lowered
 * as `base + core` where `core` is an IR_core value: the chain's byte
 * offset in the local types, with a relocation naming the root type and
 * the access string "0:m1:m2..." (the first index is the pointer's own,
 * 0 for `p->`; then BTF member indices, which skip unnamed bitfields as
 * the BTF does).  Instruction selection puts it in the offset of the
 * load or store that uses it (so a ctx access stays `*(u32 *)(ctx + N)`
 * for the verifier) or in an `add`/`mov` immediate: all three are what
 * libbpf patches.
 *
 * The chain starts at a dereference (`p->a.b`, `(*p).a`, `p[i].a`: the
 * pointer value is the base) and goes through nested members, anonymous
 * ones included, and array elements at constant indices (`p->ip6[1]` is
 * one relocation "0:2:1", as clang writes it, so a ctx store keeps its
 * offset in the instruction).  An element at a variable index ends one
 * relocation and starts another (`p->arr[i].x` is a relocation for
 * `arr`, the index arithmetic, and one for `x` rooted at the element's
 * type).  A bitfield read or written directly has its
 * storage unit's offset relocated (as clang does) when that unit is the
 * load libbpf computes for the field; its shifts are the local ones, so
 * BPF_CORE_READ_BITFIELD (through __builtin_preserve_field_info) is the
 * way to read one whose position may change.
 *
 * Local values are computed as libbpf computes them from the local BTF
 * (it refuses an instruction whose value differs): byte offset, byte
 * size, the smallest naturally aligned load holding a bitfield, the
 * shifts that extract it from a u64, signedness, existence, type size,
 * enumerator value.  A type id is only known once the .BTF is built
 * (btf_emit.c fills CoreRelo.type_id before instruction selection).
 */
#include "lower.h"

#include "../btf/btf.h"

#include <stdio.h>
#include <string.h>

/* the BTF index of m among its record's members (unnamed bitfields are
 * not in the BTF) */
static int btf_member_index(const Type *rec, const Member *m)
{
	int k = 0;
	for (const Member *x = rec->canon->members; x && x != m; x = x->next)
		if (!(x->is_bitfield && !x->name))
			k++;
	return k;
}

/* the type a relocation names: a typedef as written (libbpf resolves
 * it, and an anonymous record is only findable through it), otherwise
 * the unqualified type itself */
static Type *root_type(Type *t)
{
	while (t && !t->typedef_sym && t != t->canon && t->sugar_of)
		t = t->sugar_of;
	return t && t->typedef_sym ? t : canon(t);
}

/* One step of a field chain: a member of a record, or an element of an
 * array at a constant index. */
typedef struct Step {
	Member *m;        /* NULL: an element ... */
	Type *rec;        /* the record m is in */
	int64_t index;    /* ... at this index */
	int64_t elem_size;
} Step;

static Node *strip_casts(Node *n)
{
	while (n->kind == ND_CAST)
		n = n->lhs;
	return n;
}

/* x[N] of an array x (not a pointer): its node is *(decay(x) + N) */
static bool is_const_element(const Node *n)
{
	return n->kind == ND_DEREF && n->lhs->kind == ND_ADD && n->lhs->lhs->kind == ND_DECAY &&
	       strip_casts(n->lhs->rhs)->kind == ND_NUM;
}

/* `p[N]` of a pointer p (not an array): the dereference `*(p + N)`
 * with N constant.  *ptr = p, *idx = N: the access string's first
 * index, which libbpf scales by the running kernel's record size. */
static bool pointer_index(const Node *deref, Node **ptr, int64_t *idx)
{
	const Node *add = deref->lhs;
	if (deref->kind != ND_DEREF || add->kind != ND_ADD || add->lhs->kind == ND_DECAY ||
	    strip_casts(add->rhs)->kind != ND_NUM)
		return false;
	*ptr = add->lhs;
	*idx = strip_casts(add->rhs)->ival;
	return true;
}

/* The steps from n down to the root of its chain, leaf first, into
 * st[64]; *root is the node below the last.  `(&x)->f` is x.f: for a
 * relocated access only where x is a member (clang's view of
 * `(&p->a)->b`), and there an array is a member too; for field info
 * (any) x may be anything, a local object included.  -1: too long or
 * not a chain. */
static int chain_steps(Node *n, bool any, Step *st, Node **root)
{
	int k = 0;
	Node *cur = n;
	for (;;) {
		if (k == 64)
			return -1;
		if (cur->kind == ND_DEREF && cur->lhs->kind == ND_ADDR && (any || cur->lhs->lhs->kind == ND_MEMBER)) {
			cur = cur->lhs->lhs;
		} else if (is_const_element(cur)) {
			st[k++] = (Step){NULL, NULL, strip_casts(cur->lhs->rhs)->ival, canon(cur->type)->size};
			cur = cur->lhs->lhs->lhs;
			/* an array that is not a member, nor an element of one
			 * (`p->b[1][2][3]` is "0:1:1:2:3", as clang's) */
			if (!any && cur->kind != ND_MEMBER && !is_const_element(cur))
				return -1;
		} else if (cur->kind == ND_MEMBER) {
			st[k++] = (Step){cur->member, cur->lhs->type, 0, 0};
			cur = cur->lhs;
		} else {
			break;
		}
	}
	*root = cur;
	return k;
}

/* the access string: the root's own index, then each step's BTF member
 * index or element index, root first */
static const char *chain_access(Lower *L, int64_t first, const Step *st, int k)
{
	char buf[64 * 24 + 24];
	size_t len = (size_t)snprintf(buf, sizeof buf, "%lld", (long long)first);
	for (int i = k - 1; i >= 0; i--)
		len += st[i].m ? (size_t)snprintf(buf + len, sizeof buf - len, ":%d", btf_member_index(st[i].rec, st[i].m))
			       : (size_t)snprintf(buf + len, sizeof buf - len, ":%lld", (long long)st[i].index);
	return arena_strdup(&L->m->arena, buf);
}

typedef struct Chain {
	Node *root;     /* the ND_DEREF the chain starts at */
	Step st[64];    /* leaf first */
	int n;
	int64_t offset;
	bool preserve;  /* some record on the way asks for it */
} Chain;

/* n: a member access, or an element at a constant index of an array
 * member (`p->a[1]`: one relocation for the element, as clang's "0:2:1");
 * false if it is not a chain from a dereference */
static bool member_chain(Node *n, Chain *c)
{
	c->n = chain_steps(n, false, c->st, &c->root);
	if (c->n <= 0 || c->root->kind != ND_DEREF)
		return false;
	c->offset = 0;
	c->preserve = false;
	for (int i = 0; i < c->n; i++) {
		const Step *s = &c->st[i];
		c->offset += s->m ? s->m->offset : s->index * s->elem_size;
		if (s->m && canon(s->rec)->preserve_access_index)
			c->preserve = true;
	}
	return true;
}

static IrVal emit_core(Lower *L, Type *type, const char *access, BtfCoreKind kind, int64_t local, IrClass cls,
		       SrcLoc loc)
{
	CoreRelo *r = arena_alloc(&L->m->arena, sizeof *r);
	r->type = type;
	r->access = access;
	r->kind = (int)kind;
	IrInst *i = lower_emit(L, IR_core, cls, (IrVal){0}, (IrVal){0}, loc);
	i->size = local;
	i->core = r;
	return ir_tmp(i->dst);
}

/* where libbpf reads bitfield m of a record at byte rec_off from the
 * root: the smallest naturally aligned load of at least its type's size
 * holding it; false if even 8 bytes cannot */
static bool bitfield_load(const Member *m, int64_t rec_off, int64_t *byte_off, int64_t *byte_sz)
{
	int64_t bit_off = rec_off * 8 + m->bit_offset;
	*byte_sz = canon(m->type)->size;
	*byte_off = bit_off / 8 / *byte_sz * *byte_sz;
	while (bit_off + m->bit_width - *byte_off * 8 > *byte_sz * 8) {
		if (*byte_sz >= 8)
			return false;
		*byte_sz *= 2;
		*byte_off = bit_off / 8 / *byte_sz * *byte_sz;
	}
	return true;
}

bool lower_core_member(Lower *L, Node *n, IrVal *addr)
{
	Chain c;
	if (!member_chain(n, &c) || !(c.preserve || L->preserve_depth))
		return false;
	if (n->kind == ND_MEMBER && n->member->is_bitfield) {
		/* the storage unit read is relocated as clang does it, when it
		 * is the load libbpf computes for the field (so its local value
		 * checks out); the shifts stay the local ones */
		int64_t off, sz;
		if (!bitfield_load(n->member, c.offset - n->member->offset, &off, &sz) || off != c.offset ||
		    sz != canon(n->member->type)->size)
			return false;
	}
	/* the root record is the one that must be relocatable (the step
	 * above the root is a member: an array is one) */
	if (!canon(c.st[c.n - 1].rec)->preserve_access_index && !L->preserve_depth)
		return false;
	/* the pointer's own index, as field_path: `&in[2].a` is "2:0" and
	 * libbpf adds 2 of the running kernel's records, not 2 of ours */
	Node *ptr = c.root->lhs;
	int64_t first = 0;
	pointer_index(c.root, &ptr, &first);
	IrVal base = lower_rvalue(L, ptr);
	IrVal off = emit_core(L, root_type(c.root->type), chain_access(L, first, c.st, c.n), BTF_CORE_FIELD_BYTE_OFFSET,
			      c.offset + first * canon(c.root->type)->size, IRC_L, n->loc);
	*addr = lower_emit_val(L, IR_add, IRC_L, base, off, n->loc);
	return true;
}

/* `&p[N]` of a record inside __builtin_preserve_access_index, no
 * member after it: a relocation of its own, access "N", so libbpf scales
 * N by the running kernel's size of the record (a struct with a tail
 * that may grow, test_core_reloc_misc) */
bool lower_core_index(Lower *L, Node *n, IrVal *addr)
{
	Node *ptr;
	int64_t idx;
	if (!L->preserve_depth || !pointer_index(n, &ptr, &idx))
		return false;
	Type *t = canon(n->type);
	if ((t->kind != TY_STRUCT && t->kind != TY_UNION) || t->size <= 0)
		return false;
	char access[24];
	snprintf(access, sizeof access, "%lld", (long long)idx);
	IrVal base = lower_rvalue(L, ptr);
	IrVal off = emit_core(L, root_type(n->type), arena_strdup(&L->m->arena, access), BTF_CORE_FIELD_BYTE_OFFSET,
			      idx * t->size, IRC_L, n->loc);
	*addr = lower_emit_val(L, IR_add, IRC_L, base, off, n->loc);
	return true;
}

/* the field of __builtin_preserve_field_info's first argument */
static Node *field_node(Node *a)
{
	while (a->kind == ND_DECAY || a->kind == ND_CAST)
		a = a->lhs;
	return a;
}

/* libbpf: an enum's kind_flag, an INT's signed encoding */
static bool is_signed_type(Type *t) { return lower_ty_scalar(t) && !lower_ty_unsigned(t); }

/* libbpf's local values for a field relocation of kind k: the field is
 * member m of a record at byte rec_off from the root, or (m NULL) an
 * array element of type t at byte rec_off */
static int64_t field_value(Lower *L, Member *m, Type *t, BtfCoreKind k, int64_t rec_off, SrcLoc loc)
{
	int64_t byte_sz, byte_off, bit_sz, bit_off;
	if (m)
		t = m->type;
	if (m && m->is_bitfield) {
		bit_off = rec_off * 8 + m->bit_offset;
		bit_sz = m->bit_width;
		if (!bitfield_load(m, rec_off, &byte_off, &byte_sz)) {
			diag_error(loc, "CO-RE: bitfield '%s' cannot be read with one load of at most 8 bytes",
				   m->name ? m->name->name : "");
			L->errors++;
			return 0;
		}
	} else {
		byte_sz = canon(t)->size;
		byte_off = rec_off + (m ? m->offset : 0);
		bit_sz = byte_sz * 8;
		bit_off = byte_off * 8;
	}
	switch (k) {
	case BTF_CORE_FIELD_BYTE_OFFSET: return byte_off;
	case BTF_CORE_FIELD_BYTE_SIZE: return byte_sz;
	case BTF_CORE_FIELD_EXISTS: return 1;
	case BTF_CORE_FIELD_SIGNED: return is_signed_type(t);
	case BTF_CORE_FIELD_LSHIFT_U64:
		if (L->m->prog->opt.big_endian)
			return (8 - byte_sz) * 8 + (bit_off - byte_off * 8);
		return 64 - (bit_off + bit_sz - byte_off * 8);
	case BTF_CORE_FIELD_RSHIFT_U64: return 64 - bit_sz;
	default: return 0;
	}
}

/* The field __builtin_preserve_field_info names, as clang reads it: a
 * chain of members and constant array indices from a root that is a
 * dereference (`p->a.b[2]`, the pointer's own index 0) or an object
 * (`(&local.u.x)->f` starts at `local`). */
typedef struct FieldPath {
	Type *root;        /* the root record (as written, for root_type) */
	const char *access;
	int64_t rec_off;   /* of the last step's container from the root */
	Member *last;      /* the field, or NULL: an array element ... */
	Type *elem;        /* ... of this type */
} FieldPath;

static bool field_path(Lower *L, Node *f, FieldPath *fp)
{
	Step st[64];
	Node *cur;
	int k = chain_steps(f, true, st, &cur);
	if (k <= 0 || (cur->kind != ND_DEREF && cur->kind != ND_VAR))
		return false;
	Type *root = cur->type;
	if (canon(root)->kind != TY_STRUCT && canon(root)->kind != TY_UNION)
		return false;
	fp->root = root;
	/* the pointer's own index: p[N].f is N (libbpf adds N records) */
	int64_t first = 0;
	Node *ptr;
	if (cur->kind == ND_DEREF)
		pointer_index(cur, &ptr, &first);
	fp->access = chain_access(L, first, st, k);
	int64_t off = first * canon(root)->size;
	for (int i = k - 1; i >= 0; i--) {
		if (i == 0)
			fp->rec_off = off;
		off += st[i].m ? st[i].m->offset : st[i].index * st[i].elem_size;
	}
	fp->last = st[0].m;
	if (!st[0].m) {
		fp->rec_off = off; /* the element's own offset */
		fp->elem = f->type;
	}
	return true;
}

IrVal lower_core_builtin(Lower *L, Node *n)
{
	Node *a0 = n->args;
	int64_t flag = a0 && a0->next ? a0->next->ival : 0;
	switch (n->builtin) {
	case BI_PRESERVE_ACCESS_INDEX: {
		L->preserve_depth++;
		IrVal v = lower_rvalue(L, a0);
		L->preserve_depth--;
		return v;
	}
	case BI_PRESERVE_FIELD_INFO: {
		Node *f = field_node(a0);
		if (flag < 0 || flag > BTF_CORE_FIELD_RSHIFT_U64) {
			diag_error(a0->next->loc, "__builtin_preserve_field_info: unknown field info kind %lld",
				   (long long)flag);
			L->errors++;
			return ir_const(0);
		}
		FieldPath fp;
		if (!field_path(L, f, &fp)) {
			diag_error(a0->loc, "__builtin_preserve_field_info: the argument must be a field: members and constant array indices from a pointer or a struct (p->a.b[2])");
			L->errors++;
			return ir_const(0);
		}
		int64_t v = field_value(L, fp.last, fp.elem, (BtfCoreKind)flag, fp.rec_off, n->loc);
		return emit_core(L, root_type(fp.root), fp.access, (BtfCoreKind)flag, v, IRC_W, n->loc);
	}
	case BI_PRESERVE_TYPE_INFO: {
		static const BtfCoreKind kinds[] = {BTF_CORE_TYPE_EXISTS, BTF_CORE_TYPE_SIZE, BTF_CORE_TYPE_MATCHES};
		if (flag < 0 || flag > 2) {
			diag_error(a0->next->loc, "__builtin_preserve_type_info: unknown kind %lld", (long long)flag);
			L->errors++;
			return ir_const(0);
		}
		Type *t = root_type(a0->type);
		int64_t v = kinds[flag] == BTF_CORE_TYPE_SIZE ? canon(t)->size : 1;
		return emit_core(L, t, "0", kinds[flag], v, IRC_L, n->loc);
	}
	case BI_PRESERVE_ENUM_VALUE: {
		if (flag < 0 || flag > 1) {
			diag_error(a0->next->loc, "__builtin_preserve_enum_value: unknown kind %lld", (long long)flag);
			L->errors++;
			return ir_const(0);
		}
		Type *pt = a0->lhs->type; /* *(typeof(enum e) *)VALUE */
		Type *et = root_type(pt->base);
		Symbol *k = a0->lhs->lhs->sym;
		int idx = 0;
		int64_t value = 0;
		for (EnumConst *e = canon(et)->enum_consts; e; e = e->next, idx++)
			if (e->name == k->name) {
				value = e->value;
				break;
			}
		char buf[16];
		snprintf(buf, sizeof buf, "%d", idx);
		return emit_core(L, et, arena_strdup(&L->m->arena, buf),
				 flag ? BTF_CORE_ENUMVAL_VALUE : BTF_CORE_ENUMVAL_EXISTS, flag ? value : 1, IRC_L, n->loc);
	}
	case BI_BTF_TYPE_ID:
		if (flag < 0 || flag > 1) {
			diag_error(a0->next->loc, "__builtin_btf_type_id: unknown kind %lld", (long long)flag);
			L->errors++;
			return ir_const(0);
		}
		/* the value is the local type id, known once the .BTF is built */
		return emit_core(L, root_type(a0->type), "0", flag ? BTF_CORE_TYPE_ID_TARGET : BTF_CORE_TYPE_ID_LOCAL, 0,
				 IRC_L, n->loc);
	default:
		lower_unsupported(L, n->loc, "this builtin");
		return ir_const(0);
	}
}
