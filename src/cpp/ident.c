/* ident.c - identifier interning.  The lexer interns every identifier
 * once, so the preprocessor finds a macro and the parser a keyword or a
 * binding by following the Ident's own fields instead of hashing again. */
#include "cpp.h"

#include <stdlib.h>
#include <string.h>

static Ident **buckets;
static uint32_t n_buckets, n_idents;
static Arena ident_arena = {.huge = true}; /* vmlinux.h: 62k names, 5 MB */

/* Eight bytes at a time, then a final mix (the low bits pick the
 * bucket): most identifiers take one or two multiplications. */
static inline uint32_t hash_bytes(const char *s, size_t len)
{
	uint64_t h = 0x9E3779B97F4A7C15u ^ len;
	while (len >= 8) {
		uint64_t w;
		memcpy(&w, s, 8);
		h = (h ^ w) * 0xff51afd7ed558ccdu;
		h ^= h >> 29;
		s += 8;
		len -= 8;
	}
	if (len) {
		/* the last 1-7 bytes with fixed-size loads (no memcpy call):
		 * two overlapping 4-byte loads, or three bytes, cover them all */
		uint64_t w;
		if (len >= 4) {
			uint32_t a, b;
			memcpy(&a, s, 4);
			memcpy(&b, s + len - 4, 4);
			w = a | (uint64_t)b << 32;
		} else {
			w = (uint64_t)(uint8_t)s[0] | (uint64_t)(uint8_t)s[len >> 1] << 8 |
			    (uint64_t)(uint8_t)s[len - 1] << 16;
		}
		h = (h ^ w) * 0xff51afd7ed558ccdu;
	}
	h ^= h >> 32;
	h *= 0xc4ceb9fe1a85ec53u;
	h ^= h >> 29;
	return (uint32_t)h;
}

/* a == b for n bytes; short names without a memcmp call */
static inline bool same_bytes(const char *a, const char *b, size_t n)
{
	if (n > 8)
		return !memcmp(a, b, n);
	if (n >= 4) {
		uint32_t x, y, u, v;
		memcpy(&x, a, 4);
		memcpy(&y, b, 4);
		memcpy(&u, a + n - 4, 4);
		memcpy(&v, b + n - 4, 4);
		return x == y && u == v;
	}
	for (size_t i = 0; i < n; i++)
		if (a[i] != b[i])
			return false;
	return true;
}

/* The table is a huge-page mapping when it can be (from the arenas'
 * pool): at vmlinux.h's size, 1 MB, it would take 256 page faults and as
 * many TLB entries, every lookup a random one.  It starts small and
 * doubles: a small program has a few thousand names, and a first table
 * of 1 MB made its compile's memory span one huge page more (2 MB more
 * for the kernel to clear).  A table outgrown in the pool is left there:
 * unmapping it would split the huge page it shares. */
static size_t buckets_len; /* of the mapping, when huge_zalloc made it */

static void release_buckets(void)
{
	if (buckets_len && huge_in_pool(buckets))
		return;
	if (buckets_len)
		huge_free(buckets, buckets_len);
	else
		free(buckets);
}

static void grow(void)
{
	uint32_t n = n_buckets ? n_buckets * 2 : 1u << 13; /* vmlinux.h has ~62k names */
	size_t len = 0;
	Ident **nb = huge_zalloc(n * sizeof *nb, &len);
	if (!nb)
		nb = xcalloc(n, sizeof *nb);
	for (uint32_t i = 0; i < n_buckets; i++) {
		for (Ident *id = buckets[i], *next; id; id = next) {
			next = id->next;
			id->next = nb[id->hash & (n - 1)];
			nb[id->hash & (n - 1)] = id;
		}
	}
	release_buckets();
	buckets = nb;
	buckets_len = len;
	n_buckets = n;
}

Ident *ident_intern(const char *s, size_t len)
{
	uint32_t h = hash_bytes(s, len);
	if (n_buckets) {
		for (Ident *id = buckets[h & (n_buckets - 1)]; id; id = id->next)
			if (id->hash == h && id->len == len && same_bytes(id->name, s, len))
				return id;
	}
	if (n_idents >= n_buckets)
		grow();
	/* the name right after the Ident: one cache line for both, mostly */
	Ident *id = arena_alloc(&ident_arena, sizeof *id + len + 1);
	char *name = (char *)(id + 1);
	memcpy(name, s, len);
	name[len] = 0;
	id->name = name;
	id->len = (uint32_t)len;
	id->hash = h;
	id->next = buckets[h & (n_buckets - 1)];
	buckets[h & (n_buckets - 1)] = id;
	n_idents++;
	return id;
}

Ident *ident_cstr(const char *s) { return ident_intern(s, strlen(s)); }

void ident_foreach(void (*fn)(void *arg, Ident *id), void *arg)
{
	for (uint32_t i = 0; i < n_buckets; i++)
		for (Ident *id = buckets[i]; id; id = id->next)
			fn(arg, id);
}

void ident_clear_macros(void)
{
	for (uint32_t i = 0; i < n_buckets; i++)
		for (Ident *id = buckets[i]; id; id = id->next) {
			id->macro = NULL;
			id->cpp_flags = 0;
		}
}

void ident_reset(void)
{
	release_buckets();
	buckets = NULL;
	buckets_len = 0;
	n_buckets = n_idents = 0;
	arena_free(&ident_arena);
}

const char *punct_spelling(Punct p)
{
	static const char *const names[] = {
		"",
#define X(name, spelling) spelling,
		PUNCT_LIST(X)
#undef X
	};
	return p < P_COUNT ? names[p] : "";
}
