/* arena.c - bump allocator for compiler and assembler memory.  Objects live
 * until the whole arena is freed, so passes never track ownership. */
/* mmap/madvise for the large blocks */
#define _DEFAULT_SOURCE 1
#include "util.h"

#include <pthread.h>
#include <sys/mman.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ArenaBlock {
	ArenaBlock *next;
	size_t used, size;
	bool mapped; /* from mmap (huge pages), not calloc */
	bool pooled; /* cut from the pool: given back to it, not unmapped */
	_Alignas(16) unsigned char data[];
};

/* Blocks come zeroed from calloc (fresh pages from the kernel need no
 * clearing) and are never reused before arena_free, so allocations need
 * no memset of their own: the parser allocates ~300k small objects. */
enum { ARENA_BLOCK = 256 * 1024 };

/* Past the first few blocks an arena is a big one (a vmlinux.h parse
 * takes ~80 MB): those blocks are 2 MiB-aligned mappings the kernel may
 * back with transparent huge pages, one page fault per 2 MiB instead of
 * per 4 KiB, which was a third of the parse's time. */
enum { HUGE_BLOCK = 4 * 1024 * 1024, HUGE_ALIGN = 2 * 1024 * 1024, SMALL_BLOCKS = 4 };
/* pool blocks: 64 KiB, doubled per block an arena has, up to 4 MiB */
enum { POOL_FIRST_BLOCK = 64 * 1024, POOL_DOUBLINGS = 6 };

/* LeakSanitizer finds what is reachable by scanning malloc'd memory,
 * not mappings: under ASan the arenas' blocks and the identifier table
 * come from calloc, so the pointers they hold are seen. */
#if defined(__SANITIZE_ADDRESS__)
#define EBCC_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define EBCC_ASAN 1
#endif
#endif

static void *pool_take(size_t len);

static size_t page_round(size_t n) { return (n + 4095) & ~(size_t)4095; }

void *huge_zalloc(size_t size, size_t *mapped_len)
{
#ifdef EBCC_ASAN
	(void)size;
	*mapped_len = 0;
	return NULL;
#endif
	void *pooled = pool_take(size);
	if (pooled) { /* huge_free unmaps it: the pool never cuts it again */
		*mapped_len = page_round(size);
		return pooled;
	}
	size_t len = (size + HUGE_ALIGN - 1) & ~(size_t)(HUGE_ALIGN - 1);
	size_t span = len + HUGE_ALIGN;
	unsigned char *p = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	/* trim to an aligned `len` bytes */
	uintptr_t start = ((uintptr_t)p + HUGE_ALIGN - 1) & ~(uintptr_t)(HUGE_ALIGN - 1);
	if (start > (uintptr_t)p)
		munmap(p, start - (uintptr_t)p);
	size_t tail = (size_t)((uintptr_t)p + span - (start + len));
	if (tail)
		munmap((void *)(start + len), tail);
#ifdef MADV_HUGEPAGE
	madvise((void *)start, len, MADV_HUGEPAGE);
#endif
	*mapped_len = len;
	return (void *)start;
}

static unsigned char *pool_start, *pool_next, *pool_end;

bool huge_in_pool(const void *p)
{
	const unsigned char *q = p;
	return pool_start && q >= pool_start && q < pool_end;
}

void huge_free(void *p, size_t mapped_len)
{
	if (p)
		munmap(p, mapped_len);
}

/* The pool: one reservation of address space, 2 MiB-aligned and
 * advised for transparent huge pages, from which every arena's blocks
 * (and the identifier table) are cut in order.  The kernel zeroes a
 * huge page when it is first touched; with a mapping per arena, a small
 * compile touched five of them (10 MB of zeroing, a fifth of its time)
 * and the arenas that calloc'd their blocks took a fault per 4 KiB.
 * Cut from one range, the memory a compile uses is contiguous: a small
 * program touches one or two huge pages.  The reservation costs no
 * memory until touched (MAP_NORESERVE); when it cannot be made or is used
 * up, blocks are mapped one by one as before.  Blocks an arena frees go
 * to a free list and come back cleared (as far as they were used). */
static bool pool_tried;
static ArenaBlock *pool_free;
/* the preprocessor's thread (cpp/thread.c) and the parser's both take
 * blocks: a few hundred per compile, so a plain mutex costs nothing */
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;

