// cpus: v3 v4
// Atomic operations: fetch_add (add without fetch at v1), xchg, cmpxchg,
// or/and/xor with and without fetch, both widths.
typedef unsigned long long u64;
typedef unsigned int u32;

u64 c64;
u32 c32;

__attribute__((section("raw_tp/atomics"))) int atomics(void *ctx)
{
	__sync_fetch_and_add(&c64, 1);
	__sync_fetch_and_add(&c32, 2);
	u64 old = __sync_fetch_and_add(&c64, 10);
	u32 old32 = __sync_fetch_and_add(&c32, 3);
	u64 x = __atomic_exchange_n(&c64, old + 1, __ATOMIC_SEQ_CST);
	u32 y = __atomic_exchange_n(&c32, old32 + 1, __ATOMIC_SEQ_CST);
	u64 z = __sync_val_compare_and_swap(&c64, x, 7);
	u32 w = __sync_val_compare_and_swap(&c32, y, 9);
	__sync_fetch_and_or(&c64, 0x10);
	__sync_fetch_and_and(&c32, 0xff);
	__sync_fetch_and_xor(&c64, 0x5);
	u64 o = __sync_fetch_and_or(&c64, 0x20);
	u32 a = __sync_fetch_and_and(&c32, 0xf0);
	u64 e = __sync_fetch_and_xor(&c64, 3);
	return (int)(old + old32 + x + y + z + w + o + a + e);
}

char _license[] __attribute__((section("license"))) = "GPL";
