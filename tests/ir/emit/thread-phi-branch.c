// flags: -O2
/* `return a && b;` inlined into a condition: the 0/1 the callee returns
 * is not made and tested again; each check jumps to where the branch on
 * it would go (cfg.c thread_phi_branches), so no phi is left */
static int is_pair(int *a) { return a[0] == 1 && a[1] == 2; }

int f(int *a)
{
	if (!is_pair(a))
		return 7;
	return a[2];
}
