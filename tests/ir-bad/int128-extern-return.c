/* a call of a function without a body here that returns an __int128:
 * BPF calls return one register */
typedef unsigned __int128 u128;
extern u128 kernel_value(int which);
int use(void)
{
	return kernel_value(1) == 0;
}
