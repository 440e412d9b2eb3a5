/* unions (type punning across widths, little-endian views, unions in
 * structs, copies) and bitfields (packing across units, signed fields,
 * wide fields, compound assignment, overflow wrap, fields read in loops,
 * zero-width separators, fields in unions) */
union word { unsigned long q; unsigned d[2]; unsigned short h[4]; unsigned char b[8]; long s; };
long test_union_views(void)
{
	union word w;
	w.q = 0x1122334455667788UL;
	return (long)w.d[1] * 3 + w.h[1] * 5 + w.b[0] + w.b[7] * 7;
}
long test_union_write_narrow(void)
{
	union word w;
	w.q = 0;
	w.b[2] = 0xab;
	w.h[3] = 0xcdef;
	w.d[0] |= 1;
	return w.s ^ (w.s >> 13);
}
long test_union_loop_bytes(void)
{
	union word w;
	for (int i = 0; i < 8; i++)
		w.b[i] = (unsigned char)(i * 0x21 + 3);
	unsigned long acc = 0;
	for (int i = 0; i < 4; i++)
		acc = acc * 65599 + w.h[i];
	return (long)(acc ^ w.q);
}
struct tagged { int kind; union { long l; int i[2]; short s[4]; } u; };
static long tagged_value(const struct tagged *t)
{
	switch (t->kind) {
	case 0: return t->u.l;
	case 1: return t->u.i[0] + t->u.i[1];
	case 2: return t->u.s[0] * t->u.s[3];
	}
	return -1;
}
long test_union_tagged(void)
{
	struct tagged t[3];
	t[0].kind = 0;
	t[0].u.l = -123456789012L;
	t[1].kind = 1;
	t[1].u.i[0] = 40000;
	t[1].u.i[1] = -1;
	t[2].kind = 2;
	t[2].u.l = 0;
	t[2].u.s[0] = -300;
	t[2].u.s[3] = 70;
	return tagged_value(&t[0]) + tagged_value(&t[1]) * 10 + tagged_value(&t[2]) * 100;
}
long test_union_copy(void)
{
	union word a, b;
	a.q = 0xfedcba9876543210UL;
	b = a;
	b.b[0] = 0;
	union word c = b;
	return (long)(a.q - c.q) + c.h[2];
}
long test_union_init(void)
{
	union word w = {.b = {1, 2, 3, 4}};
	union word v = {0x0102030405060708UL};
	return (long)(w.q + v.d[0] + v.b[7]);
}
struct bits { unsigned a : 1, b : 2, c : 3, d : 4, e : 5, f : 6, g : 11; };
long test_bf_pack_many(void)
{
	struct bits x = {0};
	unsigned long acc = 0;
	for (unsigned i = 0; i < 20; i++) {
		x.a = i;
		x.b = i * 3;
		x.c = i * 5;
		x.d = i * 7;
		x.e = i * 11;
		x.f = i * 13;
		x.g = i * 101;
		acc = acc * 7 + x.a + x.b + x.c + x.d + x.e + x.f + x.g;
	}
	return (long)acc;
}
struct sbits { int lo : 5; int mid : 12; signed char sc : 3; long wide : 44; unsigned long uw : 20; };
long test_bf_signed_fields(void)
{
	struct sbits s = {0};
	long acc = 0;
	for (int v = -20; v < 20; v += 3) {
		s.lo = v;
		s.mid = v * 100;
		s.sc = v;
		s.wide = v * 100000000000L;
		s.uw = (unsigned long)v;
		acc = acc * 3 + s.lo + s.mid + s.sc + (s.wide >> 30) + (long)s.uw;
		acc %= 1000000007;
	}
	return acc;
}
long test_bf_compound_wrap(void)
{
	struct bits x = {.a = 1, .b = 3, .c = 7, .d = 15, .e = 31, .f = 63, .g = 2047};
	x.a++;
	x.b += 2;
	x.c *= 3;
	x.d -= 16;
	x.e ^= 0x15;
	x.f <<= 1;
	x.g >>= 3;
	return x.a + x.b * 10 + x.c * 100 + x.d * 1000 + x.e * 100000L + x.f * 10000000L + x.g * 1000000000L;
}
struct zw { unsigned char a : 3; unsigned char : 0; unsigned char b : 3; unsigned int c : 9; };
long test_bf_zero_width(void)
{
	struct zw z = {5, 6, 300};
	unsigned char raw[sizeof(struct zw)];
	__builtin_memcpy(raw, &z, sizeof z);
	return (long)sizeof(struct zw) * 100000 + raw[0] * 1000 + raw[1] * 10 + z.c;
}
struct hdr { unsigned char ihl : 4, version : 4; unsigned char tos; unsigned short len; };
long test_bf_ip_header(void)
{
	unsigned char pkt[4] = {0x45, 0x10, 0x05, 0xdc};
	struct hdr h;
	__builtin_memcpy(&h, pkt, 4);
	long r = h.version * 1000000L + h.ihl * 10000 + h.tos * 10 + (h.len == 0xdc05);
	h.ihl = 6;
	h.version = 4;
	unsigned char out[4];
	__builtin_memcpy(out, &h, 4);
	return r + out[0];
}
long test_bf_read_in_loop(void)
{
	struct bits arr[4];
	for (int i = 0; i < 4; i++) {
		__builtin_memset(&arr[i], 0, sizeof arr[i]);
		arr[i].g = (unsigned)(i * 500 + 1);
		arr[i].c = (unsigned)i;
		arr[i].e = (unsigned)(31 - i);
	}
	long acc = 0;
	for (int i = 0; i < 4; i++)
		acc = acc * 10000 + arr[i].g + arr[i].c * 2 + arr[i].e;
	return acc;
}
union bfu { unsigned int raw; struct { unsigned int lo : 12, mid : 8, hi : 12; } f; };
long test_bf_in_union(void)
{
	union bfu u;
	u.raw = 0xabcdef12u;
	long r = u.f.lo * 1000000L + u.f.mid * 1000 + u.f.hi;
	u.f.mid = 0x34;
	return r + u.raw;
}
long test_bf_ptr_access(void)
{
	struct sbits s = {.lo = -3, .mid = 2000, .sc = 1, .wide = -5, .uw = 0xfffff};
	struct sbits *p = &s;
	p->lo += 20;
	p->mid = -p->mid;
	p->uw++;
	p->wide *= 1000000;
	return p->lo * 100000000000L + p->mid * 10000L + p->sc * 1000 + p->wide + (long)p->uw;
}
long test_bf_bool_and_enum(void)
{
	enum mode { OFF, SLOW, FAST, TURBO };
	struct cfg { _Bool on : 1; enum mode m : 2; unsigned prio : 3; } c = {1, FAST, 5};
	long acc = c.on * 100 + c.m * 10 + c.prio;
	c.on = 0;
	c.m = TURBO;
	c.prio += 4;
	return acc * 1000 + c.on * 100 + c.m * 10 + c.prio;
}
