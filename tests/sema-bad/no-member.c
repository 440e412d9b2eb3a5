// expect: 5:11: error: no member
struct s { int a; } v;
int f(void)
{
	return v.b;
}
