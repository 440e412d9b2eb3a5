/* inline asm: outputs, inputs, "+" and tied operands, named operands,
 * constants and addresses as "i", clobbers (values live across an asm
 * that clobbers r0-r5 must survive), the w modifier and "w" operands.
 * The host build (the expected values) runs the C beside each asm. */
#ifdef __bpf__
#define BPF 1
#else
#define BPF 0
#endif

long asm_g = 40;
static long (*const asm_helper_ktime)(void) = (void *)5; /* bpf_ktime_get_ns */

static long opaque(long x)
{
#if BPF
	asm volatile("" : "+r"(x));
#endif
	return x;
}

long test_asm_mov_add(void)
{
	long a = opaque(3), b;
#if BPF
	asm("%[o] = %[i]\n\t%[o] += 5\n\t%0 += %[k]" : [o] "=r"(b) : [i] "r"(a), [k] "i"(42));
#else
	b = a + 5 + 42;
#endif
	return b;
}

long test_asm_plus(void)
{
	long c = opaque(7), d = opaque(100);
#if BPF
	asm("%0 *= %1" : "+r"(c) : "r"(d));
#else
	c *= d;
#endif
	return c + d;
}

long test_asm_tied(void)
{
	long x = opaque(9), y;
#if BPF
	asm("%0 <<= 4" : "=r"(y) : "0"(x));
#else
	y = x << 4;
#endif
	return y * 10 + x;
}

long test_asm_two_outputs(void)
{
	long a = opaque(6), lo, hi;
#if BPF
	asm("%0 = %2\n\t%0 &= 3\n\t%1 = %2\n\t%1 >>= 1" : "=&r"(lo), "=r"(hi) : "r"(a));
#else
	lo = a & 3;
	hi = a >> 1;
#endif
	return lo * 100 + hi;
}

long test_asm_early_clobber(void)
{
	/* the output is written before the second input is read: "&" keeps
	 * it out of the inputs' registers */
	long a = opaque(5), b = opaque(11), r;
#if BPF
	asm("%0 = 1\n\t%0 += %1\n\t%0 += %2" : "=&r"(r) : "r"(a), "r"(b));
#else
	r = 1 + a + b;
#endif
	return r;
}

long test_asm_clobbers_keep_live_values(void)
{
	long v[6];
	for (int k = 0; k < 6; k++)
		v[k] = opaque(k * 7 + 1);
	long a = v[0] + v[1], b = v[2] * v[3], c = v[4] - v[5];
#if BPF
	asm volatile("r0 = 0\n\tr1 = 1\n\tr2 = 2\n\tr3 = 3\n\tr4 = 4\n\tr5 = 5" ::: "r0", "r1", "r2", "r3", "r4",
		     "r5");
#endif
	return a * 10000 + b * 100 + c;
}

long test_asm_helper_call(void)
{
	/* `call %[h]` with a libbpf-style helper pointer as "i": a helper
	 * call made by the template (ktime is never 0) */
	long t = 1;
#if BPF
	asm volatile("call %[h]\n\t%0 = r0" : "=r"(t) : [h] "i"(asm_helper_ktime) : "r0", "r1", "r2", "r3", "r4", "r5");
#endif
	return t != 0;
}

long test_asm_address(void)
{
	long v;
	asm_g = opaque(40);
#if BPF
	asm("%0 = %[g] ll\n\t%0 = *(u64 *)(%0 + 0)" : "=r"(v) : [g] "i"(&asm_g));
#else
	v = asm_g;
#endif
	return v + 2;
}

long test_asm_pointer_input(void)
{
	long buf[2] = {opaque(5), opaque(6)};
#if BPF
	asm volatile("r1 = *(u64 *)(%0 + 8)\n\tr1 += 30\n\t*(u64 *)(%0 + 8) = r1" : : "r"(buf) : "r1", "memory");
#else
	buf[1] += 30;
#endif
	return buf[0] * 100 + buf[1];
}

long test_asm_int_output(void)
{
	/* a 32-bit output from a 64-bit register write: only its low half */
	int r;
	long big = opaque(0x1234567800000005L);
#if BPF
	asm("%0 = %1" : "=r"(r) : "r"(big));
#else
	r = (int)big;
#endif
	return r;
}

long test_asm_w_modifier(void)
{
	long x = opaque(0xffffffff00000003L), y;
#if BPF && defined(__ebcc__)
	asm("%w0 = %w1\n\t%w0 += 4" : "=r"(y) : "r"(x));
#elif BPF /* clang-19 has no w modifier */
	asm("%0 = %1\n\t%0 += 4\n\t%0 <<= 32\n\t%0 >>= 32" : "=r"(y) : "r"(x));
#else
	y = (unsigned)(x + 4);
#endif
	return y;
}

long test_asm_percent_and_constant(void)
{
	long x = opaque(17), y;
#if BPF
	asm("%0 = %1\n\t%0 %%= %2" : "=r"(y) : "r"(x), "i"(5));
#else
	y = x % 5;
#endif
	return y;
}

long test_asm_barrier_in_loop(void)
{
	long s = 0;
	for (int k = 0; k < 8; k++) {
		long v = k;
#if BPF
		asm volatile("" : "+r"(v));
#endif
		s += v * v;
	}
	return s;
}

/* "i" operands and __builtin_constant_p on a parameter of an
 * always_inline function: constants once inlined (libbpf's
 * bpf_tail_call_static relies on both).  The host build (-O0) answers
 * constant_p before inlining, so it gets the BPF semantics spelled out. */
#if BPF
static inline __attribute__((always_inline)) long add_imm(long x, const int k)
{
	if (!__builtin_constant_p(k))
		return -1;
	asm("%0 += %1" : "+r"(x) : "i"(k));
	return x;
}
static inline __attribute__((always_inline)) int is_const(int v) { return __builtin_constant_p(v); }
#else
static long add_imm(long x, const int k) { return x + k; }
#define is_const(v) (sizeof(char[(v) == 5 ? 1 : 2]) == 1) /* 5 is the constant below */
#endif

long test_asm_imm_through_inlining(void)
{
	return add_imm(opaque(100), 23) * 10 + add_imm(opaque(1), -4);
}

long test_constant_p_after_inlining(void)
{
	int n = (int)opaque(3);
	return is_const(5) * 10 + is_const(n);
}
