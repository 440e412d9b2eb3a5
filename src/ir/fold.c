/* fold.c - constant folding and copy propagation.
 *
 * Operations whose operands are all constants become constants, with
 * the IR's own semantics (a w operation on the low 32 bits, x/0 = 0 and
 * x%0 = x as BPF does them), so folding never changes what the program
 * computes.  A copy of a value of the same class, and a phi whose
 * operands are all one value (or the phi itself), are replaced by that
 * value in every use.  A copy that changes class (w copy of an l value
 * truncates) stays.  Dead definitions are left for dce.c.
 *
 * A load from a constant object at a known offset is the object's
 * initializer there (fold_const_load).
 *
 * For the verifier: signed compares, divisions and shifts of values
 * whose sign bit is clear become unsigned (umax_of; before v3 loop
 * counters known non-negative count too), sext32 of such a value
 * zext32, a narrow store of a widened value stores the value
 * (narrow_store_source), with JMP32 a 64-bit compare of a
 * sign-extended int with a constant a 32-bit one (narrow_compare), and
 * a stack slot's address tested against NULL is known not to be
 * (frame_address), a mask of a value no larger than it goes (umax_of,
 * also through joins of arms), and a branch on a widened compare tests
 * the compare.  ir_bounds_compare gives jump threading the compares a
 * value's bound decides; ir_answer_constant_p ends __builtin_constant_p.
 *
 * Constants are kept canonical: the result of a w operation is stored
 * sign-extended from bit 31, so a constant means the same in a w use
 * and in a sext32. */
#include "loop.h"

#include <stdlib.h>
#include <string.h>

static int64_t as_w(uint64_t v) { return (int64_t)(int32_t)(uint32_t)v; }

/* false if the operation cannot be folded (division by a constant
 * is fine; shifts by too much are left to the hardware's masking) */
bool ir_fold_binary(IrOp op, bool w, int64_t x, int64_t y, int64_t *out)
{
	uint64_t a = (uint64_t)x, b = (uint64_t)y;
	if (w) {
		a = (uint32_t)a;
		b = (uint32_t)b;
	}
	int64_t sa = w ? (int32_t)a : x, sb = w ? (int32_t)b : y;
	unsigned mask = w ? 31 : 63;
	uint64_t r;
	switch (op) {
	case IR_add: r = a + b; break;
	case IR_sub: r = a - b; break;
	case IR_mul: r = a * b; break;
	case IR_udiv: r = b ? a / b : 0; break;
	case IR_umod: r = b ? a % b : a; break;
	case IR_sdiv: r = !sb ? 0 : sb == -1 ? 0 - a : (uint64_t)(sa / sb); break;
	case IR_smod: r = !sb ? a : sb == -1 ? 0 : (uint64_t)(sa % sb); break;
	case IR_and: r = a & b; break;
	case IR_or: r = a | b; break;
	case IR_xor: r = a ^ b; break;
	case IR_shl: r = a << (b & mask); break;
	case IR_lshr: r = a >> (b & mask); break;
	case IR_ashr: r = w ? (uint64_t)(uint32_t)((int32_t)a >> (b & mask)) : (uint64_t)(sa >> (b & mask)); break;
	case IR_eq: r = a == b; break;
	case IR_ne: r = a != b; break;
	case IR_ult: r = a < b; break;
	case IR_ule: r = a <= b; break;
	case IR_ugt: r = a > b; break;
	case IR_uge: r = a >= b; break;
	case IR_slt: r = sa < sb; break;
	case IR_sle: r = sa <= sb; break;
	case IR_sgt: r = sa > sb; break;
	case IR_sge: r = sa >= sb; break;
	default: return false;
	}
	*out = w ? as_w(r) : (int64_t)r;
	return true;
}

bool ir_fold_unary(IrOp op, bool w, int64_t x, int64_t *out)
{
	uint64_t a = (uint64_t)x, r;
	switch (op) {
	case IR_neg: r = 0 - a; break;
	case IR_copy: r = a; break;
	case IR_zext8: r = (uint8_t)a; break;
	case IR_zext16: r = (uint16_t)a; break;
	case IR_zext32: r = (uint32_t)a; break;
	case IR_sext8: r = (uint64_t)(int64_t)(int8_t)a; break;
	case IR_sext16: r = (uint64_t)(int64_t)(int16_t)a; break;
	case IR_sext32: r = (uint64_t)(int64_t)(int32_t)a; break;
	case IR_bswap16: r = (uint64_t)(uint16_t)((a >> 8 & 0xff) | (a & 0xff) << 8); break;
	case IR_bswap32: r = (uint64_t)__builtin_bswap32((uint32_t)a); break;
	case IR_bswap64: r = __builtin_bswap64(a); break;
	case IR_constant_p: r = 1; break;
	default: return false;
	}
	*out = w ? as_w(r) : (int64_t)r;
	return true;
}

typedef struct Fold {
	IrVal *repl;   /* [tmp]: the value replacing it, kind IRV_NONE if none */
	uint8_t *cls;  /* [tmp]: class of its definition */
	IrInst **def;  /* [tmp]: its definition */
	struct ConstObjs *objs; /* module-wide: images of constant objects */
	bool *nonneg;  /* [tmp]: a loop counter never negative (loop.c), before v3 */
	IrBlock **blk; /* [tmp]: the block of its definition */
	bool *head;    /* [block id]: a loop header (an edge comes back to it) */
	bool seen;     /* umax_of: only bounds the verifier derives too (no / or %) */
	int32_t ntmps; /* temporaries the tables have room for */
	int nblocks;   /* blocks head[] has room for */
} Fold;

