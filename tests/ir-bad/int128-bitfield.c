/* an __int128 bit-field (a 16-byte storage unit) */
struct wide_bits {
	__int128 x : 70;
	int y;
};
struct wide_bits v;
long get(void)
{
	return (long)(v.x >> 3) + v.y;
}
