/* declarations: enums (implicit and explicit values, negative, used as
 * array sizes and indexes), sizeof and _Alignof of every type and of
 * expressions (unevaluated), designated initializers for arrays,
 * nested aggregates and ranges, _Static_assert, typedefs, block scope
 * shadowing */
enum proto { P_NONE, P_TCP = 6, P_UDP = 17, P_NEXT, P_NEG = -2, P_AFTER };
enum small { S_A, S_B, S_C, S_COUNT };
typedef unsigned long u64;
typedef struct { u64 hits; enum proto p; } counter_t;
_Static_assert(sizeof(counter_t) == 16, "counter_t layout");
_Static_assert(P_NEXT == 18 && P_AFTER == -1, "enum values");
long test_enum_values(void)
{
	return P_NONE + P_TCP * 10 + P_UDP * 100 + P_NEXT * 1000 + P_NEG * 10000L + P_AFTER * 100000L;
}
long test_enum_array_size(void)
{
	int counts[S_COUNT] = {0};
	enum small seq[7] = {S_B, S_A, S_C, S_B, S_B, S_C, S_A};
	for (int i = 0; i < 7; i++)
		for (int k = 0; k < S_COUNT; k++) /* a loaded index is unbounded for the verifier */
			counts[k] += seq[i] == (enum small)k;
	return counts[S_A] * 100 + counts[S_B] * 10 + counts[S_C] + (long)sizeof counts * 1000;
}
long test_enum_arith_compare(void)
{
	enum proto p = P_TCP;
	long acc = 0;
	for (int i = 0; i < 4; i++) {
		acc = acc * 100 + p;
		p = (enum proto)(p + 11);
	}
	enum proto n = P_NEG;
	return acc + (n < P_NONE) * 7 + (long)sizeof(enum proto) * 1000000000L;
}
long test_sizeof_types(void)
{
	long acc = 0;
	acc = acc * 10 + sizeof(char);
	acc = acc * 10 + sizeof(short);
	acc = acc * 10 + sizeof(int);
	acc = acc * 10 + sizeof(long);
	acc = acc * 10 + sizeof(long long);
	acc = acc * 10 + sizeof(void *);
	acc = acc * 10 + sizeof(_Bool);
	acc = acc * 100 + sizeof(counter_t);
	return acc;
}
long test_alignof_types(void)
{
	struct s1 { char c; long l; };
	struct s2 { char c; short s; };
	struct s3 { char a[3]; };
	long acc = 0;
	acc = acc * 10 + _Alignof(char);
	acc = acc * 10 + _Alignof(short);
	acc = acc * 10 + _Alignof(int);
	acc = acc * 10 + _Alignof(long);
	acc = acc * 10 + _Alignof(struct s1);
	acc = acc * 10 + _Alignof(struct s2);
	acc = acc * 10 + _Alignof(struct s3);
	acc = acc * 100 + sizeof(struct s1) + sizeof(struct s2) * 10 + sizeof(struct s3);
	return acc;
}
long test_sizeof_unevaluated(void)
{
	int i = 5;
	long a[7];
	long r = sizeof(i++) + sizeof a + sizeof a[i++] * 100 + sizeof(a) / sizeof(a[0]) * 1000;
	return r * 10 + i;
}
long test_sizeof_expressions(void)
{
	char c = 0;
	short s = 0;
	long acc = sizeof(c + c) * 1000 + sizeof(s * 2L) * 100 + sizeof(c ? s : c) * 10 + sizeof(1 ? (char)1 : (short)1);
	return acc * 10 + sizeof("hello");
}
long test_designated_array(void)
{
	int a[10] = {[2] = 20, [7] = 70, [4] = 40, 41, 42, [0] = -1};
	long acc = 0;
	for (int i = 0; i < 10; i++)
		acc = acc * 3 + a[i];
	return acc;
}
long test_designated_range(void)
{
	unsigned char a[16] = {[0 ... 3] = 1, [8 ... 11] = 9, [2] = 5};
	long acc = 0;
	for (int i = 0; i < 16; i++)
		acc = acc * 2 + a[i];
	return acc;
}
long test_designated_nested(void)
{
	struct cfg { int id; struct { short lo, hi; } range[3]; unsigned char name[4]; };
	struct cfg c = {
		.range[1] = {.hi = 100, .lo = -100},
		.name = "ab",
		.id = 77,
		.range[2].lo = 5,
	};
	long acc = c.id;
	for (int i = 0; i < 3; i++)
		acc = acc * 1000 + c.range[i].lo + c.range[i].hi * 3;
	return acc + c.name[0] + c.name[1] * 2 + c.name[2] * 3 + c.name[3];
}
long test_array_of_struct_designated(void)
{
	counter_t cs[4] = {[1] = {.hits = 10, .p = P_UDP}, [3].p = P_TCP, [0].hits = 5};
	long acc = 0;
	for (int i = 0; i < 4; i++)
		acc = acc * 1000 + (long)cs[i].hits + cs[i].p;
	return acc;
}
long test_init_size_from_initializer(void)
{
	int a[] = {1, 2, 3, [9] = 10};
	long b[] = {[5] = 1};
	return (long)(sizeof a / sizeof a[0]) * 100 + (long)(sizeof b / sizeof b[0]) + a[9];
}
long test_typedef_chain(void)
{
	typedef int myint;
	typedef myint *myptr;
	typedef myptr arr3[3];
	myint x = 4, y = 5, z = 6;
	arr3 ps = {&x, &y, &z};
	for (int i = 0; i < 3; i++)
		*ps[i] *= 10 + i;
	return x * 10000 + y * 100 + z + (long)sizeof(arr3) * 1000000;
}
long test_block_scope_shadow(void)
{
	int v = 1;
	long acc = v;
	{
		int v = 2;
		acc = acc * 10 + v;
		{
			long v = 3;
			acc = acc * 10 + v;
		}
		acc = acc * 10 + v;
	}
	for (int v = 5; v < 7; v++)
		acc = acc * 10 + v;
	return acc * 10 + v;
}
long test_multiple_declarators(void)
{
	int a = 1, *pa = &a, arr[3] = {4, 5, 6}, b = arr[1] + a;
	long l = 9, *pl = &l;
	*pa += 10;
	*pl -= 2;
	return a * 10000 + b * 100 + l + arr[2] * 1000000;
}
long test_const_locals(void)
{
	const int n = 6;
	const long tbl[4] = {11, 22, 33, 44};
	long acc = 0;
	for (int i = 0; i < n; i++)
		acc += tbl[i % 4] * i;
	return acc;
}
