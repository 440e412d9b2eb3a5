// cpus: v2 v3 v4
/* inline asm may use instructions newer than -mcpu (as clang's
 * assembler allows; the selftests do it in naked functions built at
 * v2/v3): the kernel, not the compiler, decides.  The host build runs
 * the C equivalent. */
long test_movsx_in_asm(void)
{
	long r, x = 300;
#ifdef __bpf__
	asm volatile("%0 = (s8)%1" : "=r"(r) : "r"(x));
#else
	r = (signed char)x;
#endif
	return r; /* 44 */
}

long test_bswap_in_asm(void)
{
	long x = 0x1122;
#ifdef __bpf__
	asm volatile("%0 = bswap16 %0" : "+r"(x));
#else
	x = 0x2211;
#endif
	return x;
}
