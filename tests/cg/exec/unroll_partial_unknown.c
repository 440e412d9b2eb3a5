/* #pragma unroll N of a loop whose trip count is not known: ebcc makes N
 * copies that keep their exits, so each copy's index is still checked
 * against 23 before the load (unroll.c). */
// clang: no (clang-19's runtime unrolling loads vals[i + 1] past the check of i + 1 < 23: "invalid access to map value")
static int vals[23] = {5, -3, 8, 1, 9, -7, 2, 6, -4, 3, 11, 0, -1, 7, 4, -9, 12, 2, 3, -5, 8, 1, 6};

long test_unknown_count(void)
{
	volatile int n0 = 17;
	int n = n0 & 31;
	long s = 1;
#pragma unroll 4
	for (int i = 0; i < n && i < 23; i++)
		s = s * 2 + vals[i];
	return s;
}

