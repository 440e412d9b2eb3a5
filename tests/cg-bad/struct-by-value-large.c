/* a struct passed by value takes at most two registers (16 bytes, as
 * clang): a bigger one, or more than five registers in all, is an error
 * at the call */
struct s24 {
	long a, b, c;
};
struct s16 {
	long a, b;
};

static __attribute__((noinline)) long big(struct s24 x) { return x.a; }
static __attribute__((noinline)) long three(struct s16 a, struct s16 b, struct s16 c) { return a.a + b.b + c.a; }

long f(void)
{
	struct s24 v = {1, 2, 3};
	struct s16 w = {4, 5};
	return big(v) + three(w, w, w);
}
