// expect: 7:7: error: duplicate case
int f(int x)
{
	switch (x) {
	case 1:
		return 1;
	case 2 - 1:
		return 2;
	}
	return 0;
}
