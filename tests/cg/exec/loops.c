/* loops: do/while, nested loops with constant bounds, goto loops and
 * forward gotos out of nests, break/continue at several depths,
 * loop-carried values through several variables, countdown loops,
 * unsigned and narrow induction variables */
long test_do_while_once(void)
{
	int n = 0, x = 100;
	do {
		x -= 7;
		n++;
	} while (x > 1000);
	return n * 1000 + x;
}
long test_do_while_digits(void)
{
	unsigned long x = 9876543210UL, rev = 0;
	int n = 0;
	do {
		rev = rev * 10 + x % 10;
		x /= 10;
		n++;
	} while (x != 0 && n < 20);
	return (long)rev + n;
}
long test_nested_triple(void)
{
	long acc = 0;
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 5; j++)
			for (int k = 0; k < 3; k++)
				acc += (i + 1) * (j + 2) * (k + 3) ^ (i * j * k);
	return acc;
}
long test_nested_break_inner(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		for (int j = 0; j < 8; j++) {
			if (i * j > 12)
				break;
			if ((i + j) % 3 == 0)
				continue;
			acc += i * 10 + j;
		}
	}
	return acc;
}
long test_goto_out_of_nest(void)
{
	int found_i = -1, found_j = -1;
	for (int i = 0; i < 10; i++)
		for (int j = 0; j < 10; j++)
			if (i * i + j * j == 85 && i < j) {
				found_i = i;
				found_j = j;
				goto done;
			}
done:
	return found_i * 100 + found_j;
}
long test_goto_backward_count(void)
{
	long acc = 1;
	int i = 0;
loop:
	acc = acc * 3 + i;
	i += 2;
	if (i < 20)
		goto loop;
	return acc;
}
long test_goto_skip_forward(void)
{
	long acc = 0;
	for (int i = 0; i < 12; i++) {
		if (i % 4 == 1)
			goto skip;
		acc += i * i;
		if (i > 9)
			goto end;
	skip:
		acc += 1;
	}
end:
	return acc;
}
long test_goto_retry_pattern(void)
{
	int attempts = 0;
	long v = 17;
retry:
	attempts++;
	v = v * 5 % 23;
	if (v != 1 && attempts < 30)
		goto retry;
	return attempts * 100 + v;
}
long test_countdown_unsigned(void)
{
	unsigned long acc = 0;
	for (unsigned i = 10; i-- > 0;)
		acc = acc * 4 + i;
	return (long)acc;
}
long test_narrow_induction(void)
{
	long acc = 0;
	for (unsigned char c = 250; c != 4; c++)
		acc = acc * 2 + c;
	for (signed char s = -5; s < 5; s += 2)
		acc += s * 1000;
	return acc;
}
long test_while_multiple_exits(void)
{
	int i = 0;
	long acc = 0;
	while (1) {
		acc += i * 7;
		if (acc > 500)
			break;
		if (i == 9 && acc == 315)
			return -1;
		i++;
		if (i >= 40)
			break;
	}
	return acc * 100 + i;
}
long test_loop_carried_fib(void)
{
	unsigned long a = 0, b = 1, c = 0;
	for (int i = 0; i < 60; i++) {
		c = a + b;
		a = b;
		b = c;
	}
	return (long)(a ^ (b >> 3));
}
long test_loop_two_counters(void)
{
	long acc = 0;
	int i, j;
	for (i = 0, j = 20; i < j; i += 3, j -= 2)
		acc = acc * 5 + i * j;
	return acc * 100 + i * 10 + j;
}
long test_loop_array_prefix_sum(void)
{
	int a[16];
	for (int i = 0; i < 16; i++)
		a[i] = (i * 7 + 3) % 11;
	for (int i = 1; i < 16; i++)
		a[i] += a[i - 1];
	long acc = 0;
	for (int i = 15; i >= 0; i -= 3)
		acc = acc * 100 + a[i];
	return acc;
}
long test_bubble_sort(void)
{
	int a[10] = {5, -3, 99, 0, 42, 7, -100, 8, 8, 1};
	for (int i = 0; i < 10; i++)
		for (int j = 0; j < 9 - i; j++)
			if (a[j] > a[j + 1]) {
				int t = a[j];
				a[j] = a[j + 1];
				a[j + 1] = t;
			}
	long acc = 0;
	for (int i = 0; i < 10; i++)
		acc = acc * 3 + a[i];
	return acc;
}
long test_insertion_sort_long(void)
{
	long a[8] = {0x100000000L, -1, 77, -0x200000000L, 3, 3, 0, -77};
	for (int i = 1; i < 8; i++) {
		long key = a[i];
		int j = i - 1;
		while (j >= 0 && a[j] > key) {
			a[j + 1] = a[j];
			j--;
		}
		a[j + 1] = key;
	}
	unsigned long acc = 0;
	for (int i = 0; i < 8; i++)
		acc = acc * 31 + (unsigned long)a[i];
	return (long)acc;
}
long test_matrix_multiply(void)
{
	int a[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
	int b[3][3] = {{9, -8, 7}, {-6, 5, -4}, {3, -2, 1}};
	int c[3][3];
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++) {
			int s = 0;
			for (int k = 0; k < 3; k++)
				s += a[i][k] * b[k][j];
			c[i][j] = s;
		}
	long acc = 0;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
			acc = acc * 7 + c[i][j];
	return acc;
}
long test_sieve(void)
{
	unsigned char comp[64] = {0};
	for (int i = 2; i < 8; i++)
		if (!comp[i])
			for (int j = i * i; j < 64; j += i)
				comp[j] = 1;
	long count = 0, last = 0, sum = 0;
	for (int i = 2; i < 64; i++)
		if (!comp[i]) {
			count++;
			last = i;
			sum += i;
		}
	return count * 10000 + last * 100 + sum % 100;
}
long test_while_condition_side_effect(void)
{
	int i = 0;
	long acc = 0;
	while (i++ < 10)
		acc += i;
	int j = 10;
	while (--j)
		acc += j * 100;
	return acc * 100 + i + j;
}
