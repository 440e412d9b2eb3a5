// flags: -O2
/* An array filled and read back in the same iteration: memfwd answers
 * each load from the store before it (the address is computed twice,
 * value numbering sees it is the same), and the slot, now only written,
 * goes with its stores (dce.c).  No alloc is left. */
int g(int);
int sum_back(int n)
{
	int a[100];
	int s = 0;
	for (int i = 0; i < n && i < 100; i++) {
		a[i] = g(i);
		if (a[i] < 0)
			return -1;
		s += a[i];
	}
	return s;
}
