/* isel.c - instruction selection: IR -> MIR with virtual registers.
 *
 * Each IR temporary %N becomes virtual register CG_VREG0+N; constants
 * become immediates where the instruction has room for them (32 bits,
 * sign-extended by ALU64 and JMP) and registers otherwise.
 *
 * What this file does to keep the verifier's view of the program:
 * - a load or store through `add p, C` uses p with offset C, so a ctx
 *   field read stays `rX = *(uN *)(ctx + C)`; the add itself is not
 *   emitted when every use of it is such an address;
 * - the same for `add p, core` (a CO-RE field offset, lower_core.c): the
 *   load or store carries the relocation, libbpf patches its offset, so a
 *   relocated ctx access is still one `*(uN *)(ctx + C)`; an `add p,
 *   core` used otherwise is `add rP, C` with the relocation on the
 *   immediate, and any other core value a `mov` (or ld_imm64) of it;
 * - a stack slot is addressed as r10 + offset, never through a copy
 *   of r10, unless its address is passed on as a value;
 * - a comparison used only by the branch after it becomes the branch
 *   (the register compared is the register checked);
 * - 32-bit values are kept zero-extended in their 64-bit registers
 *   (every ALU32 instruction and every plain load does that), so a
 *   64-bit jump on v1/v2 compares them correctly.
 */
#include "cg.h"

#include "../btf/btf.h"

#include <stdlib.h>
#include <string.h>

enum { SYMADDR_CACHE = 8 }; /* global addresses remembered; the newest replaces the oldest */

typedef struct Sel {
	MFunc *mf;
	IrFunc *f;
	MBlock *cur;
	MBlock **bmap;     /* IR block id -> its MBlock */
	int *uses;         /* IR temporary -> number of uses */
	int *addr_uses;    /* ... of which as the address of a load or store */
	IrInst **def;      /* IR temporary -> its defining instruction */
	uint8_t *cls;      /* IR temporary -> class */
	int *slot_of;      /* IR temporary -> stack slot it is the address of, or -1 */
	int32_t *phicopy;  /* phi's temporary -> the register its incoming copies write */
	int32_t *core_add; /* core temporary -> the `add x, core` using it, or -1 */
	IrInst **user;     /* IR temporary -> an instruction using it (the one, if uses == 1) */
	int cpu;
	int nasm;          /* asm statements so far (their %= numbers) */
	/* Addresses of globals loaded in the current block since its last
	 * call: `seq++` loads and stores through one ld_imm64, as clang's
	 * does.  Not across a call, where the register would have to be a
	 * callee-saved one or a spill, both dearer than the two slots. */
	struct SymAddr {
		Symbol *sym;
		int64_t off;
		MBlock *block;
		unsigned epoch;
		int32_t vreg;
	} symaddr[SYMADDR_CACHE];
	unsigned epoch, nsymaddr; /* epoch: calls and asm statements so far */
	/* The last store of a constant from a register, while it is the
	 * current block's last instruction: the next store of a value with
	 * the same low bytes reuses the register, so a run of constant
	 * stores (`struct x v = {}`, a memset) sets it once, as clang's does */
	struct {
		MInst *store;
		uint64_t value; /* what the register holds */
		int32_t vreg;
	} run;
} Sel;

/* ---- emitting into the current block ---- */

static MInst *put(Sel *S, uint8_t code, int32_t dst, int32_t src, int16_t off, int64_t imm, SrcLoc loc)
{
	MInst *i = minst_new(S->mf, MK_INSN);
	i->code = code;
	i->dst = dst;
	i->src = src;
	i->off = off;
	i->imm = imm;
	i->loc = loc;
	mblock_append(S->cur, i);
	return i;
}

static uint8_t alu_class(bool is64) { return is64 ? BPF_ALU64 : BPF_ALU; }

static void alu_reg(Sel *S, bool is64, int op, int32_t dst, int32_t src, SrcLoc loc)
{
	put(S, (uint8_t)(alu_class(is64) | op | BPF_X), dst, src, 0, 0, loc);
}

static void alu_imm(Sel *S, bool is64, int op, int32_t dst, int64_t imm, SrcLoc loc)
{
	put(S, (uint8_t)(alu_class(is64) | op | BPF_K), dst, -1, 0, (int32_t)imm, loc);
}

static bool fits32(int64_t c) { return c == (int32_t)c; }

/* dst = constant c (64-bit value; a 32-bit one when !is64) */
static void mov_const(Sel *S, int32_t dst, int64_t c, bool is64, SrcLoc loc)
{
	if (!is64)
		alu_imm(S, false, BPF_MOV, dst, (int32_t)(uint32_t)c, loc);
	else if (fits32(c))
		alu_imm(S, true, BPF_MOV, dst, c, loc);
	else {
		MInst *i = minst_new(S->mf, MK_LDIMM64);
		i->dst = dst;
		i->imm = c;
		i->loc = loc;
		mblock_append(S->cur, i);
	}
}

static int32_t vreg_of(int32_t tmp) { return CG_VREG0 + tmp; }

/* dst = the address of slot + off (a fresh register if dst < 0) */
static int32_t frame_addr(Sel *S, int32_t dst, int slot, int64_t off, SrcLoc loc)
{
	MInst *i = minst_new(S->mf, MK_FRAMEADDR);
	i->dst = dst >= 0 ? dst : mfunc_vreg(S->mf);
	i->slot = slot;
	i->imm = off;
	i->loc = loc;
	mblock_append(S->cur, i);
	return i->dst;
}

static int32_t sym_addr(Sel *S, Symbol *sym, int64_t off, SrcLoc loc)
{
	for (unsigned k = 0; k < SYMADDR_CACHE; k++) {
		struct SymAddr *c = &S->symaddr[k];
		if (c->sym == sym && c->off == off && c->block == S->cur && c->epoch == S->epoch)
			return c->vreg;
	}
	MInst *i = minst_new(S->mf, MK_LDIMM64);
	i->dst = mfunc_vreg(S->mf);
	i->sym = sym;
	i->imm = off;
	i->loc = loc;
	mblock_append(S->cur, i);
	S->symaddr[S->nsymaddr++ % SYMADDR_CACHE] = (struct SymAddr){sym, off, S->cur, S->epoch, i->dst};
	return i->dst;
}

/* a register holding v (is64: v is a 64-bit value) */
static int32_t reg(Sel *S, IrVal v, bool is64, SrcLoc loc)
{
	switch (v.kind) {
	case IRV_TMP:
		if (S->slot_of[v.tmp] >= 0)
			return frame_addr(S, -1, S->slot_of[v.tmp], 0, loc);
		return vreg_of(v.tmp);
	case IRV_SYM:
		return sym_addr(S, v.sym, v.c, loc);
	default: {
		int32_t r = mfunc_vreg(S->mf);
		mov_const(S, r, v.c, is64, loc);
		return r;
	}
	}
}

/* ---- addresses ---- */

typedef struct Addr {
	int32_t base; /* register, BPF_REG_FP with slot >= 0 */
	int slot;
	int64_t off;
	CoreRelo *core; /* the offset is relocated (CO-RE) */
} Addr;

