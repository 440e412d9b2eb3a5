/* pointers into stack arrays and objects: arithmetic at every element
 * size, differences, comparisons, pointers to pointers, arrays of
 * pointers, pointer increments in loops, walking with *p++, pointers
 * to struct members and back, const-qualified views, char views of
 * wider objects */
long test_ptr_walk_sum(void)
{
	int a[12];
	for (int i = 0; i < 12; i++)
		a[i] = i * i - 20;
	long s = 0;
	int *p = a;
	for (int i = 0; i < 12; i++, p++) /* the verifier cannot bound p < a + 12 */
		s = s * 2 + *p;
	s += (p == a + 12) * 1000;
	return s;
}
long test_ptr_copy_loop(void)
{
	short src[10], dst[10];
	for (int i = 0; i < 10; i++)
		src[i] = (short)(i * -1111);
	short *d = dst;
	const short *s = src;
	for (int i = 0; i < 10; i++)
		*d++ = *s++;
	long acc = 0;
	for (int i = 0; i < 10; i++)
		acc = acc * 3 + dst[i];
	return acc + (d - dst) * 1000000 + (s - src);
}
long test_ptr_reverse_in_place(void)
{
	long a[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
	long *lo = a, *hi = a + 8;
	for (int n = 0; n < 4; n++) {
		long t = *lo;
		*lo++ = *hi;
		*hi-- = t;
	}
	long acc = 0;
	for (int i = 0; i < 9; i++)
		acc = acc * 10 + a[i];
	return acc;
}
long test_ptr_diff_sizes(void)
{
	char c[20];
	short s[20];
	int n[20];
	long l[20];
	char *c1 = &c[3], *c2 = &c[17];
	short *s1 = &s[2], *s2 = s + 19;
	int *n1 = n + 5, *n2 = &n[6];
	long *l1 = &l[19], *l2 = l;
	return (c2 - c1) * 1000000 + (s2 - s1) * 10000 + (n2 - n1) * 100 + (l1 - l2);
}
long test_ptr_compare(void)
{
	int a[8];
	int *p = &a[2], *q = &a[5];
	long r = 0;
	r = r * 2 + (p < q);
	r = r * 2 + (p > q);
	r = r * 2 + (p <= p);
	r = r * 2 + (q >= p + 3);
	r = r * 2 + (p == q - 3);
	r = r * 2 + (p != q);
	return r;
}
/* a callee may neither store a stack pointer into its caller's frame
 * nor return one (the verifier refuses both): it returns an offset */
static int set_and_next(int *const *pp, int off, int v) { (*pp)[off] = v; return off + 1; }
long test_ptr_to_ptr(void)
{
	int a[5] = {0};
	int *p = a;
	for (int i = 0; i < 4; i++)
		p += set_and_next(&p, 0, i * 11 + 1);
	int **pp = &p;
	*(*pp - 1) += 100;
	long acc = 0;
	for (int i = 0; i < 5; i++)
		acc = acc * 1000 + a[i];
	return acc + (p - a);
}
long test_array_of_pointers(void)
{
	long x = 1, y = 2, z = 3;
	long *ptrs[3] = {&x, &y, &z};
	for (int round = 0; round < 4; round++)
		for (int i = 0; i < 3; i++)
			*ptrs[i] = *ptrs[i] * 3 + *ptrs[i == 2 ? 0 : i + 1];
	return x + y * 1000 + z * 1000000;
}
long test_ptr_negative_index(void)
{
	int a[10];
	for (int i = 0; i < 10; i++)
		a[i] = 100 + i;
	int *mid = &a[5];
	return mid[-5] * 1000000L + mid[-1] * 1000 + mid[4] + *(mid - 2);
}
struct rec { int id; short kind; long val; unsigned char tag[4]; };
long test_ptr_struct_members(void)
{
	struct rec r[3];
	for (int i = 0; i < 3; i++) {
		struct rec *p = &r[i];
		p->id = i + 1;
		p->kind = (short)(-i);
		p->val = (i + 1) * 1000000007L;
		for (int k = 0; k < 4; k++)
			p->tag[k] = (unsigned char)(i * 4 + k);
	}
	long *pv = &r[1].val;
	int *pid = &r[2].id;
	unsigned char *pt = &r[0].tag[3];
	*pv += 5;
	(*pid)++;
	return r[1].val + r[2].id * 100 + *pt + r[2].kind;
}
long test_ptr_struct_increment(void)
{
	struct rec r[4];
	for (int i = 0; i < 4; i++) {
		r[i].id = i;
		r[i].val = 0;
	}
	struct rec *p = r;
	long acc = 0;
	for (int i = 0; i < 4; i++, p++) {
		p->val = p->id * 7;
		p->id++;
		acc += p->val + p->id;
	}
	p--;
	return acc * 100 + p->id + (p - r);
}
long test_char_view_of_int(void)
{
	unsigned x = 0x11223344u;
	unsigned char *b = (unsigned char *)&x;
	long acc = 0;
	for (int i = 0; i < 4; i++)
		acc = acc * 256 + b[i];
	b[0] = 0xff;
	return acc + x;
}
long test_char_view_of_long_array(void)
{
	unsigned long a[2] = {0x0807060504030201UL, 0x100f0e0d0c0b0a09UL};
	unsigned char *p = (unsigned char *)a;
	long acc = 0;
	for (int i = 0; i < 16; i += 3)
		acc = acc * 17 + p[i];
	unsigned short *h = (unsigned short *)a;
	return acc * 100000 + h[5];
}
long test_int_view_write(void)
{
	unsigned char buf[16] = {0};
	unsigned *w = (unsigned *)buf;
	w[1] = 0xaabbccddu;
	unsigned short *h = (unsigned short *)(buf + 8);
	h[1] = 0x1234;
	long acc = 0;
	for (int i = 0; i < 16; i++)
		acc = acc * 3 + buf[i];
	return acc;
}
static long sum_range(const long *begin, int n)
{
	long s = 0;
	const long *end = begin + n;
	for (int i = 0; i < n && i < 10; i++)
		s += *begin++;
	return s + (begin == end);
}
long test_ptr_range_helper(void)
{
	long a[10];
	for (int i = 0; i < 10; i++)
		a[i] = (i + 1) * (i % 2 ? -1 : 1);
	return sum_range(a, 10) * 10000 + sum_range(a + 2, 3) * 100 + sum_range(a + 7, 0);
}
long test_ptr_2d_rows(void)
{
	int m[4][5];
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 5; j++)
			m[i][j] = i * 5 + j;
	int (*row)[5] = m;
	row += 2;
	int *cell = &m[0][0] + 13;
	return (*row)[3] * 10000 + row[1][4] * 100 + *cell;
}
long test_ptr_max_element(void)
{
	int a[11] = {3, -9, 14, 14, 2, 77, -77, 76, 0, 77, 5};
	int *best = a;
	int *p = a + 1;
	for (int i = 1; i < 11; i++, ++p)
		if (*p > *best)
			best = p;
	return (best - a) * 1000 + *best;
}
static void swap_ints(int *x, int *y) { int t = *x; *x = *y; *y = t; }
long test_ptr_swap_helper(void)
{
	int a[6] = {6, 5, 4, 3, 2, 1};
	for (int i = 0; i < 3; i++)
		swap_ints(&a[i], &a[5 - i]);
	swap_ints(a + 1, a + 2);
	long acc = 0;
	for (int i = 0; i < 6; i++)
		acc = acc * 10 + a[i];
	return acc;
}
long test_ptr_conditional_advance(void)
{
	unsigned char s[16] = {1, 0, 3, 0, 0, 6, 7, 0, 9, 10, 0, 0, 13, 14, 15, 0};
	unsigned char *r = s, *w = s;
	for (int i = 0; i < 16; i++, r++)
		if (*r)
			*w++ = *r;
	long acc = 0;
	unsigned char *p = s;
	for (int i = 0; i < 16 && i < w - s; i++)
		acc = acc * 3 + *p++;
	return acc * 100 + (w - s);
}
