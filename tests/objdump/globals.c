// Global data in .data, .rodata and .bss, and static subprogram calls.
typedef unsigned long long u64;
typedef unsigned int u32;

u64 hits;                       /* .bss */
u32 limits[4] = {10, 20, 30, 40}; /* .data */
const u32 weights[8] = {1, 2, 3, 5, 8, 13, 21, 34}; /* .rodata */
static u64 last;                /* local .bss */

static __attribute__((noinline)) u32 weigh(u32 i, u32 v)
{
	return v * weights[i & 7];
}

static __attribute__((noinline)) u32 clamp(u32 v, u32 i)
{
	u32 lim = limits[i & 3];
	return v > lim ? lim : v;
}

__attribute__((section("socket"))) int globals(void *ctx)
{
	u32 v = 0;
	for (u32 i = 0; i < 4; i++)
		v += clamp(weigh(i, v + i), i);
	hits++;
	last = v;
	limits[1] = v;
	return (int)(v + last);
}

__attribute__((section("socket/second"))) int second(void *ctx)
{
	return (int)clamp((u32)hits, 2);
}

char _license[] __attribute__((section("license"))) = "GPL";
