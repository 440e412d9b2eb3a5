// flags: -O2 -Werror
/* #pragma unroll where the unrolled loop would exceed the budget (4096 IR
 * instructions), and #pragma GCC unroll N whose N copies would: both a
 * located "loop not unrolled" */
int data[16];
int prog(void)
{
	int s = 0;
#pragma unroll
	for (int i = 0; i < 100000; i++)
		s += data[i & 15] * i;
#pragma GCC unroll 2000
	for (int i = 0; i < 100000; i++)
		s ^= data[i & 15];
	return s;
}
