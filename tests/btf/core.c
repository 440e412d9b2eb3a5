/* CO-RE records in .BTF.ext (core_relo) and the types they name: a
 * preserve_access_index record read through a pointer, nested and
 * anonymous members, a bitfield through the field-info builtins, type
 * and enum builtins (compared with clang's BTF; -S and -c agree). */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>

struct inner {
	int x;
	unsigned flags : 3, mode : 5;
} __attribute__((preserve_access_index));

struct outer {
	long pad;
	struct inner in;
	union {
		int u1;
		short u2;
	};
} __attribute__((preserve_access_index));

enum colour { RED = 1, GREEN = 7 };

int out;

SEC("raw_tp/sys_enter")
int core_prog(void *ctx)
{
	struct outer *o = ctx;
	out = BPF_CORE_READ(o, in.x) + BPF_CORE_READ(o, u2);
	out += BPF_CORE_READ_BITFIELD_PROBED(&o->in, mode);
	out += bpf_core_field_exists(o->u1) + bpf_core_type_size(struct inner);
	out += bpf_core_enum_value(enum colour, GREEN);
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
