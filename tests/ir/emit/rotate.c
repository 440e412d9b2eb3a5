// flags: -O2
/* jumpthread.c ir_rotate_loops: the search's test `i < 32` holds for the
 * 0 it starts with, so the entry jumps into the body and the test is
 * made at the bottom, after the increment (the xdp-tools IN_SET filter) */
static volatile int set[32];

int in_set(int b)
{
	_Bool res = !set[0];
	for (int i = 0; i < 32 && set[i]; i++) {
		res = set[i] == b;
		if (res)
			break;
	}
	return res;
}
