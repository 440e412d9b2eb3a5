/* structs: nested structs and arrays inside structs, padding and member
 * offsets, copies (assignment, initialization, through pointers),
 * arrays of structs, struct members incremented pre and post, flexible
 * uses through helpers taking pointers, anonymous members */
struct inner { unsigned char a; int b; short c; };
struct outer { long id; struct inner in[2]; unsigned char flags; struct { int x, y; } pos; };
static void init_outer(struct outer *o, long id)
{
	o->id = id;
	for (int i = 0; i < 2; i++) {
		o->in[i].a = (unsigned char)(id + i);
		o->in[i].b = (int)(id * 1000 + i);
		o->in[i].c = (short)(-id - i);
	}
	o->flags = 0x5a;
	o->pos.x = (int)id * 2;
	o->pos.y = (int)id * -3;
}
static long sum_outer(const struct outer *o)
{
	long s = o->id + o->flags + o->pos.x * 10 + o->pos.y * 100;
	for (int i = 0; i < 2; i++)
		s += o->in[i].a + o->in[i].b + o->in[i].c;
	return s;
}
long test_struct_nested_init(void)
{
	struct outer o;
	init_outer(&o, 7);
	return sum_outer(&o);
}
long test_struct_copy_assign(void)
{
	struct outer a, b;
	init_outer(&a, 3);
	b = a;
	b.in[1].b += 5;
	b.pos.y = 99;
	return sum_outer(&a) * 100000 + sum_outer(&b);
}
long test_struct_copy_via_ptr(void)
{
	struct outer a, b;
	init_outer(&a, 11);
	struct outer *pa = &a, *pb = &b;
	*pb = *pa;
	pa->id = 0;
	return sum_outer(pb) - sum_outer(pa);
}
long test_struct_member_copy(void)
{
	struct outer a;
	init_outer(&a, 5);
	struct inner t = a.in[0];
	a.in[0] = a.in[1];
	a.in[1] = t;
	return a.in[0].b * 1000L + a.in[1].b + a.in[0].c;
}
long test_struct_offsets(void)
{
	struct inner i;
	struct outer o;
	long r = (char *)&i.b - (char *)&i.a;
	r = r * 100 + ((char *)&i.c - (char *)&i);
	r = r * 100 + ((char *)&o.in[1].c - (char *)&o);
	r = r * 100 + ((char *)&o.flags - (char *)&o);
	r = r * 100 + ((char *)&o.pos.y - (char *)&o);
	return r * 100 + (long)sizeof(struct outer);
}
long test_struct_offsetof(void)
{
	return __builtin_offsetof(struct outer, pos.x) * 10000 + __builtin_offsetof(struct outer, in[1].b) * 100 + __builtin_offsetof(struct inner, c);
}
long test_struct_array_loop(void)
{
	struct pt { short x, y; } pts[8];
	for (int i = 0; i < 8; i++) {
		pts[i].x = (short)(i * 3 - 10);
		pts[i].y = (short)(i * i);
	}
	long best = -1, bi = -1;
	for (int i = 0; i < 8; i++) {
		long d = pts[i].x * pts[i].x + pts[i].y;
		if (d > best) {
			best = d;
			bi = i;
		}
	}
	return best * 10 + bi;
}
long test_struct_member_incdec(void)
{
	struct { int n; long l; unsigned char c; short s; } v = {5, -3, 255, -32768};
	int a = v.n++;
	long b = ++v.l;
	v.c++;
	v.s--;
	int c = --v.n;
	long d = v.l--;
	return a * 10000000L + b * 1000000 + v.c * 10000 + (v.s + 32768) * 1000 + c * 10 + d + v.l;
}
long test_struct_ptr_member_incdec(void)
{
	struct cnt { int hits; unsigned long bytes; } c[3] = {{0, 0}, {10, 100}, {20, 200}};
	struct cnt *p = &c[1];
	p->hits++;
	++p->hits;
	p->bytes += 1500;
	(p - 1)->hits--;
	(p + 1)->bytes -= 1;
	p++;
	p->hits += p[-1].hits;
	return c[0].hits * 1000000L + c[1].hits * 10000 + c[2].hits * 100 + (long)(c[1].bytes + c[2].bytes);
}
long test_struct_designated_init(void)
{
	struct outer o = {.pos = {.y = -4, .x = 9}, .id = 100, .in[1] = {.c = 7, .a = 2}, .flags = 1};
	return sum_outer(&o) * 10 + o.in[0].b + o.in[1].b;
}
long test_struct_init_partial_zero(void)
{
	struct outer o = {42};
	long z = 0;
	for (int i = 0; i < 2; i++)
		z += o.in[i].a | o.in[i].b | o.in[i].c;
	return o.id + z + o.flags + o.pos.x + o.pos.y;
}
long test_struct_pointer_chain(void)
{
	struct node { long v; struct node *next; } n3 = {3, 0}, n2 = {2, &n3}, n1 = {1, &n2};
	long acc = 0;
	struct node *p = &n1;
	acc += p->v;
	acc = acc * 10 + p->next->v;
	acc = acc * 10 + p->next->next->v;
	p->next->next->v = 9;
	acc = acc * 10 + n3.v;
	return acc;
}
struct anon_hold { int kind; union { int i; unsigned char b[4]; }; struct { short lo, hi; }; };
long test_struct_anonymous_members(void)
{
	struct anon_hold h;
	h.kind = 2;
	h.i = 0x01020304;
	h.lo = -1;
	h.hi = 300;
	return h.kind * 10000000L + h.b[0] * 100000 + h.b[3] * 1000 + h.lo + h.hi;
}
long test_struct_compare_fields(void)
{
	struct key { unsigned short port; unsigned char proto; unsigned addr; } k[4] = {
		{80, 6, 0x0a000001}, {53, 17, 0x0a000002}, {80, 6, 0x0a000001}, {80, 17, 0x0a000001}};
	long acc = 0;
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 4; j++)
			acc = acc * 2 + (k[i].port == k[j].port && k[i].proto == k[j].proto && k[i].addr == k[j].addr);
	return acc;
}
long test_struct_array_copy_member(void)
{
	struct buf { int len; unsigned char data[12]; } a = {5, {1, 2, 3, 4, 5}}, b;
	b = a;
	b.data[11] = 0xee;
	b.len += a.data[4];
	long acc = 0;
	for (int i = 0; i < 12; i++)
		acc = acc * 3 + b.data[i];
	return acc + b.len * 1000000;
}

