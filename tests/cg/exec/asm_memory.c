/* "m" asm operands: the template reads and writes the object through
 * `(rN + 0)` (clang prints them so too): inputs, "=m" and "+m" outputs,
 * a struct member, an array element, a global.  The host build (the
 * expected values) runs the C beside each asm. */
#ifdef __bpf__
#define BPF 1
#else
#define BPF 0
#endif

long asm_mem_global = 1000;

struct pair {
	int lo;
	long hi;
};

long test_mem_input(void)
{
	long x = 41, r;
#if BPF
	asm volatile("%0 = *(u64 *)%1\n\t%0 += 1" : "=r"(r) : "m"(x));
#else
	r = x + 1;
#endif
	return r;
}

long test_mem_output(void)
{
	long y = 0;
	volatile long seed = 9;
	long s = seed;
#if BPF
	asm volatile("r1 = %1\n\tr1 *= 7\n\t*(u64 *)%0 = r1" : "=m"(y) : "r"(s) : "r1");
#else
	y = s * 7;
#endif
	return y;
}

long test_mem_plus(void)
{
	int z = 7;
#if BPF
	asm volatile("r1 = *(u32 *)%0\n\tr1 *= 6\n\t*(u32 *)%0 = r1" : "+m"(z) : : "r1");
#else
	z *= 6;
#endif
	return z;
}

long test_mem_struct_member(void)
{
	struct pair p = {3, 50};
#if BPF
	asm volatile("r1 = *(u64 *)%0\n\tr1 += 5\n\t*(u64 *)%0 = r1" : "+m"(p.hi) : : "r1");
#else
	p.hi += 5;
#endif
	return p.lo * 1000 + p.hi;
}

long test_mem_array_element(void)
{
	long a[4] = {1, 2, 3, 4};
	volatile int i = 2;
	int k = i & 3;
#if BPF
	asm volatile("r1 = *(u64 *)%1\n\t*(u64 *)%0 = r1" : "=m"(a[0]) : "m"(a[k]) : "r1");
#else
	a[0] = a[k];
#endif
	return a[0] * 100 + a[1] * 10 + a[2];
}

long test_mem_global(void)
{
#if BPF
	asm volatile("r1 = *(u64 *)%0\n\tr1 += 234\n\t*(u64 *)%0 = r1" : "+m"(asm_mem_global) : : "r1");
#else
	asm_mem_global += 234;
#endif
	return asm_mem_global;
}
