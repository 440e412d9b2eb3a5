/* match.c - assemble an instruction by matching its tokens against the
 * templates of isa_table.c, in table order.  Operands are parsed by kind
 * (register, immediate, offset, jump target ...) as the template asks; a
 * row matches when every template token is consumed and the statement is
 * at its end.  The error for a statement nothing matches comes from the
 * row that got furthest, so "r1 = *(u32 *)(r2 + x)" points at the x. */
#include "as.h"

#include <stdio.h>
#include <string.h>

typedef struct Templ {
	Tok *toks;
	size_t n;
	uint64_t literals; /* literal_bit of each literal token */
} Templ;

static Templ *templ_cache[2];
static Arena templ_arena;

/* One of 64 bits for a token, equal for tokens literal_equal calls
 * equal: a row whose template has a literal the statement lacks cannot
 * match, and as_instruction skips it without trying (the table has
 * ~200 rows, a compiled program thousands of statements). */
static uint64_t literal_bit(const Tok *t)
{
	uint32_t h = (uint32_t)t->kind * 0x9E3779B1u;
	if (t->kind == T_REG) {
		h ^= (uint32_t)t->reg * 31u + (uint32_t)t->width;
	} else {
		for (int i = 0; i < t->len; i++)
			h = (h ^ (uint8_t)t->s[i]) * 0x01000193u;
	}
	return (uint64_t)1 << (h >> 26);
}

static const Templ *template_tokens(size_t idx, Dialect d)
{
	if (!templ_cache[d])
		templ_cache[d] = xcalloc(isa_nops, sizeof(Templ));
	Templ *t = &templ_cache[d][idx];
	if (!t->toks) {
		/* lexed into one scratch array, kept at its exact size: the
		 * first statement lexes every row's template (~200) */
		static Tok *scratch;
		static size_t scratch_cap;
		const char *text = isa_template(&isa_ops[idx], d);
		SrcFile f = {.name = "<template>", .text = text, .len = strlen(text)};
		Lexer lx = {&f, 0, &templ_arena, true, false, 0};
		lex_statement(&lx, &scratch, &t->n, &scratch_cap);
		t->toks = arena_alloc(&templ_arena, t->n * sizeof *t->toks);
		memcpy(t->toks, scratch, t->n * sizeof *t->toks);
		for (size_t k = 0; k < t->n && t->toks[k].kind != T_EOL; k++)
			if (t->toks[k].kind != T_PLACE)
				t->literals |= literal_bit(&t->toks[k]);
	}
	return t;
}

const char *isa_op_name(const IsaOp *op)
{
	static char name[32];
	size_t n = strcspn(op->normal, " ");
	if (n >= sizeof name)
		n = sizeof name - 1;
	memcpy(name, op->normal, n);
	name[n] = 0;
	return name;
}

typedef struct Match {
	BpfInsn insn[2];
	Expr *expr;
	IsaOperandKind ekind;
	bool seen[2];         /* dst, src already bound */
	size_t fail_tok;      /* input token where matching stopped */
	char err[160];        /* operand problem, if that is why */
	bool range;           /* err: a well-formed operand out of range */
} Match;

static bool fail(Match *m, size_t i, const char *msg)
{
	m->fail_tok = i;
	m->range = false;
	if (msg)
		snprintf(m->err, sizeof m->err, "%s", msg);
	else
		m->err[0] = 0;
	return false;
}

static bool fail_range(Match *m, size_t i, const char *msg)
{
	fail(m, i, msg);
	m->range = true;
	return false;
}

static bool const_operand(As *as, const Tok *in, size_t *i, Match *m, int64_t *v, const char *what)
{
	size_t start = *i;
	Expr *e = expr_parse(as, in, i);
	if (!e)
		return fail(m, start, NULL);
	if (!expr_is_constant_now(as, e)) {
		char msg[128];
		snprintf(msg, sizeof msg, "%s must be a constant", what);
		return fail(m, start, msg);
	}
	Value val;
	if (!expr_eval(as, e, &val)) {
		return fail(m, start, "invalid constant expression");
	}
	*v = val.add;
	return true;
}

