// expect: 5:7: error: constant
int f(int x, int y)
{
	switch (x) {
	case y:
		return 1;
	}
	return 0;
}
