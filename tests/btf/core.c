/* CO-RE records in .BTF.ext (core_relo) and the types they name: a
 * preserve_access_index record read through a pointer, nested and
 * anonymous members, a bitfield through the field-info builtins, type
 * and enum builtins, a pointer used as an array (`&o[2].in.x` is access
 * "2:1:0": libbpf adds two of the kernel's records, not two of ours; `&o[3]`
 * alone is "3"), an element of a 2-D array member ("0:3:1:2": every
 * index in the relocation) (compared with clang's BTF; -S and -c agree). */
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
	int grid[2][3];
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
	int x2 = 0;
	bpf_core_read(&x2, sizeof(x2), &o[2].in.x);
	out += x2;
	bpf_core_read(&x2, sizeof(x2), &o->grid[1][2]);
	out += x2;
	bpf_core_read(&x2, sizeof(x2), &o[3]);
	out += x2;
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
