/* eight inputs live at once, and the asm clobbers r0-r5: they cannot
 * all have a register */
long f(long a, long b, long c, long d, long e)
{
	long g = a * b, h = c * d, y;
	asm("%0 = %1" : "=r"(y) : "r"(a), "r"(b), "r"(c), "r"(d), "r"(e), "r"(g), "r"(h)
	    : "r0", "r1", "r2", "r3", "r4", "r5");
	return y;
}
