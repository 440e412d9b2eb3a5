void f(void)
{
	__auto_type x;
}
