// flags: -O2
/* ir/fold.c: a short store of a sign-extended sum stores the sum's
 * low bytes (no `w1 <<= 16; w1 s>>= 16` before it). */
struct ev {
	_Bool same;
	short len;
	int stack[600];
};

void fill(struct ev *e, long a, long b, int n)
{
	e->same = a == b;
	for (int i = 0; i < 600; i++) {
		if (i >= n)
			break;
		e->stack[i] = i * 3;
		e->len = (short)(i + 1);
	}
}
