void f(void)
{
	extern int x = 1;
}
