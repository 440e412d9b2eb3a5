int f(a, b)
	int a;
{
	return a;
}
