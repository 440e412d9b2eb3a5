// expect: 5:10: error: subscripted value|not an array
int x;
int f(void)
{
	return x[1];
}
