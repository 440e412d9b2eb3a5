/* a function pointer that stays one of two functions after inlining and
 * folding: BPF has no indirect call */
static int one(void) { return 1; }
static int two(void) { return 2; }
int prog(int *ctx)
{
	int (*fp)(void) = *ctx ? one : two;
	return fp();
}