/* true if t is `add x, C` folded into the memory accesses that use it */
static bool folded_add(Sel *S, int32_t t)
{
	IrInst *d = S->def[t];
	return d && d->op == IR_add && d->cls == IRC_L && d->b.kind == IRV_CONST && d->a.kind == IRV_TMP &&
	       d->b.c > -32768 && d->b.c < 32768 && S->uses[t] == S->addr_uses[t];
}

/* the core instruction t's only use is the add that consumes it
 * (folded into addresses or an add immediate) */
static IrInst *core_of_add(Sel *S, IrInst *d)
{
	if (d->op != IR_add || d->cls != IRC_L || d->b.kind != IRV_TMP)
		return NULL;
	IrInst *c = S->def[d->b.tmp];
	if (!c || c->op != IR_core || S->uses[d->b.tmp] != 1 || !fits32(c->size))
		return NULL;
	return c;
}

/* true if t is `add x, core` (a CO-RE field offset) folded into the
 * loads and stores that use it */
static bool folded_core_add(Sel *S, int32_t t)
{
	IrInst *d = S->def[t], *c = d ? core_of_add(S, d) : NULL;
	return c && c->core->kind == BTF_CORE_FIELD_BYTE_OFFSET && c->size > -32768 && c->size < 32768 - 8 &&
	       S->uses[t] == S->addr_uses[t];
}

static Addr address(Sel *S, IrVal v, SrcLoc loc)
{
	int64_t off = 0;
	CoreRelo *core = NULL;
	/* a relocated add only at the top: anything below it stays as
	 * lowered (one relocation per access) */
	if (v.kind == IRV_TMP && folded_core_add(S, v.tmp)) {
		IrInst *d = S->def[v.tmp];
		core = S->def[d->b.tmp]->core;
		off = S->def[d->b.tmp]->size;
		v = d->a;
	}
	while (v.kind == IRV_TMP && folded_add(S, v.tmp)) {
		off += S->def[v.tmp]->b.c;
		v = S->def[v.tmp]->a;
		if (off < -32768 || off > 32767)
			break;
	}
	Addr a = {0, -1, off, core};
	if (v.kind == IRV_TMP && S->slot_of[v.tmp] >= 0) {
		a.base = BPF_REG_FP;
		a.slot = S->slot_of[v.tmp];
	} else if (v.kind == IRV_SYM && !core && a.off + v.c >= -32768 && a.off + v.c <= 32767 - 8) {
		/* the global's address, its offset in the access: accesses to
		 * several fields of one global share the ld_imm64 */
		a.base = sym_addr(S, v.sym, 0, loc);
		a.off += v.c;
	} else
		a.base = reg(S, v, true, loc);
	if (a.off < -32768 || a.off > 32767 - 8) {
		/* too far for the 16-bit offset: add it to a copy of the base */
		if (core) {
			diag_error(loc, "CO-RE: a relocated field offset of %lld bytes does not fit an instruction's offset",
				   (long long)off);
			S->mf->errors++;
		}
		int32_t r = mfunc_vreg(S->mf);
		if (a.slot >= 0) {
			frame_addr(S, r, a.slot, a.off, loc);
		} else {
			alu_reg(S, true, BPF_MOV, r, a.base, loc);
			int32_t k = mfunc_vreg(S->mf);
			mov_const(S, k, a.off, true, loc);
			alu_reg(S, true, BPF_ADD, r, k, loc);
		}
		a = (Addr){r, -1, 0, NULL};
	}
	return a;
}

static MInst *mem(Sel *S, uint8_t code, int32_t dst, int32_t src, Addr a, int64_t imm, bool base_is_dst,
		  SrcLoc loc)
{
	MInst *i = put(S, code, base_is_dst ? a.base : dst, base_is_dst ? src : a.base, (int16_t)a.off, imm, loc);
	i->slot = a.slot;
	i->core = a.core;
	return i;
}

static int size_code(int bytes)
{
	return bytes == 1 ? BPF_B : bytes == 2 ? BPF_H : bytes == 4 ? BPF_W : BPF_DW;
}

/* sign-extend the low `bits` of r in place, in a 32- or 64-bit register */
static void sign_extend(Sel *S, int32_t r, int bits, bool is64, SrcLoc loc)
{
	if (S->cpu >= 4) {
		put(S, (uint8_t)(alu_class(is64) | BPF_MOV | BPF_X), r, r, (int16_t)bits, 0, loc);
		return;
	}
	int sh = (is64 ? 64 : 32) - bits;
	alu_imm(S, is64, BPF_LSH, r, sh, loc);
	alu_imm(S, is64, BPF_ARSH, r, sh, loc);
}

/* t (a 32-bit sign-extended char or short) is used once, by a `sext32`
 * to 64 bits: t is made 64-bit sign-extended right away (one movsx or
 * ldsx on v4, one shift pair before), and the sext32 is a copy */
static bool widened_by_sext32(Sel *S, int32_t t)
{
	IrInst *u = S->user[t];
	return S->uses[t] == 1 && u && u->op == IR_sext32 && u->cls == IRC_L && u->a.kind == IRV_TMP && u->a.tmp == t;
}

static bool is_widened(Sel *S, IrVal v)
{
	if (v.kind != IRV_TMP || !S->def[v.tmp] || S->def[v.tmp]->cls != IRC_W || !widened_by_sext32(S, v.tmp))
		return false;
	IrOp op = (IrOp)S->def[v.tmp]->op;
	return op == IR_loads8 || op == IR_loads16 || op == IR_sext8 || op == IR_sext16;
}

/* A stack access whose offset is not a multiple of its width (a member
 * of a packed struct in a local): the verifier refuses a misaligned
 * stack access, so it is split into the widest aligned pieces, as clang
 * splits it.  Slots are 8-byte aligned in the frame.  Other memory keeps
 * the one access (the kernel allows it where the CPU does). */
static bool misaligned_stack(const Addr *a, int bytes)
{
	return a->base == BPF_REG_FP && a->slot >= 0 && !a->core && (a->off & (bytes - 1));
}

static int piece_width(int64_t off, int left)
{
	int w = 8;
	while (w > left || (off & (w - 1)))
		w >>= 1;
	return w;
}

/* d = the `bytes` at a, zero-extended, piece by piece */
static void load_pieces(Sel *S, int32_t d, Addr a, int bytes, SrcLoc loc)
{
	bool big = S->mf->opt->big_endian;
	for (int pos = 0; pos < bytes;) {
		int w = piece_width(a.off + pos, bytes - pos);
		Addr p = a;
		p.off += pos;
		int32_t t = pos ? mfunc_vreg(S->mf) : d;
		mem(S, (uint8_t)(BPF_LDX | BPF_MEM | size_code(w)), t, -1, p, 0, false, loc);
		int sh = big ? 8 * (bytes - pos - w) : 8 * pos;
		if (sh)
			alu_imm(S, true, BPF_LSH, t, sh, loc);
		if (pos)
			alu_reg(S, true, BPF_OR, d, t, loc);
		pos += w;
	}
}

