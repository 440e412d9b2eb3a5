/* expand.c - one macro invocation: collect arguments, substitute, paste,
 * stringify, and push the result as a context (see macro.c's comment). */
#include "cpp_int.h"

#include <stdlib.h>
#include <string.h>

typedef struct Args {
	TokVec toks;   /* every argument's tokens, one after the other */
	int *start;    /* argument i is toks.v[start[i] .. start[i+1]) */
	int n;         /* arguments given */
	TokVec *exp;   /* pre-expanded, per argument (lazily) */
	bool *have_exp;
	bool va_given; /* the variable arguments are present (maybe empty) */
} Args;

enum { MAX_ARG_DEPTH = 200 };

static int arg_len(const Args *a, int i) { return a->start[i + 1] - a->start[i]; }
static Token *arg_toks(const Args *a, int i) { return a->toks.v ? a->toks.v + a->start[i] : NULL; }

/* Collects the arguments after the '(' (already fetched).  False after
 * an error; the token that ended the line or argument is pushed back. */
static bool collect_args(Cpp *cpp, Token *name, Macro *m, Args *a, uint32_t *end_line)
{
	int cap = 8, depth = 0;
	Token *rparen = NULL;
	a->start = xmalloc(sizeof(int) * (size_t)cap);
	a->start[0] = 0;
	a->n = 0;
	for (;;) {
		Token *t = cpp_fetch(cpp);
		if (t->kind == TK_EOF || t->kind == TK_EOD || t->kind == TK_ARGEND) {
			diag_error(tok_loc(name), "unterminated function-like macro invocation");
			if (m->loc.file)
				diag_note(m->loc, "macro '%s' defined here", m->name->name);
			cpp_unget(cpp, t);
			return false;
		}
		bool end_arg = false;
		if (t->kind == TK_PUNCT) {
			if (t->punct == P_LPAREN)
				depth++;
			else if (t->punct == P_RPAREN) {
				if (depth == 0) {
					a->n++;
					rparen = t;
					*end_line = t->line;
					break;
				}
				depth--;
			} else if (t->punct == P_COMMA && depth == 0 &&
				   !(m->variadic && a->n == m->nparams - 1)) {
				end_arg = true;
			}
		}
		if (end_arg) {
			if (a->n + 2 >= cap) {
				cap *= 2;
				a->start = xrealloc(a->start, sizeof(int) * (size_t)cap);
			}
			a->start[++a->n] = a->toks.n;
			continue;
		}
		if (t->kind == TK_IDENT && t->ident->macro && t->ident->macro->disabled)
			t->flags |= TF_NOEXPAND;
		tokvec_push(&a->toks, t);
		/* the argument's own token, for the parser's notes (a file token
		 * or one of an expansion: both live until cpp_free) */
		if (!a->toks.v[a->toks.n - 1].spelled && !cpp->opt.preprocess_only)
			a->toks.v[a->toks.n - 1].spelled = t;
	}
	if (a->n + 1 >= cap)
		a->start = xrealloc(a->start, sizeof(int) * (size_t)(cap + 2));
	a->start[a->n] = a->toks.n;
	/* f() is one empty argument; for a macro without parameters, none */
	if (m->nparams == 0 && a->n == 1 && a->toks.n == 0)
		a->n = 0;
	int need = m->nparams;
	if (a->n == need) {
		/* m() for m(...) supplies no variable arguments at all (clang:
		 * `, ## __VA_ARGS__` drops the comma), unlike m(x,) for m(x, ...) */
		a->va_given = m->variadic && !(need == 1 && a->toks.n == 0);
	} else if (m->variadic && a->n == need - 1) {
		/* f(a) for f(x, ...): the variable arguments are absent */
		a->start[a->n + 1] = a->toks.n;
		a->n++;
		a->va_given = false;
	} else {
		/* clang points at the first extra argument, or at the ')' */
		SrcLoc at = tok_loc(rparen);
		if (a->n > need && arg_len(a, need) > 0)
			at = tok_loc(arg_toks(a, need));
		diag_error(at, a->n > need ? "too many arguments provided to function-like macro invocation"
					    : "too few arguments provided to function-like macro invocation");
		if (m->loc.file)
			diag_note(m->loc, "macro '%s' defined here", m->name->name);
		return false;
	}
	a->exp = xcalloc((size_t)(a->n ? a->n : 1), sizeof(TokVec));
	a->have_exp = xcalloc((size_t)(a->n ? a->n : 1), sizeof(bool));
	return true;
}

