/* asm.c - GNU asm: statements with outputs, inputs, clobbers and goto
 * labels (named operands [name], qualifiers volatile/inline/goto),
 * file-scope asm("...") and asm labels on declarations.
 *
 * Checks are those clang makes for the BPF target: output constraints
 * start with '=' or '+' and name modifiable lvalues, matching-digit
 * constraints refer to an output, 'i'/'n' operands are constants,
 * clobbers are BPF registers (r0-r11, w0-w11), "memory" or "cc", and
 * every %N / %[name] in the template names an operand. */
#include "exprs.h"

#include <string.h>

enum { MAX_OPERANDS = 64 };

static bool expect_string(Parser *p, const char *what)
{
	if (p->tok->kind == TK_STRING)
		return true;
	diag_error(tok_loc(p->tok), "expected string literal in %s", what);
	return false;
}

/* Constraint letters the BPF target accepts (clang's generic set plus 'w'). */
static bool constraint_ok(const char *c, bool output, int noutputs)
{
	const char *s = c;
	if (output) {
		if (*s != '=' && *s != '+')
			return false;
		s++;
	} else if (*s == '=' || *s == '+') {
		return false;
	}
	if (!*s)
		return false;
	for (; *s; s++) {
		if (*s >= '0' && *s <= '9') {
			int n = 0;
			while (*s >= '0' && *s <= '9')
				n = n * 10 + (*s++ - '0');
			s--;
			if (output || n >= noutputs)
				return false;
			continue;
		}
		if (!strchr("rwimngXEFso<>Vp&%*#!,?", *s))
			return false;
	}
	return true;
}

static int parse_operands(Parser *p, AsmOperand **out, bool output, int noutputs)
{
	AsmOperand tmp[MAX_OPERANDS];
	int n = 0;
	if (p->tok->kind != TK_STRING && !at_punct(p, P_LBRACKET))
		return 0;
	do {
		AsmOperand op = {0};
		op.loc = tok_loc(p->tok);
		if (accept_punct(p, P_LBRACKET)) {
			if (p->tok->kind == TK_IDENT)
				op.name = next_tok(p)->ident;
			else
				diag_error(tok_loc(p->tok), "expected identifier");
			expect_punct(p, P_RBRACKET, "");
		}
		if (!expect_string(p, "asm operand"))
			break;
		SrcLoc cloc = tok_loc(p->tok);
		Node *cs = parse_string_lit(p);
		op.constraint = cs->str;
		expect_punct(p, P_LPAREN, "");
		Node *e = parse_expr(p);
		expect_punct(p, P_RPAREN, "");
		if (!constraint_ok(op.constraint, output, noutputs)) {
			diag_error(cloc, "invalid %s constraint '%s' in asm", output ? "output" : "input", op.constraint);
		} else if (output) {
			if (!e->is_lvalue || e->type->kind == TY_ARRAY || (e->type->qual & Q_CONST))
				diag_error(expr_begin_loc(e), "invalid lvalue in asm output");
		} else {
			/* "i" may name an argument of an always_inline function
			 * (bpf_tail_call_static): clang checks it after inlining */
			e = rvalue(p, e);
		}
		op.expr = e;
		if (n < MAX_OPERANDS)
			tmp[n++] = op;
		else
			diag_error(op.loc, "too many asm operands");
	} while (accept_punct(p, P_COMMA));
	*out = arena_alloc(p->arena, (size_t)(n ? n : 1) * sizeof **out);
	memcpy(*out, tmp, (size_t)n * sizeof *tmp);
	return n;
}

/* The place of byte `off` of the template, when it is one plain string
 * literal on one line (else the literal's start). */
static bool template_exact; /* the template is one plain literal */

static SrcLoc at(SrcLoc loc, ptrdiff_t off)
{
	if (template_exact)
		loc.col += 1 + (int)off;
	return loc;
}

/* Every %N, %<modifier>N and %[name] of the template names an operand. */
static void check_template(Parser *p, Node *n, SrcLoc loc, Ident **labels)
{
	int total = n->asm_noutputs + n->asm_ninputs + n->asm_nlabels;
	for (const char *s = n->asm_text; *s; s++) {
		if (*s != '%')
			continue;
		s++;
		if (*s == '%' || *s == '=' || *s == '{' || *s == '|' || *s == '}' || !*s) {
			if (!*s)
				break;
			continue;
		}
		while ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z'))
			s++;
		if (*s == '[') {
			const char *e = strchr(s, ']');
			if (!e) {
				diag_error(at(loc, s - n->asm_text), "unterminated symbolic operand name in inline assembly string");
				return;
			}
			size_t len = (size_t)(e - s - 1);
			bool found = false;
			for (int k = 0; k < n->asm_noutputs && !found; k++)
				found = n->asm_outputs[k].name && n->asm_outputs[k].name->len == len &&
					!memcmp(n->asm_outputs[k].name->name, s + 1, len);
			for (int k = 0; k < n->asm_ninputs && !found; k++)
				found = n->asm_inputs[k].name && n->asm_inputs[k].name->len == len &&
					!memcmp(n->asm_inputs[k].name->name, s + 1, len);
			for (int k = 0; k < n->asm_nlabels && !found; k++) /* %l[label] */
				found = labels[k]->len == len && !memcmp(labels[k]->name, s + 1, len);
			if (!found) {
				diag_error(at(loc, s + 1 - n->asm_text), "unknown symbolic operand name in inline assembly string");
				return;
			}
			s = e;
		} else if (*s >= '0' && *s <= '9') {
			const char *d0 = s;
			int v = 0;
			while (s[1] >= '0' && s[1] <= '9' && v < 100000)
				v = v * 10 + (*s++ - '0');
			v = v * 10 + (*s - '0');
			if (v >= total) {
				diag_error(at(loc, d0 - n->asm_text), "invalid operand number in inline asm string");
				return;
			}
		} else {
			diag_error(at(loc, s - n->asm_text), "invalid %% escape in inline assembly string");
			return;
		}
	}
	(void)p;
}

