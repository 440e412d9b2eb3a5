/* BPF has no 128-bit multiply: clang calls __multi3, which its BPF
 * target refuses; a product with a constant power of two is a shift */
typedef unsigned __int128 u128;
u128 g, h;
unsigned long a, b;
void scale(void)
{
	g = g * 8;		/* a shift: fine */
	g = g * h;
	h = (u128)a * b;	/* 64 x 64 -> 128 is __multi3 too */
	g *= 3;
}
