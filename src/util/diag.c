/* diag.c - diagnostics in the form gcc and clang print them:
 *
 *   file:line:col: error: message
 *     source line
 *           ^
 *
 * The caret line copies the tabs of the source prefix so it lines up in any
 * terminal.  Errors are counted; callers decide when to stop. */
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n_errors;
int diag_error_limit;
static bool limit_reached;
static const char *program = "ebcc";
bool diag_werror;
bool diag_no_warnings;

void diag_set_program(const char *name) { program = name; }
int diag_error_count(void) { return n_errors; }
/* the include stack shown last: a file's includer and the line there
 * (a #line gives the file a new SrcFile, not a new stack) */
static const SrcFile *last_includer;
static int last_include_line;
static bool chain_shown;
static bool last_shown = true;     /* the diagnostic a note belongs to */

_Thread_local DiagDefer *diag_defer;

void diag_drop_note(void)
{
	if (diag_defer) {
		diag_defer->record(diag_defer, DIAG_CALL_DROP_NOTE, DIAG_NOTE, NULL, (SrcLoc){0}, NULL);
		return;
	}
	last_shown = false;
}

char *diag_vformat(const char *fmt, va_list ap)
{
	Buf b = {0};
	buf_vprintf(&b, fmt, ap);
	return buf_cstr(&b); /* malloc'd: the recorder frees it */
}

void diag_replay(DiagCall call, DiagKind kind, const char *warn, SrcLoc loc, const char *msg)
{
	if (call == DIAG_CALL_DROP_NOTE)
		diag_drop_note();
	else if (call == DIAG_CALL_WARN)
		diag_warn(warn, loc, "%s", msg);
	else
		diag(kind, loc, "%s", msg);
}

void diag_reset(void)
{
	n_errors = 0;
	limit_reached = false;
	last_includer = NULL;
	last_include_line = 0;
	chain_shown = false;
	last_shown = true;
}

/* gcc prints the chain of includers once, when a diagnostic lands in a
 * file other than the previous one:
 *   In file included from a.h:3,
 *                    from main.c:1:   */
static void print_include_stack(const SrcFile *f)
{
	if (!f || (chain_shown && f->includer == last_includer && f->include_line == last_include_line))
		return;
	chain_shown = true;
	last_includer = f->includer;
	last_include_line = f->include_line;
	const char *lead = "In file included from ";
	for (const SrcFile *inc = f->includer, *cur = f; inc; cur = inc, inc = inc->includer) {
		fprintf(stderr, "%s%s:%d%s\n", lead, inc->name, cur->include_line,
			inc->includer ? "," : ":");
		lead = "                 from ";
	}
}

static void print_source_line(const SrcLoc *loc)
{
	const SrcFile *f = loc->file;
	if (!f || !f->text || loc->line <= 0)
		return;
	int line = loc->line - f->line_delta; /* physical line */
	/* Diagnostics mostly move forward through a file: start from the
	 * line found last time instead of the file's start (many warnings
	 * in a vmlinux-sized file would otherwise rescan it each time). */
	static const char *cached_text;
	static const char *cached_pos;
	static int cached_line;
	const char *p = f->text, *end = f->text + f->len;
	int l = 1;
	if (cached_text == f->text && cached_line <= line) {
		p = cached_pos;
		l = cached_line;
	}
	for (; l < line && p < end; p++)
		if (*p == '\n')
			l++;
	cached_text = f->text;
	cached_pos = p;
	cached_line = l;
	const char *eol = p;
	while (eol < end && *eol != '\n')
		eol++;
	if (eol > p && eol[-1] == '\r')
		eol--;
	/* built first and written at once (stderr is unbuffered); a NUL in
	 * the line must not cut it short */
	Buf b = {0};
	for (const char *q = p; q < eol; q++)
		buf_put_u8(&b, *q ? (uint8_t)*q : ' ');
	buf_put_u8(&b, '\n');
	int col = loc->col > 0 ? loc->col : 1;
	for (int i = 0; i < col - 1 && p + i < eol; i++)
		buf_put_u8(&b, p[i] == '\t' ? '\t' : ' ');
	buf_puts(&b, "^\n");
	fwrite(b.data, 1, b.len, stderr);
	buf_free(&b);
}

void vdiag(DiagKind kind, SrcLoc loc, const char *fmt, va_list ap)
{
	if (diag_defer) {
		diag_defer->record(diag_defer, DIAG_CALL_DIAG, kind, NULL, loc, diag_vformat(fmt, ap));
		return;
	}
	/* clang's -ferror-limit: the error that would be number N becomes
	 * the "too many errors" message, and nothing is printed after it */
	if (limit_reached)
		return;
	if (kind == DIAG_NOTE && !last_shown)
		return;
	if (kind == DIAG_ERROR && diag_error_limit && n_errors + 1 >= diag_error_limit) {
		fprintf(stderr, "%s: fatal error: too many errors emitted, stopping now\n", program);
		n_errors++;
		limit_reached = true;
		return;
	}
	if (kind == DIAG_WARNING && (diag_no_warnings || (loc.file && loc.file->system))) {
		last_shown = false;
		return;
	}
	if (kind != DIAG_NOTE)
		last_shown = true;
	if (kind == DIAG_WARNING && diag_werror)
		kind = DIAG_ERROR;
	static const char *const names[] = {"error", "warning", "note", "fatal error"};
	if (kind != DIAG_NOTE)
		print_include_stack(loc.file);
	if (loc.file)
		fprintf(stderr, "%s:%d:%d: %s: ", loc.file->name, loc.line, loc.col, names[kind]);
	else
		fprintf(stderr, "%s: %s: ", program, names[kind]);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	print_source_line(&loc);
	if (kind == DIAG_ERROR || kind == DIAG_FATAL)
		n_errors++;
}

void diag(DiagKind kind, SrcLoc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(kind, loc, fmt, ap);
	va_end(ap);
}

void error_plain(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(DIAG_ERROR, (SrcLoc){0}, fmt, ap);
	va_end(ap);
}

void fatal(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(DIAG_ERROR, (SrcLoc){0}, fmt, ap);
	va_end(ap);
	exit(1);
}

SrcLoc srcloc_after(const SrcFile *f, SrcLoc from, size_t from_off, size_t off)
{
	if (off > f->len)
		off = f->len;
	for (size_t i = from_off; i < off; i++) {
		if (f->text[i] == '\n') {
			from.line++;
			from.col = 1;
		} else {
			from.col++;
		}
	}
	return from;
}

SrcLoc srcloc_at(const SrcFile *f, size_t off) { return srcloc_after(f, (SrcLoc){f, 1, 1}, 0, off); }
