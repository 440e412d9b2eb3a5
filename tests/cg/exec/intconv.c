/* integer promotions and conversions: every width, signed and unsigned,
 * truncation, sign and zero extension, the usual arithmetic conversions
 * and signed/unsigned comparisons */
static long mix(long acc, long v) { return (long)((unsigned long)acc * 31 + (unsigned long)v); }
long test_conv_sc_to_all(void)
{
	long acc = 0;
	for (int i = -130; i < 130; i += 7) {
		signed char c = (signed char)(i * 3);
		short s = c;
		int n = c;
		unsigned u = c;
		unsigned long ul = c;
		acc = mix(acc, s) ^ n;
		acc = mix(acc, (long)(u >> 3)) + (long)(ul >> 40);
	}
	return acc;
}
long test_conv_uc_to_all(void)
{
	long acc = 0;
	for (int i = 0; i < 300; i += 11) {
		unsigned char c = (unsigned char)(i * 5 + 1);
		short s = c;
		int n = c;
		long l = c;
		unsigned long ul = (unsigned long)c << 56;
		acc = mix(acc, s + n + l) ^ (long)(ul >> 50);
	}
	return acc;
}
long test_conv_short_trunc(void)
{
	long acc = 0;
	int vals[6] = {70000, -70000, 32767, 32768, -32769, 123456789};
	for (int i = 0; i < 6; i++) {
		short s = (short)vals[i];
		unsigned short us = (unsigned short)vals[i];
		acc = mix(acc, s);
		acc = mix(acc, us);
	}
	return acc;
}
long test_conv_long_to_int(void)
{
	long vals[5] = {0x1ffffffffL, -0x100000001L, 0x7fffffff80000000L, 42, -42};
	long acc = 0;
	for (int i = 0; i < 5; i++) {
		int n = (int)vals[i];
		unsigned u = (unsigned)vals[i];
		acc = mix(acc, n);
		acc = mix(acc, (long)u);
	}
	return acc;
}
long test_conv_uint_to_long(void)
{
	unsigned u = 0xfffffff0u;
	int s = (int)u;
	long a = u;        /* zero extension */
	long b = s;        /* sign extension */
	unsigned long c = s; /* sign extension then reinterpretation */
	return (a >> 4) + (b >> 1) + (long)(c >> 60);
}
long test_promote_uchar_arith(void)
{
	unsigned char a = 200, b = 100;
	int sum = a + b;              /* promoted: 300, not 44 */
	unsigned char wrapped = a + b;
	int diff = b - a;             /* -100: int arithmetic */
	unsigned char ud = b - a;     /* 156 */
	return sum * 1000000 + wrapped * 10000 + (diff + 1000) * 10 + (ud & 7);
}
long test_promote_ushort_mul(void)
{
	unsigned short a = 300, b = 200;
	int p = a * b;            /* 60000 fits int */
	unsigned short t = a * b; /* 60000 fits ushort */
	unsigned short q = 65535;
	int r = q * 2;            /* 131070 */
	return (long)p * 10 + t + r;
}
long test_usual_conv_int_uint(void)
{
	int a = -5;
	unsigned b = 3;
	unsigned sum = a + b;      /* wraps */
	long r1 = a < b;           /* -5 becomes huge: false */
	long r2 = a < (int)b;      /* true */
	long r3 = (a + b) > 100u;  /* true */
	return (long)(sum >> 28) * 1000 + r1 * 100 + r2 * 10 + r3;
}
long test_usual_conv_long_uint(void)
{
	long a = -5;
	unsigned b = 3;
	long r1 = a < b;     /* unsigned int converts to long: true */
	unsigned long c = 3;
	long r2 = a < c;     /* long converts to unsigned long: false */
	long s = a + b;      /* -2 in long */
	return r1 * 100 + r2 * 10 + s;
}
long test_cmp_signed_unsigned_widths(void)
{
	long acc = 0;
	signed char sc = -1;
	unsigned char uc = 255;
	short ss = -1;
	unsigned short us = 65535;
	int si = -1;
	unsigned ui = 0xffffffffu;
	acc = acc * 2 + (sc == uc);    /* -1 vs 255: false */
	acc = acc * 2 + (ss == us);    /* false */
	acc = acc * 2 + (si == ui);    /* true: both unsigned */
	acc = acc * 2 + (sc == ui);    /* true */
	acc = acc * 2 + (uc < si);     /* 255 < -1 false */
	acc = acc * 2 + (us > ss);     /* true */
	acc = acc * 2 + ((long)ui > si); /* true */
	acc = acc * 2 + (sc < 0u);     /* false */
	return acc;
}
long test_bool_conversion(void)
{
	long acc = 0;
	long vals[6] = {0, 1, -1, 256, 0x100000000L, -0x8000000000000000L};
	for (int i = 0; i < 6; i++) {
		_Bool b = vals[i];
		unsigned char c = (unsigned char)vals[i];
		_Bool b2 = c;
		acc = acc * 4 + b * 2 + b2;
	}
	return acc;
}
long test_int_minmax_casts(void)
{
	int mn = -2147483647 - 1;
	unsigned umn = (unsigned)mn;
	long lmn = mn;
	short sh = (short)mn;
	signed char ch = (signed char)(mn + 0x7f);
	return (long)(umn >> 16) + (lmn >> 20) + sh + ch;
}
long test_conv_chain(void)
{
	long x = 0x123456789abcdef0L;
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		signed char c = (signed char)x;
		unsigned short us = (unsigned short)(c);
		int n = (short)us;
		acc = mix(acc, n);
		x >>= 8;
	}
	return acc;
}
long test_neg_unsigned(void)
{
	unsigned a = 7;
	unsigned long b = 7;
	unsigned char c = 7;
	long r1 = (long)(-a);   /* 4294967289 */
	long r2 = (long)(-b >> 32);
	int r3 = -c;            /* promoted: -7 */
	return r1 + r2 + r3;
}
long test_compound_narrow(void)
{
	unsigned char c = 250;
	signed char s = 120;
	unsigned short w = 65530;
	short v = -32760;
	for (int i = 0; i < 5; i++) {
		c += 3;
		s += 5;
		w += 4;
		v -= 3;
	}
	return c * 1000000L + (s + 128) * 10000L + (w & 0xff) * 100 + (v & 0x7f);
}
long test_char_array_signedness(void)
{
	signed char sa[4] = {-1, -128, 127, 5};
	unsigned char ua[4] = {255, 128, 127, 5};
	long acc = 0;
	for (int i = 0; i < 4; i++)
		acc = acc * 1000 + (sa[i] + ua[i]);
	return acc;
}
long test_ternary_conversion(void)
{
	int x = -1;
	unsigned y = 1;
	long r = 1 ? x : y; /* type is unsigned: 4294967295 */
	int cnd = 0;
	long r2 = cnd ? (long)y : x; /* long: -1 */
	return r + r2;
}
long test_conv_shift_result_type(void)
{
	unsigned char c = 0x81;
	int a = (int)((unsigned)c << 24); /* negative */
	unsigned long b = (unsigned long)c << 56;
	long d = (signed char)c >> 2; /* arithmetic shift of negative */
	return (long)(a >> 24) + (long)(b >> 60) + d;
}
