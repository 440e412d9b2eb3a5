// flags: -O2
/* ir/layout.c: after `if (i == 1)` the `else` side is placed first (it
 * falls through): the verifier walks it first, and its states, where i
 * is only known unequal to 1, cover those of the `then` side. */
extern int use(int);

int pick(int i)
{
	int x;
	if (i == 1)
		x = use(123);
	else
		x = use(i * 3 + 1);
	return x + 1;
}