static bool in_range(int64_t v, int64_t lo, int64_t hi) { return v >= lo && v <= hi; }

/* an optional "+ N" / "- N" */
static bool signed_offset(As *as, const Tok *in, size_t *i, Match *m, int64_t *v)
{
	*v = 0;
	bool neg = tok_is(&in[*i], "-");
	if (!neg && !tok_is(&in[*i], "+"))
		return true;
	(*i)++;
	if (!const_operand(as, in, i, m, v, "offset"))
		return false;
	if (neg)
		*v = (int64_t)(0 - (uint64_t)*v);
	return true;
}

static bool match_operand(As *as, const IsaOperand *o, const Tok *in, size_t *i, Match *m)
{
	const Tok *t = &in[*i];
	size_t start = *i;
	int64_t v;
	char msg[160];
	switch (o->kind) {
	case OPK_REG: {
		if (t->kind != T_REG)
			return fail(m, start, NULL);
		bool want32 = o->width == 32;
		if (as->dialect == DIALECT_NORMAL ? t->width != 64
						  : (o->strict && (t->width == 32) != want32)) {
			snprintf(msg, sizeof msg, "expected a %d-bit register name here",
				 as->dialect == DIALECT_NORMAL ? 64 : o->width);
			return fail(m, start, msg);
		}
		int f = o->field == FLD_DST ? 0 : 1;
		uint8_t *slot = f == 0 ? &m->insn[0].dst : &m->insn[0].src;
		if (m->seen[f] && *slot != t->reg)
			return fail(m, start, "this register must be the same as the one before");
		*slot = (uint8_t)t->reg;
		m->seen[f] = true;
		(*i)++;
		return true;
	}
	case OPK_IMM:
	case OPK_IMM2:
		if (!const_operand(as, in, i, m, &v, "immediate"))
			return false;
		if (!in_range(v, INT32_MIN, UINT32_MAX)) {
			snprintf(msg, sizeof msg, "immediate %lld does not fit in 32 bits", (long long)v);
			return fail_range(m, start, msg);
		}
		(o->kind == OPK_IMM ? &m->insn[0] : &m->insn[1])->imm = (int32_t)(uint32_t)v;
		return true;
	case OPK_HELPER:
		if (tok_is(t, "+") || tok_is(t, "-"))
			return fail(m, start, NULL);
		if (!const_operand(as, in, i, m, &v, "helper number"))
			return false;
		if (!in_range(v, INT32_MIN, UINT32_MAX)) {
			snprintf(msg, sizeof msg, "helper number %lld does not fit in 32 bits", (long long)v);
			return fail_range(m, start, msg);
		}
		m->insn[0].imm = (int32_t)(uint32_t)v;
		return true;
	case OPK_ASDST:
	case OPK_ASSRC:
		if (!const_operand(as, in, i, m, &v, "address space"))
			return false;
		if (!in_range(v, 0, 0xffff))
			return fail_range(m, start, "address space must be 0 to 65535");
		if (o->kind == OPK_ASDST)
			m->insn[0].imm |= (int32_t)((uint32_t)v << 16);
		else
			m->insn[0].imm |= (int32_t)v;
		return true;
	case OPK_MEMOFF:
	case OPK_IMMOFF:
		if (!signed_offset(as, in, i, m, &v))
			return false;
		if (o->kind == OPK_MEMOFF) {
			if (!in_range(v, INT16_MIN, INT16_MAX)) {
				snprintf(msg, sizeof msg, "offset %lld does not fit in 16 bits", (long long)v);
				return fail_range(m, start, msg);
			}
			m->insn[0].off = (int16_t)v;
		} else {
			if (!in_range(v, INT32_MIN, INT32_MAX))
				return fail_range(m, start, "offset does not fit in 32 bits");
			m->insn[0].imm = (int32_t)v;
		}
		return true;
	case OPK_IMM64:
	case OPK_JUMP16:
	case OPK_JUMP32:
	case OPK_CALL: {
		bool signed_first = tok_is(t, "+") || tok_is(t, "-");
		Expr *e = expr_parse(as, in, i);
		if (!e)
			return fail(m, start, NULL);
		if (!expr_is_constant_now(as, e)) {
			m->expr = e;
			m->ekind = o->kind;
			return true;
		}
		if (o->kind == OPK_CALL && !signed_first)
			return fail(m, start, NULL); /* "call N" is a helper call */
		Value val;
		if (!expr_eval(as, e, &val))
			return fail(m, start, "invalid constant expression");
		v = val.add;
		if (o->kind == OPK_IMM64) {
			m->insn[0].imm = (int32_t)(uint32_t)(uint64_t)v;
			m->insn[1].imm = (int32_t)(uint32_t)((uint64_t)v >> 32);
		} else if (o->kind == OPK_JUMP16) {
			if (!in_range(v, INT16_MIN, INT16_MAX))
				return fail_range(m, start, "jump offset does not fit in 16 bits");
			m->insn[0].off = (int16_t)v;
		} else {
			if (!in_range(v, INT32_MIN, INT32_MAX))
				return fail_range(m, start, "offset does not fit in 32 bits");
			m->insn[0].imm = (int32_t)v;
		}
		return true;
	}
	}
	return fail(m, start, NULL);
}

