// expect: 5:9: error: incompatible|void
void g(void);
int f(void)
{
	return g();
}
