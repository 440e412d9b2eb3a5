// flags: -minline-memops-threshold=64
/* the limit holds for a size inlining made constant too */
static inline __attribute__((always_inline)) void clear(void *d, int n)
{
	__builtin_memset(d, 0, n);
}
long caller(long *d)
{
	clear(d, 128);
	return d[0];
}
