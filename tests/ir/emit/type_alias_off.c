// flags: -O2 -fno-strict-aliasing
/* Type-based aliasing (ir/memfwd.c distinct_types): a store of a
 * 16-bit field through a packet pointer leaves the 32-bit context field
 * read before it known, so `data` is not loaded again (a fresh load of
 * skb->data has lost the bounds check); a char store, a union member
 * and a may_alias type may overlap anything, so after them the load is
 * made again; so it is under -fno-strict-aliasing (this file). */
struct ctx { unsigned int data, data_end; };
struct eth { unsigned char dst[6], src[6]; unsigned short proto; };
union pun { unsigned int w; unsigned short h[2]; };
typedef unsigned short __attribute__((may_alias)) alias_u16;

int kept(struct ctx *c)
{
	struct eth *e = (struct eth *)(long)c->data;
	e->proto = 0xdd86;
	return c->data;
}

int char_store(struct ctx *c)
{
	unsigned char *p = (unsigned char *)(long)c->data;
	p[0] = 1;
	return c->data;
}

int through_union(union pun *u, unsigned int *w)
{
	unsigned int a = *w;
	u->h[0] = 3;
	return a + *w;
}

int through_may_alias(alias_u16 *h, unsigned int *w)
{
	unsigned int a = *w;
	*h = 3;
	return a + *w;
}
