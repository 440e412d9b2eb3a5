/* operand modifiers other than w (the 32-bit register) do not exist for BPF */
long f(long x)
{
	long y;
	asm("%0 = %c1" : "=r"(y) : "r"(x));
	return y;
}
