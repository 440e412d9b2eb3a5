/* ptrset.c - a set of pointers (open addressing, linear probing): which
 * functions are needed, which objects the code refers to. */
#include "util.h"

#include <stdlib.h>

static size_t hash_ptr(const void *p) { return (size_t)(((uintptr_t)p >> 4) * 0x9E3779B97F4A7C15ull); }

static size_t probe(const PtrSet *s, const void *p)
{
	size_t h = hash_ptr(p) & (s->cap - 1);
	while (s->slots[h] && s->slots[h] != p)
		h = (h + 1) & (s->cap - 1);
	return h;
}

bool ptrset_add(PtrSet *s, const void *p)
{
	if (2 * (s->n + 1) > s->cap) {
		PtrSet big = {xcalloc(s->cap ? s->cap * 2 : 64, sizeof(void *)), s->cap ? s->cap * 2 : 64, 0};
		for (size_t k = 0; k < s->cap; k++)
			if (s->slots[k])
				big.slots[probe(&big, s->slots[k])] = s->slots[k];
		big.n = s->n;
		free(s->slots);
		*s = big;
	}
	size_t h = probe(s, p);
	if (s->slots[h])
		return false;
	s->slots[h] = p;
	s->n++;
	return true;
}

bool ptrset_has(const PtrSet *s, const void *p) { return s->cap && s->slots[probe(s, p)] == p; }

void ptrset_free(PtrSet *s)
{
	free(s->slots);
	*s = (PtrSet){0};
}