static void *pool_take_locked(size_t len)
{
#ifdef EBCC_ASAN
	(void)len;
	return NULL;
#endif
	if (!pool_tried) {
		pool_tried = true;
		/* the address space a big compile may need; less if refused */
		for (size_t want = (size_t)8 << 30; want >= (size_t)256 << 20; want /= 4) {
			unsigned char *p = mmap(NULL, want + HUGE_ALIGN, PROT_READ | PROT_WRITE,
						MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
			if (p == MAP_FAILED)
				continue;
			pool_next = (unsigned char *)(((uintptr_t)p + HUGE_ALIGN - 1) & ~(uintptr_t)(HUGE_ALIGN - 1));
			pool_start = pool_next;
			pool_end = pool_next + want;
#ifdef MADV_HUGEPAGE
			madvise(pool_next, want, MADV_HUGEPAGE);
#endif
			break;
		}
	}
	len = page_round(len);
	if (!pool_next || (size_t)(pool_end - pool_next) < len)
		return NULL;
	void *r = pool_next;
	pool_next += len;
	return r;
}

static void *pool_take(size_t len)
{
	pthread_mutex_lock(&pool_lock);
	void *p = pool_take_locked(len);
	pthread_mutex_unlock(&pool_lock);
	return p;
}

/* A freed block of `cap` bytes or more (not more than 4 times that),
 * taken off the free list, or NULL. */
static ArenaBlock *pool_reuse(size_t cap)
{
	pthread_mutex_lock(&pool_lock);
	ArenaBlock *found = NULL;
	for (ArenaBlock **pp = &pool_free; *pp; pp = &(*pp)->next) {
		ArenaBlock *b = *pp;
		if (b->size >= cap && b->size <= 4 * cap) {
			*pp = b->next;
			found = b;
			break;
		}
	}
	pthread_mutex_unlock(&pool_lock);
	return found;
}

/* A block of `cap` bytes or more from the pool: a freed one, cleared,
 * or a new cut; NULL when the pool has no room. */
static ArenaBlock *pool_block(size_t cap)
{
	ArenaBlock *b = pool_reuse(cap);
	if (b) {
		memset(b->data, 0, b->used);
		b->used = 0;
		b->next = NULL;
		return b;
	}
	size_t len = page_round(sizeof(ArenaBlock) + cap);
	b = pool_take(len);
	if (!b)
		return NULL;
	b->size = len - sizeof(ArenaBlock);
	b->pooled = true;
	return b;
}

static ArenaBlock *map_block(size_t cap)
{
	size_t len;
	ArenaBlock *b = huge_zalloc(sizeof(ArenaBlock) + cap, &len);
	if (!b)
		return NULL;
	b->size = len - sizeof(ArenaBlock);
	b->mapped = true;
	return b;
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p) {
		fputs("ebcc: error: out of memory\n", stderr);
		abort();
	}
	return p;
}

void *xcalloc(size_t n, size_t m)
{
	void *p = calloc(n ? n : 1, m ? m : 1);
	if (!p) {
		fputs("ebcc: error: out of memory\n", stderr);
		abort();
	}
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p) {
		fputs("ebcc: error: out of memory\n", stderr);
		abort();
	}
	return p;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

/* A new block for `size` bytes, made the head: out of line, so the
 * common path of arena_alloc (327k calls for vmlinux.h) saves no
 * registers. */
static __attribute__((noinline)) ArenaBlock *new_block(Arena *a, size_t size)
{
	int nblocks = 0;
	for (ArenaBlock *q = a->head; q && nblocks < POOL_DOUBLINGS; q = q->next)
		nblocks++;
	ArenaBlock *b = NULL;
	/* the header inside the HUGE_BLOCK bytes: a full block whose last
	 * bytes spilled into a third huge page cost 2 MiB more zeroing */
	size_t huge_cap = HUGE_BLOCK - sizeof(ArenaBlock);
	bool big = nblocks >= SMALL_BLOCKS || a->huge;
	/* from the pool, every arena's blocks, doubling from 64 KiB to
	 * 4 MiB: what a small compile leaves unused in its arenas' last
	 * blocks is cleared all the same when it shares their huge pages */
	size_t want = ((size_t)POOL_FIRST_BLOCK << nblocks) - sizeof(ArenaBlock);
	b = pool_block(size > want ? size : want);
	if (!b && big)
		b = map_block(size > huge_cap ? size : huge_cap);
	if (!b) {
		size_t cap = size > ARENA_BLOCK ? size : ARENA_BLOCK;
		b = xcalloc(1, sizeof *b + cap);
		b->size = cap;
	}
	b->next = a->head;
	a->head = b;
	return b;
}

void *arena_alloc(Arena *a, size_t size)
{
	size = (size + 15) & ~(size_t)15;
	ArenaBlock *b = a->head;
	if (!b || b->size - b->used < size)
		b = new_block(a, size);
	void *p = b->data + b->used;
	b->used += size;
	return p;
}

void arena_release_last(Arena *a, void *p, size_t size)
{
	size = (size + 15) & ~(size_t)15;
	ArenaBlock *b = a->head;
	if (b && b->used >= size && b->data + b->used - size == (unsigned char *)p) {
		memset(p, 0, size); /* allocations are zeroed */
		b->used -= size;
	}
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	if (n) /* s may be NULL then: an empty Buf (`#line 1 ""`) */
		memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *arena_strdup(Arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
	va_list ap, ap2;
	va_start(ap, fmt);
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *p = arena_alloc(a, (size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap2);
	va_end(ap2);
	return p;
}

void arena_free(Arena *a)
{
	ArenaBlock *b = a->head;
	while (b) {
		ArenaBlock *n = b->next;
		if (b->pooled) {
			pthread_mutex_lock(&pool_lock);
			b->next = pool_free;
			pool_free = b;
			pthread_mutex_unlock(&pool_lock);
		} else if (b->mapped)
			munmap(b, sizeof *b + b->size);
		else
			free(b);
		b = n;
	}
	a->head = NULL;
}
