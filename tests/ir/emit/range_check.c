// flags: -O2 -mcpu=v2
/* ir/cfg.c: `i >= 0 && i < n` (bpf_for's bounds check) is one unsigned
 * compare of i, so the bounds land on the register passed on (on v2 the
 * signed compares were made on a sign-extended copy); a check whose
 * upper bound is not a constant stays two compares. */
extern int *next(void);
extern void use(int);

void walk(void)
{
	int *p, i;
	while ((p = next()) && (i = *p, i >= 0 && i < (unsigned long)4))
		use(i);
}

void walk_n(int n)
{
	int *p, i;
	while ((p = next()) && (i = *p, i >= 0 && i < n))
		use(i);
}