static void store_pieces(Sel *S, IrVal v, Addr a, int bytes, SrcLoc loc)
{
	bool big = S->mf->opt->big_endian;
	int32_t r = v.kind == IRV_CONST ? -1 : reg(S, v, bytes == 8, loc);
	for (int pos = 0; pos < bytes;) {
		int w = piece_width(a.off + pos, bytes - pos);
		Addr p = a;
		p.off += pos;
		int sh = big ? 8 * (bytes - pos - w) : 8 * pos;
		int32_t t = mfunc_vreg(S->mf);
		if (r < 0) {
			mov_const(S, t, (int64_t)((uint64_t)v.c >> sh), true, loc);
		} else {
			alu_reg(S, true, BPF_MOV, t, r, loc);
			if (sh)
				alu_imm(S, true, BPF_RSH, t, sh, loc);
		}
		mem(S, (uint8_t)(BPF_STX | BPF_MEM | size_code(w)), -1, t, p, 0, true, loc);
		pos += w;
	}
}

static void sel_load(Sel *S, IrInst *i)
{
	static const struct { uint8_t op; int bytes; bool sign; } tab[] = {
		{IR_load8, 1, false}, {IR_load16, 2, false}, {IR_load32, 4, false}, {IR_load64, 8, false},
		{IR_loads8, 1, true}, {IR_loads16, 2, true}, {IR_loads32, 4, true},
	};
	int bytes = 8;
	bool sign = false;
	for (size_t k = 0; k < sizeof tab / sizeof tab[0]; k++)
		if (tab[k].op == i->op) {
			bytes = tab[k].bytes;
			sign = tab[k].sign;
		}
	bool is64 = i->cls == IRC_L;
	Addr a = address(S, i->a, i->loc);
	int32_t d = vreg_of(i->dst);
	if (i->is_volatile && a.slot >= 0)
		S->mf->slots[a.slot].is_volatile = true;
	if (sign && bytes < 4 && is_widened(S, ir_tmp(i->dst)))
		is64 = true; /* its one use wants it in 64 bits */
	if (misaligned_stack(&a, bytes)) {
		load_pieces(S, d, a, bytes, i->loc);
		if (sign && bytes < 8 && !(bytes == 4 && !is64))
			sign_extend(S, d, bytes * 8, is64, i->loc);
		return;
	}
	if (sign && bytes < 8 && !(bytes == 4 && !is64)) {
		if (S->cpu >= 4 && is64) {
			mem(S, (uint8_t)(BPF_LDX | BPF_MEMSX | size_code(bytes)), d, -1, a, 0, false, i->loc);
			return;
		}
		mem(S, (uint8_t)(BPF_LDX | BPF_MEM | size_code(bytes)), d, -1, a, 0, false, i->loc);
		sign_extend(S, d, bytes * 8, is64, i->loc);
		return;
	}
	mem(S, (uint8_t)(BPF_LDX | BPF_MEM | size_code(bytes)), d, -1, a, 0, false, i->loc);
}

static void sel_store(Sel *S, IrInst *i)
{
	int bytes = i->op == IR_store8 ? 1 : i->op == IR_store16 ? 2 : i->op == IR_store32 ? 4 : 8;
	Addr a = address(S, i->b, i->loc);
	if (i->is_volatile && a.slot >= 0)
		S->mf->slots[a.slot].is_volatile = true;
	if (misaligned_stack(&a, bytes)) {
		store_pieces(S, i->a, a, bytes, i->loc);
		return;
	}
	/* an immediate store only to the stack (the verifier refuses BPF_ST
	 * into ctx, and a register store is what it knows best elsewhere),
	 * and only from v4 on, as __BPF_FEATURE_ST says and clang does: older
	 * verifiers track a BPF_ST stack slot less precisely than a spilled
	 * register */
	if (S->cpu >= 4 && i->a.kind == IRV_CONST && a.base == BPF_REG_FP && (bytes < 8 || fits32(i->a.c))) {
		int64_t c = i->a.c;
		int32_t imm = bytes == 1 ? (int8_t)c : bytes == 2 ? (int16_t)c : (int32_t)c;
		mem(S, (uint8_t)(BPF_ST | BPF_MEM | size_code(bytes)), -1, -1, a, imm, true, i->loc);
		return;
	}
	if (i->a.kind == IRV_CONST) {
		uint64_t held = bytes == 8 ? (uint64_t)i->a.c : (uint32_t)i->a.c;
		uint64_t mask = bytes == 8 ? ~(uint64_t)0 : ((uint64_t)1 << (bytes * 8)) - 1;
		bool again = S->run.store && S->cur->last == S->run.store && !((S->run.value ^ held) & mask);
		int32_t v = again ? S->run.vreg : reg(S, i->a, bytes == 8, i->loc);
		MInst *st = mem(S, (uint8_t)(BPF_STX | BPF_MEM | size_code(bytes)), -1, v, a, 0, true, i->loc);
		S->run.store = st;
		S->run.vreg = v;
		S->run.value = again ? S->run.value : held;
		return;
	}
	int32_t v = reg(S, i->a, bytes == 8, i->loc);
	mem(S, (uint8_t)(BPF_STX | BPF_MEM | size_code(bytes)), -1, v, a, 0, true, i->loc);
}

/* ---- arithmetic ---- */

/* a CO-RE value in a register: `mov` of the local value (a type id:
 * the .BTF's, known by now), ld_imm64 if it needs 64 bits */
static void sel_core(Sel *S, IrInst *i)
{
	CoreRelo *r = i->core;
	int64_t v = r->kind == BTF_CORE_TYPE_ID_LOCAL || r->kind == BTF_CORE_TYPE_ID_TARGET ? r->type_id : i->size;
	int32_t d = vreg_of(i->dst);
	MInst *m;
	if (fits32(v) && (i->cls == IRC_L || v >= 0)) {
		m = put(S, (uint8_t)(alu_class(i->cls == IRC_L) | BPF_MOV | BPF_K), d, -1, 0, v, i->loc);
	} else {
		m = minst_new(S->mf, MK_LDIMM64);
		m->dst = d;
		m->imm = v;
		m->loc = i->loc;
		mblock_append(S->cur, m);
	}
	m->core = r;
}

static int bpf_alu_op(IrOp op)
{
	switch (op) {
	case IR_add: return BPF_ADD;
	case IR_sub: return BPF_SUB;
	case IR_mul: return BPF_MUL;
	case IR_udiv: case IR_sdiv: return BPF_DIV;
	case IR_umod: case IR_smod: return BPF_MOD;
	case IR_and: return BPF_AND;
	case IR_or: return BPF_OR;
	case IR_xor: return BPF_XOR;
	case IR_shl: return BPF_LSH;
	case IR_lshr: return BPF_RSH;
	case IR_ashr: return BPF_ARSH;
	default: return -1;
	}
}

static bool commutative(IrOp op)
{
	return op == IR_add || op == IR_mul || op == IR_and || op == IR_or || op == IR_xor;
}

/* d = a, as the first half of a two-address operation.  A 32-bit value
 * is zero-extended in its register, so its copy is a 64-bit mov: the
 * same bits, and the verifier keeps what it knows (a u32 ctx field such
 * as xdp_md.data is a packet pointer, which `w3 = w2` would make a
 * scalar).  Only a copy that must cut a 64-bit value is a mov32. */
