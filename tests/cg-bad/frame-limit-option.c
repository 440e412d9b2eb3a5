// flags: -mframe-limit=64
/* -mframe-limit lowers the limit (as GCC's option does) */
static void use(volatile long *p) { p[0] = 1; }
long small_limit(void)
{
	long a[10];
	use(a);
	return a[0];
}
