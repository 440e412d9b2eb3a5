// expect: 5:4: error: const
const int c = 1;
void f(void)
{
	c = 2;
}
