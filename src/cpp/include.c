/* include.c - finding and reading the files #include names.
 *
 * Search order, as gcc and clang do it:
 *   "x"  the directory of the including file, then -iquote dirs, then
 *        the <x> list;
 *   <x>  -I dirs, -isystem dirs, the default system dirs, -idirafter dirs.
 * The default system dirs for a BPF build are those of
 * `clang -target bpf`: /usr/local/include, the compiler's own headers
 * (ebcc's include/, found next to the binary or through EBCC_INCLUDE)
 * and /usr/include; the multiarch /usr/include/x86_64-linux-gnu is not
 * one (clang -target bpf does not search it; BPF builds pass
 * -idirafter for it).  -nostdinc drops the three.
 *
 * Every path tried is remembered (found or not), and every file is read
 * once and identified by device and inode, so #pragma once and include
 * guards work however a file is named.
 *
 * System calls are most of what finding a header costs (a compile of a
 * small program includes some 30 headers, each tried in 3-4 directories):
 * a candidate is opened straight away (no stat first) and the descriptor
 * kept for the read, and for a name with a directory part (`linux/bpf.h`)
 * each search directory is asked once whether it has that subdirectory,
 * so `/usr/local/include/linux/...` is not tried for every header. */
/* MAP_POPULATE */
#define _DEFAULT_SOURCE 1
#include "cpp_int.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct PathEntry {
	const char *path;
	uint32_t hash;
	bool dir_probe; /* a subdirectory probe (subdir_exists), not a file */
	bool dir_there;
	FileEntry *fe; /* NULL: not there */
	struct PathEntry *next;
} PathEntry;

enum { PATH_BUCKETS = 1024 };
typedef struct IncState {
	PathEntry *buckets[PATH_BUCKETS];
	const char *kdirs[4][64]; /* per IncKind, command-line order */
	int nk[4];
	int held_fds; /* FileEntry.fd open, not yet read */
	bool built;
} IncState;

/* Descriptors kept from lookup to read; beyond this many (__has_include
 * of many files never read) a file is opened again when it is read. */
enum { MAX_HELD_FDS = 64 };

static IncState *inc_state(Cpp *cpp)
{
	if (!cpp->inc)
		cpp->inc = arena_alloc(&cpp->perm, sizeof(IncState));
	return cpp->inc;
}

void cpp_add_include_dir(Cpp *cpp, IncKind kind, const char *dir)
{
	IncState *s = inc_state(cpp);
	if (s->nk[kind] < 64)
		s->kdirs[kind][s->nk[kind]++] = arena_strdup(&cpp->perm, dir);
	else
		error_plain("too many include directories");
}

static void add_dir(Cpp *cpp, const char *d, bool system)
{
	if (cpp->ndirs == cpp->cap_dirs) {
		cpp->cap_dirs = cpp->cap_dirs ? cpp->cap_dirs * 2 : 16;
		cpp->dirs = xrealloc(cpp->dirs, sizeof(char *) * (size_t)cpp->cap_dirs);
		cpp->dir_system = xrealloc(cpp->dir_system, sizeof(bool) * (size_t)cpp->cap_dirs);
	}
	cpp->dir_system[cpp->ndirs] = system;
	cpp->dirs[cpp->ndirs++] = (char *)d;
}

static bool is_dir(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/* ebcc's own headers: $EBCC_INCLUDE, else <bindir>/../include or
 * <bindir>/../../include (build/ebcc and an installed bin/ebcc). */
static const char *find_resource_dir(Cpp *cpp)
{
	const char *env = getenv("EBCC_INCLUDE");
	if (env && *env)
		return env;
	char self[4096];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n <= 0)
		return NULL;
	self[n] = 0;
	char *slash = strrchr(self, '/');
	if (!slash)
		return NULL;
	/* <bindir>/.. then <bindir>/../.., named without ".." */
	for (int up = 0; up < 2; up++) {
		*slash = 0;
		slash = strrchr(self, '/');
		if (!slash)
			return NULL;
		char *cand = arena_printf(&cpp->perm, "%.*s/include", (int)(slash - self), self);
		char *probe = arena_printf(&cpp->perm, "%s/stddef.h", cand);
		if (access(probe, R_OK) == 0)
			return cand;
	}
	return NULL;
}

