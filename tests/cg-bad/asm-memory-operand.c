/* "m" operands: BPF has no memory operand syntax clang or GCC could
 * substitute; the error says to pass the address in a register */
long f(void)
{
	long x = 1;
	asm volatile("r0 = %0" : : "m"(x));
	return x;
}
