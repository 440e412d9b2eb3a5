// want: ^\s*if r[0-9] < r[0-9]
/* the loop's back edge: `if i < n goto head` (v1 swaps the operands of a
 * JGT instead) */
long f(unsigned long n, unsigned long *p)
{
	unsigned long i = 0, s = 0;
	do {
		s += *p * i;
		i++;
	} while (i < n);
	return s;
}
