/* Type-based aliasing keeps what C allows to overlap overlapping
 * (ir/memfwd.c distinct_types): a union's members, character
 * accesses and may_alias types are re-read after a store through them,
 * while a store of another scalar type leaves a loaded value known. */
typedef unsigned short __attribute__((may_alias)) alias_u16;
union pun { unsigned int w; unsigned short h[2]; unsigned char b[4]; };
struct pkt { unsigned int data; unsigned short proto; unsigned char ttl; };

static __attribute__((noinline)) long bytes_of(unsigned int *w, unsigned char *c)
{
	unsigned int before = *w;
	c[1] = 0x7f;
	return (long)before * 3 + *w;
}

static __attribute__((noinline)) long halves_of(unsigned int *w, alias_u16 *h)
{
	unsigned int before = *w;
	h[0] = 0x1234;
	return (long)before + *w;
}

long test_union_members(void)
{
	union pun u;
	u.w = 0x11223344;
	unsigned int a = u.w;
	u.h[1] = 0xabcd;
	u.b[0] = 0x99;
	return (long)a + u.w;
}

long test_char_store(void)
{
	unsigned int w = 0x01020304;
	return bytes_of(&w, (unsigned char *)&w);
}

long test_may_alias(void)
{
	unsigned int w = 0xa0b0c0d0;
	return halves_of(&w, (alias_u16 *)&w);
}

long test_distinct_types(void)
{
	struct pkt p = {100, 7, 64};
	unsigned int d = p.data;
	p.proto = 0x86dd;
	p.ttl--;
	return d + p.data + p.proto + p.ttl;
}
