/* a global function's result must be a scalar in r0 for the verifier;
 * a static one returns an __int128 through a hidden pointer */
typedef unsigned __int128 u128;
static __attribute__((noinline)) u128 twice(u128 x) { return x << 1; }
u128 add_one(u128 x)
{
	return twice(x) + 1;
}
