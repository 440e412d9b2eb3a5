// expect: 5:10: error: not a structure or union
int x;
int f(void)
{
	return x.a;
}
