/* Stack slots share bytes when they are never live at once
 * (cg/slotshare.c): a variable is live from the first instruction that
 * names it to the last that may touch it, directly or through a
 * register holding its address.  Each test below needs sharing to fit
 * BPF's 512 bytes, or checks that sharing never lets two slots that are
 * live together overlap: the results are sums over every byte the
 * program wrote, so a clobbered byte changes them. */

static __attribute__((always_inline)) inline long fill_sum(int seed)
{
	volatile unsigned char buf[280];
	long s = 0;
	for (int i = 0; i < 280; i += 8)
		buf[i] = (unsigned char)(seed + i);
	for (int i = 0; i < 280; i += 8)
		s += buf[i];
	return s;
}

/* `late` is declared first but first used after the inlined call has
 * returned: 280 + 300 bytes fit only if they overlap */
long test_declared_early_used_late(void)
{
	volatile unsigned char late[300];
	long a = fill_sum(3);
	for (int i = 0; i < 300; i += 6)
		late[i] = (unsigned char)(i * 7);
	long s = 0;
	for (int i = 0; i < 300; i += 6)
		s += late[i];
	return a * 100000 + s;
}

/* a pointer to `mine` taken before the call and used after it: mine is
 * live across the call, so the call's array must sit elsewhere */
long test_pointer_kept_across(void)
{
	unsigned char mine[120];
	volatile unsigned char *p = mine;
	for (int i = 0; i < 120; i++)
		p[i] = (unsigned char)(i + 1);
	long a = fill_sum(9);
	long s = 0;
	for (int i = 0; i < 120; i++)
		s += p[i] * (i + 1);
	return a * 1000000 + s;
}

/* the address travels through a struct in memory: it escapes, and the
 * array keeps bytes of its own */
struct holder {
	volatile unsigned char *p;
	int n;
};

long test_address_in_struct(void)
{
	unsigned char arr[100];
	struct holder h = {arr, 100};
	volatile struct holder *vh = &h;
	for (int i = 0; i < 100; i++)
		vh->p[i] = (unsigned char)(3 * i);
	long a = fill_sum(4);
	long s = 0;
	for (int i = 0; i < vh->n; i++)
		s += vh->p[i];
	return a * 100000 + s;
}

/* a loop around the inlined call: `acc` named before the loop and
 * touched in every iteration is live throughout */
long test_loop_around_call(void)
{
	volatile long acc[20];
	for (int i = 0; i < 20; i++)
		acc[i] = i;
	for (int k = 0; k < 3; k++) {
		long a = fill_sum(k);
		acc[k * 5] += a;
	}
	long s = 0;
	for (int i = 0; i < 20; i++)
		s += acc[i] * (i + 3);
	return s;
}

/* two arrays of the function itself, one dead before the other's first
 * use: 300 + 300 bytes in one frame */
long test_two_phases(void)
{
	long s = 0;
	{
		volatile unsigned char a[300];
		for (int i = 0; i < 300; i += 5)
			a[i] = (unsigned char)(i ^ 0x5a);
		for (int i = 0; i < 300; i += 5)
			s += a[i];
	}
	{
		volatile unsigned char b[300];
		for (int i = 0; i < 300; i += 5)
			b[i] = (unsigned char)(i ^ 0x33);
		for (int i = 0; i < 300; i += 5)
			s += b[i] * 3;
	}
	return s;
}

/* many values live across calls: spills, sharing slots among
 * themselves when their lifetimes do not meet */
static __attribute__((noinline)) long mix(long a, long b)
{
	return a * 31 + b;
}

long test_spills_share(void)
{
	long a = mix(1, 2), b = mix(3, 4), c = mix(5, 6), d = mix(7, 8), e = mix(9, 10), f = mix(11, 12);
	long s1 = mix(a + b, c + d) + mix(e, f) + a * b * c * d * e * f;
	long g = mix(s1, 1), h = mix(s1, 2), i = mix(s1, 3), j = mix(s1, 4), k = mix(s1, 5), l = mix(s1, 6);
	return mix(g + h, i + j) + mix(k, l) + g * h * i * j * k * l;
}
