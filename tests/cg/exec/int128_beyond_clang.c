/* __int128 where ebcc goes beyond clang-19's BPF target, which refuses
 * to compile this file: shifts by amounts it cannot bound below 64 (it
 * calls __ashlti3, __lshrti3, __ashrti3, "A call to built-in function
 * ... is not supported"), and a 128-bit result of a function left a
 * call ("only small returns supported"; ebcc returns it through a
 * hidden pointer, as a 16-byte struct).  The host's results decide. */
typedef unsigned __int128 u128;
typedef __int128 s128;
#define U128(hi, lo) (((u128)(unsigned long)(hi) << 64) | (unsigned long)(lo))

static long fold(u128 v) { return (long)((unsigned long)v * 31 ^ (unsigned long)(v >> 64)); }

u128 g_x = U128(0x8123456789abcdefUL, 0xfedcba9876543211UL);

long test_shl_every_amount(void)
{
	u128 x = g_x;
	long acc = 0;
	for (int s = 0; s < 128; s++)
		acc = acc * 3 ^ fold(x << s);
	return acc;
}
long test_lshr_every_amount(void)
{
	u128 x = g_x;
	long acc = 0;
	for (int s = 0; s < 128; s++)
		acc = acc * 5 ^ fold(x >> s);
	return acc;
}
long test_ashr_every_amount(void)
{
	s128 x = (s128)g_x, p = (s128)(g_x >> 1);
	long acc = 0;
	for (unsigned s = 0; s < 128; s++)
		acc = acc * 7 ^ fold((u128)(x >> s)) ^ fold((u128)(p >> s)) * 11;
	return acc;
}
long test_shift_by_wide_amount(void)
{
	volatile u128 n = 70;
	return fold(g_x << n) ^ fold(g_x >> n) * 3;
}
static __attribute__((noinline)) u128 mix(u128 a, u128 b)
{
	return (a ^ b << 13) + (b >> 7);
}
static __attribute__((noinline)) s128 negate_if(s128 a, int c) { return c ? -a : a; }
long test_returned(void)
{
	u128 r = mix(g_x, U128(3, 4));
	s128 n = negate_if((s128)r, 1);
	return fold(r) ^ fold((u128)n) * 3 ^ fold((u128)negate_if(n, 0)) * 5;
}
