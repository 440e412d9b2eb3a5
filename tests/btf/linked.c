/* What libbpf's static linker (bpftool gen object) needs of an object
 * that uses another object's symbols: an extern variable is a VAR with
 * extern linkage in no DATASEC (without it: "failed to find BTF info for
 * global/extern symbol"), an extern map (`extern struct {...} m
 * SEC(".maps")`) has its key and value types in full ("can't determine
 * key size"), and __arena globals (address_space(1)) are in clang's
 * .addr_space.1 section (bpftool's skeleton names it `arena`). */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

typedef struct my_key { long x; } key_type;
typedef struct my_value { long x; } value_type;

extern int input_bss2;
extern const int input_rodata2;
extern struct {
	__uint(max_entries, 16);
	__type(key, key_type);
	__type(value, value_type);
	__uint(type, BPF_MAP_TYPE_HASH);
} map1 SEC(".maps");

__attribute__((address_space(1))) long arena_counter = 5;
__attribute__((address_space(1))) long arena_zero;

int out;

SEC("raw_tp/sys_enter")
int use_linked(void *ctx)
{
	key_type k = {.x = 1};
	value_type *v = bpf_map_lookup_elem(&map1, &k);
	out = input_bss2 + input_rodata2 + (v ? (int)v->x : 0);
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
