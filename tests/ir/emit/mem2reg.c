// flags: -O2
/* mem2reg: i and s become phis at the loop header; a char variable's
 * loads keep their extension; `buf`, whose address escapes into the
 * call (noinline: not inlined), stays a stack slot */
static __attribute__((noinline)) int use(char *p) { return p[0]; }
int prog(int n)
{
	int s = 0;
	signed char c = -1;
	char buf[4];
	for (int i = 0; i < n; i++) {
		s += i;
		c++;
	}
	buf[0] = c;
	return s + use(buf);
}
