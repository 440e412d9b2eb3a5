// expect: 4:9: error: undeclared
int f(void)
{
	return not_declared(1);
}
