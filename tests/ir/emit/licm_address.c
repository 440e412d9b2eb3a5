// flags: -O2
/* ir/licm.c: `arr2d + (long)row * 20` does not change in the loop over
 * col (which calls a helper-like function) and is computed in front of
 * it; in `tested` the loop compares the index itself, so its address
 * arithmetic stays inside (its bounds in the loop are not those of the
 * preheader). */
int arr2d[4][5];
int arr[8];
extern int next(void);

void fill(int row, int n)
{
	for (int col = 0; col < n; col++) {
		if (next())
			break;
		arr2d[row][col] = col;
	}
}

void tested(int idx, int n)
{
	for (int k = 0; k < n; k++) {
		if (next())
			break;
		if (idx < 8)
			arr[idx] = k;
	}
}