static void free_args(Args *a)
{
	if (a->exp)
		for (int i = 0; i < a->n; i++)
			free(a->exp[i].v);
	free(a->exp);
	free(a->have_exp);
	free(a->start);
	free(a->toks.v);
}

/* Argument i fully macro-replaced, as if it were the rest of the file. */
static const TokVec *expanded_arg(Cpp *cpp, Args *a, int i)
{
	if (a->have_exp[i])
		return &a->exp[i];
	a->have_exp[i] = true;
	int n = arg_len(a, i);
	if (cpp->arg_depth >= MAX_ARG_DEPTH) {
		/* reported once per invocation chain; the argument stays empty */
		if (!cpp->arg_depth_reported && n)
			diag_error(tok_loc(arg_toks(a, i)), "macro arguments nested too deeply");
		cpp->arg_depth_reported = true;
		return &a->exp[i];
	}
	Token *toks = arena_alloc(&cpp->perm, sizeof(Token) * (size_t)(n + 1));
	if (n)
		memcpy(toks, arg_toks(a, i), sizeof(Token) * (size_t)n);
	toks[n].kind = TK_ARGEND;
	toks[n].text = "";
	Context *mine;
	cpp_push_context(cpp, toks, n + 1, NULL);
	mine = cpp->ctx;
	cpp->arg_depth++;
	for (;;) {
		Token *t = cpp_expand_next(cpp);
		if (t->kind == TK_ARGEND)
			break;
		tokvec_push(&a->exp[i], t);
	}
	if (--cpp->arg_depth == 0)
		cpp->arg_depth_reported = false;
	/* the sentinel was the last token of our context */
	while (cpp->ctx && cpp->ctx != mine) {
		if (cpp->ctx->macro)
			cpp->ctx->macro->disabled = false;
		cpp->ctx = cpp->ctx->up;
	}
	if (cpp->ctx == mine)
		cpp->ctx = mine->up;
	return &a->exp[i];
}

/* #arg: the spelling of the argument as a string literal. */
static Token stringify(Cpp *cpp, const Token *toks, int n, const Token *hash)
{
	Buf b = {0};
	buf_put_u8(&b, '"');
	for (int i = 0; i < n; i++) {
		const Token *t = &toks[i];
		if (t->kind == TK_PLACEMARKER)
			continue;
		if (i > 0 && (t->flags & (TF_SPACE | TF_BOL)) && b.len > 1)
			buf_put_u8(&b, ' ');
		if (t->kind == TK_STRING || t->kind == TK_CHAR) {
			for (uint32_t k = 0; k < t->len; k++) {
				if (t->text[k] == '"' || t->text[k] == '\\')
					buf_put_u8(&b, '\\');
				buf_put_u8(&b, (uint8_t)t->text[k]);
			}
		} else {
			buf_put(&b, t->text, t->len);
		}
	}
	buf_put_u8(&b, '"');
	Token s = *hash;
	s.kind = TK_STRING;
	s.text = arena_strndup(&cpp->perm, (const char *)b.data, b.len);
	s.len = (uint32_t)b.len;
	s.ident = NULL;
	s.punct = 0;
	buf_free(&b);
	return s;
}

