/* cpp.c - the preprocessor's state and its stack of token sources.
 *
 * Tokens come from two stacks: macro contexts (the replacement lists
 * being read, innermost on top) over the file stack (the main file and
 * the #includes being read).  cpp_fetch takes the next token from the
 * top context, popping exhausted ones (which enables their macro again:
 * clang's "disabled macro" scheme, which paints a name blue when it is
 * seen while its macro is being expanded); below the contexts it lexes
 * the top file, running directives and popping finished files.
 * cpp_expand_next adds macro expansion on top (macro.c, builtin.c). */
#include "cpp_int.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

enum { TOK_CHUNK = 1024 };

/* Tokens live in chunks of the permanent arena: one allocation per
 * 1024 tokens instead of one per token (64 KiB: bigger chunks made a
 * small compile's arena, and its huge pages, a megabyte bigger). */
typedef struct TokChunk {
	Token *v;
	int used;
} TokChunk;
static TokChunk chunk_state;
/* Every chunk handed out and not recycled (the current one among them),
 * and the recycled ones tok_new takes before the arena. */
static Token **chunks, **free_chunks;
static int nchunks, cap_chunks, nfree_chunks;
/* With the preprocessor on its own thread: for each of `chunks`, the
 * count of tokens pushed to the parser by the time none of the chunk's
 * tokens could still be pushed (-1: not yet); see cpp_stamp_chunks. */
static int64_t *chunk_stamps;

/* The parser's run would keep all 500k tokens of vmlinux.h (32 MB, a
 * third of the parse's memory; fresh pages cost their clearing): it
 * hands the chunks back between declarations (cpp_recycle_tokens).  The
 * chunks come from the permanent arena, whose big blocks are huge-page
 * mappings (malloc'd chunks cost one page fault per 4 KiB).
 * tok_new_chunk, the next chunk (recycled or new), is out of line, so
 * tok_new inlines into file_token (509k calls for vmlinux.h). */
static __attribute__((noinline)) Token *tok_new_chunk(Cpp *cpp)
{
	if (nfree_chunks) {
		chunk_state.v = free_chunks[--nfree_chunks];
	} else {
		chunk_state.v = arena_alloc(&cpp->perm, sizeof(Token) * TOK_CHUNK);
		if (nchunks == cap_chunks) {
			cap_chunks = cap_chunks ? cap_chunks * 2 : 64;
			chunks = xrealloc(chunks, sizeof *chunks * (size_t)cap_chunks);
			free_chunks = xrealloc(free_chunks, sizeof *free_chunks * (size_t)cap_chunks);
			chunk_stamps = xrealloc(chunk_stamps, sizeof *chunk_stamps * (size_t)cap_chunks);
		}
	}
	chunk_stamps[nchunks] = -1;
	chunks[nchunks++] = chunk_state.v;
	chunk_state.used = 1;
	return &chunk_state.v[0];
}

Token *tok_new(Cpp *cpp)
{
	if (!chunk_state.v || chunk_state.used == TOK_CHUNK)
		return tok_new_chunk(cpp);
	/* with the preprocessor on a thread of its own, a recycled chunk's
	 * lines are in the parser's core: fetch them for writing early */
	__builtin_prefetch(&chunk_state.v[chunk_state.used + 8], 1, 3);
	return &chunk_state.v[chunk_state.used++];
}

static bool chunk_holds(const Token *v, const Token *t)
{
	uintptr_t a = (uintptr_t)v, x = (uintptr_t)t;
	return x >= a && x < a + sizeof(Token) * TOK_CHUNK;
}

static bool chunk_live(const Token *v, const Token *t)
{
	if (!t)
		return false;
	if (chunk_holds(v, t))
		return true;
	if (t->kind == TK_PRAGMA) /* its list was lexed before it */
		for (const Token *u = t->pragma; u; u = u->next)
			if (chunk_holds(v, u))
				return true;
	return false;
}

/* Moves every chunk that holds no token in use to the free list.  In
 * use: the chunk being filled, the one holding the pushed-back token or
 * a `live` one, and with the preprocessor on its own thread (taken >= 0)
 * a chunk not yet stamped or stamped past what the parser has taken. */