static void build_dirs(Cpp *cpp)
{
	IncState *s = inc_state(cpp);
	if (s->built)
		return;
	s->built = true;
	for (int i = 0; i < s->nk[INC_QUOTE]; i++)
		add_dir(cpp, s->kdirs[INC_QUOTE][i], false);
	cpp->n_quote = cpp->ndirs;
	for (int i = 0; i < s->nk[INC_ANGLE]; i++)
		add_dir(cpp, s->kdirs[INC_ANGLE][i], false);
	for (int i = 0; i < s->nk[INC_SYSTEM]; i++)
		add_dir(cpp, s->kdirs[INC_SYSTEM][i], true);
	if (!cpp->opt.nostdinc) {
		if (is_dir("/usr/local/include"))
			add_dir(cpp, "/usr/local/include", true);
		cpp->resource_dir = find_resource_dir(cpp);
		if (cpp->resource_dir)
			add_dir(cpp, cpp->resource_dir, true);
		add_dir(cpp, "/usr/include", true);
	}
	for (int i = 0; i < s->nk[INC_AFTER]; i++)
		add_dir(cpp, s->kdirs[INC_AFTER][i], true);
}

const char *cpp_search_dir(Cpp *cpp, int i, bool *system)
{
	build_dirs(cpp);
	if (i < 0 || i >= cpp->ndirs)
		return NULL;
	*system = cpp->dir_system[i];
	return cpp->dirs[i];
}

static uint32_t hash_str(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (uint8_t)*s) * 16777619u;
	return h;
}

static PathEntry *path_entry(Cpp *cpp, const char *path, bool probe, bool *fresh)
{
	IncState *s = inc_state(cpp);
	uint32_t h = hash_str(path) ^ (uint32_t)probe;
	PathEntry **slot = &s->buckets[h % PATH_BUCKETS];
	for (PathEntry *pe = *slot; pe; pe = pe->next)
		if (pe->hash == h && pe->dir_probe == probe && !strcmp(pe->path, path)) {
			*fresh = false;
			return pe;
		}
	PathEntry *pe = arena_alloc(&cpp->perm, sizeof *pe);
	pe->path = arena_strdup(&cpp->perm, path);
	pe->hash = h;
	pe->dir_probe = probe;
	pe->next = *slot;
	*slot = pe;
	*fresh = true;
	return pe;
}

/* The FileEntry for a path, opening the file the first time; NULL if
 * it cannot be opened (remembered). */
static FileEntry *lookup_path(Cpp *cpp, const char *path, bool system)
{
	IncState *s = inc_state(cpp);
	bool fresh;
	PathEntry *pe = path_entry(cpp, path, false, &fresh);
	if (!fresh)
		return pe->fe;
	struct stat st;
	bool is_stdin = !strcmp(path, "-");
	int fd = -1;
	if (!is_stdin) {
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			return NULL;
		if (fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
			close(fd);
			return NULL;
		}
		if (s->held_fds >= MAX_HELD_FDS) {
			close(fd);
			fd = -1;
		} else {
			s->held_fds++;
		}
	}
	FileEntry *fe = arena_alloc(&cpp->perm, sizeof *fe);
	fe->path = pe->path;
	fe->system = system;
	fe->fd = fd;
	fe->size = -1;
	if (!is_stdin) {
		if (S_ISREG(st.st_mode))
			fe->size = (int64_t)st.st_size;
		fe->dev = (uint64_t)st.st_dev;
		fe->ino = (uint64_t)st.st_ino;
		/* the same file under another name: its first entry is canon */
		for (FileEntry *o = cpp->files_all; o; o = o->all_next)
			if (o->dev == fe->dev && o->ino == fe->ino && !o->canon) {
				fe->canon = o;
				break;
			}
	}
	fe->all_next = cpp->files_all;
	cpp->files_all = fe;
	pe->fe = fe;
	return fe;
}

/* The descriptor lookup_path kept (-1 if none), now the caller's. */
static int take_fd(Cpp *cpp, FileEntry *fe)
{
	int fd = fe->fd;
	if (fd >= 0) {
		fe->fd = -1;
		inc_state(cpp)->held_fds--;
	}
	return fd;
}

static void release_fd(Cpp *cpp, FileEntry *fe)
{
	int fd = take_fd(cpp, fe);
	if (fd >= 0)
		close(fd);
}

void include_close_all(Cpp *cpp)
{
	for (FileEntry *fe = cpp->files_all; fe; fe = fe->all_next)
		release_fd(cpp, fe);
}

/* Whether dir/sub is a directory, asked once per pair. */
static bool subdir_exists(Cpp *cpp, const char *dir, size_t dlen, const char *sub, size_t slen)
{
	char buf[1024];
	if (dlen + slen + 2 > sizeof buf)
		return true; /* no cache: let the file lookup decide */
	memcpy(buf, dir, dlen);
	buf[dlen] = '/';
	memcpy(buf + dlen + 1, sub, slen);
	buf[dlen + 1 + slen] = 0;
	bool fresh;
	PathEntry *pe = path_entry(cpp, buf, true, &fresh);
	if (fresh)
		pe->dir_there = is_dir(buf);
	return pe->dir_there;
}

