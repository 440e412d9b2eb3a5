/* output.c - what the driver writes besides objects: the -E token
 * stream, and make rules for -M/-MM/-MD/-MMD.
 *
 * -E prints each token with a space where the source had one, starts a
 * new line where the source did, and writes clang-style line markers
 * (`# 12 "file" 1`, flag 1 entering a file, 2 returning, 3 in a system
 * header) when the file or the line jumps.  Tokens that came out of a
 * macro next to each other get a space when printing them together
 * would lex differently (`+` `+` is not `++`), as clang does. */
#include "driver.h"
#include "output.h"

#include "../cpp/cpp_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Printer {
	Buf *out;
	bool markers;
	const SrcFile *file; /* where the output is */
	int line;            /* presumed line of the output line */
	bool at_bol;         /* nothing printed on the current line */
	/* the previous token on the line: its spelling only, because the
	 * preprocessor reuses token memory under -E */
	const char *prev;
	uint32_t prevlen;
	bool prev_from_file; /* two file tokens side by side lexed apart already */
} Printer;

static void put_quoted_name(Buf *b, const char *s)
{
	buf_put_u8(b, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			buf_put_u8(b, '\\');
		buf_put_u8(b, (uint8_t)*s);
	}
	buf_put_u8(b, '"');
}

static void marker(Printer *p, const SrcFile *f, int line, int flag)
{
	if (!p->at_bol)
		buf_put_u8(p->out, '\n');
	buf_printf(p->out, "# %d ", line);
	put_quoted_name(p->out, f->name);
	if (flag)
		buf_printf(p->out, " %d", flag);
	if (f->system)
		buf_puts(p->out, " 3");
	buf_put_u8(p->out, '\n');
	p->file = f;
	p->line = line;
	p->at_bol = true;
	p->prev = NULL;
}

static void on_file(void *arg, const SrcFile *f, int line, CppFileEvent ev)
{
	Printer *p = arg;
	if (!p->markers)
		return;
	marker(p, f, line, ev == CPP_ENTER && f->includer ? 1 : ev == CPP_RETURN ? 2 : 0);
}

/* Would prev and t, printed without a space, lex as other tokens? */
static bool would_merge(Printer *p, const Token *t)
{
	if (!p->prev || !t->len)
		return false;
	/* `.` `.` then `.`: the three would make `...` (clang's special case) */
	if (t->text[0] == '.' && p->prevlen == 1 && p->prev[0] == '.' && p->out->len >= 2 &&
	    p->out->data[p->out->len - 2] == '.')
		return true;
	char buf[160];
	size_t n = p->prevlen;
	if (n > 64)
		return false; /* a long token is a literal: it ends in a quote */
	memcpy(buf, p->prev, n);
	size_t m = t->len < 64 ? t->len : 64;
	memcpy(buf + n, t->text, m);
	buf[n + m] = 0;
	return lex_first_len(buf) != n;
}

/* The text of a token on the current line, with a space before it if
 * the source had one or the two would merge. */
static inline void put_spelling(Printer *p, const Token *t)
{
	if (p->out->cap - p->out->len < (size_t)t->len + 1)
		buf_reserve(p->out, (size_t)t->len + 1);
	uint8_t *o = p->out->data + p->out->len;
	if (!p->at_bol ? (t->flags & TF_SPACE) || ((t->flags & (TF_FROM_MACRO | TF_AFTER_MACRO) || !p->prev_from_file) &&
						  would_merge(p, t))
		       : (t->flags & TF_SPACE) && !(t->flags & TF_FROM_MACRO) && t->col > 1)
		*o++ = ' '; /* at a line start: indentation kept as one space */
	memcpy(o, t->text, t->len);
	p->out->len = (size_t)(o - p->out->data) + t->len;
	p->prev_from_file = !(t->flags & TF_FROM_MACRO);
	p->at_bol = false;
	p->prev = t->text;
	p->prevlen = t->len;
}