static void recycle_chunks(Cpp *cpp, int64_t taken, Token *const *live, int nlive)
{
	int keep = 0;
	for (int i = 0; i < nchunks; i++) {
		Token *v = chunks[i];
		bool k = v == chunk_state.v || chunk_live(v, cpp->ungot) ||
			 (taken >= 0 && (chunk_stamps[i] < 0 || chunk_stamps[i] > taken));
		for (int j = 0; j < nlive && !k; j++)
			k = chunk_live(v, live[j]);
		if (k) {
			chunk_stamps[keep] = chunk_stamps[i];
			chunks[keep++] = v;
		} else {
			free_chunks[nfree_chunks++] = v;
		}
	}
	nchunks = keep;
}

void cpp_recycle_tokens(Cpp *cpp, Token *const *live, int nlive)
{
	if (cpp->ahead) {
		cpp_ahead_recycle(cpp, live, nlive);
		return;
	}
	/* a macro context's tokens (arena copies) may point at argument
	 * tokens in any chunk: wait until no expansion is being read */
	if (cpp->ctx || nchunks < 2)
		return;
	recycle_chunks(cpp, -1, live, nlive);
}

void cpp_stamp_chunks(Cpp *cpp, int64_t pushed)
{
	/* a token the preprocessor still holds is in a macro context or
	 * pushed back; with neither, every token of a chunk no longer
	 * being filled has been pushed, or never will be */
	if (cpp->ctx || cpp->ungot)
		return;
	for (int i = 0; i < nchunks; i++)
		if (chunk_stamps[i] < 0 && chunks[i] != chunk_state.v)
			chunk_stamps[i] = pushed;
}

void cpp_recycle_behind(Cpp *cpp, int64_t taken, Token *const *live, int nlive)
{
	if (!cpp->ctx)
		recycle_chunks(cpp, taken, live, nlive);
}

static void forget_chunks(void)
{
	chunk_state.v = NULL;
	free(chunks);
	free(free_chunks);
	free(chunk_stamps);
	chunks = free_chunks = NULL;
	chunk_stamps = NULL;
	nchunks = cap_chunks = nfree_chunks = 0;
}

void tokvec_push(TokVec *v, const Token *t)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 16;
		v->v = xrealloc(v->v, sizeof(Token) * (size_t)v->cap);
	}
	v->v[v->n++] = *t;
}

Token *tokvec_finish(Cpp *cpp, TokVec *v, int *n)
{
	*n = v->n;
	if (!v->n)
		return NULL;
	Token *out = arena_alloc(&cpp->perm, sizeof(Token) * (size_t)v->n);
	memcpy(out, v->v, sizeof(Token) * (size_t)v->n);
	return out;
}

Cpp *cpp_new(const CppOptions *opt)
{
	Cpp *cpp = xcalloc(1, sizeof *cpp);
	cpp->perm.huge = true; /* tokens and macros: megabytes for real headers */
	if (opt)
		cpp->opt = *opt;
	if (cpp->opt.cpu < 1 || cpp->opt.cpu > 4)
		cpp->opt.cpu = 3;
	forget_chunks();
	cpp->eof.kind = TK_EOF;
	cpp->eof.text = "";
	cpp->eof.flags = TF_BOL;
	cpp->id_defined = ident_cstr("defined");
	cpp->id_va_args = ident_cstr("__VA_ARGS__");
	cpp->id_va_opt = ident_cstr("__VA_OPT__");
	cpp->id_pragma_op = ident_cstr("_Pragma");
	return cpp;
}

void cpp_free(Cpp *cpp)
{
	if (!cpp)
		return;
	/* macros hang off Idents, which outlive us: forget them */
	for (int i = 0; i < cpp->n_macro_idents; i++) {
		cpp->macro_idents[i]->macro = NULL;
		cpp->macro_idents[i]->cpp_flags = 0;
	}
	free(cpp->macro_idents);
	include_close_all(cpp);
	for (int i = 0; i < cpp->ntexts; i++) {
		if (cpp->texts[i].mapped_len)
			munmap(cpp->texts[i].text, cpp->texts[i].mapped_len);
		else
			free(cpp->texts[i].text);
	}
	free(cpp->texts);
	free(cpp->conds);
	free(cpp->dirs);
	free(cpp->dir_system);
	free(cpp->forced);
	free(cpp->cmdline);
	arena_free(&cpp->perm);
	forget_chunks();
	free(cpp);
}

void cpp_define_cmdline(Cpp *cpp, const char *arg)
{
	cpp->cmdline = xrealloc(cpp->cmdline, sizeof(char *) * (size_t)(cpp->ncmdline + 1));
	cpp->cmdline[cpp->ncmdline++] = arena_printf(&cpp->perm, "D%s", arg);
}