/* A large file is mapped from the page cache rather than read: read(2)
 * into fresh memory costs a zeroed page and a copy per 4 KiB (vmlinux.h
 * is 3 MB, a tenth of its parse).  Only when the size is not a multiple
 * of the page size: the rest of the last page reads as zeros, which is
 * the NUL the lexer stops at.  *mapped says to munmap, not free. */
enum { MAP_AT_LEAST = 16 * 1024 };

static char *map_file(int fd, size_t size)
{
	long page = sysconf(_SC_PAGESIZE);
	if (size < MAP_AT_LEAST || page <= 0 || size % (size_t)page == 0)
		return NULL;
	void *p = mmap(NULL, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
	return p == MAP_FAILED ? NULL : p;
}

/* The whole file, NUL-terminated: mapped (map_file), or one allocation
 * of the size fstat gives and read(2) straight into it; pipes and stdin
 * go through read_whole_file.  Closes fd (opened here if -1); size_known
 * is the size of a regular file fd is open on, or -1 to ask fstat. */
static char *read_file_fast(const char *path, int fd, int64_t size_known, size_t *len, bool *mapped)
{
	*mapped = false;
	if (!strcmp(path, "-"))
		return read_whole_file(path, len);
	if (fd < 0) {
		fd = open(path, O_RDONLY | O_CLOEXEC);
		size_known = -1;
	}
	if (fd < 0)
		return NULL;
	struct stat st;
	if (size_known < 0) {
		if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
			close(fd);
			return read_whole_file(path, len);
		}
		size_known = (int64_t)st.st_size;
	}
	size_t size = (size_t)size_known, got = 0;
	char *text = map_file(fd, size);
	if (text) {
		close(fd);
		*mapped = true;
		*len = size;
		return text;
	}
	text = xmalloc(size + 1);
	while (got < size) {
		ssize_t n = read(fd, text + got, size - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		got += (size_t)n;
	}
	close(fd);
	text[got] = 0;
	*len = got;
	return text;
}

/* Reads the file of an entry (once per file): false after an error. */
bool include_read(Cpp *cpp, FileEntry *fe)
{
	if (fe->file)
		return true;
	FileEntry *c = fe->canon;
	const char *text;
	size_t len;
	if (c && (c->file || include_read(cpp, c))) {
		release_fd(cpp, fe);
		text = c->file->text;
		len = c->file->len;
	} else {
		bool mapped;
		/* read_file_fast closes it (and asks fstat when there is none) */
		char *t = read_file_fast(fe->path, take_fd(cpp, fe), fe->size, &len, &mapped);
		if (!t)
			return false;
		text = t;
		/* freed by cpp_free */
		cpp->texts = xrealloc(cpp->texts, sizeof *cpp->texts * (size_t)(cpp->ntexts + 1));
		cpp->texts[cpp->ntexts++] = (CppText){t, mapped ? len : 0};
	}
	SrcFile *sf = arena_alloc(&cpp->perm, sizeof *sf);
	sf->name = strcmp(fe->path, "-") ? fe->path : "<stdin>";
	sf->text = text;
	sf->len = len;
	sf->system = fe->system;
	fe->file = sf;
	/* appended in reading order: the dependency list */
	if (!cpp->files_tail)
		cpp->files_head = fe;
	else
		cpp->files_tail->next = fe;
	cpp->files_tail = fe;
	return true;
}

FileEntry *include_open_path(Cpp *cpp, const char *path, bool system)
{
	return lookup_path(cpp, path, system);
}

static FileEntry *try_dir(Cpp *cpp, const char *dir, size_t dlen, const char *name, bool system)
{
	char stackbuf[1024];
	size_t nlen = strlen(name);
	char *p = dlen + nlen + 2 <= sizeof stackbuf ? stackbuf : arena_alloc(&cpp->perm, dlen + nlen + 2);
	memcpy(p, dir, dlen);
	p[dlen] = '/';
	memcpy(p + dlen + 1, name, nlen + 1);
	return lookup_path(cpp, p, system);
}

FileEntry *include_find(Cpp *cpp, const char *name, bool angled, bool next, int *dir_index)
{
	build_dirs(cpp);
	*dir_index = -1;
	if (name[0] == '/') {
		return lookup_path(cpp, name, false);
	}
	int start = angled ? cpp->n_quote : 0;
	Frame *f = cpp->frame;
	if (next && f) {
		if (f->dir_index >= 0)
			start = f->dir_index + 1;
		else
			start = cpp->n_quote; /* found relative to its includer: search <> dirs */
	} else if (!angled && f) {
		/* the includer's directory */
		const char *fname = f->L.file->name;
		const char *slash = strrchr(fname, '/');
		FileEntry *fe = slash ? try_dir(cpp, fname, (size_t)(slash - fname), name, f->fe->system)
				      : try_dir(cpp, ".", 1, name, f->fe->system);
		if (fe)
			return fe;
	}
	const char *slash = strchr(name, '/');
	for (int i = start; i < cpp->ndirs; i++) {
		size_t dlen = strlen(cpp->dirs[i]);
		if (slash && slash != name && !subdir_exists(cpp, cpp->dirs[i], dlen, name, (size_t)(slash - name)))
			continue;
		FileEntry *fe = try_dir(cpp, cpp->dirs[i], dlen, name, cpp->dir_system[i]);
		if (fe) {
			*dir_index = i;
			return fe;
		}
	}
	return NULL;
}

/* The rest of an #include line: "x", <x>, or macros giving one of them. */
static char *header_name(Cpp *cpp, Lexer *L, bool *angled, SrcLoc *loc)
{
	const char *s;
	size_t len;
	if (lex_header_name(L, &s, &len, angled)) {
		*loc = lex_loc(L, s - 1);
		Token t;
		lex_token(L, &t);
		if (t.kind != TK_EOD) {
			diag_warning(tok_loc(&t), "extra tokens at end of #include directive");
			lex_skip_line(L);
			lex_token(L, &t);
		}
		return arena_strndup(&cpp->perm, s, len);
	}
	Token *t = cpp_expand_next(cpp);
	*loc = tok_loc(t);
	Buf b = {0};
	char *name = NULL;
	if (t->kind == TK_STRING && t->text[0] == '"') {
		*angled = false;
		name = arena_strndup(&cpp->perm, t->text + 1, t->len - 2);
		t = cpp_expand_next(cpp);
	} else if (tok_is(t, P_LT)) {
		*angled = true;
		for (t = cpp_expand_next(cpp); !tok_is(t, P_GT); t = cpp_expand_next(cpp)) {
			if (t->kind == TK_EOD || t->kind == TK_EOF) {
				diag_error(tok_loc(t), "expected '>'");
				buf_free(&b);
				return NULL;
			}
			if ((t->flags & TF_SPACE) && b.len)
				buf_put_u8(&b, ' ');
			buf_put(&b, t->text, t->len);
		}
		name = arena_strndup(&cpp->perm, b.len ? (const char *)b.data : "", b.len);
		buf_free(&b);
		t = cpp_expand_next(cpp);
	} else {
		diag_error(tok_loc(t), "expected \"FILENAME\" or <FILENAME>");
		if (t->kind != TK_EOD)
			lex_skip_line(L);
		return NULL;
	}
	if (t->kind != TK_EOD) {
		diag_warning(tok_loc(t), "extra tokens at end of #include directive");
		lex_skip_line(L);
		Token e;
		lex_token(L, &e);
	}
	return name;
}

void include_directive(Cpp *cpp, Lexer *L, SrcLoc at, bool next, bool import)
{
	bool angled;
	SrcLoc loc;
	char *name = header_name(cpp, L, &angled, &loc);
	if (!name)
		return;
	if (!*name) {
		diag_error(loc, "empty filename");
		return;
	}
	if (next && cpp->frame && !cpp->frame->up)
		diag_warning(at, "#include_next in primary source file");
	int di;
	FileEntry *fe = include_find(cpp, name, angled, next, &di);
	if (!fe) {
		if (cpp->opt.missing_headers_ok) {
			dep_add(cpp, name, false, true);
			return;
		}
		diag(DIAG_FATAL, loc, "'%s' file not found", name);
		cpp->fatal = true;
		return;
	}
	if (cpp->depth >= 200) {
		diag(DIAG_FATAL, loc, "#include nested too deeply");
		cpp->fatal = true;
		return;
	}
	dep_add(cpp, fe->path, fe->system, false);
	FileEntry *canon = fe->canon ? fe->canon : fe;
	if (canon->once || (import && canon->included))
		return;
	if (canon->guard && canon->guard->macro)
		return;
	canon->included = true;
	if (!cpp_push_file(cpp, fe, di, at.line)) {
		diag_error(loc, "cannot read '%s'", name);
		cpp->fatal = true;
	}
}

typedef struct Dep {
	const char *path;
	bool system, missing;
	struct Dep *next;
} Dep;

void dep_add(Cpp *cpp, const char *path, bool system, bool missing)
{
	Dep *d = arena_alloc(&cpp->perm, sizeof *d);
	d->path = path;
	d->system = system;
	d->missing = missing;
	if (cpp->deps_tail)
		cpp->deps_tail->next = d;
	else
		cpp->deps = d;
	cpp->deps_tail = d;
}

void cpp_foreach_file(Cpp *cpp, void (*fn)(void *arg, const char *path, bool system, bool missing),
		      void *arg)
{
	for (Dep *d = cpp->deps; d; d = d->next)
		fn(arg, d->path, d->system, d->missing);
}
