// flags: -O2 -Werror
/* #pragma unroll on a loop whose trip count is not a constant: the
 * warning "loop not unrolled" at the loop (an error with -Werror), never
 * a silent failure */
int data[16];
int prog(int n)
{
	int s = 0;
#pragma unroll
	for (int i = 0; i < n; i++)
		s += data[i & 15];
	return s;
}