static bool literal_equal(const Tok *a, const Tok *b)
{
	if (a->kind != b->kind)
		return false;
	if (a->kind == T_REG)
		return a->reg == b->reg && a->width == b->width;
	return a->len == b->len && !memcmp(a->s, b->s, (size_t)a->len);
}

static bool match_row(As *as, size_t idx, Dialect d, const Tok *in, Match *m)
{
	const IsaOp *op = &isa_ops[idx];
	const Templ *tp = template_tokens(idx, d);
	memset(m, 0, sizeof *m);
	m->insn[0] = isa_base_insn(op);
	size_t i = 0;
	Dialect saved = as->dialect;
	as->dialect = d;
	as->quiet = true;
	bool ok = true;
	for (size_t k = 0; k < tp->n && ok; k++) {
		const Tok *tk = &tp->toks[k];
		if (tk->kind == T_EOL)
			break;
		if (tk->kind == T_PLACE) {
			const IsaOperand *o = isa_operand(tk->c);
			ok = o && match_operand(as, o, in, &i, m);
		} else if (literal_equal(tk, &in[i])) {
			i++;
		} else {
			ok = fail(m, i, NULL);
		}
	}
	if (ok && in[i].kind != T_EOL)
		ok = fail(m, i, NULL);
	as->dialect = saved;
	as->quiet = false;
	return ok;
}

static void add_insn(As *as, const IsaOp *op, const Match *m, const Tok *in)
{
	Item *it = as_new_item(as, IT_INSN, in[0].pos);
	it->op = op;
	it->insn[0] = m->insn[0];
	it->insn[1] = m->insn[1];
	it->expr = m->expr;
	it->ekind = m->ekind;
	it->slots = (uint8_t)isa_slots(op);
}