/* ---- loads from constant objects ----
 * A load at a constant offset of a `const` object that is defined here
 * with an initializer is that initializer's value, as clang folds it
 * (`static const __u16 ports[] = {...}; ports[k]` after unrolling is a
 * constant compare, and an object no code reads any more is not
 * emitted).  Never for `const volatile` (libbpf's read-only
 * configuration, which the loader rewrites), a volatile access, a weak
 * or extern object, or bytes that hold a relocated address. */
typedef struct ConstObj {
	Symbol *sym;
	ObjImage im;
	bool ok; /* foldable, image complete */
} ConstObj;
typedef struct ConstObjs {
	ConstObj *v;
	int n, cap;
	bool big_endian;
} ConstObjs;

static bool has_volatile(const Type *t, int depth)
{
	if (!t || depth > 32)
		return true;
	if (t->qual & Q_VOLATILE)
		return true;
	if (t->kind == TY_ARRAY)
		return has_volatile(t->base, depth + 1);
	if (t->kind == TY_STRUCT || t->kind == TY_UNION)
		for (Member *m = t->canon ? t->canon->members : t->members; m; m = m->next)
			if (has_volatile(m->type, depth + 1))
				return true;
	return false;
}

static bool foldable_object(const Symbol *g)
{
	return g->kind == SYM_VAR && g->storage != SC_EXTERN && !g->is_weak && g->has_init && g->init &&
	       obj_is_const(g->type) && !has_volatile(g->type, 0);
}

static const ConstObj *const_obj(ConstObjs *c, Symbol *g)
{
	for (int k = 0; k < c->n; k++)
		if (c->v[k].sym == g)
			return &c->v[k];
	if (c->n == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 8;
		c->v = xrealloc(c->v, sizeof *c->v * (size_t)c->cap);
	}
	ConstObj *o = &c->v[c->n++];
	*o = (ConstObj){g, {0}, false};
	if (foldable_object(g))
		o->ok = obj_image_build(g, c->big_endian, false, &o->im);
	return o;
}

int64_t ir_load_result(IrOp op, IrClass cls, uint64_t raw)
{
	int width = ir_access_width(op);
	if (width > 0 && width < 8) {
		int sh = 64 - 8 * width;
		bool sign = op == IR_loads8 || op == IR_loads16 || op == IR_loads32;
		raw = sign ? (uint64_t)((int64_t)(raw << sh) >> sh) : raw << sh >> sh;
	}
	return cls == IRC_W ? as_w(raw) : (int64_t)raw;
}

/* the value a load of a constant object gives, or false */
static bool fold_const_load(ConstObjs *c, const IrInst *i, int64_t *out)
{
	int width = ir_is_load((IrOp)i->op) ? ir_access_width((IrOp)i->op) : 0;
	if (!width || i->is_volatile || i->a.kind != IRV_SYM || !i->a.sym)
		return false;
	const ConstObj *o = const_obj(c, i->a.sym);
	int64_t off = i->a.c;
	if (!o->ok || off < 0 || off + width > o->im.size)
		return false;
	for (int r = 0; r < o->im.nrel; r++)
		if (o->im.rel[r].offset < off + width && off < o->im.rel[r].offset + 8)
			return false;
	uint64_t v = 0;
	for (int k = 0; k < width; k++) {
		int64_t at = o->im.big ? off + k : off + width - 1 - k;
		v = v << 8 | o->im.bytes[at];
	}
	*out = ir_load_result((IrOp)i->op, (IrClass)i->cls, v);
	return true;
}

/* An upper bound of v as an unsigned number, from how it was made
 * (a byte load is at most 255, `x & 15` at most 15, ...).  Used to
 * widen with zero- instead of sign-extension where the sign bit is
 * known clear: `ip->ihl * 4` added to a packet pointer needs no
 * shifts, and the verifier keeps the bounds. */