/* lhs ## rhs into one token; on failure both stay, with an error. */
static bool paste(Cpp *cpp, Token *lhs, const Token *rhs, const Token *at, const Token *op, const Macro *m)
{
	size_t n = (size_t)lhs->len + rhs->len;
	char small[256];
	char *buf = n < sizeof small ? small : arena_alloc(&cpp->perm, n + 1);
	memcpy(buf, lhs->text, lhs->len);
	memcpy(buf + lhs->len, rhs->text, rhs->len);
	Token r;
	if (!lex_one(buf, n, &r, &cpp->perm)) {
		diag_error(tok_loc(at), "pasting formed '%.*s', an invalid preprocessing token", (int)n, buf);
		if (op->file)
			diag_note(tok_loc(op), "expanded from macro '%s'", m->name->name);
		return false;
	}
	uint16_t keep = lhs->flags & (TF_SPACE | TF_BOL);
	Token base = *lhs;
	base.kind = r.kind;
	base.text = r.text;
	base.len = r.len;
	base.ident = r.ident;
	base.punct = r.punct;
	base.flags = keep;
	*lhs = base;
	return true;
}

typedef struct Subst {
	Cpp *cpp;
	Macro *m;
	Args *a;
	const Token *name; /* the invocation */
} Subst;

static void subst_range(Subst *s, int from, int to, TokVec *out);

static bool is_va_opt(const Subst *s, const Token *t)
{
	return t->kind == TK_IDENT && t->ident == s->cpp->id_va_opt && s->m->variadic;
}

/* Index of the ')' closing __VA_OPT__( at body[i]. */
static int va_opt_end(const Subst *s, int i)
{
	const Token *b = s->m->body;
	int depth = 0;
	for (int j = i + 1; j < s->m->nbody; j++) {
		if (tok_is(&b[j], P_LPAREN))
			depth++;
		else if (tok_is(&b[j], P_RPAREN) && --depth == 0)
			return j;
	}
	return s->m->nbody - 1;
}

static bool va_has_tokens(Subst *s)
{
	int last = s->a->n - 1;
	if (last < 0 || !s->a->va_given)
		return false;
	/* C23: the variable arguments after expansion have tokens */
	return expanded_arg(s->cpp, s->a, last)->n > 0;
}

static void push_placemarker(TokVec *out, const Token *like)
{
	Token p = *like;
	p.kind = TK_PLACEMARKER;
	p.len = 0;
	p.text = "";
	p.ident = NULL;
	tokvec_push(out, &p);
}

/* Appends body item *ip (a token, #param, a parameter or __VA_OPT__(...))
 * and leaves *ip on its last body token.  `raw`: an operand of ##. */
static void subst_item(Subst *s, int *ip, TokVec *out, bool raw)
{
	const Token *b = s->m->body;
	int i = *ip;
	const Token *t = &b[i];
	if (s->m->funclike && tok_is(t, P_HASH) && i + 1 < s->m->nbody) {
		const Token *p = &b[i + 1];
		if (p->kind == TK_PARAM) {
			Token str = stringify(s->cpp, arg_toks(s->a, (int)p->param), arg_len(s->a, (int)p->param), t);
			tokvec_push(out, &str);
			*ip = i + 1;
			return;
		}
		if (is_va_opt(s, p)) {
			int end = va_opt_end(s, i + 1);
			TokVec tmp = {0};
			if (va_has_tokens(s))
				subst_range(s, i + 3, end, &tmp);
			Token str = stringify(s->cpp, tmp.v, tmp.n, t);
			free(tmp.v);
			tokvec_push(out, &str);
			*ip = end;
			return;
		}
	}
	if (t->kind == TK_PARAM) {
		int k = (int)t->param;
		int start = out->n;
		if (raw) {
			int n = arg_len(s->a, k);
			if (!n)
				push_placemarker(out, t);
			for (int j = 0; j < n; j++)
				tokvec_push(out, &arg_toks(s->a, k)[j]);
		} else {
			const TokVec *e = expanded_arg(s->cpp, s->a, k);
			for (int j = 0; j < e->n; j++)
				tokvec_push(out, &e->v[j]);
		}
		/* the first token takes the parameter's spacing */
		if (out->n > start) {
			out->v[start].flags = (uint16_t)((out->v[start].flags & ~(TF_SPACE | TF_BOL)) |
							 (t->flags & TF_SPACE));
		}
		return;
	}
	if (is_va_opt(s, t)) {
		int end = va_opt_end(s, i);
		int start = out->n;
		if (va_has_tokens(s))
			subst_range(s, i + 2, end, out);
		if (out->n == start)
			push_placemarker(out, t);
		else
			out->v[start].flags = (uint16_t)((out->v[start].flags & ~TF_SPACE) | (t->flags & TF_SPACE));
		*ip = end;
		return;
	}
	tokvec_push(out, t);
	if (!out->v[out->n - 1].spelled)
		out->v[out->n - 1].spelled = t; /* the definition's token */
}

