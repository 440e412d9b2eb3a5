// expect: 5:10: error: incomplete
struct s *p;
int f(void)
{
	return p->a;
}
