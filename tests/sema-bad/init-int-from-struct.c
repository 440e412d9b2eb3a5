// expect: 5:6: error: incompatible
struct s { int a; } v;
void f(void)
{
	int x = v;
	(void)x;
}