static uint64_t umax_of(const Fold *s, IrVal v, int depth)
{
	if (v.kind == IRV_CONST)
		return (uint64_t)v.c;
	if (v.kind != IRV_TMP || v.tmp >= s->ntmps)
		return ~0ull;
	uint64_t all = s->cls[v.tmp] == IRC_W ? 0xffffffffull : ~0ull;
	if (s->nonneg && s->nonneg[v.tmp])
		all = 0x7fffffff;
	IrInst *d = s->def[v.tmp];
	if (!d || depth > 8)
		return all;
	uint64_t a, b, r;
	switch ((IrOp)d->op) {
	case IR_load8: case IR_zext8: return 0xff;
	case IR_load16: case IR_zext16: case IR_bswap16: return 0xffff;
	case IR_load32: return 0xffffffffull;
	case IR_zext32:
	case IR_copy:
		/* a truncation is no larger than the value nor the class allows */
		a = umax_of(s, d->a, depth + 1);
		return a < all ? a : all;
	case IR_sext32:
		a = umax_of(s, d->a, depth + 1);
		return a <= 0x7fffffff ? a : all;
	case IR_eq: case IR_ne: case IR_ult: case IR_ule: case IR_ugt: case IR_uge:
	case IR_slt: case IR_sle: case IR_sgt: case IR_sge:
		return 1;
	case IR_phi: {
		/* Where no edge comes back (a join of if/else arms, of an inlined
		 * function's returns), the largest of what the arms bring: the
		 * verifier walks each arm with its own bounds, so a mask of the
		 * joined value tells it nothing.  In a loop header only a phi of
		 * 0-or-1 values is one (a _Bool set in a loop and tested after
		 * it): a bound from a loop phi's inputs lets the masks go that
		 * give the verifier its bounds of a counter (ksnoop's `__u8` loop
		 * index: 5% more verifier work without them).  A cycle back to
		 * itself ends at the depth limit. */
		bool loop = !s->head || !s->blk[v.tmp] || s->blk[v.tmp]->id >= s->nblocks ||
			    s->head[s->blk[v.tmp]->id];
		uint64_t most = loop ? 1 : all;
		if (d->nargs > 8)
			return all;
		r = 0;
		for (int k = 0; k < d->nargs && r <= most; k++)
			if (!(d->args[k].kind == IRV_TMP && d->args[k].tmp == v.tmp)) {
				a = umax_of(s, d->args[k], depth + 2);
				r = a > r ? a : r;
			}
		return r <= most ? r : all;
	}
	case IR_and:
		a = umax_of(s, d->a, depth + 1);
		b = umax_of(s, d->b, depth + 1);
		return a < b ? a : b;
	case IR_or:
	case IR_xor:
		/* no bit above the highest either operand can have */
		r = umax_of(s, d->a, depth + 1) | umax_of(s, d->b, depth + 1);
		for (int k = 1; k < 64; k <<= 1)
			r |= r >> k;
		return r > all ? all : r;
	case IR_lshr:
		return d->b.kind == IRV_CONST ? umax_of(s, d->a, depth + 1) >> (d->b.c & 63) : all;
	case IR_udiv:
		if (s->seen)
			return all;
		return d->b.kind == IRV_CONST && d->b.c > 0 ? umax_of(s, d->a, depth + 1) / (uint64_t)d->b.c : all;
	case IR_umod:
		if (s->seen)
			return all;
		return d->b.kind == IRV_CONST && d->b.c > 0 ? (uint64_t)d->b.c - 1 : all;
	case IR_mul:
		a = umax_of(s, d->a, depth + 1);
		b = umax_of(s, d->b, depth + 1);
		if (a >> 32 || b >> 32)
			return all;
		r = a * b;
		return r > all ? all : r;
	case IR_shl:
		a = umax_of(s, d->a, depth + 1);
		if (d->b.kind != IRV_CONST || (d->b.c & 63) >= 32 || a >> 32)
			return all;
		r = a << (d->b.c & 63);
		return r > all ? all : r;
	case IR_add:
		a = umax_of(s, d->a, depth + 1);
		b = umax_of(s, d->b, depth + 1);
		if (a >> 62 || b >> 62)
			return all;
		r = a + b;
		return r > all ? all : r;
	default:
		return all;
	}
}

/* The constant a compare of v with c has for every value v can take
 * (0 or 1), -1 if some values go each way: `(int)u16 < 0` is 0, `u8 <
 * 256` is 1.  Only bounds the verifier finds too (loads, masks, shifts,
 * sums, joins of arms), never one from a division or a remainder,
 * which it does not follow: a range check the program wrote for it
 * (`idx = h % N; if (idx >= N) return 0;`) is never taken as decided. */
static int decided_by_bounds(Fold *s, IrOp op, bool w, IrVal v, int64_t c)
{
	if (op < IR_eq || op > IR_sge || v.kind != IRV_TMP)
		return -1;
	s->seen = true;
	uint64_t most = umax_of(s, v, 0);
	s->seen = false;
	uint64_t uc = w ? (uint32_t)c : (uint64_t)c;
	int64_t sc = w ? (int32_t)c : c;
	bool nonneg = most <= (w ? 0x7fffffffull : 0x7fffffffffffffffull);
	switch (op) {
	case IR_eq: return uc > most ? 0 : -1;
	case IR_ne: return uc > most ? 1 : -1;
	case IR_ult: return most < uc ? 1 : uc == 0 ? 0 : -1;
	case IR_ule: return most <= uc ? 1 : -1;
	case IR_ugt: return most <= uc ? 0 : -1;
	case IR_uge: return uc == 0 ? 1 : most < uc ? 0 : -1;
	default: break;
	}
	if (!nonneg)
		return -1;
	switch (op) {
	case IR_slt: return sc <= 0 ? 0 : (uint64_t)sc > most ? 1 : -1;
	case IR_sle: return sc < 0 ? 0 : (uint64_t)sc >= most ? 1 : -1;
	case IR_sgt: return sc < 0 ? 1 : (uint64_t)sc >= most ? 0 : -1;
	case IR_sge: return sc <= 0 ? 1 : (uint64_t)sc > most ? 0 : -1;
	default: return -1;
	}
}

