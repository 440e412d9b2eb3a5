// want: gotol 
// via: objdump
/* a jump over more than 32767 instructions needs the 32-bit gotol
 * (volatile: every access stays, 4 instructions a statement) */
int f(int a, volatile int *p)
{
	if (a) {
#define R4 *p = *p * 3 + 1; *p = *p * 3 + 1; *p = *p * 3 + 1; *p = *p * 3 + 1;
#define R16 R4 R4 R4 R4
#define R256 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16
#define R4K R256 R256 R256 R256 R256 R256 R256 R256 R256 R256 R256 R256 R256 R256 R256 R256
		R4K R4K
	}
	return 0;
}
