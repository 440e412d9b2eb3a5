typedef unsigned int __u32;
typedef unsigned long long __u64;
struct xdp_md { __u32 data, data_end; };
struct { int type; int *key; __u64 *value; } counts __attribute__((section(".maps")));
static void *(*lookup)(void *map, const void *key) = (void *)1;
#define SEC(n) __attribute__((section(n), used))
SEC("xdp") int prog(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data, *end = (void *)(long)ctx->data_end;
	__u32 k = 0;
	if (data + 14 > end)
		return 1;
#pragma unroll
	for (int i = 0; i < 4; i++) {
		__u64 *v = lookup(&counts, &k);
		if (v)
			__sync_fetch_and_add(v, 1);
	}
	switch (((unsigned char *)data)[12]) {
	case 0x08 ... 0x09: return 2;
	default: break;
	}
	asm volatile("r0 = %[x]" :: [x]"r"(k) : "memory");
	return __builtin_bswap16(k) + __builtin_preserve_access_index(ctx->data) + _Generic(k, __u32: 1, default: 0);
}
