// expect: 5:9: error: incompatible|returning
struct s { int a; } v;
int f(void)
{
	return v;
}