/* Is v the address of a stack slot (plus a constant offset)?  It is
 * never NULL, so `if (p)` of it is known: an inlined helper's
 * `if (out) *out = x;` with out = &local stores for sure.  The verifier
 * does not know a frame pointer is not NULL and walks the skipping path
 * too, where the local is then never written (xdp-tools'
 * parse_ethhdr_vlan(..., &eth) style helpers: "invalid mem access
 * 'scalar'" on the later read of it). */
static bool frame_address(const Fold *s, IrVal v, int depth)
{
	if (v.kind != IRV_TMP || depth > 8 || !s->def[v.tmp])
		return false;
	const IrInst *d = s->def[v.tmp];
	if (d->op == IR_alloc)
		return true;
	if (d->op == IR_add && d->cls == IRC_L && d->b.kind == IRV_CONST && d->b.c > -512 && d->b.c < 512)
		return frame_address(s, d->a, depth + 1);
	if (d->op == IR_copy && d->cls == IRC_L)
		return frame_address(s, d->a, depth + 1);
	return false;
}

/* A call through a pointer whose value folded to a function (an
 * inlined function-pointer parameter, a local that holds &kfunc) or to
 * a number (a helper) becomes a direct call: BPF has no indirect call. */
static bool resolve_call_target(IrInst *i)
{
	IrVal t = i->a;
	if (t.kind == IRV_SYM && t.c == 0 && t.sym->kind == SYM_FUNC)
		i->callee = t.sym;
	else if (t.kind == IRV_CONST && t.c > 0 && t.c <= INT32_MAX)
		i->size = t.c;
	else
		return false;
	i->a = (IrVal){0};
	return true;
}

/* A narrow store of a value widened (sign- or zero-extended) from at
 * least as many bits, or of a truncating copy, stores the same bytes
 * of the value before: `event->stack_len = i + 1` of a short field
 * needs no `w1 <<= 16; w1 s>>= 16` before the store. */
static bool narrow_store_source(const Fold *s, IrInst *i)
{
	int bytes = i->op == IR_store8 ? 1 : i->op == IR_store16 ? 2 : i->op == IR_store32 ? 4 : 0;
	if (!bytes || i->a.kind != IRV_TMP || !s->def[i->a.tmp])
		return false;
	const IrInst *d = s->def[i->a.tmp];
	int from;
	switch ((IrOp)d->op) {
	case IR_sext8: case IR_zext8: from = 1; break;
	case IR_sext16: case IR_zext16: from = 2; break;
	case IR_sext32: case IR_zext32: from = 4; break;
	case IR_copy: from = d->cls == IRC_W ? 4 : 0; break;
	default: from = 0; break;
	}
	if (from < bytes || d->a.kind != IRV_TMP)
		return false;
	i->a = d->a;
	return true;
}

/* `(unsigned long)n > 32` of an int n: a 64-bit compare of a
 * sign-extended 32-bit value with a constant that the 32-bit compare
 * answers alike (unsigned or equality, the constant in [0, 2^31):
 * negative values are above it either way; signed, any int constant).
 * When the extension is n's only one and the compare its only use and
 * a branch the compare's, it becomes a w compare of n itself: the
 * verifier's bounds from it then land on the register used after it
 * (JMP32, v3 and up), not on a copy nothing else reads (iters.c
 * iter_arr_with_actual_elem_count: `if (n > ARRAY_SIZE(arr)) return`
 * then `bpf_for(i, 0, n) sum += arr[i]`).  Only with JMP32 (v3 and
 * up): before it a 32-bit compare is made on a widened copy anyway, and
 * the loop's own `i < n` compares another copy of n made before the
 * test.  Where the widened value is used again (an offset added to a
 * pointer) the 64-bit compare stays, so the bounds stay on the value
 * the pointer arithmetic reads. */
static bool narrow_compare(const Fold *s, IrInst *i, const int *uses, const int *widenings)
{
	if (i->cls != IRC_L || i->op < IR_eq || i->op > IR_sge || i->a.kind != IRV_TMP ||
	    i->b.kind != IRV_CONST || uses[i->dst])
		return false;
	IrInst *d = s->def[i->a.tmp];
	if (!d || d->op != IR_sext32 || d->a.kind != IRV_TMP || s->cls[d->a.tmp] != IRC_W ||
	    uses[i->a.tmp] != 1 || widenings[d->a.tmp] != 1)
		return false;
	int64_t c = i->b.c;
	if (i->op >= IR_slt ? c < INT32_MIN || c > INT32_MAX : c < 0 || c > INT32_MAX)
		return false;
	i->a = d->a;
	i->cls = IRC_W;
	return true;
}

/* uses[t]: the instructions other than branches that read t;
 * widenings[t]: the sext32/zext32 of t; tested[t]: the branches on t */
static void count_uses(IrFunc *f, const IrVal *repl, int *uses, int *widenings, int *tested)
{
	size_t n = (size_t)f->ntmps + 1;
	memset(uses, 0, sizeof *uses * n);
	memset(widenings, 0, sizeof *widenings * n);
	memset(tested, 0, sizeof *tested * n);
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			if ((i->op == IR_sext32 || i->op == IR_zext32) && i->a.kind == IRV_TMP)
				widenings[i->a.tmp]++;
			if (i->op == IR_br) {
				/* what it will test once resolved (a widening folded away) */
				IrVal c = ir_resolve(repl, i->a);
				if (c.kind == IRV_TMP)
					tested[c.tmp]++;
				continue;
			}
			if (i->a.kind == IRV_TMP)
				uses[i->a.tmp]++;
			if (i->b.kind == IRV_TMP)
				uses[i->b.tmp]++;
			for (int k = 0; k < i->nargs; k++)
				if (i->args[k].kind == IRV_TMP)
					uses[i->args[k].tmp]++;
		}
}