/* (was pending: fixed by src/ir/signext.c, and mem2reg at -O0) */
struct list { int val; int next; };
long test_struct_index_linked_list(void)
{
	struct list nodes[6] = {{10, 3}, {20, -1}, {30, 5}, {40, 2}, {50, 0}, {60, 1}};
	long acc = 0;
	int cur = 4;
	for (int steps = 0; steps < 10 && cur >= 0 && cur < 6; steps++) {
		acc = acc * 100 + nodes[cur].val;
		cur = nodes[cur].next;
	}
	return acc;
}

/* members of a packed struct in a local sit at odd offsets: the verifier
 * refuses a misaligned stack access, so each is loaded and stored in
 * aligned pieces (the selftests' test_tcp_hdr_options.c writes
 * `search_opt.regular.data32` at offset 2 so) */
struct __attribute__((packed)) tcp_opt_like {
	unsigned char kind;
	unsigned char len;
	union {
		unsigned char data[4];
		unsigned int data32;
	};
	unsigned short magic;
	long tail;
};

long test_packed_members_on_stack(void)
{
	struct tcp_opt_like o;
	volatile unsigned int seed = 0x11223344;
	o.kind = 254;
	o.len = 4;
	o.data32 = seed;
	o.magic = (unsigned short)(seed >> 4);
	o.tail = -(long)seed * 3;
	volatile struct tcp_opt_like *p = &o;
	return (long)p->data32 + p->data[1] * 7 + p->magic + (p->tail >> 2) + o.kind + o.len + (o.data32 & 1023);
}
