/* asm goto is parsed but not compiled yet: a located error, not a crash */
long f(long x)
{
	asm goto("if %0 == 0 goto %l1" : : "r"(x) : : out);
	return 1;
out:
	return 0;
}
