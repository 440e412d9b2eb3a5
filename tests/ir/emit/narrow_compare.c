// flags: -O2
/* ir/fold.c: `(unsigned long)n > 32` of an int n whose widening
 * nothing else reads is a 32-bit compare of n (the verifier's bounds
 * land on n); in `index` the widened n is added to a pointer after the
 * compare, so the 64-bit compare stays and bounds that copy. */
int data[33];

int count(int n)
{
	if (n > sizeof(data) / sizeof(data[0]) - 1)
		return 0;
	int s = 0;
	for (int i = 0; i < n; i++)
		s += i;
	return s;
}

int index(int n)
{
	if ((unsigned long)n > 32)
		return 0;
	return *(int *)((char *)data + (long)n * 4);
}