void as_instruction(As *as, const Tok *in, size_t n)
{
	(void)n;
	Match m, best_fail = {0}, best_range = {0};
	size_t best_depth = 0;
	bool have_fail = false, have_range = false;
	const IsaOp *cpu_blocked = NULL;
	Dialect other = as->dialect == DIALECT_NORMAL ? DIALECT_PSEUDOC : DIALECT_NORMAL;
	uint64_t present = 0;
	for (size_t k = 0; in[k].kind != T_EOL; k++)
		present |= literal_bit(&in[k]);
	/* first the rows whose literals all occur in the statement: the
	 * first of them that matches is the first row that matches at all;
	 * if none does, every row again for the best error */
	for (size_t idx = 0; idx < isa_nops; idx++) {
		if ((template_tokens(idx, as->dialect)->literals & ~present) &&
		    (!as->in_app || (template_tokens(idx, other)->literals & ~present)))
			continue;
		if (!match_row(as, idx, as->dialect, in, &m) && !(as->in_app && match_row(as, idx, other, in, &m)))
			continue;
		if (isa_ops[idx].cpu > as->cpu && !as->in_app)
			break; /* the full scan below reports it */
		add_insn(as, &isa_ops[idx], &m, in);
		return;
	}
	for (size_t idx = 0; idx < isa_nops; idx++) {
		if (!match_row(as, idx, as->dialect, in, &m) &&
		    !(as->in_app && match_row(as, idx, other, in, &m))) {
			if (!have_fail || m.fail_tok > best_depth ||
			    (m.fail_tok == best_depth && m.err[0] && !best_fail.err[0])) {
				best_fail = m;
				best_depth = m.fail_tok;
				have_fail = true;
			}
			if (m.range && (!have_range || m.fail_tok > best_range.fail_tok)) {
				best_range = m;
				have_range = true;
			}
			continue;
		}
		const IsaOp *op = &isa_ops[idx];
		if (op->cpu > as->cpu && !as->in_app) {
			if (!cpu_blocked)
				cpu_blocked = op;
			continue;
		}
		add_insn(as, op, &m, in);
		return;
	}
	if (cpu_blocked) {
		/* quote the statement as written: the table's mnemonic ('jal',
		 * 'afadd') is binutils' name, not necessarily the user's */
		const char *s = as->file.text + in[0].pos;
		size_t len = 0;
		while (s + len < as->file.text + as->file.len && s[len] != '\n' && s[len] != ';' &&
		       s[len] != '#' && !(s[len] == '/' && (s[len + 1] == '/' || s[len + 1] == '*')))
			len++;
		while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\r'))
			len--;
		diag_error(as_loc(as, in[0].pos), "'%.*s' needs -mcpu=v%d or later (this is -mcpu=v%d)",
			   (int)len, s, cpu_blocked->cpu, as->cpu);
		return;
	}
	/* a malformed number, or a register BPF does not have, explains any
	 * mismatch better than the template that got furthest */
	for (size_t k = 0; in[k].kind != T_EOL; k++) {
		if (in[k].kind == T_NUM && in[k].c) {
			diag_error(as_loc(as, in[k].pos), "%s",
				   in[k].c == 'O' ? "number does not fit in 64 bits" : "invalid number");
			return;
		}
		if (tok_bad_reg(&in[k])) {
			diag_error(as_loc(as, in[k].pos),
				   "no register '%.*s' (BPF has r0 to r10, and w0 to w10 for their low 32 bits)",
				   in[k].len, in[k].s);
			return;
		}
	}
	/* "r1 = -2147483649" is a 32-bit move with a bad immediate rather
	 * than an incomplete "r1 = N ll" */
	if (!best_fail.err[0] && in[best_depth].kind == T_EOL && have_range) {
		best_fail = best_range;
		best_depth = best_range.fail_tok;
	}
	const Tok *at = &in[best_depth];
	if (best_fail.err[0])
		diag_error(as_loc(as, at->pos), "%s", best_fail.err);
	else if (best_depth == 0)
		diag_error(as_loc(as, at->pos), "unknown instruction");
	else if (at->kind == T_EOL)
		diag_error(as_loc(as, at->pos), "incomplete instruction");
	else
		diag_error(as_loc(as, at->pos), "unexpected '%.*s' in instruction", at->len, at->s);
	for (size_t idx = 0; idx < isa_nops; idx++)
		if (!as->in_app && match_row(as, idx, other, in, &m)) {
			diag_note(as_loc(as, in[0].pos),
				  "this is %s-dialect syntax; assemble with -mdialect=%s",
				  isa_dialect_name(other), isa_dialect_name(other));
			break;
		}
}
