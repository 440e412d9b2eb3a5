/* for/while with break and continue: the CFG lowering makes */
int prog(int n)
{
	int s = 0;
	for (int i = 0; i < n; i++) {
		if (i == 3)
			continue;
		if (s > 100)
			break;
		s += i;
	}
	while (s & 1)
		s >>= 1;
	return s;
}
