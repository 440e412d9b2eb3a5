// cpus: v3 v4
/* atomics: __sync_* and __atomic_* builtins on globals and stack
 * objects, 32- and 64-bit, with and without the old value used
 * (fetch forms need v3) */
long at_g64 = 10;
int at_g32 = 5;
unsigned long at_u64 = 0xf0;
unsigned at_u32 = 0xff00ff00u;
long test_atomic_add_nofetch(void) { at_g64 = 10; __sync_fetch_and_add(&at_g64, 5); __sync_fetch_and_add(&at_g64, -2); return at_g64; }
long test_atomic_fetch_add32(void) { at_g32 = 5; long r = __sync_fetch_and_add(&at_g32, 3); return r * 100 + at_g32; }
long test_atomic_add_fetch(void) { at_g64 = 15; return __sync_add_and_fetch(&at_g64, 1) * 10 + at_g64; }
long test_atomic_sub(void) { at_g32 = 50; long a = __sync_fetch_and_sub(&at_g32, 8); long b = __sync_sub_and_fetch(&at_g32, 2); return a * 1000 + b; }
long test_atomic_or_and_xor(void)
{
	at_u64 = 0xf0;
	unsigned long a = __sync_fetch_and_or(&at_u64, 0x0f);
	unsigned long b = __sync_and_and_fetch(&at_u64, 0x3c);
	unsigned long c = __sync_fetch_and_xor(&at_u64, 0xff);
	return (long)(a << 24 | b << 16 | c << 8 | at_u64);
}
long test_atomic_u32_ops(void)
{
	at_u32 = 0xff00ff00u;
	unsigned a = __sync_or_and_fetch(&at_u32, 0x0fu);
	unsigned b = __sync_xor_and_fetch(&at_u32, 0xffffffffu);
	__sync_fetch_and_and(&at_u32, 0xf0f0f0f0u);
	return (long)a * 3 + b + at_u32;
}
long test_atomic_cas(void)
{
	at_g32 = 8;
	long a = __sync_val_compare_and_swap(&at_g32, 8, 100);
	long b = __sync_val_compare_and_swap(&at_g32, 8, 7);
	long c = __sync_bool_compare_and_swap(&at_g32, 100, 1);
	long d = __sync_bool_compare_and_swap(&at_g32, 100, 2);
	return a * 1000000 + b * 1000 + c * 100 + d * 10 + at_g32;
}
long test_atomic_cas64(void)
{
	at_g64 = 0x123456789;
	long a = __sync_val_compare_and_swap(&at_g64, 0x123456789, -1);
	return (a == 0x123456789) * 10 + (at_g64 == -1);
}
long test_atomic_xchg(void) { at_g64 = 16; long a = __sync_lock_test_and_set(&at_g64, 3); long b = __atomic_exchange_n(&at_g64, 9, __ATOMIC_SEQ_CST); return a * 100 + b * 10 + at_g64; }
long test_atomic_cmpxchg_n(void)
{
	at_g32 = 100;
	int e = 100;
	long ok1 = __atomic_compare_exchange_n(&at_g32, &e, 42, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	e = 7;
	long ok2 = __atomic_compare_exchange_n(&at_g32, &e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	return ok1 * 10000 + ok2 * 1000 + e * 10 + (at_g32 == 42);
}
long test_atomic_fetch_forms(void)
{
	at_g64 = 1;
	long a = __atomic_fetch_add(&at_g64, 10, __ATOMIC_RELAXED);
	long b = __atomic_add_fetch(&at_g64, 10, __ATOMIC_RELAXED);
	long c = __atomic_fetch_or(&at_g64, 0x100, __ATOMIC_SEQ_CST);
	long d = __atomic_and_fetch(&at_g64, 0x10f, __ATOMIC_SEQ_CST);
	return a + b * 10 + c * 100 + d * 1000 + at_g64;
}
long test_atomic_stack(void)
{
	long v = 1;
	int w = 3;
	__sync_fetch_and_add(&v, 2);
	long o = __sync_fetch_and_add(&w, 4);
	long c = __sync_val_compare_and_swap(&v, 3, 30);
	return v * 1000 + w * 100 + o * 10 + c;
}
static long bump(long *p, long by) { return __sync_fetch_and_add(p, by); }
long test_atomic_through_pointer(void)
{
	long cnt[4] = {0, 0, 0, 0};
	long s = 0;
	for (int i = 0; i < 10; i++)
		s += bump(&cnt[i & 3], i);
	return s * 1000 + cnt[0] * 100 + cnt[1] * 10 + cnt[3];
}