static void print_token(Printer *p, const Token *t)
{
	/* most tokens: on the line being printed, in the same file */
	if (!(t->flags & TF_BOL) && t->kind != TK_PRAGMA && (t->file == p->file || !p->markers || !t->file)) {
		put_spelling(p, t);
		return;
	}
	bool newline = (t->flags & TF_BOL) || t->kind == TK_PRAGMA;
	if (p->markers && t->file && (t->file != p->file || (newline && (int)t->line != p->line))) {
		if (t->file != p->file || (int)t->line < p->line || (int)t->line > p->line + 8) {
			marker(p, t->file, (int)t->line, 0);
		} else {
			if (!p->at_bol)
				buf_put_u8(p->out, '\n');
			while (p->line + 1 < (int)t->line) {
				buf_put_u8(p->out, '\n');
				p->line++;
			}
			p->line = (int)t->line;
			p->at_bol = true;
			p->prev = NULL;
		}
	} else if (newline && !p->at_bol) {
		buf_put_u8(p->out, '\n');
		p->at_bol = true;
		p->prev = NULL;
		if (t->file == p->file)
			p->line = (int)t->line;
	}
	if (t->kind == TK_PRAGMA) {
		buf_puts(p->out, "#pragma");
		for (const Token *u = t->pragma; u; u = u->next) {
			if (u == t->pragma || (u->flags & TF_SPACE))
				buf_put_u8(p->out, ' ');
			buf_put(p->out, u->text, u->len);
		}
		buf_put_u8(p->out, '\n');
		p->at_bol = true;
		p->line++;
		p->prev = NULL;
		return;
	}
	put_spelling(p, t);
}

void pp_write(Cpp *cpp, Buf *out, FILE *sink, bool line_markers)
{
	Printer p = {out, line_markers, NULL, 1, true, NULL, 0, false};
	cpp_set_file_callback(cpp, on_file, &p);
	for (;;) {
		Token *t = cpp_next(cpp);
		if (t->kind == TK_EOF)
			break;
		print_token(&p, t);
		/* written on in pieces: the buffer stays in the cache */
		if (sink && out->len >= (1u << 16)) {
			fwrite(out->data, 1, out->len, sink);
			out->len = 0;
		}
	}
	if (!p.at_bol)
		buf_put_u8(out, '\n');
	if (sink && out->len) {
		fwrite(out->data, 1, out->len, sink);
		out->len = 0;
	}
	cpp_set_file_callback(cpp, NULL, NULL);
}

void pp_drain(Cpp *cpp)
{
	while (cpp_next(cpp)->kind != TK_EOF)
		;
}

/* ---- dependency rules, in clang's layout ---- */

typedef struct DepWriter {
	Buf *out;
	unsigned col;
	bool system;
	int count;
	const char **files; /* for -MP */
	int nfiles, cap;
} DepWriter;

static void put_escaped_path(Buf *b, const char *s)
{
	for (; *s; s++) {
		if (*s == ' ' || *s == '#')
			buf_put_u8(b, '\\');
		else if (*s == '$')
			buf_put_u8(b, '$');
		buf_put_u8(b, (uint8_t)*s);
	}
}

static void dep_file(void *arg, const char *path, bool system, bool missing)
{
	DepWriter *w = arg;
	(void)missing;
	if (system && !w->system)
		return;
	/* clang names "./x.h" as x.h */
	while (path[0] == '.' && path[1] == '/')
		path += 2;
	for (int i = 0; i < w->nfiles; i++)
		if (!strcmp(w->files[i], path))
			return;
	if (w->nfiles == w->cap) {
		w->cap = w->cap ? w->cap * 2 : 32;
		w->files = xrealloc(w->files, sizeof(char *) * (size_t)w->cap);
	}
	w->files[w->nfiles++] = path;
	size_t n = strlen(path);
	if (w->col + n + 2 > 75 && w->col != 0) {
		buf_puts(w->out, " \\\n ");
		w->col = 2;
	}
	buf_put_u8(w->out, ' ');
	put_escaped_path(w->out, path);
	w->col += (unsigned)n + 1;
}

void deps_write(Cpp *cpp, const DepOptions *o, Buf *out)
{
	DepWriter w = {out, 0, o->system, 0, NULL, 0, 0};
	for (const char **t = o->targets; *t; t++) {
		size_t n = strlen(*t);
		if (w.col + n + 2 > 75 && w.col != 0) {
			buf_puts(out, " \\\n ");
			w.col = 2;
		} else if (w.col) {
			buf_put_u8(out, ' ');
			w.col++;
		}
		buf_puts(out, *t);
		w.col += (unsigned)n;
	}
	buf_put_u8(out, ':');
	w.col++;
	cpp_foreach_file(cpp, dep_file, &w);
	buf_put_u8(out, '\n');
	if (o->phony)
		for (int i = 1; i < w.nfiles; i++) {
			put_escaped_path(out, w.files[i]);
			buf_puts(out, ":\n");
		}
	free(w.files);
}

char *deps_quote(const char *s)
{
	Buf b = {0};
	for (; *s; s++) {
		if (*s == '$')
			buf_put_u8(&b, '$');
		else if (*s == ' ' || *s == '#')
			buf_put_u8(&b, '\\');
		buf_put_u8(&b, (uint8_t)*s);
	}
	buf_put_u8(&b, 0);
	return (char *)b.data;
}
