/* asm goto with outputs: refused, located */
int f(int x)
{
	int y;
	asm goto("%0 = %1" : "=r"(y) : "r"(x) : : out);
	return y;
out:
	return 1;
}
