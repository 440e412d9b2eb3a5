typedef unsigned int u32;
typedef unsigned long long u64;
struct { int (*type)[2]; int (*max_entries)[4]; u32 *key; u64 *value; } m __attribute__((section(".maps"), used));
static void *(*lookup)(void *map, const void *key) = (void *)1;
int counter;
const char msg[] = "hi";
static __attribute__((noinline)) int sub(int x) { return x * 3 + counter; }
__attribute__((section("xdp"), used)) int prog(void *ctx)
{
	u32 k = 0;
	u64 *v = lookup(&m, &k);
	if (v) __sync_fetch_and_add(v, 1);
	return sub(msg[0]) & 3;
}
char _license[] __attribute__((section("license"), used)) = "GPL";
