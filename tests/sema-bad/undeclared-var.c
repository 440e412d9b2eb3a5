// expect: 4:9: error: undeclared
int f(void)
{
	return missing + 1;
}
