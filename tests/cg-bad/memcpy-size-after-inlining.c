/* an always_inline helper's memcpy size is a constant only when its
 * caller passes one: here the caller's own parameter is passed, so the
 * size is still unknown after inlining, an error at the memcpy */
static inline __attribute__((always_inline)) void copy(void *d, const void *s, int n)
{
	__builtin_memcpy(d, s, n);
}
long caller(char *d, char *s, int n)
{
	copy(d, s, 8);
	copy(d, s, n);
	return d[0];
}
