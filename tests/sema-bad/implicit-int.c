// expect: 2:1: error: type specifier missing|implicit int
f(void)
{
	return 0;
}
