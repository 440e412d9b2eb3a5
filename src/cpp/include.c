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
 * guards work however a file is named. */
#include "cpp_int.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct PathEntry {
	const char *path;
	uint32_t hash;
	FileEntry *fe; /* NULL: not there */
	struct PathEntry *next;
} PathEntry;

enum { PATH_BUCKETS = 1024 };
typedef struct IncState {
	PathEntry *buckets[PATH_BUCKETS];
	const char *kdirs[4][64]; /* per IncKind, command-line order */
	int nk[4];
	bool built;
} IncState;

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

/* The FileEntry for a path, reading the file the first time; NULL if
 * it cannot be read (remembered). */
static FileEntry *lookup_path(Cpp *cpp, const char *path, bool system)
{
	IncState *s = inc_state(cpp);
	uint32_t h = hash_str(path);
	PathEntry **slot = &s->buckets[h % PATH_BUCKETS];
	for (PathEntry *pe = *slot; pe; pe = pe->next)
		if (pe->hash == h && !strcmp(pe->path, path))
			return pe->fe;
	PathEntry *pe = arena_alloc(&cpp->perm, sizeof *pe);
	pe->path = arena_strdup(&cpp->perm, path);
	pe->hash = h;
	pe->next = *slot;
	*slot = pe;
	struct stat st;
	bool is_stdin = !strcmp(path, "-");
	if (!is_stdin && (stat(path, &st) != 0 || S_ISDIR(st.st_mode)))
		return NULL;
	if (!is_stdin) {
		/* the same file under another name: share its entry */
		for (FileEntry *fe = cpp->files_head; fe; fe = fe->next)
			if (fe->dev == (uint64_t)st.st_dev && fe->ino == (uint64_t)st.st_ino &&
			    fe->dev | fe->ino) {
				FileEntry *alias = arena_alloc(&cpp->perm, sizeof *alias);
				*alias = *fe;
				alias->canon = fe->canon ? fe->canon : fe;
				alias->path = pe->path;
				alias->system = system;
				SrcFile *sf = arena_alloc(&cpp->perm, sizeof *sf);
				*sf = *fe->file;
				sf->name = pe->path;
				sf->system = system;
				alias->file = sf;
				alias->next = NULL;
				pe->fe = alias;
				return alias;
			}
	}
	size_t len;
	char *text = read_whole_file(path, &len);
	if (!text)
		return NULL;
	FileEntry *fe = arena_alloc(&cpp->perm, sizeof *fe);
	SrcFile *sf = arena_alloc(&cpp->perm, sizeof *sf);
	sf->name = is_stdin ? "<stdin>" : pe->path;
	sf->text = text;
	sf->len = len;
	sf->system = system;
	fe->file = sf;
	fe->path = pe->path;
	fe->system = system;
	if (!is_stdin) {
		fe->dev = (uint64_t)st.st_dev;
		fe->ino = (uint64_t)st.st_ino;
	}
	/* appended in reading order: the dependency list */
	if (!cpp->files_tail)
		cpp->files_head = fe;
	else
		cpp->files_tail->next = fe;
	cpp->files_tail = fe;
	pe->fe = fe;
	return fe;
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
	for (int i = start; i < cpp->ndirs; i++) {
		FileEntry *fe = try_dir(cpp, cpp->dirs[i], strlen(cpp->dirs[i]), name, cpp->dir_system[i]);
		if (fe) {
			*dir_index = i;
			return fe;
		}
	}
	return NULL;
}
