/* #pragma unroll N / GCC unroll N of a loop with more iterations than
 * N, or an unknown count: N copies that keep their exits, still a loop
 * (unroll.c); results must not change, whatever the remainder */
static int vals[23] = {5, -3, 8, 1, 9, -7, 2, 6, -4, 3, 11, 0, -1, 7, 4, -9, 12, 2, 3, -5, 8, 1, 6};

long test_count_not_multiple(void)
{
	long s = 0;
#pragma unroll 4
	for (int i = 0; i < 23; i++)
		s = s * 3 + vals[i];
	return s;
}

long test_gcc_unroll(void)
{
	long s = 0;
#pragma GCC unroll 3
	for (int i = 0; i < 20; i++)
		s += (long)vals[i] * i;
	return s;
}

long test_break_inside(void)
{
	long s = 0;
	int i;
#pragma unroll 5
	for (i = 0; i < 23; i++) {
		if (vals[i] > 10)
			break;
		s += vals[i];
	}
	return s * 100 + i;
}

long test_while_loop(void)
{
	volatile unsigned seed = 0x12345678u;
	unsigned x = seed;
	int steps = 0;
#pragma unroll 2
	while (x != 1 && steps < 200) {
		x = (x & 1) ? 3 * x + 1 : x / 2;
		steps++;
	}
	return steps * 1000L + x;
}

/* a count whose copies would exceed the budget: fewer copies, no warning */
long test_count_over_budget(void)
{
	long s = 0;
#pragma GCC unroll 2000
	for (int i = 0; i < 3000; i++)
		s ^= (long)vals[i & 15] << (i & 7);
	return s;
}
