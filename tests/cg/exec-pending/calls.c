/* pending from tests/cg/exec/calls.c: see /work/shared/exec-bugs.md
 * bug 2 (v3/v4 -O2: a void callee exits with a stack pointer in r0) */
static void write_out(long *out, int n, long base)
{
	for (int i = 0; i < n; i++)
		out[i] = base + i * i;
}
static long read_in(const long *in, int n)
{
	long s = 0;
	for (int i = 0; i < n; i++)
		s = s * 7 + in[i];
	return s;
}
long test_call_stack_buffers(void)
{
	long buf[8];
	write_out(buf, 8, -20);
	long r = read_in(buf, 8);
	write_out(buf + 4, 4, 1000);
	return r * 3 + read_in(buf, 8);
}