static void subst_range(Subst *s, int from, int to, TokVec *out)
{
	const Token *b = s->m->body;
	for (int i = from; i < to; i++) {
		const Token *t = &b[i];
		if (tok_is(t, P_HASHHASH) && i + 1 < to && out->n > 0) {
			i++;
			/* GNU: , ## __VA_ARGS__ */
			const Token *r = &b[i];
			Token *lhs = &out->v[out->n - 1];
			if (r->kind == TK_PARAM && s->m->variadic && (int)r->param == s->m->nparams - 1 &&
			    tok_is(lhs, P_COMMA) && lhs->kind != TK_PLACEMARKER) {
				int k = (int)r->param;
				if (arg_len(s->a, k) == 0) {
					/* clang drops the comma only when the variable
					 * arguments are absent: f(a) but not f(a,) */
					if (!s->a->va_given)
						out->n--;
					continue;
				}
				int before = out->n;
				subst_item(s, &i, out, true);
				(void)before;
				continue;
			}
			TokVec rhs = {0};
			subst_item(s, &i, &rhs, true);
			int j = 0;
			if (rhs.n > 0) {
				lhs = &out->v[out->n - 1];
				if (lhs->kind == TK_PLACEMARKER) {
					uint16_t sp = lhs->flags & TF_SPACE;
					*lhs = rhs.v[0];
					if (lhs->kind != TK_PLACEMARKER)
						lhs->flags = (uint16_t)((lhs->flags & ~TF_SPACE) | sp);
					j = 1;
				} else if (rhs.v[0].kind == TK_PLACEMARKER) {
					j = 1;
				} else if (paste(s->cpp, lhs, &rhs.v[0], s->name, t, s->m)) {
					j = 1;
				}
			}
			for (; j < rhs.n; j++)
				tokvec_push(out, &rhs.v[j]);
			free(rhs.v);
			continue;
		}
		bool raw = i + 1 < to && tok_is(&b[i + 1], P_HASHHASH);
		subst_item(s, &i, out, raw);
	}
}

bool macro_expand(Cpp *cpp, Token *name, Macro *m)
{
	Args a = {0};
	uint32_t end_line = name->line;
	if (m->funclike) {
		cpp_fetch(cpp); /* the '(' the caller saw */
		if (!collect_args(cpp, name, m, &a, &end_line)) {
			free_args(&a);
			return false;
		}
	}
	Subst s = {cpp, m, &a, name};
	TokVec out = {0};
	subst_range(&s, 0, m->nbody, &out);
	/* drop placemarkers; every token is placed at the invocation */
	int n = 0;
	for (int i = 0; i < out.n; i++) {
		Token *t = &out.v[i];
		if (t->kind == TK_PLACEMARKER)
			continue;
		Token *d = &out.v[n];
		if (d != t)
			*d = *t;
		d->file = name->file;
		d->line = name->line;
		d->col = name->col;
		d->flags = (uint16_t)((d->flags & ~TF_BOL) | TF_FROM_MACRO);
		if (n == 0)
			d->flags = (uint16_t)((d->flags & ~TF_SPACE) | (name->flags & (TF_SPACE | TF_BOL)));
		n++;
	}
	out.n = n;
	int count;
	Token *toks = tokvec_finish(cpp, &out, &count);
	free(out.v);
	free_args(&a);
	cpp_push_context(cpp, toks, count, m);
	/* clang's __LINE__ in a macro is the line where the outermost
	 * invocation ends (its ')') */
	if (!(name->flags & TF_FROM_MACRO) || !cpp->ctx->up)
		cpp->ctx->end_line = end_line;
	return true;
}