/* t is read by one instruction (not a branch) and is not replaced */
static bool single_use(const Fold *s, IrVal v, const int *uses, const int *tested)
{
	return v.kind == IRV_TMP && s->repl[v.tmp].kind == IRV_NONE && s->def[v.tmp] && uses[v.tmp] == 1 &&
	       !tested[v.tmp];
}

/* Constants outward, LLVM's canonical form: `(x + c) * k` and
 * `(x + c) << k` are `x * k + c * k`, and a pointer plus the widening
 * of a w sum that cannot wrap (the largest x plus c still fits),
 * `p + ext(x + c)`, is `(p + ext(x)) + c`.  A packet pointer advanced
 * by `(hdr->hdrlen + 1) * 8` then carries the 8 in its constant offset
 * and only `hdrlen * 8` as its variable part, which starts at 0: the
 * verifier's states after different header chains nest, so they prune
 * (xdp-tools' skip_ip6hdrext), and a load through it takes the 8 as
 * its offset.  Not `p + (q + c)` of two 64-bit values in general: that
 * changed which base pointer stays live in strobemeta's unrolled reads
 * (spills, 16% more verifier work).  Each rewrite reuses the inner
 * definitions, read only there and in i's block, so no temporary is
 * made and the use counts stay right. */
static bool move_constants_out(Fold *s, IrFunc *f, const int *uses, const int *tested)
{
	bool changed = false;
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *prev = NULL, *i = b->first; i; prev = i, i = i->next) {
			bool w = i->cls == IRC_W;
			if ((i->op == IR_mul || (i->op == IR_shl && i->b.kind == IRV_CONST && i->b.c >= 0 &&
						 i->b.c < (w ? 32 : 64))) &&
			    i->b.kind == IRV_CONST && single_use(s, i->a, uses, tested)) {
				IrInst *d = s->def[i->a.tmp];
				int64_t c;
				if (d->op != IR_add || d->cls != i->cls || d->a.kind != IRV_TMP || d->b.kind != IRV_CONST ||
				    !ir_fold_binary((IrOp)i->op, w, d->b.c, i->b.c, &c))
					continue;
				d->op = i->op; /* d: x * k;  i: d + c * k */
				d->b = i->b;
				i->op = IR_add;
				i->b = ir_const(c);
				changed = true;
				continue;
			}
			if (i->op != IR_add || i->cls != IRC_L)
				continue;
			for (int side = 0; side < 2; side++) {
				IrVal *sum = side ? &i->a : &i->b, *p = side ? &i->b : &i->a;
				if (p->kind == IRV_CONST || p->kind == IRV_NONE || !single_use(s, *sum, uses, tested))
					continue;
				IrInst *d = s->def[sum->tmp];
				if (d->op != IR_zext32 && d->op != IR_sext32)
					continue;
				if (single_use(s, d->a, uses, tested)) {
					IrInst *n = s->def[d->a.tmp]; /* the w sum under the widening */
					uint64_t top = d->op == IR_zext32 ? 0xffffffffull : 0x7fffffffull;
					if (n->op != IR_add || n->cls != IRC_W || n->a.kind != IRV_TMP ||
					    n->b.kind != IRV_CONST || n->b.c < 0 || umax_of(s, n->a, 0) > top - (uint64_t)n->b.c)
						continue;
					int64_t c = n->b.c; /* n: widened x;  d: n + c */
					n->op = d->op;
					n->cls = IRC_L;
					s->cls[n->dst] = IRC_L;
					n->b = (IrVal){0};
					d->op = IR_add;
					d->b = ir_const(c);
				}
				if (d->op != IR_add || d->cls != IRC_L || d->b.kind != IRV_CONST || d->a.kind == IRV_CONST ||
				    d == i || s->blk[d->dst] != b)
					continue;
				/* d moves to just before i, where p is defined: d: p + y;  i: d + c */
				if (d != prev) {
					IrBlock *db = s->blk[d->dst];
					IrInst *dp = NULL;
					for (IrInst *q = db->first; q != d; q = q->next)
						dp = q;
					ir_unlink(db, dp, d);
					d->next = i;
					if (prev)
						prev->next = d;
					else
						b->first = d;
					s->blk[d->dst] = b;
					prev = d;
				}
				IrVal c = d->b, y = d->a; /* the operands keep their sides */
				d->a = side ? y : *p;
				d->b = side ? *p : y;
				*p = ir_tmp(d->dst);
				*sum = c;
				if (side) { /* the constant second */
					IrVal t = i->a;
					i->a = i->b;
					i->b = t;
				}
				changed = true;
				break;
			}
		}
	return changed;
}

/* The value a branch decides v has on the edge pred -> to: pred
 * branches on v to `to` (or jumps there, reached only by such a branch
 * of its one predecessor, single_pred).  0 on the false edge; on the
 * true edge 1 if v is 0 or 1 (a compare, a _Bool); -1 if not known. */
