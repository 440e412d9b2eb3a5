/* always_inline must be inlined, even at -O0: a recursive call cannot be */
static inline __attribute__((always_inline)) int fact(int n)
{
	return n <= 1 ? 1 : n * fact(n - 1);
}
int prog(void *ctx)
{
	return fact(5);
}
