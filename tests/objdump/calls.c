// bpf-to-bpf calls: static functions in .text called from two programs,
// one static function in the program's own section (a call resolved
// without relocation), recursion-free call chains, 5 arguments.
typedef unsigned long long u64;

static __attribute__((noinline)) u64 mix(u64 a, u64 b, u64 c, u64 d, u64 e)
{
	return (a * 31 + b) ^ (c * 17 + d) ^ (e << 3);
}

static __attribute__((noinline)) u64 twice(u64 x)
{
	return mix(x, x + 1, x + 2, x + 3, x + 4) * 2;
}

static __attribute__((noinline, section("raw_tp/calls"))) u64 local_helper(u64 x)
{
	return x * x + 1;
}

__attribute__((section("raw_tp/calls"))) int calls(u64 *ctx)
{
	u64 v = twice(ctx[0]) + local_helper(ctx[1]);
	return (int)(v >> 3);
}

__attribute__((section("raw_tp/other"))) int other(u64 *ctx)
{
	return (int)mix(ctx[0], 1, 2, 3, 4);
}

char _license[] __attribute__((section("license"))) = "GPL";
