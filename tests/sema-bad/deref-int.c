// expect: 4:9: error: indirection|pointer
int f(int x)
{
	return *x;
}
