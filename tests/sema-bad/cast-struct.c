// expect: 5:14: error: arithmetic or pointer|cast
struct s { int a; } v;
int f(void)
{
	return (int)v;
}
