// flags: -O2 -Werror
/* #pragma unroll where the unrolled loop would exceed the budget (4096 IR
 * instructions), and #pragma GCC unroll N with more than N iterations:
 * both a located "loop not unrolled" */
int data[16];
int prog(void)
{
	int s = 0;
#pragma unroll
	for (int i = 0; i < 100000; i++)
		s += data[i & 15] * i;
#pragma GCC unroll 4
	for (int i = 0; i < 8; i++)
		s ^= data[i];
	return s;
}
