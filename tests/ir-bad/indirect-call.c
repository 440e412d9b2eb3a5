static int one(void) { return 1; }
int prog(void *ctx)
{
	int (*fp)(void) = one;
	return fp();
}
