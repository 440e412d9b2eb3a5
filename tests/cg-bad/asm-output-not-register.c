/* an output must be in a register */
long f(void)
{
	long y;
	asm("%0 = 1" : "=m"(y));
	return y;
}
