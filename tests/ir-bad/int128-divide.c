/* 128-bit division and remainder: clang calls __udivti3, __umodti3,
 * __divti3, __modti3; an unsigned one by a constant power of two is a
 * shift or a mask, a signed one is the call even then (as in clang) */
typedef unsigned __int128 u128;
u128 g, h;
__int128 s;
void divide(void)
{
	g = g / 16 + g % 16;	/* shift and mask: fine */
	g = g / h;
	h = h % 3;
	s = s / 4;
	s %= 8;
}