void cpp_undef_cmdline(Cpp *cpp, const char *name)
{
	cpp->cmdline = xrealloc(cpp->cmdline, sizeof(char *) * (size_t)(cpp->ncmdline + 1));
	cpp->cmdline[cpp->ncmdline++] = arena_printf(&cpp->perm, "U%s", name);
}

void cpp_add_forced_include(Cpp *cpp, const char *path)
{
	cpp->forced = xrealloc(cpp->forced, sizeof(char *) * (size_t)(cpp->nforced + 1));
	cpp->forced[cpp->nforced++] = arena_strdup(&cpp->perm, path);
}

void cpp_set_file_callback(Cpp *cpp, void (*fn)(void *, const SrcFile *, int, CppFileEvent), void *arg)
{
	cpp->on_file = fn;
	cpp->on_file_arg = arg;
	/* set after cpp_begin: the files already entered (the main file and
	 * the -include files above it) are announced now, outermost first */
	if (fn && cpp->frame && !cpp->ctx) {
		Frame *stack[64];
		int n = 0;
		for (Frame *f = cpp->frame; f && n < 64; f = f->up)
			stack[n++] = f;
		while (n-- > 0)
			fn(arg, stack[n]->L.file, (int)stack[n]->L.line + stack[n]->L.file->line_delta, CPP_ENTER);
	}
}

void cpp_file_event(Cpp *cpp, const SrcFile *f, int line, CppFileEvent ev)
{
	if (cpp->on_file)
		cpp->on_file(cpp->on_file_arg, f, line, ev);
}

bool cpp_push_file(Cpp *cpp, FileEntry *fe, int dir_index, int include_line)
{
	if (!include_read(cpp, fe))
		return false;
	Frame *f = arena_alloc(&cpp->perm, sizeof *f);
	SrcFile *sf = fe->file;
	if (cpp->frame) {
		/* each inclusion gets its own SrcFile: the includer differs */
		SrcFile *copy = arena_alloc(&cpp->perm, sizeof *copy);
		*copy = *sf;
		copy->includer = cpp->frame->L.file;
		copy->include_line = include_line;
		copy->line_delta = 0;
		copy->system = fe->system;
		sf = copy;
	}
	cpp->text_read += sf->len;
	lex_init(&f->L, sf, &cpp->perm);
	f->L.keep_comments = cpp->opt.keep_comments;
	f->fe = fe;
	f->cond_base = cpp->nconds;
	f->dir_index = dir_index;
	f->up = cpp->frame;
	cpp->frame = f;
	cpp->depth++;
	cpp_file_event(cpp, sf, 1, CPP_ENTER);
	return true;
}

/* The file at the top ended: check its conditionals, finish guard
 * detection, return to the includer. */
static void pop_file(Cpp *cpp)
{
	Frame *f = cpp->frame;
	cpp_check_conds_at_eof(cpp, f);
	if (f->guard_state == 2 && f->guard && !f->fe->guard)
		f->fe->guard = f->guard;
	cpp->frame = f->up;
	cpp->depth--;
	if (cpp->frame)
		cpp_file_event(cpp, cpp->frame->L.file,
			       (int)cpp->frame->L.line + cpp->frame->L.file->line_delta, CPP_RETURN);
}

/* Tokens before the guard's #ifndef or after its #endif spoil it. */
static inline void guard_saw_token(Frame *f)
{
	if (f->guard_state != 1)
		f->guard_state = -1;
}

/* The next token of the file layer: directives run here. */
static Token *file_token(Cpp *cpp)
{
	for (;;) {
		if (cpp->ungot) {
			Token *t = cpp->ungot;
			cpp->ungot = NULL;
			return t;
		}
		Frame *f = cpp->frame;
		if (!f || cpp->fatal)
			return &cpp->eof;
		Token *t = tok_new(cpp);
		lex_token(&f->L, t);
		if (t->kind == TK_PUNCT && t->punct == P_HASH && (t->flags & TF_BOL) && !f->L.in_directive) {
			Token *p = directive(cpp, t);
			if (p)
				return p;
			continue;
		}
		if (t->kind == TK_IDENT && (t->ident->cpp_flags & IF_POISONED))
			diag_error(tok_loc(t), "attempt to use a poisoned identifier");
		if (t->kind == TK_EOF) {
			pop_file(cpp);
			if (cpp->frame)
				continue;
			return &cpp->eof;
		}
		if (t->kind != TK_EOD)
			guard_saw_token(f);
		return t;
	}
}

