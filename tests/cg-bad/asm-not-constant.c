/* an "i" operand must be a constant, an address or a helper pointer */
long f(long x)
{
	long y;
	asm("%0 = %1" : "=r"(y) : "i"(x));
	return y;
}