static void mov_val(Sel *S, int32_t d, IrVal a, bool is64, SrcLoc loc)
{
	if (a.kind == IRV_CONST) {
		mov_const(S, d, a.c, is64, loc);
		return;
	}
	/* a packet load's value has 32 bits at most, zero-extended */
	bool narrow = a.kind == IRV_TMP && S->def[a.tmp] &&
		      (S->def[a.tmp]->op == IR_ldpkt8 || S->def[a.tmp]->op == IR_ldpkt16 || S->def[a.tmp]->op == IR_ldpkt32);
	bool trunc = !is64 && (a.kind != IRV_TMP || S->cls[a.tmp] == IRC_L) && !narrow;
	alu_reg(S, !trunc, BPF_MOV, d, reg(S, a, true, loc), loc);
	if (trunc)
		S->cur->last->trunc = true;
}

static void sel_binop(Sel *S, IrInst *i)
{
	IrOp op = (IrOp)i->op;
	bool is64 = i->cls == IRC_L;
	IrVal a = i->a, b = i->b;
	if (a.kind == IRV_CONST && b.kind != IRV_CONST && commutative(op)) {
		IrVal t = a;
		a = b;
		b = t;
	}
	int32_t d = vreg_of(i->dst);
	bool div = op == IR_udiv || op == IR_umod || op == IR_sdiv || op == IR_smod;
	if (div && b.kind == IRV_CONST && a.kind != IRV_CONST &&
	    cg_expand_div_const(S->mf, S->cur, S->cpu, is64, op == IR_sdiv || op == IR_smod,
				op == IR_umod || op == IR_smod, d, reg(S, a, is64, i->loc), b.c, i->loc))
		return;
	/* x - C as x + (-C): the verifier refuses subtraction from a stack
	 * pointer, and a 64-bit value may be one */
	if (op == IR_sub && is64 && b.kind == IRV_CONST && b.c != INT64_MIN && fits32(-b.c) && a.kind != IRV_CONST) {
		op = IR_add;
		b = ir_const(-b.c);
	}
	/* x * 2^k as x << k, as clang writes an index's scaling: the same
	 * bits, and the form the kernel's selftests expect in verifier logs
	 * (a possibly negative index loses its bounds either way on older
	 * kernels: "math between map_value pointer and register with
	 * unbounded min value") */
	if (op == IR_mul && b.kind == IRV_CONST && b.c > 1 && !(b.c & (b.c - 1)) && a.kind != IRV_CONST) {
		op = IR_shl;
		b = ir_const(__builtin_ctzll((unsigned long long)b.c));
	}
	if ((op == IR_sdiv || op == IR_smod) && S->cpu < 4) {
		int32_t ra = reg(S, a, is64, i->loc), rb = reg(S, b, is64, i->loc);
		cg_expand_sdiv(S->mf, S->cur, is64, op == IR_smod, d, ra, rb, i->loc);
		return;
	}
	int bop = bpf_alu_op(op);
	int16_t off = (op == IR_sdiv || op == IR_smod) ? 1 : 0;
	if (op == IR_sub && a.kind == IRV_CONST && a.c == 0 && b.kind != IRV_CONST) {
		mov_val(S, d, b, is64, i->loc);
		put(S, (uint8_t)(alu_class(is64) | BPF_NEG), d, -1, 0, 0, i->loc);
		return;
	}
	bool imm = b.kind == IRV_CONST && (!is64 || fits32(b.c)) && !(div && (int32_t)b.c == 0);
	int32_t rb = imm ? -1 : reg(S, b, is64, i->loc);
	mov_val(S, d, a, is64, i->loc);
	if (imm) {
		int64_t c = b.c;
		if (op == IR_shl || op == IR_lshr || op == IR_ashr)
			c &= is64 ? 63 : 31;
		put(S, (uint8_t)(alu_class(is64) | bop | BPF_K), d, -1, off, (int32_t)c, i->loc);
	} else
		put(S, (uint8_t)(alu_class(is64) | bop | BPF_X), d, rb, off, 0, i->loc);
}

static void sel_unary(Sel *S, IrInst *i)
{
	bool is64 = i->cls == IRC_L;
	int32_t d = vreg_of(i->dst);
	switch ((IrOp)i->op) {
	case IR_neg:
		mov_val(S, d, i->a, is64, i->loc);
		put(S, (uint8_t)(alu_class(is64) | BPF_NEG), d, -1, 0, 0, i->loc);
		return;
	case IR_copy:
		/* a 32-bit copy is a truncation: mov32 clears the upper half */
		mov_val(S, d, i->a, is64, i->loc);
		return;
	case IR_bswap16:
	case IR_bswap32:
	case IR_bswap64: {
		int bits = i->op == IR_bswap16 ? 16 : i->op == IR_bswap32 ? 32 : 64;
		mov_val(S, d, i->a, bits == 64, i->loc);
		/* v4's bswap swaps whatever the byte order; before it, `be` swaps
		 * on a little-endian target and `le` on a big-endian one */
		uint8_t code = S->cpu >= 4 ? BPF_ALU64 | BPF_END
					   : (uint8_t)(BPF_ALU | BPF_END | (S->mf->opt->big_endian ? BPF_K : BPF_X));
		put(S, code, d, -1, 0, bits, i->loc);
		return;
	}
	case IR_zext8:
	case IR_zext16:
		mov_val(S, d, i->a, false, i->loc);
		alu_imm(S, false, BPF_AND, d, i->op == IR_zext8 ? 0xff : 0xffff, i->loc);
		return;
	case IR_zext32:
		mov_val(S, d, i->a, false, i->loc);
		return;
	case IR_sext8:
	case IR_sext16:
	case IR_sext32: {
		int bits = i->op == IR_sext8 ? 8 : i->op == IR_sext16 ? 16 : 32;
		if (!is64 && bits == 32) {
			mov_val(S, d, i->a, false, i->loc);
			return;
		}
		if (is_widened(S, ir_tmp(i->dst)))
			is64 = true; /* its one use, a sext32, then copies it */
		else if (bits == 32 && is_widened(S, i->a)) {
			mov_val(S, d, i->a, true, i->loc);
			return;
		}
		mov_val(S, d, i->a, is64, i->loc);
		sign_extend(S, d, bits, is64, i->loc);
		return;
	}
	default:
		return;
	}
}

/* ---- comparisons and branches ---- */

static int jmp_op(IrOp op)
{
	switch (op) {
	case IR_eq: return BPF_JEQ;
	case IR_ne: return BPF_JNE;
	case IR_ult: return BPF_JLT;
	case IR_ule: return BPF_JLE;
	case IR_ugt: return BPF_JGT;
	case IR_uge: return BPF_JGE;
	case IR_slt: return BPF_JSLT;
	case IR_sle: return BPF_JSLE;
	case IR_sgt: return BPF_JSGT;
	case IR_sge: return BPF_JSGE;
	default: return BPF_JNE;
	}
}

static int swapped_jmp(int op)
{
	switch (op) {
	case BPF_JLT: return BPF_JGT;
	case BPF_JGT: return BPF_JLT;
	case BPF_JLE: return BPF_JGE;
	case BPF_JGE: return BPF_JLE;
	case BPF_JSLT: return BPF_JSGT;
	case BPF_JSGT: return BPF_JSLT;
	case BPF_JSLE: return BPF_JSGE;
	case BPF_JSGE: return BPF_JSLE;
	default: return op;
	}
}

