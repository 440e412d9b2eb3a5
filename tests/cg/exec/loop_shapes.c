/* Loops as ir/layout.c and ir/licm.c reshape them: the test of a
 * `while`/`for` moved below the body (entered by a jump to it), 32-bit
 * arithmetic of values the loop does not change computed in front of it
 * (also when the loop runs no iteration, or the arithmetic sat under a
 * condition), and signed compares of values with a clear sign bit made
 * unsigned (ir/fold.c).  Each result must equal the host compiler's. */
static volatile int vzero = 0, vseven = 7, vneg = -5;
static volatile unsigned short vhalf = 65530, vsmall = 12;

long test_nested_invariant(void)
{
	int sum = 0, m;
	for (int j = 0; j < 40; j++)
		for (int i = 0; i < j; i++) {
			if (j & 1)
				m = vseven;
			else
				m = j;
			sum += i * m;
		}
	return sum;
}

long test_zero_trip(void)
{
	int n = vzero & 7, k = vseven, s = 100; /* bounded: the verifier must see the loop end */
	for (int i = 0; i < n; i++)
		s += (k * 3) ^ i; /* k * 3 moves out, the loop never runs */
	return s;
}

long test_invariant_under_condition(void)
{
	int a = vseven, b = vneg, s = 0;
	for (int i = 0; i < 20; i++) {
		if (i % 3 == 0)
			s += (a << 2) - b; /* computed in front of the loop */
		else
			s -= (unsigned)b >> 28;
	}
	return s;
}

long test_while_shapes(void)
{
	int i = 0, s = 0, top = vseven & 15, bottom = vneg | -16;
	while (i < top) {
		s = s * 3 + i;
		i++;
	}
	do {
		s += i;
		i--;
	} while (i > bottom);
	for (;;) {
		if (s > 100000 || s < 0) /* s * 2 + 1 of -1 is -1 */
			break;
		s = s * 2 + 1;
	}
	return s * 10 + i;
}

long test_inner_loop_sometimes(void)
{
	int s = 0;
	for (int j = 0; j < 12; j++) {
		int lim = (j * vseven) & 3; /* 0 trips sometimes */
		for (int i = 0; i < lim; i++)
			s += (j ^ vseven) + i;
	}
	return s;
}

long test_u16_signed_compare(void)
{
	unsigned short h = vhalf, l = vsmall;
	long r = 0;
	if (h > 65535 - 20) /* int compare of promoted u16: sign bit clear */
		r += 1;
	if (l > 65535 - 20)
		r += 10;
	if (h < 32768)
		r += 100;
	if (l <= 12)
		r += 1000;
	if ((int)h - 70000 < 0) /* negative: stays signed */
		r += 10000;
	return r;
}
