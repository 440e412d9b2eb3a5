/* an always_inline function without a definition cannot be inlined */
int helper(int x) __attribute__((always_inline));
int prog(void *ctx)
{
	return helper(3);
}
