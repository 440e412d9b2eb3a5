// expect: 4:2: error: should return a value|non-void
int f(void)
{
	return;
}