Node *parse_asm_stmt(Parser *p)
{
	SrcLoc loc = tok_loc(next_tok(p)); /* asm */
	Node *n = new_node(p, ND_ASM, loc);
	for (;;) {
		Keyword k = tok_kw(p->tok);
		bool *flag = k == KW_VOLATILE ? &n->asm_volatile : k == KW_INLINE ? &n->asm_inline
							 : k == KW_GOTO ? &n->asm_goto : NULL;
		if (!flag)
			break;
		if (*flag)
			diag_error(tok_loc(p->tok), "duplicate asm qualifier '%.*s'", (int)p->tok->len, p->tok->text);
		*flag = true;
		next_tok(p);
	}
	if (!expect_punct(p, P_LPAREN, "after 'asm'") || !expect_string(p, "'asm'")) {
		skip_to_sync(p);
		return n;
	}
	SrcLoc tloc = tok_loc(p->tok);
	Token *tt = p->tok;
	n->asm_text = parse_string_lit(p)->str;
	template_exact = tt->text[0] == '"' && !(tt->flags & TF_FROM_MACRO) && p->prev == tt &&
			 !memchr(tt->text, '\\', tt->len);
	bool has_operands = false;
	Ident *label_names[MAX_OPERANDS];
	if (accept_punct(p, P_COLON)) {
		has_operands = true;
		n->asm_noutputs = parse_operands(p, &n->asm_outputs, true, 0);
		if (accept_punct(p, P_COLON)) {
			n->asm_ninputs = parse_operands(p, &n->asm_inputs, false, n->asm_noutputs);
			if (accept_punct(p, P_COLON)) {
				const char *tmp[MAX_OPERANDS];
				int nc = 0;
				while (p->tok->kind == TK_STRING) {
					SrcLoc cl = tok_loc(p->tok);
					const char *c = parse_string_lit(p)->str;
					(void)cl; /* clang accepts any clobber name for BPF */
					if (nc < MAX_OPERANDS)
						tmp[nc++] = c;
					if (!accept_punct(p, P_COMMA))
						break;
				}
				n->asm_clobbers = arena_alloc(p->arena, (size_t)(nc ? nc : 1) * sizeof *tmp);
				memcpy(n->asm_clobbers, tmp, (size_t)nc * sizeof *tmp);
				n->asm_nclobbers = nc;
				if (accept_punct(p, P_COLON)) {
					if (!n->asm_goto)
						diag_error(tok_loc(p->prev), "expected ')'");
					Node **labels = arena_alloc(p->arena, MAX_OPERANDS * sizeof *labels);
					int nl = 0;
					while (p->tok->kind == TK_IDENT && nl < MAX_OPERANDS) {
						Token *t = next_tok(p);
						label_names[nl] = t->ident;
						label_ref(p, t->ident, tok_loc(t), &labels[nl++]);
						if (!accept_punct(p, P_COMMA))
							break;
					}
					n->asm_labels = labels;
					n->asm_nlabels = nl;
				}
			}
		}
	}
	if (n->asm_goto && !n->asm_nlabels && has_operands)
		diag_error(tok_loc(p->tok), "expected ':'");
	if (!expect_punct(p, P_RPAREN, "")) {
		skip_to_sync(p);
		return n;
	}
	if (has_operands)
		check_template(p, n, tloc, label_names);
	if (!expect_punct(p, P_SEMI, "after asm statement"))
		skip_to_sync(p);
	return n;
}

void parse_toplevel_asm(Parser *p)
{
	SrcLoc loc = tok_loc(next_tok(p));
	SrcLoc lparen = tok_loc(p->tok);
	if (!expect_punct(p, P_LPAREN, "after 'asm'") || !expect_string(p, "'asm'")) {
		skip_to_sync(p);
		return;
	}
	const char *s = parse_string_lit(p)->str;
	if (!at_punct(p, P_RPAREN)) { /* file-scope asm has no operands */
		expect_punct(p, P_RPAREN, "");
		diag_note(lparen, "to match this '('");
		skip_to_sync(p);
		return;
	}
	if (!expect_punct(p, P_RPAREN, "") || !expect_punct(p, P_SEMI, "after top-level asm block")) {
		skip_to_sync(p);
		return;
	}
	Program *prog = p->prog;
	const char **v = arena_alloc(p->arena, (size_t)(prog->ntoplevel_asm + 1) * sizeof *v);
	if (prog->ntoplevel_asm)
		memcpy(v, prog->toplevel_asm, (size_t)prog->ntoplevel_asm * sizeof *v);
	v[prog->ntoplevel_asm++] = s;
	prog->toplevel_asm = v;
	(void)loc;
}

const char *parse_asm_label(Parser *p)
{
	if (!at_kw(p, KW_ASM))
		return NULL;
	next_tok(p);
	if (!expect_punct(p, P_LPAREN, "after 'asm'") || !expect_string(p, "'asm'")) {
		skip_to_sync(p);
		return NULL;
	}
	const char *s = parse_string_lit(p)->str;
	expect_punct(p, P_RPAREN, "");
	return s;
}
