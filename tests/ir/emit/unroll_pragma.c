// flags: -O2
/* #pragma unroll: the loop with a constant trip count is unrolled, its
 * break kept as a branch per copy (the sum after the loop a phi of the
 * copies); unroll(disable) keeps the other loop even at -O2 */
int prog(int *a)
{
	int s = 0;
#pragma unroll
	for (int i = 0; i < 3; i++) {
		if (a[i] == 0)
			break;
		s += a[i];
	}
#pragma clang loop unroll(disable)
	for (int j = 0; j < 2; j++)
		s = s * 3 + j;
	return s;
}
