// cpus: v3 v4
/* __atomic_load/store (clang-19 cannot select an atomic load for BPF at
 * all, so this file has no clang oracle: the host's values decide) */
int als_g32;
long als_g64;
long test_atomic_store_load(void)
{
	__atomic_store_n(&als_g32, 77, __ATOMIC_RELAXED);
	int v = 0;
	__atomic_load(&als_g32, &v, __ATOMIC_RELAXED);
	int n = 5;
	__atomic_store(&als_g32, &n, __ATOMIC_RELAXED);
	return v * 100 + als_g32;
}
long test_atomic_load_n64(void) { als_g64 = -5; __atomic_store_n(&als_g64, 1L << 40, __ATOMIC_SEQ_CST); return __atomic_load_n(&als_g64, __ATOMIC_ACQUIRE) >> 20; }
