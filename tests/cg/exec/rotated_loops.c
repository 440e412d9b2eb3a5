/* Loops whose test the values they start with decide
 * (src/ir/jumpthread.c ir_rotate_loops): the entry goes straight into
 * the body and the test is made after each iteration, at the bottom.
 * Each shape once: a search that stops at the first element (the
 * xdp-tools IN_SET filter over a const volatile array), a counted loop
 * with a store per iteration, a loop whose test also reads memory, a
 * nested loop, a loop the entry does not enter, and a loop whose bound
 * is not known (not rotated: its first test stays).  The values check
 * that every iteration still runs, and the last test ends the loop. */
typedef unsigned int u32;

static volatile int set_empty[32];
static volatile int set_some[32] = {7, 9, 11};
static volatile int limit = 5;
static int out[64];

#define IN_SET(a, b)                                                         \
	({                                                                   \
		_Bool res_ = !(a)[0];                                        \
		for (int i_ = 0; i_ < (int)(sizeof(a) / sizeof((a)[0])) && (a)[i_]; i_++) { \
			res_ = (a)[i_] == (b);                               \
			if (res_)                                            \
				break;                                       \
		}                                                            \
		res_;                                                        \
	})

long test_in_set_empty(void)
{
	return IN_SET(set_empty, 3) * 10 + IN_SET(set_empty, 0);
}

long test_in_set_some(void)
{
	return IN_SET(set_some, 11) * 100 + IN_SET(set_some, 9) * 10 + IN_SET(set_some, 8);
}

long test_counted_store(void)
{
	long s = 0;
	for (u32 i = 0; i < 64; i++)
		out[i] = (int)(i * 3);
	for (u32 i = 0; i < 64; i++)
		s += out[i];
	return s;
}

long test_test_reads_memory(void)
{
	long n = 0;
	for (int i = 0; i < 40 && set_some[i % 32] != 11; i++)
		n += i + 1;
	return n;
}

long test_nested(void)
{
	long s = 0;
	for (int i = 0; i < 30; i++)
		for (int j = 0; j < 20; j++)
			s += i * j + limit;
	return s;
}

long test_not_entered(void)
{
	long s = 1;
	for (int i = 50; i < 40; i++)
		s += set_some[i & 31];
	return s;
}

long test_unknown_bound(void)
{
	long s = 0;
	int n = limit & 15;
	for (int i = 0; i < n; i++)
		s += set_some[i & 31] + i;
	return s;
}