static bool signed_jmp(int op)
{
	return op == BPF_JSLT || op == BPF_JSLE || op == BPF_JSGT || op == BPF_JSGE;
}

/* a copy of a 32-bit value sign-extended to 64 bits (v1/v2 signed compares) */
static int32_t sext_copy(Sel *S, int32_t r, SrcLoc loc)
{
	int32_t t = mfunc_vreg(S->mf);
	alu_reg(S, true, BPF_MOV, t, r, loc);
	sign_extend(S, t, 32, true, loc);
	return t;
}

/* if (a op b) goto target, comparing `cls` values */
static void cond_jump(Sel *S, IrOp irop, IrClass cls, IrVal a, IrVal b, MBlock *target, SrcLoc loc)
{
	int op = jmp_op(irop);
	if (a.kind == IRV_CONST && b.kind != IRV_CONST) {
		IrVal t = a;
		a = b;
		b = t;
		op = swapped_jmp(op);
	}
	bool w = cls == IRC_W;
	bool jmp32 = w && S->cpu >= 3;
	int32_t ra = reg(S, a, !w, loc);
	bool imm = b.kind == IRV_CONST && (w ? true : fits32(b.c));
	int64_t c = w ? (int64_t)(int32_t)b.c : b.c;
	/* a 64-bit jump sign-extends its immediate: right for a signed
	 * 32-bit compare, wrong for an unsigned one above INT32_MAX */
	if (imm && w && !jmp32 && !signed_jmp(op) && c < 0)
		imm = false;
	/* v1 has no JLT/JLE/JSLT/JSLE: compare the other way round */
	bool need_swap = S->cpu < 2 && (op == BPF_JLT || op == BPF_JLE || op == BPF_JSLT || op == BPF_JSLE);
	if (need_swap)
		imm = false;
	int32_t rb = imm ? -1 : reg(S, b, !w, loc);
	if (w && !jmp32 && signed_jmp(op)) {
		ra = sext_copy(S, ra, loc);
		if (!imm)
			rb = sext_copy(S, rb, loc);
	}
	if (need_swap) {
		int32_t t = ra;
		ra = rb;
		rb = t;
		op = swapped_jmp(op);
	}
	uint8_t cl = jmp32 ? BPF_JMP32 : BPF_JMP;
	MInst *j = put(S, (uint8_t)(cl | op | (imm ? BPF_K : BPF_X)), ra, rb, 0, imm ? (int32_t)c : 0, loc);
	j->target = target;
}

static void jump(Sel *S, MBlock *target, SrcLoc loc)
{
	MInst *j = put(S, BPF_JMP | BPF_JA, -1, -1, 0, 0, loc);
	j->target = target;
}

/* d = (a op b) as 0 or 1 */
static void sel_compare(Sel *S, IrInst *i)
{
	int32_t d = vreg_of(i->dst);
	/* a conditional jump ends its block, so liveness sees both ways out */
	MBlock *after = mfunc_block_after(S->mf, S->cur);
	MBlock *zero = mfunc_block_after(S->mf, S->cur);
	alu_imm(S, true, BPF_MOV, d, 1, i->loc);
	cond_jump(S, (IrOp)i->op, (IrClass)i->cls, i->a, i->b, after, i->loc);
	S->cur = zero;
	alu_imm(S, true, BPF_MOV, d, 0, i->loc);
	S->cur = after;
}

static IrClass val_cls(Sel *S, IrVal v)
{
	return v.kind == IRV_TMP ? (IrClass)S->cls[v.tmp] : IRC_L;
}

static void sel_branch(Sel *S, IrInst *i)
{
	MBlock *t = S->bmap[i->then->id], *e = S->bmap[i->els->id];
	IrVal c = i->a;
	if (c.kind == IRV_CONST) {
		jump(S, c.c ? t : e, i->loc);
		return;
	}
	IrInst *d = c.kind == IRV_TMP ? S->def[c.tmp] : NULL;
	if (d && (ir_ops[d->op].flags & OPF_CMP) && S->uses[c.tmp] == 1)
		cond_jump(S, (IrOp)d->op, (IrClass)d->cls, d->a, d->b, t, i->loc);
	else
		cond_jump(S, IR_ne, val_cls(S, c), c, ir_const(0), t, i->loc);
	jump(S, e, i->loc);
}

/* ---- atomics ---- */

static void sel_atomic(Sel *S, IrInst *i)
{
	static const struct { uint8_t op; int32_t imm; } tab[] = {
		{IR_atomic_add, BPF_ADD}, {IR_atomic_or, BPF_OR}, {IR_atomic_and, BPF_AND},
		{IR_atomic_xor, BPF_XOR}, {IR_atomic_xchg, BPF_XCHG}, {IR_atomic_cmpxchg, BPF_CMPXCHG},
	};
	int32_t imm = BPF_ADD;
	for (size_t k = 0; k < sizeof tab / sizeof tab[0]; k++)
		if (tab[k].op == i->op)
			imm = tab[k].imm;
	bool is64 = i->cls == IRC_L;
	bool fetch = S->uses[i->dst] > 0 || imm == BPF_XCHG || imm == BPF_CMPXCHG;
	if (fetch)
		imm |= BPF_FETCH;
	if (S->cpu < 3 && imm != BPF_ADD) {
		diag_error(i->loc, "this atomic operation needs -mcpu=v3 or later (before v3 BPF only has an atomic "
				   "add whose old value is not used)");
		S->mf->errors++;
		return;
	}
	uint8_t code = (uint8_t)(BPF_STX | BPF_ATOMIC | (is64 ? BPF_DW : BPF_W));
	Addr a = address(S, i->a, i->loc);
	int32_t d = vreg_of(i->dst);
	if (i->op == IR_atomic_cmpxchg) {
		MInst *c = minst_new(S->mf, MK_CMPXCHG);
		c->args = arena_alloc(S->mf->arena, 2 * sizeof *c->args);
		c->args[0] = a.base;
		c->args[1] = reg(S, i->args[0], is64, i->loc);
		c->nargs = 2;
		c->src = reg(S, i->b, is64, i->loc);
		c->dst = d;
		c->off = (int16_t)a.off;
		c->slot = a.slot;
		c->w = !is64;
		c->loc = i->loc;
		mblock_append(S->cur, c);
		return;
	}
	if (fetch) {
		/* the instruction leaves the old value in its source register */
		mov_val(S, d, i->b, is64, i->loc);
		mem(S, code, -1, d, a, imm, true, i->loc);
	} else
		mem(S, code, -1, reg(S, i->b, is64, i->loc), a, imm, true, i->loc);
}

/* ---- calls, phis, returns ---- */