void cpp_unget(Cpp *cpp, Token *t)
{
	Context *c = cpp->ctx;
	if (c && c->pos > 0 && &c->toks[c->pos - 1] == t) {
		c->pos--;
		return;
	}
	cpp->ungot = t;
}

void cpp_push_context(Cpp *cpp, Token *toks, int n, Macro *m)
{
	Context *c = arena_alloc(&cpp->perm, sizeof *c);
	c->toks = toks;
	c->n = n;
	c->macro = m;
	c->up = cpp->ctx;
	c->end_line = c->up ? c->up->end_line : 0;
	cpp->ctx = c;
	cpp->expanded = true;
	if (m)
		m->disabled = true;
}

void cpp_note_macro_ident(Cpp *cpp, Ident *id)
{
	if (id->cpp_flags & IF_LISTED)
		return;
	id->cpp_flags |= IF_LISTED;
	if (cpp->n_macro_idents == cpp->cap_macro_idents) {
		cpp->cap_macro_idents = cpp->cap_macro_idents ? cpp->cap_macro_idents * 2 : 1024;
		cpp->macro_idents = xrealloc(cpp->macro_idents, sizeof(Ident *) * (size_t)cpp->cap_macro_idents);
	}
	cpp->macro_idents[cpp->n_macro_idents++] = id;
}

static inline Token *fetch(Cpp *cpp)
{
	for (;;) {
		Context *c = cpp->ctx;
		if (!c)
			return file_token(cpp);
		if (c->pos < c->n)
			return &c->toks[c->pos++];
		if (c->macro)
			c->macro->disabled = false;
		cpp->ctx = c->up;
	}
}

Token *cpp_fetch(Cpp *cpp) { return fetch(cpp); }

/* The expansion loop, inlined into cpp_next (it runs for every token). */
static inline Token *expand_next(Cpp *cpp)
{
	for (;;) {
		Token *t = fetch(cpp);
		if (t->kind != TK_IDENT || (t->flags & TF_NOEXPAND))
			return t;
		Macro *m = t->ident->macro;
		if (!m) {
			if (cpp->in_if && t->ident == cpp->id_defined) {
				expr_defined(cpp, t);
				continue;
			}
			return t;
		}
		if (m->disabled) {
			t->flags |= TF_NOEXPAND;
			return t;
		}
		if (m->builtin) {
			if (builtin_expand(cpp, t, m))
				continue;
			return t;
		}
		if (m->funclike) {
			Token *n = fetch(cpp);
			cpp_unget(cpp, n);
			if (!tok_is(n, P_LPAREN))
				return t;
		}
		if (!macro_expand(cpp, t, m))
			return t;
	}
}

Token *cpp_expand_next(Cpp *cpp) { return expand_next(cpp); }

static bool begin_common(Cpp *cpp, const char *path, FileEntry *fe);

bool cpp_begin_text(Cpp *cpp, const char *name, const char *text, size_t len)
{
	FileEntry *fe = arena_alloc(&cpp->perm, sizeof *fe);
	SrcFile *sf = arena_alloc(&cpp->perm, sizeof *sf);
	char *copy = arena_alloc(&cpp->perm, len + 1);
	if (len)
		memcpy(copy, text, len);
	sf->name = arena_strdup(&cpp->perm, name);
	sf->text = copy;
	sf->len = len;
	fe->file = sf;
	fe->path = sf->name;
	fe->fd = -1;
	return begin_common(cpp, name, fe);
}

bool cpp_begin(Cpp *cpp, const char *path)
{
	return begin_common(cpp, path, NULL);
}

