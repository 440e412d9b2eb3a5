// flags: -O2 -Werror
/* `#pragma clang loop unroll(enable)` is a hint: a loop too big to unroll
 * stays a loop without a word, as clang leaves it (strobemeta.h's
 * __pragma_loop_unroll); `#pragma unroll` asks for full unrolling and the
 * same loop is a located "loop not unrolled".  Only the second line below
 * is in the .err. */
int data[16];
int hint(void)
{
	int s = 0;
#pragma clang loop unroll(enable)
	for (int i = 0; i < 100000; i++)
		s += data[i & 15] * i;
	return s;
}
int full(void)
{
	int s = 0;
#pragma unroll
	for (int i = 0; i < 100000; i++)
		s += data[i & 15] * i;
	return s;
}