static void sel_call(Sel *S, IrInst *i)
{
	if (i->nargs > 5) {
		/* left by a call to an always_inline function that was not inlined */
		diag_error(i->loc, "too many arguments in a call: BPF passes at most 5 (r1-r5), this call has %d%s",
			   i->nargs, i->callee ? " (and it was not inlined)" : "");
		S->mf->errors++;
		return;
	}
	MInst *c = minst_new(S->mf, MK_CALL);
	c->nargs = i->nargs;
	c->args = arena_alloc(S->mf->arena, sizeof(int32_t) * (size_t)(i->nargs ? i->nargs : 1));
	for (int k = 0; k < i->nargs; k++) {
		IrVal a = i->args[k];
		if (k < 8 && (i->unread_args >> k & 1))
			c->args[k] = -1; /* the static callee never reads it */
		else if (a.kind == IRV_TMP && S->slot_of[a.tmp] < 0)
			c->args[k] = vreg_of(a.tmp);
		else
			c->args[k] = reg(S, a, true, i->loc);
	}
	c->dst = S->uses[i->dst] ? vreg_of(i->dst) : -1;
	c->w = i->cls == IRC_W;
	c->sym = i->callee;
	c->imm = i->callee ? 0 : i->size;
	c->loc = i->loc;
	mblock_append(S->cur, c);
	S->epoch++;
	/* A _Bool, char or short result is only as wide as its type in r0:
	 * a kfunc's `bool` is the kernel's %al, the rest of the register
	 * unspecified (bpf_cpumask_intersects: cpumask_success's
	 * test_intersects_subset saw true for false).  The caller extends
	 * it, as clang does (`w0 &= 1`); a call inlined instead returns a
	 * value ebcc made, already in range. */
	if (c->dst >= 0 && i->ret_ext) {
		int bits = i->ret_ext < 0 ? -i->ret_ext : i->ret_ext;
		if (i->ret_ext > 0)
			put(S, (uint8_t)(alu_class(false) | BPF_AND | BPF_K), c->dst, -1, 0,
			    bits == 1 ? 1 : (1 << bits) - 1, i->loc);
		else
			sign_extend(S, c->dst, bits, i->cls == IRC_L, i->loc);
	}
}

/* A legacy packet load: LD_ABS for a constant offset, else LD_IND with
 * the offset in a register and 0 in the immediate (clang's assembler
 * reads `skb[rN]` only, so -S output stays its input too). */
static void sel_ldpkt(Sel *S, IrInst *i)
{
	MInst *m = minst_new(S->mf, MK_LDPKT);
	m->code = (uint8_t)(i->op == IR_ldpkt8 ? BPF_B : i->op == IR_ldpkt16 ? BPF_H : BPF_W);
	m->args = arena_alloc(S->mf->arena, sizeof *m->args);
	m->args[0] = reg(S, i->a, true, i->loc);
	m->nargs = 1;
	IrVal off = i->b;
	if (off.kind == IRV_CONST && fits32(off.c)) {
		m->src = -1;
		m->imm = off.c;
	} else {
		m->src = reg(S, off, true, i->loc);
	}
	m->dst = S->uses[i->dst] ? vreg_of(i->dst) : -1;
	m->loc = i->loc;
	mblock_append(S->cur, m);
	S->epoch++;
}

/* An asm statement: outputs get fresh registers ("+" ones and those an
 * input is tied to start as a copy of that value), inputs their values'
 * registers, constants stay constants for the template; after it, each
 * used output is copied into its IR temporary (a 32-bit one through a
 * truncating mov: the template may have written all 64 bits). */
static void sel_asm(Sel *S, IrInst *i)
{
	const Node *n = i->asm_node;
	int nout = n->asm_noutputs, nin = n->asm_ninputs, nops = nout + nin;
	Arena *ar = S->mf->arena;
	MInst *m = minst_new(S->mf, MK_ASM);
	MAsm *as = arena_alloc(ar, sizeof *as);
	memset(as, 0, sizeof *as);
	as->node = n;
	as->nout = nout;
	as->nin = nin;
	as->imm = arena_alloc(ar, sizeof(int64_t) * (size_t)(nops + 1));
	as->sym = arena_alloc(ar, sizeof(Symbol *) * (size_t)(nops + 1));
	as->reg32 = arena_alloc(ar, (size_t)nops + 1);
	m->args = arena_alloc(ar, sizeof(int32_t) * (size_t)(nops + 1));
	m->nargs = nops;
	m->as = as;
	as->id = S->nasm++;
	m->loc = i->loc;
	for (int k = 0; k < n->asm_nclobbers; k++) {
		const char *c = n->asm_clobbers[k];
		if ((c[0] == 'r' || c[0] == 'w') && c[1] >= '0' && c[1] <= '9' && !c[2])
			as->clobber |= (uint16_t)(1u << (c[1] - '0'));
	}
	IrInst **outs = xcalloc((size_t)nout + 1, sizeof *outs);
	for (IrInst *t = i->next; t && t->op == IR_asmout; t = t->next)
		outs[t->size] = t;
	int hidden = nin, nregs_in = 0, need_out = 0;
	for (int k = 0; k < nout; k++) {
		IrAsmConstraint c = ir_asm_constraint(n->asm_outputs[k].constraint);
		if (c.kind == ASMK_MEM) {
			/* the object's address, read by the template */
			m->args[k] = reg(S, i->args[hidden++], true, i->loc);
			as->mem |= (uint16_t)(1u << k);
			nregs_in++;
			continue;
		}
		need_out++;
		m->args[k] = mfunc_vreg(S->mf);
		as->reg32[k] = c.kind == ASMK_REG32;
		if (c.early_clobber)
			as->early |= (uint16_t)(1u << k);
		if (c.plus) {
			mov_val(S, m->args[k], i->args[hidden++], true, i->loc);
			as->readout |= (uint16_t)(1u << k);
		}
	}
	for (int k = 0; k < nin; k++) {
		IrAsmConstraint c = ir_asm_constraint(n->asm_inputs[k].constraint);
		IrVal v = i->args[k];
		int op = nout + k;
		as->reg32[op] = c.kind == ASMK_REG32;
		if (c.kind == ASMK_TIED) {
			mov_val(S, m->args[c.tied], v, true, i->loc);
			as->readout |= (uint16_t)(1u << c.tied);
			as->reg32[op] = as->reg32[c.tied];
			m->args[op] = m->args[c.tied];
		} else if (c.kind == ASMK_IMM) {
			if (v.kind != IRV_CONST && v.kind != IRV_SYM) {
				diag_error(n->asm_inputs[k].loc,
					   "asm operand %d: constraint '%s' needs a constant, an address or a helper", op,
					   n->asm_inputs[k].constraint);
				S->mf->errors++;
			}
			m->args[op] = -1;
			as->imm[op] = v.c;
			as->sym[op] = v.kind == IRV_SYM ? v.sym : NULL;
		} else {
			m->args[op] = reg(S, v, true, i->loc);
			if (c.kind == ASMK_MEM)
				as->mem |= (uint16_t)(1u << op);
			nregs_in++;
		}
	}
	int free_regs = CG_ASM_MAX_REGS - __builtin_popcount(as->clobber);
	int need = as->early ? need_out + nregs_in : (need_out > nregs_in ? need_out : nregs_in);
	if (need > free_regs || need_out > free_regs) {
		diag_error(i->loc, "this asm needs %d registers at once but only %d of r0-r9 are not clobbered by it",
			   need, free_regs);
		S->mf->errors++;
	}
	mblock_append(S->cur, m);
	S->epoch++;
	for (int k = 0; k < nout; k++) {
		if (!outs[k] || !S->uses[outs[k]->dst])
			continue;
		bool w = outs[k]->cls == IRC_W;
		alu_reg(S, !w, BPF_MOV, vreg_of(outs[k]->dst), m->args[k], i->loc);
		if (w && !as->reg32[k])
			S->cur->last->trunc = true;
	}
	free(outs);
}

