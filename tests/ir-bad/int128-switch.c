/* a switch on a 128-bit value (its case labels are 64-bit here) */
typedef unsigned __int128 u128;
u128 g;
int classify(void)
{
	switch (g) {
	case 0:
		return 1;
	default:
		return 2;
	}
}
