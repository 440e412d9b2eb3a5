// flags: -O2
/* ir/licm.c: `j & 1` does not change in the inner loop and is computed
 * in its preheader; ir/layout.c puts each loop's test below its body;
 * ir/fold.c makes `h > 65535 - 20` of a promoted u16 an unsigned
 * compare (both sides have a clear sign bit). */
int nested(int x)
{
	int sum = 0;
	for (int j = 0; j < 30; j++)
		for (int i = 0; i < j; i++)
			sum += (j & 1) ? i * x : i;
	return sum;
}

int u16_compare(unsigned short *p)
{
	unsigned short h = *p;
	return h > 65535 - 20;
}