/* A phi's copies do no work of a statement: a -g line_info record on
 * them would name the variable's declaration (where mem2reg put the
 * phi), a line no instruction of that statement runs.  They carry no
 * position, so they stay under the record before them. */
#define PHI_LOC ((SrcLoc){0})

/* the copies into the phis of b's successors, before b's terminator */
static void phi_copies(Sel *S, IrBlock *b)
{
	IrBlock *succ[2];
	int n = ir_succs(b, succ);
	for (int s = 0; s < n; s++) {
		if (s == 1 && succ[1] == succ[0])
			break;
		for (IrInst *p = succ[s]->first; p && p->op == IR_phi; p = p->next)
			for (int k = 0; k < p->nargs; k++)
				if (p->preds[k] == b) {
					mov_val(S, S->phicopy[p->dst], p->args[k], p->cls == IRC_L, PHI_LOC);
					break;
				}
	}
}

/* the frame slot of an alloc, in the alloc's stack region */
static int alloc_slot(MFunc *mf, const IrInst *i)
{
	int k = mfunc_slot(mf, i->size, i->align);
	mf->slots[k].region = i->region;
	return k;
}

static void sel_inst(Sel *S, IrInst *i)
{
	IrOp op = (IrOp)i->op;
	int fl = ir_ops[op].flags;
	if ((fl & OPF_VALUE) && op != IR_call && op != IR_alloc && i->dst >= 0 && !S->uses[i->dst] &&
	    !(fl & (OPF_MEM | OPF_ATOMIC)))
		return; /* unused (at -O0 nothing removed it) */
	if (fl & OPF_ATOMIC) {
		sel_atomic(S, i);
		return;
	}
	if (fl & OPF_CMP) {
		if (S->uses[i->dst] == 1 && i->dst >= 0) {
			/* fused into the branch that uses it, if that is a br */
			for (IrInst *t = i->next; t; t = t->next)
				if (t->op == IR_br && t->a.kind == IRV_TMP && t->a.tmp == i->dst)
					return;
		}
		sel_compare(S, i);
		return;
	}
	switch (op) {
	case IR_add:
		if (folded_add(S, i->dst) || folded_core_add(S, i->dst))
			return;
		if (i->cls == IRC_L && i->a.kind == IRV_TMP && S->slot_of[i->a.tmp] >= 0 && i->b.kind == IRV_CONST &&
		    fits32(i->b.c)) {
			/* &local.field: one `rD = r10; rD += off` for both offsets */
			frame_addr(S, vreg_of(i->dst), S->slot_of[i->a.tmp], i->b.c, i->loc);
			return;
		}
		if (core_of_add(S, i)) {
			/* the relocation on the add's immediate */
			int32_t d = vreg_of(i->dst);
			mov_val(S, d, i->a, true, i->loc);
			IrInst *c = core_of_add(S, i);
			put(S, BPF_ALU64 | BPF_ADD | BPF_K, d, -1, 0, c->size, i->loc)->core = c->core;
			return;
		}
		sel_binop(S, i);
		return;
	case IR_core:
		if (S->core_add[i->dst] >= 0 && core_of_add(S, S->def[S->core_add[i->dst]]))
			return; /* consumed by its add */
		sel_core(S, i);
		return;
	case IR_sub: case IR_mul: case IR_udiv: case IR_sdiv: case IR_umod: case IR_smod:
	case IR_and: case IR_or: case IR_xor: case IR_shl: case IR_lshr: case IR_ashr:
		sel_binop(S, i);
		return;
	case IR_bswap16: case IR_bswap32: case IR_bswap64:
	case IR_neg: case IR_copy: case IR_zext8: case IR_zext16: case IR_zext32:
	case IR_sext8: case IR_sext16: case IR_sext32:
		sel_unary(S, i);
		return;
	case IR_load8: case IR_load16: case IR_load32: case IR_load64:
	case IR_loads8: case IR_loads16: case IR_loads32:
		sel_load(S, i);
		return;
	case IR_store8: case IR_store16: case IR_store32: case IR_store64:
		sel_store(S, i);
		return;
	case IR_alloc:
		S->slot_of[i->dst] = alloc_slot(S->mf, i);
		return;
	case IR_call:
		sel_call(S, i);
		return;
	case IR_ldpkt8: case IR_ldpkt16: case IR_ldpkt32:
		sel_ldpkt(S, i);
		return;
	case IR_asm:
		sel_asm(S, i);
		return;
	case IR_asmout: /* selected with its asm */
		return;
	case IR_ascast:
		put(S, BPF_ALU64 | BPF_MOV | BPF_X, vreg_of(i->dst), reg(S, i->a, true, i->loc), 1, i->size, i->loc);
		return;
	case IR_asmgoto:
		/* the template's jump goes to the label's block (a target, so
		 * liveness and labels see the edge), then the fall through */
		sel_asm(S, i);
		S->cur->last->target = S->bmap[i->then->id];
		jump(S, S->bmap[i->els->id], i->loc);
		return;
	case IR_constant_p: /* what folding did not prove constant is not */
		mov_const(S, vreg_of(i->dst), i->a.kind == IRV_CONST, false, i->loc);
		return;
	case IR_phi:
		alu_reg(S, true, BPF_MOV, vreg_of(i->dst), S->phicopy[i->dst], PHI_LOC);
		return;
	case IR_jmp:
		jump(S, S->bmap[i->then->id], i->loc);
		return;
	case IR_br:
		sel_branch(S, i);
		return;
	case IR_ret: {
		if (S->f->sym->is_naked)
			return; /* the asm returns by itself */
		MInst *r = minst_new(S->mf, MK_RET);
		if (i->a.kind != IRV_NONE)
			r->src = reg(S, i->a, S->f->ret_cls == IRC_L, i->loc);
		r->loc = i->loc;
		mblock_append(S->cur, r);
		return;
	}
	default:
		return;
	}
}

static void count_use(Sel *S, IrInst *by, IrVal v, bool as_addr)
{
	if (v.kind != IRV_TMP)
		return;
	S->user[v.tmp] = by;
	S->uses[v.tmp]++;
	if (as_addr)
		S->addr_uses[v.tmp]++;
}

static void analyze(Sel *S)
{
	IrFunc *f = S->f;
	for (int k = 0; k < f->nparams; k++)
		S->cls[f->params[k]] = f->param_cls[k];
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next) {
			if (i->dst >= 0) {
				S->def[i->dst] = i;
				S->cls[i->dst] = i->cls;
			}
			if (i->op == IR_add && i->b.kind == IRV_TMP)
				S->core_add[i->b.tmp] = i->dst;
			bool load = ((ir_ops[i->op].flags & OPF_MEM) && (ir_ops[i->op].flags & OPF_VALUE)) ||
				    (ir_ops[i->op].flags & OPF_ATOMIC);
			bool store = (ir_ops[i->op].flags & OPF_MEM) && !load;
			for (int k = 0; k < i->nargs; k++)
				count_use(S, i, i->args[k], false);
			if (i->op == IR_call || i->op == IR_phi)
				continue;
			int n = ir_ops[i->op].nargs;
			if (i->op == IR_ret || i->op == IR_br)
				n = 1;
			if (n >= 1)
				count_use(S, i, i->a, load);
			if (n >= 2)
				count_use(S, i, i->b, store);
		}
}