static int edge_value(const Fold *s, IrBlock *const *single_pred, IrBlock *pred, IrBlock *to, IrVal v)
{
	const IrInst *t = pred->last;
	IrBlock *dest = to;
	if (t && t->op == IR_jmp && single_pred[pred->id]) {
		dest = pred;
		t = single_pred[pred->id]->last;
	}
	if (!t || t->op != IR_br || t->then == t->els || t->a.kind != IRV_TMP || t->a.tmp != v.tmp)
		return -1;
	if (t->els == dest)
		return 0;
	return t->then == dest && umax_of(s, v, 0) <= 1 ? 1 : -1;
}

/* [block id]: a loop header, a block some edge comes back to (from a
 * block no earlier in reverse postorder); blocks numbered in layout
 * order, as fill_single_preds numbers them */
static bool *fill_loop_heads(IrFunc *f, int *nblocks)
{
	Cfg g = {0};
	cfg_build(&g, f);
	*nblocks = g.n;
	bool *head = xcalloc((size_t)g.n + 1, sizeof *head);
	for (int b = 0; b < g.n; b++)
		for (int k = 0; k < g.npred[b] && !head[b]; k++)
			head[b] = g.order[b] >= 0 && g.order[g.preds[b][k]->id] >= g.order[b];
	cfg_free(&g);
	return head;
}

/* s's tables of f's temporaries (class, definition, its block) and of
 * its loop headers, what umax_of reads */
static void fill_defs(Fold *s, IrFunc *f)
{
	size_t n = (size_t)f->ntmps + 1;
	s->cls = xcalloc(n, sizeof *s->cls);
	s->def = xcalloc(n, sizeof *s->def);
	s->blk = xcalloc(n, sizeof *s->blk);
	s->ntmps = f->ntmps;
	if (f->entry)
		s->head = fill_loop_heads(f, &s->nblocks);
	for (int k = 0; k < f->nparams; k++)
		s->cls[f->params[k]] = f->param_cls[k];
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->dst >= 0) {
				s->cls[i->dst] = i->cls;
				s->def[i->dst] = i;
				s->blk[i->dst] = b;
			}
}

static void free_defs(Fold *s)
{
	free(s->cls);
	free(s->def);
	free(s->blk);
	free(s->head);
}

/* [block id]: a block's one predecessor, NULL if it has more or none */
static IrBlock **fill_single_preds(IrFunc *f)
{
	int nb = 0;
	for (IrBlock *b = f->entry; b; b = b->next)
		b->id = nb++;
	IrBlock **one = xcalloc((size_t)nb + 1, sizeof *one);
	int *count = xcalloc((size_t)nb + 1, sizeof *count);
	for (IrBlock *b = f->entry; b; b = b->next) {
		IrBlock *succ[2];
		int n = ir_succs(b, succ);
		for (int k = 0; k < n; k++)
			if (k == 0 || succ[1] != succ[0]) {
				count[succ[k]->id]++;
				one[succ[k]->id] = b;
			}
	}
	for (int k = 0; k < nb; k++)
		if (count[k] != 1)
			one[k] = NULL;
	free(count);
	return one;
}

