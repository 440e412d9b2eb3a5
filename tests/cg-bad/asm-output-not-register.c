/* an output is a register or an object in memory, never a constant */
long f(void)
{
	long y;
	asm("%0 = 1" : "=i"(y));
	return y;
}
