// flags: -O2
/* ir/strength.c: addresses a loop computes from its counter step.
 * - keys: a stack array read at [i].key and [i].val (one pointer, +16
 *   per iteration, the two fields at +0 and +8), the int counter tested
 *   `i < 20` in the header (never negative, so its widening is itself);
 * - fill: a global array at a long counter (+8);
 * - lens: arrays in a map value the lookup returned, checked against
 *   NULL before the loop (one pointer for both arrays, +2);
 * - nested: the inner loop's base is the outer loop's stepping pointer
 *   (strobemeta's map_descrs[idx].key_lens[i]);
 * Kept as they are:
 * - param: an array behind a parameter (it may be the context, which
 *   the verifier lets no one move);
 * - unbounded: an int counter tested against n (it may wrap: its
 *   widening is no step);
 * - unchecked: a lookup's value not checked against NULL before the
 *   loop (map_value_or_null arithmetic is refused). */
struct entry { long key, val; };
struct lens { int id; short key_lens[100]; short val_lens[100]; };
extern long probe(void *dst, long n, const void *src);
static void *(*bpf_map_lookup_elem)(void *map, const void *key) = (void *)1;
char lens_map;
long arr[1000];

long keys(const void *src)
{
	struct entry e[20];
	long s = 0;
	probe(e, sizeof e, src);
	for (int i = 0; i < 20; i++)
		s += probe(0, e[i].key, (void *)e[i].val);
	return s;
}

void fill(void)
{
	for (long i = 0; i < 1000; i++)
		arr[i] = i;
}

int lens(int cnt)
{
	int zero = 0;
	struct lens *l = bpf_map_lookup_elem(&lens_map, &zero);
	if (!l)
		return 0;
	for (int i = 0; i < 20; i++) {
		if (i >= cnt)
			break;
		l->key_lens[i] = probe(0, i, 0);
		l->val_lens[i] = i;
	}
	return 1;
}

int nested(void)
{
	int zero = 0;
	struct lens *l = bpf_map_lookup_elem(&lens_map, &zero);
	if (!l)
		return 0;
#pragma clang loop unroll(disable)
	for (int m = 0; m < 4; m++)
#pragma clang loop unroll(disable)
		for (int i = 0; i < 20; i++)
			l[m].key_lens[i] = probe(0, m, 0);
	return 1;
}

void param(long *out)
{
	for (int i = 0; i < 100; i++)
		out[i] = probe(0, i, 0);
}

void unbounded(int n)
{
	for (int i = 0; i < n; i++)
		arr[i] = probe(0, i, 0);
}

int unchecked(int cnt)
{
	int zero = 0;
	struct lens *l = bpf_map_lookup_elem(&lens_map, &zero);
	for (int i = 0; i < 100; i++) {
		if (!l || i >= cnt)
			break;
		l->key_lens[i] = i;
	}
	return 1;
}
