// expect: 5:3: error: not a function
int x;
void f(void)
{
	x(1);
}
