// expect: 5:12: error: too few arguments
int g(int, int);
int f(void)
{
	return g(1);
}