static bool fold_func(IrFunc *f, ConstObjs *objs, bool jmp32)
{
	size_t n = (size_t)f->ntmps + 1;
	Fold s = {.repl = xcalloc(n, sizeof *s.repl), .objs = objs};
	fill_defs(&s, f);
	/* Before v3 (no JMP32) a signed 32-bit compare or index of the loop
	 * counter needs a sign-extended copy each iteration; known
	 * non-negative, the counter's compare is unsigned on the register
	 * itself and its widening a free zero-extension (pyperf600_nounroll
	 * at v2).  Not from v3 on: there the compare is JMP32 anyway, and
	 * the changed code cost the strobemeta loops more verifier states. */
	if (!jmp32 && f->entry) {
		s.nonneg = xcalloc(n, sizeof *s.nonneg);
		fill_nonneg_counters(f, s.nonneg);
	}
	bool any = false;
	int *uses = xcalloc(n, sizeof *uses), *widenings = xcalloc(n, sizeof *widenings);
	int *tested = xcalloc(n, sizeof *tested);
	IrBlock **single_pred = f->entry ? fill_single_preds(f) : NULL; /* folding changes no edge */
	for (bool changed = true; changed;) {
		changed = false;
		count_uses(f, s.repl, uses, widenings, tested);
		if (move_constants_out(&s, f, uses, tested))
			changed = any = true;
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next) {
				i->a = ir_resolve(s.repl, i->a);
				i->b = ir_resolve(s.repl, i->b);
				for (int k = 0; k < i->nargs; k++)
					i->args[k] = ir_resolve(s.repl, i->args[k]);
				if (narrow_store_source(&s, i))
					changed = any = true;
				if (i->op == IR_br && frame_address(&s, i->a, 0)) {
					i->a = ir_const(1);
					changed = any = true;
				}
				if (i->op == IR_br && i->a.kind == IRV_TMP && s.def[i->a.tmp] &&
				    (s.def[i->a.tmp]->op == IR_zext32 || s.def[i->a.tmp]->op == IR_sext32) &&
				    s.def[i->a.tmp]->a.kind == IRV_TMP) {
					i->a = s.def[i->a.tmp]->a; /* a widening is non-zero where its value is */
					changed = any = true;
				}
				if (i->op == IR_bswap16 && i->a.kind == IRV_TMP && s.def[i->a.tmp] &&
				    s.cls[i->a.tmp] == i->cls &&
				    (s.def[i->a.tmp]->op == IR_zext16 ||
				     (s.def[i->a.tmp]->op == IR_and && s.def[i->a.tmp]->b.kind == IRV_CONST &&
				      ((uint64_t)s.def[i->a.tmp]->b.c & 0xffff) == 0xffff)) &&
				    s.def[i->a.tmp]->a.kind == IRV_TMP && s.cls[s.def[i->a.tmp]->a.tmp] == i->cls) {
					i->a = s.def[i->a.tmp]->a; /* the swap reads the low 16 bits only */
					changed = any = true;
				}
				if (i->op == IR_call && resolve_call_target(i))
					changed = any = true;
				if (i->dst < 0 || s.repl[i->dst].kind != IRV_NONE)
					continue;
				IrVal to = {0};
				int64_t c;
				if (i->a.kind == IRV_CONST && i->b.kind == IRV_TMP &&
				    (i->op == IR_add || i->op == IR_mul || i->op == IR_and || i->op == IR_or ||
				     i->op == IR_xor || i->op == IR_eq || i->op == IR_ne)) {
					IrVal t = i->a; /* the constant second: x + 0, and immediates */
					i->a = i->b;
					i->b = t;
				}
				int nargs = ir_ops[i->op].nargs;
				bool w = i->cls == IRC_W;
				if (i->op == IR_phi) {
					/* what the branch into an edge decided: `found = (x == k); if
					 * (found) break;` leaves the loop with found 1 and goes round
					 * with 0, so cfg.c threads the test after the loop */
					for (int k = 0; k < i->nargs; k++) {
						int e = i->args[k].kind == IRV_TMP
								? edge_value(&s, single_pred, i->preds[k], b, i->args[k])
								: -1;
						if (e >= 0) {
							i->args[k] = ir_const(e);
							changed = any = true;
						}
					}
					IrVal one = {0};
					bool same = true;
					for (int k = 0; k < i->nargs && same; k++) {
						IrVal v = i->args[k];
						if (v.kind == IRV_TMP && v.tmp == i->dst)
							continue;
						if (one.kind == IRV_NONE)
							one = v;
						else if (one.kind != v.kind || one.tmp != v.tmp || one.c != v.c ||
							 one.sym != v.sym)
							same = false;
					}
					if (same && one.kind != IRV_NONE)
						to = one;
				} else if (i->op == IR_copy && i->a.kind == IRV_TMP && s.cls[i->a.tmp] == i->cls) {
					to = i->a;
				} else if (i->op == IR_copy && i->a.kind == IRV_SYM && i->cls == IRC_L) {
					to = i->a;
				} else if (nargs == 2 && !(ir_ops[i->op].flags & OPF_MEM) && i->a.kind == IRV_CONST &&
					   i->b.kind == IRV_CONST && ir_fold_binary((IrOp)i->op, w, i->a.c, i->b.c, &c)) {
					to = ir_const(c);
				} else if (nargs == 1 && !(ir_ops[i->op].flags & OPF_MEM) && i->a.kind == IRV_CONST &&
					   ir_fold_unary((IrOp)i->op, w, i->a.c, &c)) {
					to = ir_const(c);
				} else if ((i->op == IR_add || i->op == IR_sub || i->op == IR_or || i->op == IR_xor ||
					    i->op == IR_shl || i->op == IR_lshr || i->op == IR_ashr) &&
					   i->b.kind == IRV_CONST && i->b.c == 0 && i->a.kind == IRV_TMP &&
					   s.cls[i->a.tmp] == i->cls) {
					to = i->a; /* x + 0, x | 0, x << 0 ... */
				} else if (i->op == IR_add && i->a.kind == IRV_SYM && i->b.kind == IRV_CONST) {
					to = ir_symval(i->a.sym, i->a.c + i->b.c);
				} else if (fold_const_load(s.objs, i, &c)) {
					to = ir_const(c);
				} else if ((i->op == IR_eq || i->op == IR_ne) && i->cls == IRC_L && i->b.kind == IRV_CONST &&
					   i->b.c == 0 && frame_address(&s, i->a, 0)) {
					to = ir_const(i->op == IR_ne); /* a slot's address is not NULL */
				}
				if (i->op == IR_add && i->cls == IRC_L && i->b.kind == IRV_CONST && i->a.kind == IRV_TMP &&
				    s.def[i->a.tmp] && s.def[i->a.tmp]->op == IR_add && s.def[i->a.tmp]->cls == IRC_L &&
				    s.def[i->a.tmp]->b.kind == IRV_CONST && s.def[i->a.tmp]->a.kind != IRV_CONST) {
					/* (x + c1) + c2 = x + (c1 + c2): one address offset */
					IrInst *d = s.def[i->a.tmp];
					i->b = ir_const((int64_t)((uint64_t)d->b.c + (uint64_t)i->b.c));
					i->a = d->a;
					changed = any = true;
				}
				if (to.kind == IRV_NONE && i->op == IR_and && i->b.kind == IRV_CONST && i->b.c > 0 &&
				    !((uint64_t)i->b.c & ((uint64_t)i->b.c + 1)) && i->a.kind == IRV_TMP &&
				    s.cls[i->a.tmp] == i->cls && umax_of(&s, i->a, 0) <= (uint64_t)i->b.c)
					to = i->a; /* x & 0xffff of a value that has no higher bit */
				if (to.kind == IRV_NONE && (i->op == IR_ne || i->op == IR_eq) && i->b.kind == IRV_CONST &&
				    i->b.c == (i->op == IR_eq) && i->a.kind == IRV_TMP && s.cls[i->a.tmp] == i->cls &&
				    umax_of(&s, i->a, 0) <= 1)
					to = i->a; /* `x != 0`, `x == 1` of a 0-or-1 value (a _Bool, a compare) */
				if (to.kind == IRV_NONE && (i->op == IR_zext8 || i->op == IR_zext16) && i->a.kind == IRV_TMP &&
				    s.cls[i->a.tmp] == i->cls && umax_of(&s, i->a, 0) <= (i->op == IR_zext8 ? 0xffu : 0xffffu))
					to = i->a; /* already that narrow */
				if (i->op == IR_sext32 && i->a.kind == IRV_TMP && umax_of(&s, i->a, 0) <= 0x7fffffff) {
					i->op = IR_zext32; /* the sign bit is clear */
					changed = any = true;
				}
				/* the largest value of the class whose sign bit is clear */
				uint64_t nonneg = w ? 0x7fffffffull : 0x7fffffffffffffffull;
				if (i->op >= IR_slt && i->op <= IR_sge && umax_of(&s, i->a, 0) <= nonneg &&
				    umax_of(&s, i->b, 0) <= nonneg) {
					/* both sides have the sign bit clear (a promoted u16
					 * against a constant): unsigned, which on -mcpu=v2
					 * (no JMP32) needs no sign-extended copy of the value;
					 * the verifier's bounds from a compare of the copy
					 * would not reach the value used after it */
					static const uint8_t to_unsigned[] = {IR_ult, IR_ule, IR_ugt, IR_uge};
					i->op = to_unsigned[i->op - IR_slt];
					changed = any = true;
				}
				if (jmp32 && narrow_compare(&s, i, uses, widenings)) {
					s.cls[i->dst] = IRC_W;
					changed = any = true;
				}
				if ((i->op == IR_sdiv || i->op == IR_smod || i->op == IR_ashr) && i->b.kind == IRV_CONST &&
				    i->b.c > 0 && i->a.kind == IRV_TMP &&
				    umax_of(&s, i->a, 0) <= nonneg) {
					/* a dividend whose sign bit is clear (a promoted u8 field):
					 * unsigned, so `seqnum / 64` is a shift the verifier
					 * follows, not the sign fix-up around one */
					i->op = (uint8_t)(i->op == IR_sdiv ? IR_udiv : i->op == IR_smod ? IR_umod : IR_lshr);
					changed = any = true;
				}
				if (to.kind != IRV_NONE) {
					s.repl[i->dst] = to;
					changed = any = true;
				}
			}
	}
	free(s.repl);
	free(s.nonneg);
	free_defs(&s);
	free(single_pred);
	free(uses);
	free(widenings);
	free(tested);
	return any;
}

