/* "m" operands name an object in memory (printed `(rN + 0)`, its
 * address in rN, as clang prints them): a value or a bit-field has no
 * address to give */
struct s {
	unsigned a : 3;
};

long f(struct s *p)
{
	long x = 1;
	asm volatile("r0 = *(u64 *)%0" : : "m"(x + 1));
	asm volatile("*(u32 *)%0 = r0" : "=m"(p->a));
	return x;
}
