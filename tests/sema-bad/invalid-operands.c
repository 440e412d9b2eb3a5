// expect: 5:11: error: invalid operands
struct s { int a; } v;
int f(void)
{
	return v + 1;
}