/* ---- bounds for other passes (jump threading) ---- */
struct IrBounds {
	Fold s;
};

IrBounds *ir_bounds_new(IrFunc *f)
{
	IrBounds *b = xcalloc(1, sizeof *b);
	fill_defs(&b->s, f);
	return b;
}

int ir_bounds_compare(IrBounds *b, IrOp op, bool w, IrVal v, int64_t c)
{
	return decided_by_bounds(&b->s, op, w, v, c);
}

void ir_bounds_free(IrBounds *b)
{
	if (!b)
		return;
	free_defs(&b->s);
	free(b);
}

/* What __builtin_constant_p answers once the optimizer is done with
 * constants (inlining, unrolling, forwarding stored values): 1 for a
 * constant, 0 for anything else, as clang answers it after its
 * optimizations.  Answered as an IR constant, not left to the
 * instruction selector, so fold and cfg drop the arm not taken:
 * bpf_ntohs(x) of a packet field is one byte swap, not a swap plus the
 * shifts of the constant arm and a branch on a register set to 0. */
void ir_answer_constant_p(IrModule *m)
{
	for (IrFunc *f = m->funcs; f; f = f->next)
		for (IrBlock *b = f->entry; b; b = b->next)
			for (IrInst *i = b->first; i; i = i->next)
				if (i->op == IR_constant_p) {
					i->op = IR_copy;
					i->a = ir_const(i->a.kind == IRV_CONST);
					i->b = (IrVal){0};
				}
}

void ir_fold(IrModule *m)
{
	ConstObjs objs = {.big_endian = m->prog->opt.big_endian};
	for (IrFunc *f = m->funcs; f; f = f->next)
		fold_func(f, &objs, m->prog->opt.cpu >= 3);
	for (int k = 0; k < objs.n; k++)
		obj_image_free(&objs.v[k].im);
	free(objs.v);
}
