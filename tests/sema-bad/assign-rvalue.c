// expect: 4:8: error: not assignable
void f(int x)
{
	x + 1 = 2;
}
