/* util.h - shared infrastructure: arenas, byte buffers, source files and
 * diagnostics.  Every part of ebcc includes this header; it depends on libc
 * only.
 *
 *   arena.c   Arena, arena_alloc, arena_strndup
 *   buf.c     Buf (growable bytes), buf_put*, buf_printf
 *   diag.c    SrcFile, SrcLoc, diag_error/warning/note, fatal
 *   file.c    read_whole_file, write_whole_file
 *   ptrset.c  PtrSet, a set of pointers
 */
#ifndef EBCC_UTIL_H
#define EBCC_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define EBCC_VERSION "0.1.0"

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#define NORETURN __attribute__((noreturn))
#else
#define PRINTF_LIKE(f, a)
#define NORETURN
#endif

/* Value of a hex digit ('0'-'9', 'a'-'f', 'A'-'F'); 99 for any other
 * byte, so `< base` tests a digit of any base up to 16. */
static inline int digit_value(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return 99;
}

/* ---- arena.c: bump allocation; everything is freed at once. ---- */
typedef struct ArenaBlock ArenaBlock;
typedef struct Arena {
	ArenaBlock *head;
	bool huge; /* big from the start (a vmlinux.h parse): huge-page blocks at once */
} Arena;

void *arena_alloc(Arena *a, size_t size); /* zeroed, 16-byte aligned */
/* Gives back p (of `size` bytes) if it is the arena's last allocation:
 * a temporary that nothing points to (a constant's Node once evaluated). */
void arena_release_last(Arena *a, void *p, size_t size);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
char *arena_printf(Arena *a, const char *fmt, ...) PRINTF_LIKE(2, 3);
void arena_free(Arena *a);
/* Zeroed memory of at least `size` bytes in 2 MiB-aligned mappings the
 * kernel may back with transparent huge pages (one fault, one TLB entry
 * per 2 MiB); NULL on failure.  huge_free takes *mapped_len. */
void *huge_zalloc(size_t size, size_t *mapped_len);
void huge_free(void *p, size_t mapped_len);
/* Whether huge_zalloc cut p from the arenas' pool (where unmapping a
 * piece would split a huge page). */
bool huge_in_pool(const void *p);

/* xmalloc family: abort with a message on exhaustion. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t m);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* ---- ptrset.c: a set of pointers ({0} is empty) ---- */
typedef struct PtrSet {
	const void **slots;
	size_t cap, n;
} PtrSet;
bool ptrset_add(PtrSet *s, const void *p); /* false if already there */
bool ptrset_has(const PtrSet *s, const void *p);
void ptrset_free(PtrSet *s);

/* ---- buf.c: growable byte buffer, little- or big-endian puts. ---- */
typedef struct Buf {
	uint8_t *data;
	size_t len, cap;
} Buf;

void buf_reserve(Buf *b, size_t extra);
void buf_put(Buf *b, const void *p, size_t n);
void buf_put_zero(Buf *b, size_t n);
void buf_put_u8(Buf *b, uint8_t v);
void buf_put_u16(Buf *b, uint16_t v, bool big);
void buf_put_u32(Buf *b, uint32_t v, bool big);
void buf_put_u64(Buf *b, uint64_t v, bool big);
void buf_align(Buf *b, size_t align); /* pad with zeros */
void buf_printf(Buf *b, const char *fmt, ...) PRINTF_LIKE(2, 3);
void buf_vprintf(Buf *b, const char *fmt, va_list ap);
void buf_puts(Buf *b, const char *s);
char *buf_cstr(Buf *b); /* NUL-terminates (not counted in len) */
void buf_free(Buf *b);

void put_u16(uint8_t *p, uint16_t v, bool big);
void put_u32(uint8_t *p, uint32_t v, bool big);
void put_u64(uint8_t *p, uint64_t v, bool big);
uint16_t get_u16(const uint8_t *p, bool big);
uint32_t get_u32(const uint8_t *p, bool big);
uint64_t get_u64(const uint8_t *p, bool big);

/* ---- diag.c: gcc-style located diagnostics. ---- */
typedef struct SrcFile {
	const char *name;
	const char *text; /* whole contents, NUL-terminated */
	size_t len;
	/* #include chain, printed as "In file included from NAME:LINE:" */
	const struct SrcFile *includer; /* NULL for the main file */
	int include_line;               /* presumed line in includer */
	/* #line: presumed line = physical line + line_delta.  A #line that
	 * renames the file gives a new SrcFile sharing text with the old. */
	int line_delta;
	bool system; /* a system header: warnings in it are not shown */
} SrcFile;

typedef struct SrcLoc {
	const SrcFile *file; /* NULL: no location */
	int line, col;       /* 1-based; col counts bytes */
} SrcLoc;

typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE, DIAG_FATAL } DiagKind; /* fatal: an error after which the caller stops */

/* Prints "file:line:col: kind: message", the source line and a caret. */
void diag(DiagKind kind, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
void vdiag(DiagKind kind, SrcLoc loc, const char *fmt, va_list ap);
#define diag_error(loc, ...) diag(DIAG_ERROR, loc, __VA_ARGS__)
#define diag_warning(loc, ...) diag(DIAG_WARNING, loc, __VA_ARGS__)
#define diag_note(loc, ...) diag(DIAG_NOTE, loc, __VA_ARGS__)
int diag_error_count(void);
void diag_reset(void);
void diag_set_program(const char *name); /* prefix of unlocated messages */
extern bool diag_werror;                 /* warnings count as errors */
extern bool diag_no_warnings;            /* -w */
/* > 0 while the parser reads code a constant condition makes unreachable
 * (the dead arm of `1 ? a : b`, `0 && x`, `if (0) s`): clang gives the
 * warnings about a value's run-time behaviour (warn_is_runtime) only for
 * code that can run, and bpf_endian.h's bpf_htons(C) relies on it */
extern int diag_unreachable;
/* Stop at this many errors (0: never), as clang's -ferror-limit: error N
 * is replaced by "fatal error: too many errors emitted, stopping now"
 * and every later diagnostic is dropped (diag_error_count() then >= N). */
extern int diag_error_limit;

/* Named warnings (warn.c): "file:l:c: warning: msg [-Wname]".  Each name
 * is in WARN_LIST with the group that enables it; the driver passes
 * every -W option to warn_option(). */
void diag_warn(const char *name, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
bool warn_enabled(const char *name);
bool warn_known(const char *name); /* in WARN_LIST (__has_warning) */
/* -Wall, -Wextra, -Wfoo, -Wno-foo, -Werror, -Werror=foo, -Wno-error=foo;
 * false for an option ebcc does not know (callers ignore it like gcc). */
bool warn_option(const char *arg);
void warn_reset(void);
/* #pragma GCC|clang diagnostic: push/pop the per-name states; set one
 * ("ignored" | "warning" | "error", "-Wname"); false if unknown. */
void warn_push(void);
bool warn_pop(void); /* false: nothing to pop */
bool warn_pragma(const char *mode, const char *option);
/* The include stack above `f` is printed before the next diagnostic in a
 * different file chain (as gcc does); diag_reset also resets this.
 * A note belongs to the diagnostic before it and is dropped with it (a
 * warning not shown: -w, a system header, a disabled -W name). */
void diag_drop_note(void); /* warn.c: the last diagnostic was not shown */

/* A thread whose diagnostics another thread prints (the preprocessor
 * running ahead of the parser, cpp/thread.c) sets diag_defer for
 * itself: vdiag, diag_warn and diag_drop_note then hand their call,
 * the message formatted, to diag_defer->record instead of acting, and
 * the printing thread passes it to diag_replay where the single-threaded
 * run would have made it. */
typedef enum { DIAG_CALL_DIAG, DIAG_CALL_WARN, DIAG_CALL_DROP_NOTE } DiagCall;
typedef struct DiagDefer DiagDefer;
struct DiagDefer {
	void (*record)(DiagDefer *d, DiagCall call, DiagKind kind, const char *warn, SrcLoc loc, const char *msg);
};
extern _Thread_local DiagDefer *diag_defer;
void diag_replay(DiagCall call, DiagKind kind, const char *warn, SrcLoc loc, const char *msg);
/* msg formatted into malloc'd memory (the recorders keep it) */
char *diag_vformat(const char *fmt, va_list ap);

/* Unlocated error "PROG: error: msg", counted like diag_error. */
void error_plain(const char *fmt, ...) PRINTF_LIKE(1, 2);
/* Unlocated error and exit(1). */
NORETURN void fatal(const char *fmt, ...) PRINTF_LIKE(1, 2);

/* Line/column of byte offset `off` in `f` (1-based). */
SrcLoc srcloc_at(const SrcFile *f, size_t off);
/* The place of offset `off` counted on from `from`, the place of
 * from_off (<= off): a reader asking in source order stays linear. */
SrcLoc srcloc_after(const SrcFile *f, SrcLoc from, size_t from_off, size_t off);

/* ---- file.c ---- */
/* Reads a file (or "-" for stdin) NUL-terminated; NULL and errno on failure. */
char *read_whole_file(const char *path, size_t *len);
/* Writes atomically (temp file + rename); false and errno on failure. */
bool write_whole_file(const char *path, const void *data, size_t len);

#endif
