struct t;
void f(void)
{
	struct t v;
}
