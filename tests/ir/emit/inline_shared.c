// flags: -O2
/* -O2: a static function is inlined at each of its calls whatever its
 * size (after its own inlining), as clang's inliner does for BPF's
 * static helpers: mix (well over the 24 instructions once counted as
 * small) is inlined into both programs and not emitted.  The frame
 * rule: fill's 320-byte buffer merges into a caller that calls nothing
 * else (its chain needed those bytes anyway), not into one that also
 * calls the noinline report, whose frame the merged one would deepen */
static int mix(int a, int b)
{
	int h = a * 31 + b;
	h ^= h >> 7;
	h = h * 17 + (a & 0xff);
	h ^= h << 3;
	h = h * 13 + (b | 5);
	h ^= h >> 11;
	h = h * 19 + (a ^ b);
	h ^= h << 5;
	h = h * 23 + a;
	h ^= h >> 2;
	h = h * 29 + b;
	return h ^ (h >> 9);
}
static int fill(int v)
{
	volatile char buf[320];
	buf[v & 255] = (char)v;
	return buf[(v + 1) & 255];
}
static __attribute__((noinline)) int report(int v) { return v + 1; }
__attribute__((section("tp/one"))) int one(int *ctx) { return mix(ctx[0], ctx[1]); }
__attribute__((section("tp/two"))) int two(int *ctx) { return mix(ctx[1], 3) + fill(ctx[2]); }
__attribute__((section("tp/three"))) int three(int *ctx) { return fill(ctx[0]) + report(ctx[1]); }