/* An ALU result only a successor's phi reads, from this block (`i++`
 * of `sum += a[i++]`), moves down to the block's end, in front of the
 * copies into the phis: computed early it lives beside its operand,
 * which the rest of the block still reads (`r1 = r6; r1 += 1; ...
 * a[r6]`); computed last, the operand's register is free and the
 * allocator gives the result the same one (`r6 += 1`).  Not past a
 * call or an asm statement, which would keep the operand alive across
 * it.  (The phi's copies stay where another way into the phi brings
 * the old value: loop_inside_iter's `if (i < n) sum += a[i++]`.) */
static bool sinkable(const IrInst *i)
{
	switch ((IrOp)i->op) {
	case IR_add: case IR_sub: case IR_mul: case IR_and: case IR_or: case IR_xor:
	case IR_shl: case IR_lshr: case IR_ashr: case IR_neg:
		return i->dst >= 0;
	default:
		return false;
	}
}

static bool barrier(const IrInst *i)
{
	return i->op == IR_call || (ir_ops[i->op].flags & OPF_SIDE);
}

static bool feeds_phi_from(const Sel *S, const IrInst *i, const IrBlock *b)
{
	const IrInst *u = sinkable(i) && S->uses[i->dst] == 1 ? S->user[i->dst] : NULL;
	if (!u || u->op != IR_phi)
		return false;
	for (int k = 0; k < u->nargs; k++)
		if (u->preds[k] == b && u->args[k].kind == IRV_TMP && u->args[k].tmp == i->dst)
			return true;
	return false;
}

static void sink_phi_operands(Sel *S)
{
	for (IrBlock *b = S->f->entry; b; b = b->next) {
		IrInst *term = b->last, *start = NULL;
		if (!term || !ir_is_term(term))
			continue;
		for (IrInst *i = b->first; i != term; i = i->next)
			if (barrier(i))
				start = i;
		IrInst *prev = start, *moved = NULL, *moved_last = NULL;
		for (IrInst *i = start ? start->next : b->first, *n; i != term; i = n) {
			n = i->next;
			if (!feeds_phi_from(S, i, b)) {
				prev = i;
				continue;
			}
			if (prev)
				prev->next = n;
			else
				b->first = n;
			i->next = NULL;
			if (moved_last)
				moved_last->next = i;
			else
				moved = i;
			moved_last = i;
		}
		if (!moved)
			continue;
		moved_last->next = term;
		if (prev)
			prev->next = moved;
		else
			b->first = moved;
	}
}

static bool *reachable_blocks(IrFunc *f)
{
	bool *seen = xcalloc((size_t)f->nblocks + 1, 1);
	IrBlock **stack = xmalloc(sizeof *stack * ((size_t)f->nblocks * 2 + 2));
	int n = 0;
	stack[n++] = f->entry;
	seen[f->entry->id] = true;
	while (n) {
		IrBlock *b = stack[--n], *succ[2];
		int ns = ir_succs(b, succ);
		if (b->last && b->last->op == IR_br && b->last->a.kind == IRV_CONST) {
			/* sel_branch jumps straight to the side a constant picks */
			succ[0] = b->last->a.c ? b->last->then : b->last->els;
			ns = 1;
		}
		for (int k = 0; k < ns; k++)
			if (!seen[succ[k]->id]) {
				seen[succ[k]->id] = true;
				stack[n++] = succ[k];
			}
	}
	free(stack);
	return seen;
}

MFunc *cg_select(IrFunc *f, Arena *a, const CgOptions *o, bool is_entry)
{
	MFunc *mf = arena_alloc(a, sizeof *mf);
	memset(mf, 0, sizeof *mf);
	mf->ir = f;
	mf->arena = a;
	mf->opt = o;
	mf->is_entry = is_entry;
	mf->nvregs = f->ntmps;
	Sel S = {.mf = mf, .f = f, .cpu = o->cpu};
	if (f->nparams > 5) {
		diag_error(f->sym->def_loc, "function '%s' has %d parameters: BPF passes at most 5 (r1-r5)%s",
			   cg_sym_name(f->sym), f->nparams, f->sym->is_always_inline ? " (and it was not inlined everywhere)" : "");
		mf->errors++;
		return mf;
	}
	size_t nt = (size_t)f->ntmps + 1;
	S.uses = xcalloc(nt, sizeof *S.uses);
	S.addr_uses = xcalloc(nt, sizeof *S.addr_uses);
	S.def = xcalloc(nt, sizeof *S.def);
	S.cls = xcalloc(nt, 1);
	S.slot_of = xmalloc(nt * sizeof *S.slot_of);
	S.phicopy = xcalloc(nt, sizeof *S.phicopy);
	S.core_add = xmalloc(nt * sizeof *S.core_add);
	S.user = xcalloc(nt, sizeof *S.user);
	for (size_t k = 0; k < nt; k++)
		S.slot_of[k] = S.core_add[k] = -1;
	analyze(&S);
	if (o->sink_phi_operands)
		sink_phi_operands(&S);
	S.bmap = xcalloc((size_t)f->nblocks + 1, sizeof *S.bmap);
	/* blocks control cannot reach are not selected: the verifier
	 * refuses a program with unreachable instructions (at -O0 nothing
	 * else removed them) */
	bool *reach = reachable_blocks(f);
	for (IrBlock *b = f->entry; b; b = b->next) {
		if (!reach[b->id])
			continue;
		S.bmap[b->id] = mfunc_block(mf);
		for (IrInst *i = b->first; i && i->op == IR_phi; i = i->next)
			S.phicopy[i->dst] = mfunc_vreg(mf);
	}
	/* allocs first: slots must exist before any access to them */
	for (IrBlock *b = f->entry; b; b = b->next)
		for (IrInst *i = b->first; i; i = i->next)
			if (i->op == IR_alloc && S.slot_of[i->dst] < 0)
				S.slot_of[i->dst] = alloc_slot(mf, i);
	S.cur = mf->blocks;
	MInst *entry = minst_new(mf, MK_ENTRY);
	entry->nargs = f->sym->is_naked ? 0 : f->nparams; /* naked: the asm reads r1-r5 */
	entry->args = arena_alloc(a, sizeof(int32_t) * (size_t)(f->nparams ? f->nparams : 1));
	for (int k = 0; k < f->nparams; k++)
		entry->args[k] = vreg_of(f->params[k]);
	entry->loc = f->loc;
	mblock_append(S.cur, entry);
	for (IrBlock *b = f->entry; b; b = b->next) {
		if (!reach[b->id])
			continue;
		S.cur = S.bmap[b->id];
		for (IrInst *i = b->first; i; i = i->next) {
			if (ir_is_term(i))
				phi_copies(&S, b);
			if (i->op == IR_alloc)
				continue;
			sel_inst(&S, i);
		}
	}
	free(S.uses);
	free(S.addr_uses);
	free(S.def);
	free(S.cls);
	free(S.slot_of);
	free(S.phicopy);
	free(S.core_add);
	free(S.user);
	free(S.bmap);
	free(reach);
	return mf;
}