static bool begin_common(Cpp *cpp, const char *path, FileEntry *given)
{
	cpp->main_path = path;
	cpp->base_file = path;
	builtin_install(cpp);
	predef_install(cpp);
	for (int i = 0; i < cpp->ncmdline; i++) {
		const char *a = cpp->cmdline[i];
		if (a[0] == 'D') {
			/* -Dname=value is "#define name value"; -Dname is name 1 */
			const char *eq = strchr(a + 1, '=');
			char *text = eq ? arena_printf(&cpp->perm, "%.*s %s", (int)(eq - a - 1), a + 1, eq + 1)
					: arena_printf(&cpp->perm, "%s 1", a + 1);
			macro_define_text(cpp, text, strlen(text), false);
		} else {
			Ident *id = ident_cstr(a + 1);
			id->macro = NULL;
		}
	}
	FileEntry *fe = given ? given : include_open_path(cpp, path, false);
	if (!fe) {
		error_plain("no such file or directory: '%s'", path);
		return false;
	}
	if (!cpp_push_file(cpp, fe, -1, 0)) {
		error_plain("cannot read '%s'", path);
		return false;
	}
	dep_add(cpp, fe->path, false, false);
	/* -include files are read first, as if #included at the top of the
	 * main file, in order; they sit above the main file on the stack */
	for (int i = cpp->nforced - 1; i >= 0; i--) {
		FileEntry *inc = include_open_path(cpp, cpp->forced[i], false);
		if (!inc) {
			int di;
			inc = include_find(cpp, cpp->forced[i], false, false, &di);
		}
		if (!inc) {
			error_plain("'%s' file not found", cpp->forced[i]);
			return false;
		}
		if (!cpp_push_file(cpp, inc, -1, 0)) {
			error_plain("cannot read '%s'", cpp->forced[i]);
			return false;
		}
		dep_add(cpp, inc->path, inc->system, false);
	}
	cpp->started = true;
	return true;
}

Token *cpp_produce(Cpp *cpp)
{
	/* -E and friends keep no token: with nothing pending, the token
	 * memory is used again (the last token returned is dead now) */
	if (cpp->opt.preprocess_only && !cpp->ctx && !cpp->ungot && chunk_state.v)
		chunk_state.used = 0;
	for (;;) {
		Token *t = expand_next(cpp);
		switch (t->kind) {
		case TK_EOD:
		case TK_ARGEND:
		case TK_PLACEMARKER:
			continue; /* never here; defensive */
		default:
			if (cpp->expanded) {
				/* `+EMPTY+`: the two file tokens now touch */
				t->flags |= TF_AFTER_MACRO;
				cpp->expanded = false;
			}
			return t;
		}
	}
}

size_t cpp_text_read(const Cpp *cpp) { return cpp->text_read; }

Token *cpp_next(Cpp *cpp)
{
	if (cpp->ahead)
		return cpp_ahead_next(cpp);
	return cpp_produce(cpp);
}

typedef struct MacroList {
	Macro **v;
	int n, cap;
} MacroList;

static void collect_macro(void *arg, Ident *id)
{
	MacroList *l = arg;
	if (!id->macro || id->macro->builtin)
		return;
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 512;
		l->v = xrealloc(l->v, sizeof(Macro *) * (size_t)l->cap);
	}
	l->v[l->n++] = id->macro;
}

static int cmp_macro(const void *a, const void *b)
{
	const Macro *x = *(Macro *const *)a, *y = *(Macro *const *)b;
	return strcmp(x->name->name, y->name->name);
}

void cpp_dump_macros(Cpp *cpp, Buf *out)
{
	(void)cpp;
	MacroList l = {0};
	ident_foreach(collect_macro, &l);
	if (l.n)
		qsort(l.v, (size_t)l.n, sizeof(Macro *), cmp_macro);
	for (int i = 0; i < l.n; i++) {
		macro_spell_definition(l.v[i], out);
		buf_put_u8(out, '\n');
	}
	free(l.v);
}

Token *cpp_expand_list(Cpp *cpp, const Token *list)
{
	int n = 0;
	for (const Token *t = list; t; t = t->next)
		n++;
	Token *toks = arena_alloc(&cpp->perm, sizeof(Token) * (size_t)(n + 1));
	n = 0;
	for (const Token *t = list; t; t = t->next) {
		toks[n] = *t;
		toks[n++].next = NULL;
	}
	toks[n].kind = TK_ARGEND;
	toks[n].text = "";
	cpp_push_context(cpp, toks, n + 1, NULL);
	Context *mine = cpp->ctx;
	Token *head = NULL, **tail = &head;
	for (;;) {
		Token *t = cpp_expand_next(cpp);
		if (t->kind == TK_ARGEND)
			break;
		Token *c = arena_alloc(&cpp->perm, sizeof *c);
		*c = *t;
		c->next = NULL;
		*tail = c;
		tail = &c->next;
	}
	/* the sentinel was the last token: drop what is left above it */
	while (cpp->ctx && cpp->ctx != mine) {
		if (cpp->ctx->macro)
			cpp->ctx->macro->disabled = false;
		cpp->ctx = cpp->ctx->up;
	}
	if (cpp->ctx == mine)
		cpp->ctx = mine->up;
	return head;
}
