// flags: -O2
/* Constants outward (ir/fold.c move_constants_out): `(x + c) * k` and
 * `(x + c) << k` are `x * k + c * k`; `p + (y + c)` is `(p + y) + c`,
 * through the widening of a w sum that cannot wrap (a byte plus 1); so
 * a cursor advanced by `(len + 1) * 8` keeps the 8 as a constant
 * offset and `len * 8` as what varies.  Where the sum may wrap (a full
 * unsigned int plus 1) the widening stays in front of the add. */
struct opt { unsigned char next, len; };

char *step8(char *p)
{
	struct opt *o = (struct opt *)p;
	return p + (o->len + 1) * 8;
}

char *step4(char *p)
{
	struct opt *o = (struct opt *)p;
	return p + ((o->len + 2) << 2);
}

long scaled(long x)
{
	return (x + 3) * 5;
}

char *may_wrap(char *p, unsigned int n)
{
	return p + (n + 1u);
}
