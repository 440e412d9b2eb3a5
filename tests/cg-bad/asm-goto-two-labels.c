/* asm goto with more than one label: refused, located (BPF asm goto
 * here takes one label; MIR has one target per instruction) */
int f(int x)
{
	asm goto("if %0 == 0 goto %l1" : : "r"(x) : : a, b);
	return 0;
a:
	return 1;
b:
	return 2;
}
