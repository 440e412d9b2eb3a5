// expect: 5:14: error: too many arguments
int g(int);
int f(void)
{
	return g(1, 2);
}
