// flags: -O2 -Werror
/* #pragma unroll where the unrolled loop would exceed the budget (16384 IR
 * instructions): a located "loop not unrolled" (a GCC unroll N whose N
 * copies would exceed it makes fewer: tests/cg/exec/unroll_partial.c) */
int data[16];
int prog(void)
{
	int s = 0;
#pragma unroll
	for (int i = 0; i < 100000; i++)
		s += data[i & 15] * i;
	return s;
}
