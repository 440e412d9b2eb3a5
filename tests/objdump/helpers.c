// Helper calls by number, a string in .rodata and a helper-returned value.
typedef unsigned long long u64;
typedef unsigned int u32;

static long (*bpf_get_prandom_u32)(void) = (void *)7;
static u64 (*bpf_ktime_get_ns)(void) = (void *)5;
static long (*bpf_trace_printk)(const char *fmt, u32 size, ...) = (void *)6;
static u64 (*bpf_get_current_pid_tgid)(void) = (void *)14;

__attribute__((section("raw_tp/sys_enter"))) int helpers(void *ctx)
{
	u64 t = bpf_ktime_get_ns();
	u32 r = (u32)bpf_get_prandom_u32();
	u64 id = bpf_get_current_pid_tgid();
	static const char fmt[] = "pid %d rnd %u t %llu\n";
	bpf_trace_printk(fmt, sizeof fmt, (u32)(id >> 32), r, t);
	return r & 1;
}

char _license[] __attribute__((section("license"))) = "GPL";
