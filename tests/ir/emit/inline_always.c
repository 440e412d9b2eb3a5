/* -O0: always_inline helpers are inlined even without optimization (as
 * clang does); its returns meet in a phi after the inlined blocks, the
 * callee's slots (no mem2reg at -O0) move
 * to the caller's entry, and the inlined static function is not emitted;
 * a noinline function stays a call */
static inline __attribute__((always_inline)) int clamp(int x)
{
	if (x < 0)
		return 0;
	return x > 255 ? 255 : x;
}
static __attribute__((noinline)) int keep(int x) { return x + 1; }
int prog(int v)
{
	return clamp(v) + keep(v);
}
