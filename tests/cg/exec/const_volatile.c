/* const volatile globals (libbpf's .rodata configuration, rewritten by
 * the loader before the program runs) are read from memory every time:
 * never folded from their initializer, also not by __builtin_constant_p
 * (libbpf's bpf_htonl picks its run-time form) */
const volatile unsigned cv_word = 0x11223344u;
const volatile int cv_limit = 10;
const int c_plain = 7;

long test_cv_not_constant(void)
{
	return __builtin_constant_p(cv_limit) * 100 + (long)cv_limit;
}

long test_cv_bswap(void)
{
	unsigned v = cv_word;
	return (long)((v >> 24) | (v >> 8 & 0xff00) | (v << 8 & 0xff0000) | (v << 24));
}

long test_cv_loop_bound(void)
{
	long s = 0;
	for (int k = 0; k < cv_limit && k < 16; k++)
		s += k;
	return s * 10 + c_plain;
}
