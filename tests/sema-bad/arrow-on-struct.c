// expect: 5:10: error: not a pointer
struct s { int a; } v;
int f(void)
{
	return v->a;
}
