/* ir/strength.c: loops whose array addresses became stepping pointers
 * (a stack array of structs read at two fields, a global array at a
 * long counter, steps of 3 and -1, a start that is not 0, a break in
 * the middle, two arrays of one struct at one counter, nested loops)
 * compute what the host computes. */
struct entry {
	long key, val;
};
struct lens {
	int id;
	short key_lens[20];
	short val_lens[20];
};
long glob[64];
struct lens glens;

long test_stack_fields(void)
{
	struct entry e[20];
	long s = 0;
	for (int i = 0; i < 20; i++) {
		e[i].key = i * 3 + 1;
		e[i].val = 100 - i;
	}
	for (int i = 0; i < 20; i++)
		s = s * 3 + e[i].key * e[i].val;
	return s;
}

long test_global_long(void)
{
	long s = 0;
	for (long i = 0; i < 64; i++)
		glob[i] = i * i - 7;
	for (long i = 0; i < 64; i++)
		s += glob[i] * (i & 3);
	return s;
}

long test_step3_from5(void)
{
	int a[40];
	long s = 0;
	for (int i = 0; i < 40; i++)
		a[i] = i ^ 0x55;
	for (int i = 5; i < 40; i += 3)
		s = s * 7 + a[i];
	return s;
}

long test_down(void)
{
	long a[10];
	long s = 0;
	for (long i = 9; i >= 0; i--)
		a[i] = i * 11;
	for (long i = 9; i >= 0; i--)
		s = s * 5 + a[i];
	return s;
}

long test_break_middle(void)
{
	volatile int limit = 13;
	short k[20];
	int i;
	for (i = 0; i < 20; i++)
		k[i] = -1;
	for (i = 0; i < 20; i++) {
		if (i >= limit)
			break;
		k[i] = (short)(i * 2);
	}
	long s = i;
	for (int j = 0; j < 20; j++)
		s = s * 3 + k[j];
	return s;
}

long test_two_arrays(void)
{
	volatile int cnt = 17;
	long s = 0;
	for (int i = 0; i < 20; i++) {
		if (i >= cnt)
			break;
		glens.key_lens[i] = (short)(i + 1);
		glens.val_lens[i] = (short)(40 - i);
	}
	for (int i = 0; i < 20; i++)
		s = s * 2 + glens.key_lens[i] - glens.val_lens[i];
	return s;
}

long test_nested(void)
{
	int m[4][5];
	long s = 0;
	for (int r = 0; r < 4; r++)
		for (int c = 0; c < 5; c++)
			m[r][c] = r * 10 + c;
	for (int r = 0; r < 4; r++)
		for (int c = 0; c < 5; c++)
			s = s * 3 + m[r][c];
	return s;
}
