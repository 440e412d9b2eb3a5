typedef unsigned long size_t;
int g(n, size_t m)
{
	return 0;
}
