/* a libbpf-style helper pointer becomes `call helper N`; a static
 * function becomes a direct call */
static unsigned int (*bpf_get_smp_processor_id)(void) = (void *)8;
static long (*bpf_ktime_get_ns)(void) = (void *)5;
static int twice(int x) { return x * 2; }
int prog(void *ctx)
{
	unsigned int cpu = bpf_get_smp_processor_id();
	long t = bpf_ktime_get_ns();
	return twice(cpu) + (t > 0);
}
