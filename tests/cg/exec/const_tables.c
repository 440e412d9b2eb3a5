/* Loads from constant objects at known offsets fold to the initializer's
 * value (fold.c, as clang folds them): lookup tables of every width and
 * signedness, structs, nested arrays, strings; a variable index still
 * loads.  (Words holding an address stay loads: tests/ir/emit/const-load;
 * the verifier would not let a program use one as a pointer.) */
static const unsigned short ports[] = {53, 123, 5678, 8080};
static const signed char deltas[] = {-1, -128, 127, 0, 5};
static const int ints[] = {-7, 0x7fffffff, (int)0x80000000, 100000};
static const unsigned long long wide[] = {0xfedcba9876543210ull, 1, 0xffffffffull};
static const struct {
	unsigned char kind;
	unsigned short port;
	int weight;
	long long big;
} rules[3] = {{1, 80, -3, -5000000000ll}, {2, 443, 7, 1ll << 40}, {3, 22, 0, 0}};
static const char name[] = "ebcc-folds";
static const unsigned char grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
const unsigned int exported[2] = {0xdeadbeef, 17}; /* global const: folded too, as clang does */

long test_ports_unrolled(void)
{
	long hits = 0;
	volatile unsigned short want = 5678;
	unsigned short w = want;
#pragma unroll
	for (int k = 0; k < 4; k++)
		if (ports[k] == w)
			hits += k + 1;
	return hits;
}

long test_signed_bytes(void)
{
	long s = 0;
#pragma unroll
	for (int k = 0; k < 5; k++)
		s = s * 3 + deltas[k];
	return s;
}

long test_ints(void)
{
	return (long)ints[0] * 3 + ints[1] + (long)ints[2] / 2 + ints[3];
}

long test_wide(void)
{
	return (long)(wide[0] >> 4 ^ wide[1] ^ wide[2] << 3);
}

long test_struct_rows(void)
{
	long s = 0;
#pragma unroll
	for (int k = 0; k < 3; k++)
		s += rules[k].kind * 1000 + rules[k].port + rules[k].weight + rules[k].big / 1000000;
	return s;
}

long test_string_bytes(void)
{
	return name[0] * 10000 + name[4] * 100 + name[sizeof name - 2];
}

long test_grid(void)
{
	return grid[1][2] * 100 + grid[0][1] * 10 + grid[1][0];
}

long test_variable_index(void)
{
	volatile int i = 2;
	int k = i & 3;
	return ports[k] + deltas[k] + grid[k & 1][k >> 1];
}

long test_global_const(void)
{
	return (long)exported[0] + exported[1];
}
