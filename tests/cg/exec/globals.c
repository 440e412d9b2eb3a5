/* global objects: .data (initialized), .bss (zero), .rodata (const
 * tables), const volatile (libbpf's configuration idiom), static
 * globals and static locals, global arrays and structs, globals
 * modified by helpers, pointers to globals */
long g_data = 0x1234567890L;
int g_arr[8] = {3, 1, 4, 1, 5, 9, 2, 6};
unsigned char g_bytes[5] = {0xff, 0x80, 0x7f, 1, 0};
short g_short = -12345;
long g_bss;
int g_bss_arr[6];
static unsigned g_static = 77;
static const long g_table[6] = {1, 10, 100, 1000, 10000, 100000};
const volatile int cfg_threshold = 42;
const volatile unsigned long cfg_mask = 0xff00ff00ff00ff00UL;
const volatile unsigned char cfg_flags[4] = {1, 0, 1, 1};
struct gstat { long packets; int drops; unsigned short last_len; unsigned char proto; };
struct gstat g_stat = {.packets = 5, .proto = 6};
struct gstat g_stats_bss[3];
const char g_message[] = "ebpf-globals";
long test_global_data_rw(void)
{
	g_data = 0x1234567890L;
	long before = g_data;
	g_data += 0x10;
	g_data ^= 0xff;
	return before - g_data;
}
long test_global_array_sum(void)
{
	int saved[8];
	for (int i = 0; i < 8; i++)
		saved[i] = g_arr[i];
	for (int i = 0; i < 8; i++)
		g_arr[i] = g_arr[i] * 2 + i;
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		acc = acc * 10 + (g_arr[i] - saved[i]);
		g_arr[i] = saved[i];
	}
	return acc;
}
long test_global_narrow_signedness(void)
{
	long acc = 0;
	for (int i = 0; i < 5; i++)
		acc = acc * 300 + g_bytes[i];
	return acc + g_short;
}
long test_global_bss_zero_then_write(void)
{
	g_bss = 0;
	for (int i = 0; i < 6; i++)
		g_bss_arr[i] = 0;
	long z = g_bss;
	for (int i = 0; i < 6; i++) {
		z += g_bss_arr[i];
		g_bss_arr[i] = i * i;
	}
	for (int i = 0; i < 6; i++)
		g_bss += g_bss_arr[i];
	return z * 1000 + g_bss;
}
long test_global_static(void)
{
	g_static = 77;
	for (int i = 0; i < 5; i++)
		g_static = g_static * 3 + (unsigned)i;
	return g_static;
}
long test_rodata_table(void)
{
	long acc = 0;
	int digits[6] = {4, 0, 9, 2, 7, 1};
	for (int i = 0; i < 6; i++)
		acc += digits[i] * g_table[5 - i];
	return acc;
}
long test_const_volatile_config(void)
{
	long acc = 0;
	for (int i = 0; i < 60; i += 7)
		acc += i > cfg_threshold ? 100 : 1;
	unsigned long v = 0x123456789abcdef0UL & cfg_mask;
	for (int i = 0; i < 4; i++)
		acc = acc * 2 + cfg_flags[i];
	return acc + (long)(v >> 8);
}
long test_global_struct(void)
{
	g_stat.packets = 5;
	g_stat.drops = 0;
	g_stat.last_len = 0;
	g_stat.proto = 6;
	for (int i = 0; i < 4; i++) {
		g_stat.packets++;
		g_stat.last_len = (unsigned short)(1500 - i * 100);
		if (i & 1)
			g_stat.drops += 2;
	}
	return g_stat.packets * 100000 + g_stat.drops * 10000 + g_stat.last_len + g_stat.proto;
}
long test_global_struct_array(void)
{
	for (int i = 0; i < 3; i++) {
		g_stats_bss[i].packets = 0;
		g_stats_bss[i].drops = 0;
	}
	unsigned char protos[7] = {6, 17, 6, 1, 17, 6, 6};
	for (int i = 0; i < 7; i++) {
		int slot = protos[i] == 6 ? 0 : protos[i] == 17 ? 1 : 2;
		g_stats_bss[slot].packets++;
		g_stats_bss[slot].drops += protos[i];
	}
	return g_stats_bss[0].packets * 10000000L + g_stats_bss[1].packets * 100000L + g_stats_bss[2].packets * 1000 + g_stats_bss[0].drops;
}
static void bump_global(long by) { g_bss += by; }
long test_global_through_helper(void)
{
	g_bss = 10;
	for (int i = 1; i <= 5; i++)
		bump_global(i * i);
	return g_bss;
}
long test_global_pointer(void)
{
	g_arr[3] = 1;
	int *p = &g_arr[2];
	long *q = &g_data;
	*q = 100;
	p[1] += 40;
	*p = *p + 0;
	long r = g_arr[3] * 1000 + *q;
	g_arr[3] = 1;
	return r;
}
long test_static_local_counter(void)
{
	static int calls;
	static long history[4];
	calls = 0;
	for (int i = 0; i < 4; i++)
		history[i] = 0;
	for (int i = 0; i < 7; i++) {
		history[calls & 3] += i;
		calls++;
	}
	return calls * 10000L + history[0] * 1000 + history[1] * 100 + history[2] * 10 + history[3];
}
long test_global_string_bytes(void)
{
	long acc = 0;
	for (int i = 0; i < (int)sizeof g_message; i++)
		acc = acc * 3 + g_message[i];
	return acc * 100 + (long)sizeof g_message;
}
long test_global_swap_arrays(void)
{
	int orig[8];
	for (int i = 0; i < 8; i++)
		orig[i] = g_arr[i];
	for (int i = 0; i < 4; i++) {
		int t = g_arr[i];
		g_arr[i] = g_arr[7 - i];
		g_arr[7 - i] = t;
	}
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		acc = acc * 10 + g_arr[i];
		g_arr[i] = orig[i];
	}
	return acc;
}
