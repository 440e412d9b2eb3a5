// expect: 5:18: error: invalid operands
int *p, *q;
long f(void)
{
	return (long)(p + q);
}
